import { describe, expect, it } from 'vitest'
import {
  acceptTransferCommand,
  cancelTransferCommand,
  deleteBackupsCommand,
  deleteSnapshotsCommand,
  editBackupCommand,
  editGroupCommand,
  editSnapshotCommand,
} from './resource-commands'

describe('snapshot, backup, group and transfer commands', () => {
  it('Edit Snapshot: openstack; cinder snapshot-rename where a field is cleared', () => {
    expect(editSnapshotCommand('s1', { name: 'nightly db', description: 'x' })).toBe(
      "openstack volume snapshot set --name 'nightly db' --description x s1",
    )
    expect(editSnapshotCommand('s1', { name: 'n', description: '' })).toBe(
      "cinder snapshot-rename --description '' s1 n",
    )
    expect(editSnapshotCommand('s1', { name: '', description: 'd' })).toBe(
      "cinder snapshot-rename --description d s1 ''",
    )
  })

  it('Edit Backup at 3.9 and Edit Group at 3.13', () => {
    expect(editBackupCommand('b1', { name: 'n', description: 'd' })).toBe(
      'openstack --os-volume-api-version 3.9 volume backup set --name n --description d b1',
    )
    expect(editBackupCommand('b1', { name: 'n', description: '' })).toBe(
      "cinder --os-volume-api-version 3.9 backup-update --name n --description '' b1",
    )
    expect(editGroupCommand('g1', { description: '' })).toBe(
      "openstack --os-volume-api-version 3.13 volume group set --description '' g1",
    )
  })

  it('Delete and Cancel Transfer', () => {
    expect(deleteSnapshotsCommand(['s1', 's2'])).toBe('openstack volume snapshot delete s1 s2')
    expect(deleteBackupsCommand(['b1'])).toBe('openstack volume backup delete b1')
    expect(cancelTransferCommand('t1')).toBe('openstack volume transfer request delete t1')
  })

  it('Accept Transfer: the key read from the environment, never written into the command', () => {
    expect(acceptTransferCommand('0b9c3d3e-5a44-4f63-9d8e-5b1c0e0f7a21')).toBe(
      'openstack volume transfer request accept --auth-key "$VOLUME_TRANSFER_AUTH_KEY" 0b9c3d3e-5a44-4f63-9d8e-5b1c0e0f7a21',
    )
  })
})
