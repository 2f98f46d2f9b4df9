import { describe, expect, it } from 'vitest'
import {
  createGroupCommand,
  createGroupFromSourceCommand,
  groupVolumesCommand,
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

  it('Manage Volumes and Create Group from a source: cinderclient, ids comma-separated, at 3.13 and 3.14', () => {
    expect(groupVolumesCommand('g1', { add: ['v1', 'v2'], remove: [] })).toBe(
      'cinder --os-volume-api-version 3.13 group-update --add-volumes v1,v2 g1',
    )
    expect(groupVolumesCommand('g1', { add: [], remove: ['v3'] })).toBe(
      'cinder --os-volume-api-version 3.13 group-update --remove-volumes v3 g1',
    )
    expect(createGroupFromSourceCommand({ groupSnapshotId: 'gs1' }, { name: 'copy', description: null })).toBe(
      'cinder --os-volume-api-version 3.14 group-create-from-src --group-snapshot gs1 --name copy',
    )
    expect(createGroupFromSourceCommand({ sourceGroupId: 'g1' }, { name: null, description: 'of g1' })).toBe(
      "cinder --os-volume-api-version 3.14 group-create-from-src --source-group g1 --description 'of g1'",
    )
  })
})
