// Manage, unmanage and backup records on the demo cloud (docs/manage.md): the demo scenario's
// storage on the LVM backend, paging and sorting as the driver does, the refusals in Cinder's
// order, and what only the demo can show (storage the host has open, a disabled service).
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { manageableMarker } from '../api'
import { ManualClock, setUpDemoCloud, waitFor } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })
const HOST = 'devstack@lvmdriver-1#lvmdriver-1'

async function settledVolume(client: OpenStackClient, id: string) {
  return waitFor(
    async () => {
      const volume = await client.cinder.getVolume(id).catch(() => null)
      return volume?.status === 'creating' || volume?.status === 'unmanaging' ? undefined : volume
    },
    { clock },
  )
}

const names = (entries: Array<{ reference: Record<string, string | null> }>) =>
  entries.map((entry) => entry.reference['source-name'])

describe('manageable lists', () => {
  it('lists the storage Cinder does not manage beside what it does, by reference descending', async () => {
    const admin = await demo.signIn('admin')
    const entries = await admin.cinder.listManageableVolumes({ host: HOST, detail: true })
    const unmanaged = entries.filter((entry) => entry.cinder_id === null)
    expect(names(unmanaged)).toEqual(['scratch-open', 'legacy-logs', 'legacy-db'])
    expect(unmanaged[0]).toEqual({
      reference: { 'source-name': 'scratch-open' },
      size: 1,
      safe_to_manage: false,
      reason_not_safe: 'volume in use',
      cinder_id: null,
      extra_info: null,
    })
    const managed = entries.find((entry) => entry.cinder_id !== null)
    expect(managed).toMatchObject({ safe_to_manage: false, reason_not_safe: 'already managed' })
    expect(managed?.reference['source-name']).toBe(`volume-${managed?.cinder_id}`)
    const snapshots = await admin.cinder.listManageableSnapshots({ host: 'devstack@lvmdriver-1' })
    expect(snapshots.find((entry) => entry.reference['source-name'] === '_snapshot-legacy-db-2025')).toEqual({
      reference: { 'source-name': '_snapshot-legacy-db-2025' },
      size: 8,
      safe_to_manage: true,
      source_reference: { 'source-name': 'legacy-db' },
    })
  })

  it('sorts by size then reference, and pages by marker and offset', async () => {
    const admin = await demo.signIn('admin')
    const all = await admin.cinder.listManageableVolumes({ host: HOST, sort: 'size:asc,reference:asc' })
    const sizes = all.map((entry) => entry.size ?? 0)
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
    const first = await admin.cinder.listManageableVolumes({ host: HOST, sort: 'size:asc,reference:asc', limit: 2 })
    expect(first).toEqual(all.slice(0, 2))
    const marker = manageableMarker((first[1] as (typeof first)[number]).reference)
    const next = await admin.cinder.listManageableVolumes({
      host: HOST,
      sort: 'size:asc,reference:asc',
      marker,
      limit: 2,
    })
    expect(next).toEqual(all.slice(2, 4))
    const skipped = await admin.cinder.listManageableVolumes({
      host: HOST,
      sort: 'size:asc,reference:asc',
      offset: 1,
      limit: 1,
    })
    expect(skipped).toEqual(all.slice(1, 2))
  })

  it('refuses as Cinder does: microversion, policy, host, sort, marker, unknown or disabled service', async () => {
    const admin = await demo.signIn('admin')
    const member = await demo.signIn('member')
    await expect(admin.cinder.listManageableVolumes({ host: HOST }, { microversion: '3.7' })).rejects.toMatchObject({
      status: 404,
      message: 'The resource could not be found.',
    })
    await expect(member.cinder.listManageableVolumes({ host: HOST })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:list_manageable to be performed.",
    })
    await expect(admin.cinder.listManageableSnapshots({})).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: One and only one of cluster and host must be set.',
    })
    await expect(admin.cinder.listManageableVolumes({ host: HOST, sort: 'name' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid sort keys passed: name',
    })
    await expect(
      admin.cinder.listManageableVolumes({ host: HOST, marker: '{"source-name": "zz"}' }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid input received: marker not found: {'source-name': 'zz'}",
    })
    await expect(admin.cinder.listManageableVolumes({ host: 'nohost#pool' })).rejects.toMatchObject({
      status: 404,
      message: 'Service cinder-volume could not be found on host nohost.',
    })
    const service = demo.cloud.state.services?.find((candidate) => candidate.host === 'devstack@lvmdriver-1')
    if (service) service.disabled = true
    await expect(admin.cinder.listManageableVolumes({ host: HOST })).rejects.toMatchObject({
      status: 400,
      message: 'Service is unavailable at this time.',
    })
  })
})

describe('manage and unmanage', () => {
  it('manages legacy-logs into an available 2 GiB volume, and unmanage lists it as safe again', async () => {
    const admin = await demo.signIn('admin')
    const managed = await admin.cinder.manageVolume({
      host: HOST,
      ref: { 'source-name': 'legacy-logs' },
      name: 'logs',
      bootable: true,
    })
    expect(managed).toMatchObject({ status: 'creating', size: 0, name: 'logs', bootable: 'true' })
    expect(managed).not.toHaveProperty('os-vol-host-attr:host')
    const ready = await settledVolume(admin, managed.id)
    expect(ready).toMatchObject({ status: 'available', size: 2 })
    let entries = await admin.cinder.listManageableVolumes({ host: HOST, detail: true })
    expect(names(entries)).not.toContain('legacy-logs')
    expect(entries.find((entry) => entry.cinder_id === managed.id)?.reason_not_safe).toBe('already managed')
    await admin.cinder.unmanageVolume(managed.id)
    expect((await admin.cinder.getVolume(managed.id)).status).toBe('unmanaging')
    expect(await settledVolume(admin, managed.id)).toBeNull()
    entries = await admin.cinder.listManageableVolumes({ host: HOST, detail: true })
    expect(entries.find((entry) => entry.reference['source-name'] === `volume-${managed.id}`)).toMatchObject({
      safe_to_manage: true,
      cinder_id: null,
      size: 2,
    })
  })

  it('ends in error when the backend has no such storage (Cinder records no reason)', async () => {
    const admin = await demo.signIn('admin')
    const managed = await admin.cinder.manageVolume({ host: HOST, ref: { 'source-name': 'nothing-here' } })
    expect(await settledVolume(admin, managed.id)).toMatchObject({ status: 'error', size: 0 })
  })

  it('refuses in Cinder order: host missing, unknown type, already managed, unknown host', async () => {
    const admin = await demo.signIn('admin')
    const ref = { 'source-name': 'legacy-db' }
    await expect(admin.cinder.manageVolume({ ref }, { microversion: '3.0' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Host field is missing.',
    })
    await expect(admin.cinder.manageVolume({ ref, host: HOST, volumeType: 'nope' })).rejects.toMatchObject({
      status: 400,
      message: "Invalid volume type: Cannot find requested 'nope' volume type",
    })
    const existing = await volumeNamed(admin, 'admin-tools')
    await expect(
      admin.cinder.manageVolume({ ref: { 'source-name': `volume-${existing.id}` }, host: 'nohost' }),
    ).rejects.toMatchObject({ status: 400, message: 'Unable to manage existing volume. The volume is already managed' })
    await expect(admin.cinder.manageVolume({ ref, host: 'nohost' })).rejects.toMatchObject({
      status: 400,
      message: "Host 'nohost' not found",
    })
    const member = await demo.signIn('member')
    await expect(member.cinder.manageVolume({ ref, host: HOST })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:volume_manage to be performed.",
    })
  })

  it('manages the snapshot of a managed volume; a volume with snapshots cannot be unmanaged', async () => {
    const admin = await demo.signIn('admin')
    const volume = await admin.cinder.manageVolume({ host: HOST, ref: { 'source-name': 'legacy-db' } })
    await settledVolume(admin, volume.id)
    const snapshot = await admin.cinder.manageSnapshot({
      volumeId: volume.id,
      ref: { 'source-name': '_snapshot-legacy-db-2025' },
      name: 'legacy-2025',
    })
    expect(snapshot).toMatchObject({ status: 'creating', size: 8, volume_id: volume.id })
    const ready = await waitFor(
      async () => {
        const found = await admin.cinder.getSnapshot(snapshot.id)
        return found.status === 'creating' ? undefined : found
      },
      { clock },
    )
    expect(ready.status).toBe('available')
    await expect(admin.cinder.unmanageVolume(volume.id)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid volume: Volume status must be available or error .* have snapshots,/),
    })
    await admin.cinder.unmanageSnapshot(snapshot.id)
    await waitFor(async () => ((await admin.cinder.getSnapshot(snapshot.id).catch(() => null)) ? undefined : true), {
      clock,
    })
    const snapshots = await admin.cinder.listManageableSnapshots({ host: HOST, detail: true })
    expect(snapshots.find((entry) => entry.reference['source-name'] === `snapshot-${snapshot.id}`)).toMatchObject({
      safe_to_manage: true,
      source_reference: { 'source-name': null },
    })
  })
})

describe('backup records', () => {
  it('exports an available backup and imports it again once the row is gone', async () => {
    const admin = await demo.signIn('admin')
    const backup = (await admin.cinder.listBackups({ allTenants: true })).backups.find(
      (candidate) => candidate.name === 'admin-tools-backup',
    )
    if (!backup) throw new Error('the demo scenario has admin-tools-backup')
    const record = await admin.cinder.exportBackupRecord(backup.id)
    expect(record.backup_service).toBe('cinder.backup.drivers.posix.PosixBackupDriver')
    expect(JSON.parse(atob(record.backup_url))).toMatchObject({
      id: backup.id,
      size: backup.size,
      display_name: 'admin-tools-backup',
    })
    await expect(admin.cinder.importBackupRecord(record)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid backup: Backup already exists in database.',
    })
    demo.cloud.state.backups = demo.cloud.backups.filter((candidate) => candidate.id !== backup.id)
    const imported = await admin.cinder.importBackupRecord(record)
    expect(imported.id).toBe(backup.id)
    const ready = await waitFor(
      async () => {
        const found = await admin.cinder.getBackup(backup.id)
        return found.status === 'creating' ? undefined : found
      },
      { clock },
    )
    expect(ready).toMatchObject({ status: 'available', name: 'admin-tools-backup', size: backup.size })
  })

  it('refuses a record that is not base64, not JSON, or lacks an id; an unknown driver fails later', async () => {
    const admin = await demo.signIn('admin')
    const service = 'cinder.backup.drivers.posix.PosixBackupDriver'
    await expect(admin.cinder.importBackupRecord({ backup_service: service, backup_url: 'abc' })).rejects.toMatchObject(
      {
        status: 400,
        message: "Invalid input for field/attribute backup_url. Value: abc. 'abc' is not a 'base64'",
      },
    )
    await expect(
      admin.cinder.importBackupRecord({ backup_service: service, backup_url: btoa('not json') }),
    ).rejects.toMatchObject({ status: 400, message: "Invalid input received: Can't parse backup record." })
    await expect(
      admin.cinder.importBackupRecord({ backup_service: service, backup_url: btoa('{"size": 1}') }),
    ).rejects.toMatchObject({ status: 400, message: 'Invalid input received: Provided backup record is missing an id' })
    const id = '0c7d5e0f-1111-4222-8333-944445555666'
    const imported = await admin.cinder.importBackupRecord({
      backup_service: 'cinder.backup.drivers.swift.SwiftBackupDriver',
      backup_url: btoa(JSON.stringify({ id, size: 1 })),
    })
    const failed = await waitFor(
      async () => {
        const found = await admin.cinder.getBackup(imported.id)
        return found.status === 'creating' ? undefined : found
      },
      { clock },
    )
    expect(failed).toMatchObject({
      status: 'error',
      fail_reason:
        'Import record failed, cannot find backup service to perform the import. Request service cinder.backup.drivers.swift.SwiftBackupDriver.',
    })
    const member = await demo.signIn('member')
    await expect(member.cinder.exportBackupRecord(imported.id)).rejects.toMatchObject({ status: 404 })
  })
})
