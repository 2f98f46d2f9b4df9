import { describe, expect, it } from 'vitest'
import { deleteOnTerminationCommand, deleteServerCommand, launchCommand } from './server-commands'

describe('server commands', () => {
  it('Delete Instance, and Delete on Termination one volume a line at compute 2.85', () => {
    expect(deleteServerCommand('s1')).toBe('openstack server delete s1')
    expect(
      deleteOnTerminationCommand('s1', [
        ['v1', true],
        ['v2', false],
      ]),
    ).toBe(
      [
        'openstack --os-compute-api-version 2.85 server volume update --delete-on-termination s1 v1',
        'openstack --os-compute-api-version 2.85 server volume update --preserve-on-termination s1 v2',
      ].join('\n'),
    )
  })

  it('Launch Instance: openstack server create from an image or a volume, nova boot for an image on a new volume', () => {
    const image = {
      name: 'web',
      flavorRef: 'f1',
      min_count: 1,
      max_count: 1,
      networks: 'auto' as const,
      imageRef: 'i1',
    }
    expect(
      launchCommand({
        ...image,
        block_device_mapping_v2: [{ boot_index: 0, uuid: 'i1', source_type: 'image', destination_type: 'local' }],
      }),
    ).toBe('openstack --os-compute-api-version 2.37 server create --flavor f1 --image i1 --nic auto web')
    expect(
      launchCommand({
        name: 'db',
        flavorRef: 'f1',
        min_count: 3,
        max_count: 3,
        imageRef: '',
        block_device_mapping_v2: [
          {
            boot_index: 0,
            uuid: 'i1',
            source_type: 'image',
            destination_type: 'volume',
            volume_size: 10,
            delete_on_termination: true,
            volume_type: 't1',
          },
        ],
        networks: 'auto',
      }),
    ).toBe(
      'nova --os-compute-api-version 2.67 boot --flavor f1 --block-device source=image,id=i1,dest=volume,size=10,bootindex=0,shutdown=remove,volume_type=t1 --nic auto --min-count 3 --max-count 3 db',
    )
    const fromVolume = {
      name: 'app',
      flavorRef: 'f1',
      imageRef: '',
      block_device_mapping_v2: [
        { boot_index: 0, uuid: 'v1', source_type: 'volume', destination_type: 'volume', delete_on_termination: false },
      ],
    }
    expect(launchCommand(fromVolume, { multiattach: true })).toBe(
      'openstack --os-compute-api-version 2.60 server create --flavor f1 --volume v1 app',
    )
    // Several servers on one shareable volume carry an attach mode: no CLI sends it.
    expect(
      launchCommand({
        ...fromVolume,
        block_device_mapping_v2: [{ ...fromVolume.block_device_mapping_v2[0]!, attach_mode: 'ro' }],
      }),
    ).toBeNull()
  })
})
