import { describe, expect, it } from 'vitest'
import {
  createGroupCommand,
  createGroupSnapshotCommand,
  deleteGroupCommand,
  deleteGroupSnapshotCommand,
} from './group-commands'

describe('group commands', () => {
  it('Create Group: openstack at 3.13, the group type then each volume type, empty fields left out', () => {
    expect(
      createGroupCommand({
        groupType: 'gt1',
        volumeTypes: ['vt1', 'vt2'],
        name: 'db set',
        description: null,
        availabilityZone: 'nova',
      }),
    ).toBe(
      "openstack --os-volume-api-version 3.13 volume group create --name 'db set' --availability-zone nova gt1 vt1 vt2",
    )
    expect(createGroupCommand({ groupType: 'gt1', volumeTypes: ['vt1'] })).toBe(
      'openstack --os-volume-api-version 3.13 volume group create gt1 vt1',
    )
  })

  it('Delete Group: --force takes the volumes along; group snapshots at 3.14', () => {
    expect(deleteGroupCommand('g1', true)).toBe('openstack --os-volume-api-version 3.13 volume group delete --force g1')
    expect(deleteGroupCommand('g1', false)).toBe('openstack --os-volume-api-version 3.13 volume group delete g1')
    expect(createGroupSnapshotCommand('g1', { name: 'before upgrade', description: '' })).toBe(
      "openstack --os-volume-api-version 3.14 volume group snapshot create --name 'before upgrade' g1",
    )
    expect(deleteGroupSnapshotCommand('gs1')).toBe(
      'openstack --os-volume-api-version 3.14 volume group snapshot delete gs1',
    )
  })
})
