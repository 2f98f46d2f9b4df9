import { describe, expect, it } from 'vitest'
import {
  createBackupCommand,
  createTransferCommand,
  importBackupRecordCommand,
  restoreBackupCommand,
} from './backup-commands'

describe('backup and transfer commands', () => {
  it('Create Backup: the name and description only when given, --force for an in-use volume, incremental', () => {
    expect(createBackupCommand({ volumeId: 'v1', name: null, description: null })).toBe(
      'openstack volume backup create v1',
    )
    expect(
      createBackupCommand({
        volumeId: 'v1',
        name: 'nightly db',
        description: 'x',
        snapshotId: 's1',
        incremental: true,
        force: undefined,
      }),
    ).toBe("openstack volume backup create --name 'nightly db' --description x --snapshot s1 --incremental v1")
    expect(createBackupCommand({ volumeId: 'v1', force: true, incremental: false })).toBe(
      'openstack volume backup create --force v1',
    )
  })

  it('Restore Backup: cinder backup-restore into a new volume, named or not, or over an existing one', () => {
    expect(restoreBackupCommand('b1', {})).toBe('cinder backup-restore b1')
    expect(restoreBackupCommand('b1', { name: "Bob's copy" })).toBe("cinder backup-restore --name 'Bob'\\''s copy' b1")
    expect(restoreBackupCommand('b1', { volumeId: 'v1' })).toBe('cinder backup-restore --volume v1 b1')
  })

  it('Create Transfer: at 3.55 with --snapshots or --no-snapshots where the dialog asks', () => {
    expect(createTransferCommand({ volumeId: 'v1', name: null })).toBe('openstack volume transfer request create v1')
    expect(createTransferCommand({ volumeId: 'v1', name: 'to ops', noSnapshots: true })).toBe(
      "openstack --os-volume-api-version 3.55 volume transfer request create --name 'to ops' --no-snapshots v1",
    )
    expect(createTransferCommand({ volumeId: 'v1', name: null, noSnapshots: false })).toBe(
      'openstack --os-volume-api-version 3.55 volume transfer request create --snapshots v1',
    )
  })

  it('Import Backup Record: openstack volume backup record import, the service then the encoded record', () => {
    expect(
      importBackupRecordCommand({
        backup_service: 'cinder.backup.drivers.nfs.NFSBackupDriver',
        backup_url: 'eyJpZCI6=',
      }),
    ).toBe('openstack volume backup record import cinder.backup.drivers.nfs.NFSBackupDriver eyJpZCI6=')
  })
})
