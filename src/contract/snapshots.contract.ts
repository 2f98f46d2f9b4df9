// Snapshots (S1–S5, docs/snapshots.md): create per microversion and volume status, the view,
// list paging/sort/filters/count, metadata, delete, a volume from a snapshot, revert to the
// latest, and a volume's delete without and with cascade. Runs on the demo cloud and a real one.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Connector, Snapshot, Volume } from '../api'
import { nextSecond } from './diff/probes'
import { RUN, setUpWorld } from './world'

const world = setUpWorld()
let plain: Volume

const connector: Connector = {
  host: 'vc-snap-host',
  initiator: 'iqn.1993-08.org.debian:01:vc-snap-host',
  ip: '127.0.0.1',
  platform: 'x86_64',
  os_type: 'linux2',
  multipath: false,
}

async function snapshotReady(volumeId: string, label: string, microversion = '3.70'): Promise<Snapshot> {
  const created = await world.member.cinder.createSnapshot(
    { volumeId, name: world.name(label), metadata: { 'vc-contract-run': RUN } },
    { microversion },
  )
  const ready = await world.waitSnapshot(created.id, (s) => s?.status !== 'creating', `${label} to be created`)
  if (ready?.status !== 'available') throw new Error(`${label} ended ${ready?.status}`)
  return ready
}

beforeAll(async () => {
  plain = await world.volume('snap-plain')
}, 300_000)

describe('snapshots: create and show', () => {
  it('answers 202 creating with the detail view (3.65: group, user, quota fields), then available', async () => {
    const created = await world.member.cinder.createSnapshot(
      { volumeId: plain.id, name: world.name('first'), description: 'before a change', metadata: { app: 'db' } },
      { microversion: '3.65' },
    )
    expect(created).toMatchObject({
      status: 'creating',
      volume_id: plain.id,
      size: plain.size,
      name: world.name('first'),
      description: 'before a change',
      metadata: { app: 'db' },
      group_snapshot_id: null,
      user_id: world.member.token.user.id,
      consumes_quota: true,
    })
    expect(created).not.toHaveProperty('os-extended-snapshot-attributes:progress')
    const ready = await world.waitSnapshot(created.id, (s) => s?.status === 'available', 'first to be available')
    expect(ready).toMatchObject({
      'os-extended-snapshot-attributes:progress': '100%',
      'os-extended-snapshot-attributes:project_id': world.member.token.project.id,
    })
    expect((await world.member.cinder.getVolume(plain.id)).status).toBe('available')
    await world.member.cinder.deleteSnapshot(created.id)
    await world.waitSnapshot(created.id, (s) => s === null, 'first to go')
  })

  it('an in-use volume: refused below 3.66 without force; taken with force, or from 3.66 without it', async () => {
    const volume = await world.volume('snap-in-use')
    const attachment = await world.member.cinder.createAttachment({ volumeId: volume.id, connector, mode: 'rw' })
    await world.member.cinder.completeAttachment(attachment.id)
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('in-use')
    await expect(
      world.member.cinder.createSnapshot({ volumeId: volume.id }, { microversion: '3.65' }),
    ).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${volume.id} status must be available, but current status is: in-use.`,
    })
    await expect(
      world.member.cinder.createSnapshot({ volumeId: volume.id, force: false }, { microversion: '3.66' }),
    ).rejects.toMatchObject({
      status: 400,
      message:
        "Since microversion 3.66 the 'force' flag is invalid for this request.  For backward compatability, however, when the 'force' flag is passed with a value evaluating to True, it is silently ignored.",
    })
    const forced = await world.member.cinder.createSnapshot(
      { volumeId: volume.id, force: true, name: world.name('forced') },
      { microversion: '3.65' },
    )
    const plainly = await world.member.cinder.createSnapshot(
      { volumeId: volume.id, name: world.name('in-use') },
      { microversion: '3.66' },
    )
    for (const snapshot of [forced, plainly]) {
      await world.waitSnapshot(snapshot.id, (s) => s?.status === 'available', 'in-use snapshot')
    }
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('in-use')
    // The project's snapshot quota is small (10 by default): give these back.
    for (const snapshot of [forced, plainly]) await world.member.cinder.deleteSnapshot(snapshot.id)
    await world.member.cinder.deleteAttachment(attachment.id)
    await world.waitVolume(volume.id, (v) => v.status === 'available', 'detached')
  })

  it('refuses a name over 255 and an unknown volume, and makes nothing', async () => {
    await expect(
      world.member.cinder.createSnapshot({ volumeId: plain.id, name: 'x'.repeat(256) }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('is too long') })
    const unknown = '7b0e3f1c-4a7e-4f7e-9a51-8c5d2d3b1a00'
    await expect(world.member.cinder.createSnapshot({ volumeId: unknown })).rejects.toMatchObject({
      status: 404,
      message: `Volume ${unknown} could not be found.`,
    })
    const { snapshots } = await world.member.cinder.listSnapshots({ filters: { volume_id: plain.id } })
    expect(snapshots).toEqual([])
  })
})

describe('snapshots: list, update, metadata', () => {
  it('pages by name with a count, filters by volume and status, refuses an unknown sort key', async () => {
    for (const label of ['list-b', 'list-c', 'list-a']) await snapshotReady(plain.id, label)
    const byRun = { volume_id: plain.id }
    const first = await world.member.cinder.listSnapshots({
      filters: byRun,
      sort: 'name:asc',
      limit: 2,
      withCount: true,
    })
    expect(first.count).toBe(3)
    expect(first.snapshots.map((s) => s.name)).toEqual([world.name('list-a'), world.name('list-b')])
    expect(first.nextMarker).toBe(first.snapshots[1]?.id)
    const second = await world.member.cinder.listSnapshots({
      filters: byRun,
      sort: 'name:asc',
      limit: 2,
      marker: first.nextMarker,
    })
    expect(second.snapshots.map((s) => s.name)).toEqual([world.name('list-c')])
    // Default order: created_at desc, then id desc (a real Zed cloud stores whole seconds: ties are common).
    const newest = await world.member.cinder.listSnapshots({ filters: byRun })
    const keys = newest.snapshots.map((s) => [s.created_at, s.id] as const)
    expect(keys).toEqual(
      [...keys].sort((x, y) => (x[0] === y[0] ? y[1].localeCompare(x[1]) : y[0].localeCompare(x[0]))),
    )
    expect(keys).toHaveLength(3)
    const byName = await world.member.cinder.listSnapshots({ filters: { name: world.name('list-c') } })
    expect(byName.snapshots).toHaveLength(1)
    const errors = await world.member.cinder.listSnapshots({ filters: { ...byRun, status: 'error' } })
    expect(errors.snapshots).toEqual([])
    await expect(world.member.cinder.listSnapshots({ sort: 'size:asc' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Invalid sort key',
    })
    await expect(world.member.cinder.listSnapshots({ filters: { bootable: 'true' } })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid filters bootable are found in query options.',
    })
  })

  it('renames, and sets, merges and removes metadata', async () => {
    const snapshot = (await world.member.cinder.listSnapshots({ filters: { name: world.name('list-a') } }))
      .snapshots[0]!
    const renamed = await world.member.cinder.updateSnapshot(snapshot.id, {
      name: world.name('list-a2'),
      description: 'renamed',
    })
    expect(renamed).toMatchObject({ name: world.name('list-a2'), description: 'renamed' })
    expect(await world.member.cinder.setSnapshotMetadata(snapshot.id, { tier: 'gold' }, true)).toEqual({
      'vc-contract-run': RUN,
      tier: 'gold',
    })
    expect(await world.member.cinder.setSnapshotMetadata(snapshot.id, { only: 'this' })).toEqual({ only: 'this' })
    await world.member.cinder.deleteSnapshotMetadataKey(snapshot.id, 'only')
    expect(await world.member.cinder.getSnapshotMetadata(snapshot.id)).toEqual({})
    await expect(world.member.cinder.deleteSnapshotMetadataKey(snapshot.id, 'only')).rejects.toMatchObject({
      status: 404,
      message: `Snapshot ${snapshot.id} has no metadata with key only.`,
    })
    const { snapshots } = await world.member.cinder.listSnapshots({ filters: { volume_id: plain.id } })
    for (const each of snapshots) await world.member.cinder.deleteSnapshot(each.id)
    for (const each of snapshots) await world.waitSnapshot(each.id, (s) => s === null, 'the list snapshots to go')
  })
})

describe('a volume from a snapshot', () => {
  it("takes the snapshot's size and type; refuses a smaller size", async () => {
    const source = await world.volume('snap-source', { size: 2 })
    const snapshot = await snapshotReady(source.id, 'source-point')
    await expect(world.member.cinder.createVolume({ size: 1, snapshot_id: snapshot.id })).rejects.toMatchObject({
      status: 400,
      message: `Invalid input received: Volume size '1'GB cannot be smaller than the snapshot size 2GB. They must be >= original snapshot size.`,
    })
    const copy = await world.member.cinder.createVolume({ snapshot_id: snapshot.id, name: world.name('from-snap') })
    world.track(copy.id)
    expect(copy).toMatchObject({ size: 2, snapshot_id: snapshot.id, volume_type: source.volume_type })
    await world.waitVolume(copy.id, (v) => v.status === 'available', 'the copy')
  })

  it('a shareable volume from a snapshot of a plain one, when both types name the same backend', async () => {
    // Cinder allows another type only when both name the same volume_backend_name
    // (C:cinder/volume/api.py#_retype_is_possible). The demo cloud's types do; a real Zed cloud's
    // __DEFAULT__ names none, so there the same call is refused — each outcome checked exactly.
    const snapshot = await snapshotReady(plain.id, 'to-shared')
    const type = await world.multiattachType()
    const reader = world.admin ?? world.member
    const types = await reader.cinder.listVolumeTypes()
    const backendOf = (name: string | null) =>
      types.find((candidate) => candidate.name === name)?.extra_specs.volume_backend_name
    const from = backendOf(plain.volume_type)
    const to = backendOf(type)
    const request = world.member.cinder.createVolume({
      snapshot_id: snapshot.id,
      volume_type: type,
      name: world.name('shared-from-snap'),
    })
    if (from && to && from === to) {
      const shared = await request
      world.track(shared.id)
      const ready = await world.waitVolume(shared.id, (v) => v.status !== 'creating', 'the shareable copy')
      expect(ready).toMatchObject({ status: 'available', multiattach: true, volume_type: type })
    } else {
      const typeId = types.find((candidate) => candidate.name === type)?.id
      await expect(request).rejects.toMatchObject({
        status: 400,
        message: `Invalid input received: Invalid volume_type provided: ${typeId} (requested type is not compatible; recommend omitting the type argument).`,
      })
    }
  })
})

describe('revert (3.40) and delete', () => {
  it('reverts only to the latest snapshot, only at the same size, only while available', async () => {
    const volume = await world.volume('snap-revert')
    const older = await snapshotReady(volume.id, 'older')
    // Cinder keeps created_at in whole seconds and "latest" is the newest: not the same second.
    await nextSecond()
    const latest = await snapshotReady(volume.id, 'latest')
    await expect(world.member.cinder.revertToSnapshot(volume.id, older.id)).rejects.toMatchObject({
      status: 400,
      message: `Specified snapshot ${older.id} is None or not the latest one of volume ${volume.id}.`,
    })
    await world.member.cinder.revertToSnapshot(volume.id, latest.id)
    await world.waitVolume(volume.id, (v) => v.status === 'available', 'the revert')
    expect((await world.member.cinder.getSnapshot(latest.id)).status).toBe('available')
    await world.member.cinder.extendVolume(volume.id, 2)
    await world.waitVolume(volume.id, (v) => v.status === 'available' && v.size === 2, 'the extend')
    await expect(world.member.cinder.revertToSnapshot(volume.id, latest.id)).rejects.toMatchObject({
      status: 400,
      message: `Can't revert volume ${volume.id} to its latest snapshot ${latest.id}. The volume size must be equal to the snapshot size.`,
    })
  })

  it('refuses a revert while the volume is attached (409)', async () => {
    const volume = await world.volume('snap-revert-attached')
    const snapshot = await snapshotReady(volume.id, 'attached-point')
    const attachment = await world.member.cinder.createAttachment({ volumeId: volume.id, connector, mode: 'rw' })
    await world.member.cinder.completeAttachment(attachment.id)
    await expect(world.member.cinder.revertToSnapshot(volume.id, snapshot.id)).rejects.toMatchObject({
      status: 409,
      message: `Invalid volume: Can't revert volume ${volume.id} to its latest snapshot ${snapshot.id}. Volume's status must be 'available'.`,
    })
    await world.member.cinder.deleteAttachment(attachment.id)
    await world.waitVolume(volume.id, (v) => v.status === 'available', 'detached')
  })

  it('a volume with snapshots is deleted only with cascade, which takes the snapshots along', async () => {
    const volume = await world.volume('snap-cascade')
    const snapshot = await snapshotReady(volume.id, 'cascade-point')
    await expect(world.member.cinder.deleteVolume(volume.id)).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid volume: Volume status must be available or error or error_restoring or error_extending or error_managing and must not be migrating, attached, belong to a group, have snapshots, awaiting a transfer, or be disassociated from snapshots after volume transfer.',
    })
    await world.member.cinder.deleteVolume(volume.id, { cascade: true })
    await world.waitSnapshot(snapshot.id, (s) => s === null, 'the snapshot to go with its volume')
  })
})
