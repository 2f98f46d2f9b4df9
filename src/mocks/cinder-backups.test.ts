// Cinder backups on the demo cloud beyond what the contract suite can show on a healthy cloud:
// no backup service (the create accepted, then failed; restore and delete 404), a backup of a
// snapshot, the quotas, and the restore's own volume refused by the volume quota.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { ManualClock, setUpDemoCloud, waitFor } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

async function settled(client: OpenStackClient, id: string) {
  return waitFor(
    async () => {
      const backup = await client.cinder.getBackup(id)
      return backup.status === 'creating' ? undefined : backup
    },
    { clock },
  )
}

describe('without a backup service', () => {
  it('accepts the backup, then fails it as the scheduler does; the volume goes back to available', async () => {
    demo.cloud.settings.backupService = false
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const created = await client.cinder.createBackup({ volumeId: scratch.id })
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('backing-up')
    const failed = await settled(client, created.id)
    expect(failed).toMatchObject({ status: 'error', fail_reason: 'Service not found for creating backup.' })
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('available')
    await expect(client.cinder.deleteBackup(created.id)).rejects.toMatchObject({
      status: 404,
      message: 'Service cinder-backup could not be found.',
    })
  })

  it('refuses a restore with 404 and leaves the backup as it was', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const created = await client.cinder.createBackup({ volumeId: scratch.id })
    await settled(client, created.id)
    demo.cloud.settings.backupService = false
    await expect(client.cinder.restoreBackup(created.id, { volumeId: scratch.id })).rejects.toMatchObject({
      status: 404,
      message: 'Service cinder-backup could not be found.',
    })
    expect((await client.cinder.getBackup(created.id)).status).toBe('available')
  })
})

describe('dependent backups', () => {
  it('counts only finished incrementals in has_dependent_backups, but any incremental blocks the delete', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const full = await client.cinder.createBackup({ volumeId: scratch.id })
    await settled(client, full.id)
    // An incremental the scheduler fails (no backup service) never finishes: Zed does not count it.
    demo.cloud.settings.backupService = false
    const failed = await client.cinder.createBackup({ volumeId: scratch.id, incremental: true })
    expect(await settled(client, failed.id)).toMatchObject({ status: 'error', is_incremental: true })
    expect((await client.cinder.getBackup(full.id)).has_dependent_backups).toBe(false)
    demo.cloud.settings.backupService = true
    await expect(client.cinder.deleteBackup(full.id)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid backup: Incremental backups exist for this backup.',
    })
    // One that finishes is counted, and given back when it goes.
    await client.cinder.deleteBackup(failed.id)
    await waitFor(
      async () =>
        (await client.cinder.listBackups()).backups.some((backup) => backup.id === failed.id) ? undefined : true,
      { clock },
    )
    const done = await client.cinder.createBackup({ volumeId: scratch.id, incremental: true })
    await settled(client, done.id)
    expect((await client.cinder.getBackup(full.id)).has_dependent_backups).toBe(true)
  })
})

describe('a backup of a snapshot, quotas', () => {
  it('backs up a snapshot of an in-use volume without force; the snapshot is backing-up meanwhile', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const { snapshots } = await client.cinder.listSnapshots({ filters: { name: 'pg-nightly' } })
    const snapshot = snapshots[0]!
    const created = await client.cinder.createBackup({ volumeId: pg.id, snapshotId: snapshot.id })
    expect((await client.cinder.getSnapshot(snapshot.id)).status).toBe('backing-up')
    expect((await client.cinder.getVolume(pg.id)).status).toBe('in-use')
    const ready = await settled(client, created.id)
    expect(ready).toMatchObject({ status: 'available', snapshot_id: snapshot.id, data_timestamp: snapshot.created_at })
    expect((await client.cinder.getSnapshot(snapshot.id)).status).toBe('available')
  })

  it('counts backups and their gigabytes (413), backup_gigabytes first', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const quota = demo.cloud.state.quotas[client.token.project.id]!
    quota.backup_gigabytes = scratch.size - 1
    await expect(client.cinder.createBackup({ volumeId: scratch.id })).rejects.toMatchObject({
      status: 413,
      message: `VolumeBackupSizeExceedsAvailableQuota: Requested backup exceeds allowed Backup gigabytes quota. Requested ${scratch.size}G, quota is ${scratch.size - 1}G and 0G has been consumed.`,
    })
    quota.backup_gigabytes = 1000
    quota.backups = 0
    await expect(client.cinder.createBackup({ volumeId: scratch.id })).rejects.toMatchObject({
      status: 413,
      message: 'BackupLimitExceeded: Maximum number of backups allowed (0) exceeded',
    })
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('available')
  })

  it("a restore's new volume over the volume quota is a 413 without the class name", async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const created = await client.cinder.createBackup({ volumeId: scratch.id })
    await settled(client, created.id)
    const limits = await client.cinder.getLimits()
    demo.cloud.state.quotas[client.token.project.id]!.volumes = limits.totalVolumesUsed
    await expect(client.cinder.restoreBackup(created.id)).rejects.toMatchObject({
      status: 413,
      message: `Maximum number of volumes allowed (${limits.totalVolumesUsed}) exceeded for quota 'volumes'.`,
    })
  })
})
