// A backup's record (MG5, MG6, docs/manage.md) on both clouds: an admin exports a member's
// backup, the import of a record Cinder has is refused, and once the backup is deleted its record
// brings it back (Cinder revives the deleted row), available with the record's fields. Refusals of
// records that are not base64, not JSON or without an id, of a member, of a backup in another state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backup, BackupExportRecord, OpenStackClient } from '../api'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient
let backup: Backup
let record: BackupExportRecord
const made: string[] = []

const backupOf = (id: string) => () =>
  admin.cinder.getBackup(id).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return null
    throw error
  })

beforeAll(async () => {
  if (!world.admin) throw new Error('backup records need an admin (CONTRACT_ADMIN_*)')
  admin = world.admin
  const volume = await world.volume('record-source', { size: 1 })
  const created = await world.member.cinder.createBackup({ volumeId: volume.id, name: world.name('record') })
  made.push(created.id)
  const ready = await world.until(backupOf(created.id), (b) => b?.status !== 'creating', 'the backup')
  if (ready?.status !== 'available') throw new Error(`the backup ended ${ready?.status}: ${ready?.fail_reason}`)
  backup = ready
  await world.waitVolume(volume.id, (v) => v.status === 'available', 'the volume to settle')
}, 300_000)

afterAll(async () => {
  for (const id of made) {
    await world.until(backupOf(id), (b) => b?.status !== 'creating', 'a backup to settle').catch(() => undefined)
    await admin.cinder.deleteBackup(id).catch(() => undefined)
    await world
      .until(backupOf(id), (b) => b === null || b.status === 'error_deleting', 'a backup to go')
      .catch(() => undefined)
  }
}, 120_000)

describe('backup records (MG5, MG6)', () => {
  it('exports the driver and base64 of the backup as JSON; a record Cinder has is refused', async () => {
    record = await admin.cinder.exportBackupRecord(backup.id)
    expect(Object.keys(record).sort()).toEqual(['backup_service', 'backup_url'])
    expect(record.backup_service).toBe('cinder.backup.drivers.posix.PosixBackupDriver')
    expect(JSON.parse(atob(record.backup_url))).toMatchObject({
      id: backup.id,
      size: 1,
      display_name: world.name('record'),
      volume_id: backup.volume_id,
    })
    await expect(admin.cinder.importBackupRecord(record)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid backup: Backup already exists in database.',
    })
    await expect(world.member.cinder.exportBackupRecord(backup.id)).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow backup:export-import to be performed.",
    })
  })

  it('refuses records that are not base64, not JSON, or lack an id or a size, and a member', async () => {
    const service = record.backup_service
    await expect(admin.cinder.importBackupRecord({ backup_service: service, backup_url: 'abc' })).rejects.toMatchObject(
      { status: 400, message: "Invalid input for field/attribute backup_url. Value: abc. 'abc' is not a 'base64'" },
    )
    await expect(
      admin.cinder.importBackupRecord({ backup_service: service, backup_url: btoa('not json') }),
    ).rejects.toMatchObject({ status: 400, message: "Invalid input received: Can't parse backup record." })
    await expect(
      admin.cinder.importBackupRecord({ backup_service: service, backup_url: btoa('{"size": 1}') }),
    ).rejects.toMatchObject({ status: 400, message: 'Invalid input received: Provided backup record is missing an id' })
    await expect(
      admin.cinder.importBackupRecord({ backup_service: service, backup_url: btoa('{"id": "x"}') }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Provided backup record is missing size attribute',
    })
    await expect(world.member.cinder.importBackupRecord(record)).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow backup:backup-import to be performed.",
    })
  })

  it('brings a deleted backup back from its record: 201, creating, then available with its fields', async () => {
    await admin.cinder.deleteBackup(backup.id)
    await world.until(backupOf(backup.id), (b) => b === null, 'the backup to be deleted')
    const imported = await admin.cinder.importBackupRecord(record)
    // The deleted row is revived: the answer shows its old name (a record of a backup this cloud
    // never had answers a null name).
    expect(imported).toMatchObject({ id: backup.id, name: world.name('record') })
    expect(imported.links.map((link) => link.rel)).toEqual(['self', 'bookmark'])
    const ready = await world.until(backupOf(backup.id), (b) => b?.status !== 'creating', 'the import')
    expect(ready).toMatchObject({
      status: 'available',
      name: world.name('record'),
      size: 1,
      volume_id: backup.volume_id,
      fail_reason: null,
    })
  })
})
