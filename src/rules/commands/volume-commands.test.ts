import { describe, expect, it } from 'vitest'
import { commandLine, shellQuote } from './shell'
import {
  createSnapshotCommand,
  createVolumeCommand,
  deleteVolumesCommand,
  editVolumeCommand,
  extendVolumeCommand,
  migrateVolumeCommand,
  retypeVolumeCommand,
  revertToSnapshotCommand,
  uploadImageCommand,
} from './volume-commands'

describe('shellQuote', () => {
  it('leaves plain words alone and single-quotes the rest, a quote closed, escaped and reopened', () => {
    expect(shellQuote('vol-1.data_2')).toBe('vol-1.data_2')
    expect(shellQuote('')).toBe("''")
    expect(shellQuote('my volume')).toBe("'my volume'")
    expect(shellQuote("it's $HOME `x` \\ *")).toBe(`'it'\\''s $HOME \`x\` \\ *'`)
    expect(shellQuote('数据')).toBe("'数据'")
    expect(commandLine(['echo', 'a b', 'c'])).toBe("echo 'a b' c")
  })
})

describe('volume commands', () => {
  it('Create Volume: openstack with a name, cinder without one, from a backup (3.47) or into a group (3.13)', () => {
    expect(
      createVolumeCommand({
        size: 2,
        name: "Bob's data",
        description: 'two words',
        volume_type: 'lvmdriver-1',
        availability_zone: 'nova',
        snapshot_id: 's1',
      }),
    ).toBe(
      "openstack volume create --size 2 --description 'two words' --type lvmdriver-1 --availability-zone nova --snapshot s1 'Bob'\\''s data'",
    )
    expect(createVolumeCommand({ size: 1, imageRef: 'img' })).toBe('cinder create --image img 1')
    expect(createVolumeCommand({ size: 3, name: 'r', backup_id: 'b1' })).toBe(
      'cinder --os-volume-api-version 3.47 create --name r --backup-id b1 3',
    )
    // Into a group: cinderclient's --group-id, at 3.13 (openstackclient has no generic groups).
    expect(createVolumeCommand({ size: 1, name: 'g', volume_type: 'multiattach', group_id: 'grp-1' })).toBe(
      'cinder --os-volume-api-version 3.13 create --name g --volume-type multiattach --group-id grp-1 1',
    )
  })

  it('Extend Volume: at 3.42 for a volume that is not available', () => {
    expect(extendVolumeCommand({ id: 'v1', status: 'available' }, 5)).toBe('openstack volume set --size 5 v1')
    expect(extendVolumeCommand({ id: 'v1', status: 'in-use' }, 5)).toBe(
      'openstack --os-volume-api-version 3.42 volume set --size 5 v1',
    )
  })

  it('Create Snapshot: --force for an in-use volume at the default 3.0; cinder at 3.66 without a name', () => {
    expect(createSnapshotCommand({ id: 'v1', status: 'in-use' }, { name: 'daily', description: '' })).toBe(
      'openstack volume snapshot create --volume v1 --force daily',
    )
    expect(createSnapshotCommand({ id: 'v1', status: 'available' }, { name: '', description: 'x y' })).toBe(
      "cinder snapshot-create --description 'x y' v1",
    )
    expect(createSnapshotCommand({ id: 'v1', status: 'in-use' }, { name: '', description: '' })).toBe(
      'cinder --os-volume-api-version 3.66 snapshot-create v1',
    )
  })

  it('Delete Volume: --purge for the volumes that go with their snapshots', () => {
    expect(
      deleteVolumesCommand([
        { id: 'a', cascade: true },
        { id: 'b', cascade: false },
        { id: 'c', cascade: false },
      ]),
    ).toBe('openstack volume delete --purge a\nopenstack volume delete b c')
  })

  it('Edit Volume: openstack volume set; cinder rename where a name or description is cleared', () => {
    expect(editVolumeCommand('v1', { fields: { name: 'db data', description: 'x' }, bootable: true })).toBe(
      "openstack volume set --name 'db data' --description x --bootable v1",
    )
    expect(editVolumeCommand('v1', { bootable: false })).toBe('openstack volume set --non-bootable v1')
    // openstackclient leaves an empty name or description out; cinderclient's rename sends it.
    expect(editVolumeCommand('v1', { fields: { description: '' }, bootable: true })).toBe(
      "cinder rename --description '' v1\nopenstack volume set --bootable v1",
    )
    expect(editVolumeCommand('v1', { fields: { name: '', description: 'kept' } })).toBe(
      "cinder rename --description kept v1 ''",
    )
    expect(editVolumeCommand('v1', {})).toBeNull()
  })

  it('Change Volume Type and Revert to Snapshot (cinder at 3.40)', () => {
    expect(retypeVolumeCommand('v1', 'multiattach', 'on-demand')).toBe(
      'openstack volume set --type multiattach --retype-policy on-demand v1',
    )
    expect(revertToSnapshotCommand('s1')).toBe('cinder --os-volume-api-version 3.40 revert-to-snapshot s1')
  })

  it('Upload to Image: openstack image create --volume, at 3.1 with visibility and protection, --force only when asked', () => {
    expect(
      uploadImageCommand('v1', {
        imageName: 'web image',
        diskFormat: 'qcow2',
        containerFormat: 'bare',
        force: true,
        visibility: 'community',
        protected: false,
      }),
    ).toBe(
      "openstack --os-volume-api-version 3.1 image create --volume v1 --force --disk-format qcow2 --container-format bare --community --unprotected 'web image'",
    )
    expect(
      uploadImageCommand('v1', { imageName: 'old', diskFormat: 'raw', containerFormat: 'bare', force: false }),
    ).toBe('openstack image create --volume v1 --disk-format raw --container-format bare old')
  })

  it('Migrate Volume: openstack volume migrate --host', () => {
    expect(migrateVolumeCommand('v1', 'ro-cinder@fake#fake')).toBe(
      "openstack volume migrate --host 'ro-cinder@fake#fake' v1",
    )
  })
})
