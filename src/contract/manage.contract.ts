// Manage and unmanage (MG1–MG4, docs/manage.md) on both clouds: storage put on the backend that
// Cinder does not manage (the test cloud's make-unmanaged.sh, or the demo's /_demo/unmanaged) is
// listed, managed into a volume and a snapshot, unmanaged, listed again, and managed back so that
// the clean-up deletes it with its data. Admin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ManageableVolume, OpenStackClient } from '../api'
import { manageableMarker } from '../api'
import { VOLUME_UNMANAGE_REFUSED } from '../rules/manage-rules'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient
let host = ''
const volumeName = () => world.name('legacy-a')
/** Two more, for paging and sorting among the suite's own (other storage may come and go meanwhile). */
const others = () => [world.name('legacy-b'), world.name('legacy-c')] as const
const snapshotName = () => `_snapshot-${world.name('legacy-snap')}`
/** What the suite managed, to delete afterwards (deleting a managed volume removes its data). */
const volumes: string[] = []
const snapshots: string[] = []

const gone = (error: unknown) => {
  if ((error as { status?: number }).status === 404) return null
  throw error
}
const volumeOf = (id: string) => () => admin.cinder.getVolume(id).catch(gone)
const snapshotOf = (id: string) => () => admin.cinder.getSnapshot(id).catch(gone)
const named = (name: string) => (entry: ManageableVolume) => entry.reference['source-name'] === name

async function manageReady(sourceName: string) {
  const managed = await admin.cinder.manageVolume({
    host,
    ref: { 'source-name': sourceName },
    name: world.name('managed'),
  })
  volumes.unshift(managed.id)
  const ready = await world.until(volumeOf(managed.id), (v) => v?.status !== 'creating', 'the managed volume')
  return { managed, ready }
}

async function manageSnapshotReady(volumeId: string, sourceName: string) {
  const snapshot = await admin.cinder.manageSnapshot({ volumeId, ref: { 'source-name': sourceName } })
  snapshots.unshift(snapshot.id)
  const ready = await world.until(snapshotOf(snapshot.id), (s) => s?.status !== 'creating', 'the managed snapshot')
  return { snapshot, ready }
}

beforeAll(async () => {
  if (!world.admin) throw new Error('manage needs an admin (CONTRACT_ADMIN_*)')
  admin = world.admin
  host = await world.target.makeUnmanaged(volumeName(), 1)
  await world.target.makeUnmanaged(others()[0], 2)
  await world.target.makeUnmanaged(others()[1], 1)
  await world.target.makeUnmanaged(snapshotName(), 1, volumeName())
}, 60_000)

afterAll(async () => {
  // The others are managed too, so that deleting them removes their data from the backend.
  for (const name of others()) await manageReady(name).catch(() => undefined)
  for (const id of snapshots) {
    await admin.cinder.deleteSnapshot(id).catch(() => undefined)
    await world
      .until(snapshotOf(id), (s) => s === null || s.status === 'error_deleting', 'a snapshot to go')
      .catch(() => undefined)
  }
  for (const id of volumes) {
    await admin.cinder.deleteVolume(id).catch(() => undefined)
    await world
      .until(volumeOf(id), (v) => v === null || v.status === 'error_deleting', 'a volume to go')
      .catch(() => undefined)
  }
}, 120_000)

describe('manageable lists (MG1)', () => {
  it('lists the new storage as safe to manage; a snapshot with its origin; pages by marker', async () => {
    const detail = await admin.cinder.listManageableVolumes({ host, detail: true })
    expect(detail.find(named(volumeName()))).toEqual({
      reference: { 'source-name': volumeName() },
      size: 1,
      safe_to_manage: true,
      reason_not_safe: null,
      cinder_id: null,
      extra_info: null,
    })
    const summary = await admin.cinder.listManageableVolumes({ host })
    expect(Object.keys(summary.find(named(volumeName())) ?? {}).sort()).toEqual(['reference', 'safe_to_manage', 'size'])
    const snapshots = await admin.cinder.listManageableSnapshots({ host })
    expect(snapshots.find(named(snapshotName()))).toEqual({
      reference: { 'source-name': snapshotName() },
      size: 1,
      safe_to_manage: true,
      source_reference: { 'source-name': volumeName() },
    })
    // Among the suite's own: by reference (descending by default), by size then reference, and
    // paged after a marker, with an offset.
    const ours = (list: ManageableVolume[]) =>
      list.map((entry) => entry.reference['source-name']).filter((name) => name?.startsWith(world.name('legacy-')))
    const [a, b, c] = [volumeName(), ...others()]
    expect(ours(summary)).toEqual([c, b, a])
    expect(ours(await admin.cinder.listManageableVolumes({ host, sort: 'size:desc,reference:asc' }))).toEqual([b, a, c])
    const marker = manageableMarker({ 'source-name': a })
    const page = { host, sort: 'reference:asc', marker }
    expect(ours(await admin.cinder.listManageableVolumes({ ...page, limit: 1 }))).toEqual([b])
    expect(ours(await admin.cinder.listManageableVolumes({ ...page, offset: 1, limit: 1 }))).toEqual([c])
  })

  it('refuses: below 3.8, a member, no host, a bad sort key, an unknown host, a marker it cannot find', async () => {
    await expect(admin.cinder.listManageableVolumes({ host }, { microversion: '3.7' })).rejects.toMatchObject({
      status: 404,
      message: 'The resource could not be found.',
    })
    await expect(world.member.cinder.listManageableSnapshots({ host })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow snapshot_extension:list_manageable to be performed.",
    })
    await expect(admin.cinder.listManageableVolumes({})).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: One and only one of cluster and host must be set.',
    })
    await expect(admin.cinder.listManageableVolumes({ host, sort: 'name:asc' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid sort keys passed: name',
    })
    await expect(admin.cinder.listManageableVolumes({ host: `${world.name('nohost')}#p` })).rejects.toMatchObject({
      status: 404,
      message: `Service cinder-volume could not be found on host ${world.name('nohost')}.`,
    })
    // Cinder appends cinder-volume's traceback after this first line.
    const refused = await admin.cinder
      .listManageableVolumes({ host, marker: '{"source-name": "zz"}' })
      .catch((error: unknown) => error as { status: number; message: string })
    expect(refused).toMatchObject({ status: 400 })
    expect((refused as { message: string }).message.split('\n')[0]).toBe(
      "Invalid input received: marker not found: {'source-name': 'zz'}",
    )
  })
})

describe('manage and unmanage (MG2–MG4)', () => {
  it('manages the storage into a volume, then its snapshot; unmanage forgets both and lists them again', async () => {
    const { managed, ready } = await manageReady(volumeName())
    expect(managed).toMatchObject({ status: 'creating', size: 0, name: world.name('managed'), bootable: 'false' })
    expect(managed).not.toHaveProperty('os-vol-host-attr:host')
    expect(ready).toMatchObject({ status: 'available', size: 1 })
    let entries = await admin.cinder.listManageableVolumes({ host, detail: true })
    expect(entries.find(named(volumeName()))).toBeUndefined()
    expect(entries.find(named(`volume-${managed.id}`))).toMatchObject({
      safe_to_manage: false,
      reason_not_safe: 'already managed',
      cinder_id: managed.id,
    })
    await expect(
      admin.cinder.manageVolume({ host, ref: { 'source-name': `volume-${managed.id}` } }),
    ).rejects.toMatchObject({ status: 400, message: 'Unable to manage existing volume. The volume is already managed' })

    const { snapshot, ready: snapshotReady } = await manageSnapshotReady(managed.id, snapshotName())
    expect(snapshot).toMatchObject({ status: 'creating', size: 1, volume_id: managed.id })
    expect(snapshotReady?.status).toBe('available')
    await expect(admin.cinder.unmanageVolume(managed.id)).rejects.toMatchObject({
      status: 400,
      message: VOLUME_UNMANAGE_REFUSED,
    })

    await admin.cinder.unmanageSnapshot(snapshot.id)
    await world.until(snapshotOf(snapshot.id), (s) => s === null, 'the snapshot to be forgotten')
    const listed = await admin.cinder.listManageableSnapshots({ host, detail: true })
    expect(listed.find(named(`snapshot-${snapshot.id}`))).toMatchObject({ safe_to_manage: true, cinder_id: null })

    await admin.cinder.unmanageVolume(managed.id)
    await world.until(volumeOf(managed.id), (v) => v === null, 'the volume to be forgotten')
    entries = await admin.cinder.listManageableVolumes({ host, detail: true })
    expect(entries.find(named(`volume-${managed.id}`))).toEqual({
      reference: { 'source-name': `volume-${managed.id}` },
      size: 1,
      safe_to_manage: true,
      reason_not_safe: null,
      cinder_id: null,
      extra_info: null,
    })

    // Managed back (the clean-up deletes them, and their data with them).
    const again = await manageReady(`volume-${managed.id}`)
    expect(again.ready?.status).toBe('available')
    expect((await manageSnapshotReady(again.managed.id, `snapshot-${snapshot.id}`)).ready?.status).toBe('available')
  })

  it('refuses a manage: no host below 3.16, an unknown type, an unknown host, a member', async () => {
    const ref = { 'source-name': world.name('never-made') }
    await expect(admin.cinder.manageVolume({ ref }, { microversion: '3.8' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Host field is missing.',
    })
    await expect(admin.cinder.manageVolume({ ref, host, volumeType: world.name('no-type') })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume type: Cannot find requested '${world.name('no-type')}' volume type`,
    })
    await expect(admin.cinder.manageVolume({ ref, host: world.name('nohost') })).rejects.toMatchObject({
      status: 400,
      message: `Host '${world.name('nohost')}' not found`,
    })
    await expect(world.member.cinder.manageVolume({ ref, host })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:volume_manage to be performed.",
    })
  })

  it('a reference the backend does not hold: the volume is accepted and ends in error', async () => {
    const { ready } = await manageReady(world.name('never-made'))
    expect(ready).toMatchObject({ status: 'error', size: 0 })
  })
})
