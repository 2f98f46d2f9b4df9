// Cinder snapshots on the demo cloud (S1–S5, docs/snapshots.md): create with and without force
// per microversion, the state machine, delete, cascade delete of a volume, revert to the latest
// snapshot, a volume from a snapshot, quotas, and the list's paging, sort, filters and count.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { ManualClock, setUpDemoCloud, waitFor } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

async function snapshotSettled(client: OpenStackClient, id: string, wanted: string) {
  return waitFor(
    async () => {
      const snapshot = await client.cinder.getSnapshot(id)
      return snapshot.status === wanted ? snapshot : undefined
    },
    { clock },
  )
}

async function gone(client: OpenStackClient, id: string) {
  return waitFor(
    async () => {
      try {
        await client.cinder.getSnapshot(id)
        return undefined
      } catch (error) {
        return error
      }
    },
    { clock },
  )
}

/** A request the API module would not send (a body it never writes), with the session's token. */
async function raw(client: OpenStackClient, method: string, path: string, body?: unknown, version = '3.70') {
  const token = [...demo.cloud.tokens.entries()].find(([, caller]) => caller.userId === client.token.user.id)?.[0]
  const response = await fetch(`${client.services.volume.endpoint}/${path}`, {
    method,
    headers: {
      'X-Auth-Token': token ?? '',
      'OpenStack-API-Version': `volume ${version}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function snapshotOf(client: OpenStackClient, volumeName: string, name: string) {
  const volume = await volumeNamed(client, volumeName)
  const created = await client.cinder.createSnapshot({ volumeId: volume.id, name }, { microversion: '3.70' })
  return { volume, snapshot: await snapshotSettled(client, created.id, 'available') }
}

describe('create', () => {
  it('answers 202 creating with the detail view, then available at 100%', async () => {
    const client = await demo.signIn('member')
    const volume = await volumeNamed(client, 'scratch-01')
    const created = await client.cinder.createSnapshot(
      { volumeId: volume.id, name: ' before-upgrade ', description: 'safe point', metadata: { app: 'db' } },
      { microversion: '3.65' },
    )
    expect(created).toMatchObject({
      status: 'creating',
      name: 'before-upgrade',
      description: 'safe point',
      volume_id: volume.id,
      size: volume.size,
      metadata: { app: 'db' },
      updated_at: null,
      group_snapshot_id: null,
      consumes_quota: true,
    })
    expect(created).not.toHaveProperty('os-extended-snapshot-attributes:progress')
    const ready = await snapshotSettled(client, created.id, 'available')
    expect(ready['os-extended-snapshot-attributes:progress']).toBe('100%')
    expect(ready['os-extended-snapshot-attributes:project_id']).toBe(client.token.project.id)
    expect((await client.cinder.getVolume(volume.id)).status).toBe('available')
  })

  it('refuses an in-use volume below 3.66 without force, takes it with force or from 3.66', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    await expect(client.cinder.createSnapshot({ volumeId: pg.id }, { microversion: '3.65' })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${pg.id} status must be available, but current status is: in-use.`,
    })
    const forced = await client.cinder.createSnapshot({ volumeId: pg.id, force: true }, { microversion: '3.65' })
    expect(forced.status).toBe('creating')
    const plain = await client.cinder.createSnapshot({ volumeId: pg.id }, { microversion: '3.66' })
    expect(plain.status).toBe('creating')
  })

  it("refuses force: false from 3.66 with Cinder's words", async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const answer = await raw(client, 'POST', 'snapshots', { snapshot: { volume_id: pg.id, force: false } }, '3.66')
    expect(answer).toEqual({
      status: 400,
      body: {
        badRequest: {
          code: 400,
          message:
            "Since microversion 3.66 the 'force' flag is invalid for this request.  For backward compatability, however, when the 'force' flag is passed with a value evaluating to True, it is silently ignored.",
        },
      },
    })
  })

  it('refuses a volume in error, an unknown volume and a name over 255', async () => {
    const client = await demo.signIn('member')
    const failed = await volumeNamed(client, 'nfs-shared-failed')
    await expect(client.cinder.createSnapshot({ volumeId: failed.id })).rejects.toMatchObject({ status: 400 })
    await expect(
      client.cinder.createSnapshot({ volumeId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ status: 404, message: 'Volume 00000000-0000-4000-8000-000000000000 could not be found.' })
    const scratch = await volumeNamed(client, 'scratch-01')
    await expect(client.cinder.createSnapshot({ volumeId: scratch.id, name: 'x'.repeat(256) })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('is too long'),
    })
    expect((await client.cinder.listSnapshots({ filters: { volume_id: scratch.id } })).snapshots).toEqual([])
  })

  it('counts against the snapshots and gigabytes quotas (413)', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const before = (await client.cinder.getLimits()).totalSnapshotsUsed
    demo.cloud.state.quotas[client.token.project.id]!.snapshots = before + 1
    await client.cinder.createSnapshot({ volumeId: scratch.id })
    await expect(client.cinder.createSnapshot({ volumeId: scratch.id })).rejects.toMatchObject({
      status: 413,
      message: `SnapshotLimitExceeded: Maximum number of snapshots allowed (${before + 1}) exceeded`,
    })
    const limits = await client.cinder.getLimits()
    expect(limits.totalSnapshotsUsed).toBe(before + 1)
  })

  it('a reader may not snapshot', async () => {
    const reader = await demo.signIn('reader')
    const scratch = await volumeNamed(reader, 'scratch-01')
    await expect(reader.cinder.createSnapshot({ volumeId: scratch.id })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume:create_snapshot to be performed.",
    })
  })
})

describe('delete', () => {
  it('deletes an available snapshot, refuses one still creating', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const created = await client.cinder.createSnapshot({ volumeId: scratch.id })
    await expect(client.cinder.deleteSnapshot(created.id)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid snapshot: Snapshot status must be available or error and must not be part of a group.',
    })
    await snapshotSettled(client, created.id, 'available')
    await client.cinder.deleteSnapshot(created.id)
    expect((await client.cinder.getSnapshot(created.id)).status).toBe('deleting')
    expect(await gone(client, created.id)).toMatchObject({
      status: 404,
      message: `Snapshot ${created.id} could not be found.`,
    })
  })

  it('a volume with snapshots is deleted only with cascade, which takes them along', async () => {
    const client = await demo.signIn('member')
    const { volume, snapshot } = await snapshotOf(client, 'scratch-01', 'keep')
    await expect(client.cinder.deleteVolume(volume.id)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('have snapshots'),
    })
    await client.cinder.deleteVolume(volume.id, { cascade: true })
    expect((await client.cinder.getSnapshot(snapshot.id)).status).toBe('deleting')
    expect(await gone(client, snapshot.id)).toMatchObject({ status: 404 })
  })

  it('cascade refuses while a snapshot is still being created', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    await client.cinder.createSnapshot({ volumeId: scratch.id })
    await expect(client.cinder.deleteVolume(scratch.id, { cascade: true })).rejects.toMatchObject({ status: 400 })
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('available')
  })
})

describe('revert (3.40)', () => {
  it('reverts to the latest snapshot: reverting/restoring, then both available', async () => {
    const client = await demo.signIn('member')
    const { volume, snapshot } = await snapshotOf(client, 'scratch-01', 'point')
    await client.cinder.revertToSnapshot(volume.id, snapshot.id)
    expect((await client.cinder.getVolume(volume.id)).status).toBe('reverting')
    expect((await client.cinder.getSnapshot(snapshot.id)).status).toBe('restoring')
    await snapshotSettled(client, snapshot.id, 'available')
    expect((await client.cinder.getVolume(volume.id)).status).toBe('available')
  })

  it('only the latest, only at the same size, only while available', async () => {
    const client = await demo.signIn('member')
    const { volume, snapshot: older } = await snapshotOf(client, 'scratch-01', 'older')
    clock.advance(1000)
    const newer = await snapshotSettled(
      client,
      (await client.cinder.createSnapshot({ volumeId: volume.id, name: 'newer' })).id,
      'available',
    )
    await expect(client.cinder.revertToSnapshot(volume.id, older.id)).rejects.toMatchObject({
      status: 400,
      message: `Specified snapshot ${older.id} is None or not the latest one of volume ${volume.id}.`,
    })
    await client.cinder.extendVolume(volume.id, volume.size + 1)
    await waitFor(async () => ((await client.cinder.getVolume(volume.id)).status === 'available' ? true : undefined), {
      clock,
    })
    await expect(client.cinder.revertToSnapshot(volume.id, newer.id)).rejects.toMatchObject({
      status: 400,
      message: `Can't revert volume ${volume.id} to its latest snapshot ${newer.id}. The volume size must be equal to the snapshot size.`,
    })
    const pg = await volumeNamed(client, 'pg-shared-data')
    const shared = await client.cinder.createSnapshot({ volumeId: pg.id, force: true })
    await snapshotSettled(client, shared.id, 'available')
    await expect(client.cinder.revertToSnapshot(pg.id, shared.id)).rejects.toMatchObject({
      status: 409,
      message: `Invalid volume: Can't revert volume ${pg.id} to its latest snapshot ${shared.id}. Volume's status must be 'available'.`,
    })
  })

  it('below 3.40 the action does not exist', async () => {
    const client = await demo.signIn('member')
    const { volume, snapshot } = await snapshotOf(client, 'scratch-01', 'old-api')
    await expect(
      client.cinder.revertToSnapshot(volume.id, snapshot.id, { microversion: '3.39' }),
    ).rejects.toMatchObject({ status: 404 })
  })
})

describe('a volume from a snapshot', () => {
  it("takes the snapshot's size, type and zone; refuses a smaller size and another zone", async () => {
    const client = await demo.signIn('member')
    const { volume, snapshot } = await snapshotOf(client, 'pg-shared-data', 'pg-point')
    const copy = await client.cinder.createVolume({ snapshot_id: snapshot.id, name: 'pg-copy' })
    expect(copy).toMatchObject({ size: volume.size, volume_type: volume.volume_type, snapshot_id: snapshot.id })
    expect(copy.multiattach).toBe(true)
    await expect(client.cinder.createVolume({ size: volume.size - 1, snapshot_id: snapshot.id })).rejects.toMatchObject(
      {
        status: 400,
        message: `Invalid input received: Volume size '${volume.size - 1}'GB cannot be smaller than the snapshot size ${volume.size}GB. They must be >= original snapshot size.`,
      },
    )
    demo.cloud.state.backends.push({
      host: 'devstack@lvm-east#lvm-east',
      backendName: 'lvm-east',
      availabilityZone: 'east',
      multiattach: true,
    })
    await expect(
      client.cinder.createVolume({ size: volume.size, snapshot_id: snapshot.id, availability_zone: 'east' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Volume must be in the same availability zone as the snapshot',
    })
  })

  it('refuses a snapshot that is not available yet', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const creating = await client.cinder.createSnapshot({ volumeId: scratch.id })
    await expect(client.cinder.createVolume({ size: 10, snapshot_id: creating.id })).rejects.toMatchObject({
      status: 400,
      message: "Invalid snapshot: Originating snapshot status must be one of 'available' values",
    })
  })
})

describe('listing', () => {
  it('pages, sorts by name, filters by volume and status, counts; the summary list has nine fields', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    for (const name of ['snap-b', 'snap-c', 'snap-a']) {
      await client.cinder.createSnapshot({ volumeId: scratch.id, name })
      clock.advance(10)
    }
    const first = await client.cinder.listSnapshots({
      filters: { volume_id: scratch.id },
      sort: 'name:asc',
      limit: 2,
      withCount: true,
    })
    expect(first.snapshots.map((snapshot) => snapshot.name)).toEqual(['snap-a', 'snap-b'])
    expect(first.count).toBe(3)
    const second = await client.cinder.listSnapshots({
      filters: { volume_id: scratch.id },
      sort: 'name:asc',
      limit: 2,
      marker: first.nextMarker,
    })
    expect(second.snapshots.map((snapshot) => snapshot.name)).toEqual(['snap-c'])
    const newest = await client.cinder.listSnapshots({ filters: { volume_id: scratch.id } })
    expect(newest.snapshots.map((snapshot) => snapshot.name)).toEqual(['snap-a', 'snap-c', 'snap-b'])
    const none = await client.cinder.listSnapshots({ filters: { volume_id: scratch.id, status: 'available' } })
    expect(none.snapshots).toEqual([])
    await expect(client.cinder.listSnapshots({ sort: 'size:asc' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Invalid sort key',
    })
    await expect(client.cinder.listSnapshots({ filters: { bootable: 'true' } })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid filters bootable are found in query options.',
    })
    const summary = await raw(client, 'GET', 'snapshots')
    expect(Object.keys((summary.body.snapshots as object[])[0] ?? {}).sort()).toEqual(
      ['created_at', 'description', 'id', 'metadata', 'name', 'size', 'status', 'updated_at', 'volume_id'].sort(),
    )
  })
})
