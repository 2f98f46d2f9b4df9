// An administrator's repairs of stuck volumes, as Zed answers them (docs/repair.md): reset status
// (A1), force detach of one attachment (A2) and force delete (A3), each refused to a member by
// policy. The volumes are the member's; the admin acts on them from its own project.
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpenStackClient, Server, Volume } from '../api'
import { refusal } from '../test/refusal'
import { FORCE_DELETE_REFUSED, MIGRATION_STATUSES, VOLUME_STATUSES } from '../rules/repair-rules'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient

beforeAll(() => {
  if (!world.admin) throw new Error('the repair scenarios need CONTRACT_ADMIN_* (the repairs are admin actions)')
  admin = world.admin
})

const policy = (rule: string) => ({ status: 403, message: `Policy doesn't allow ${rule} to be performed.` })
const pyTuple = (values: readonly string[]) => `(${values.map((value) => `'${value}'`).join(', ')})`
/** A made-up server id: a reservation for it has no connection and no server in Nova. */
const ghostServer = () => crypto.randomUUID()

describe('os-reset_status', () => {
  let volume: Volume

  beforeAll(async () => {
    volume = await world.volume('reset')
  }, 300_000)

  it('is refused to a member by policy, and needs something to change', async () => {
    expect(await refusal(world.member.cinder.resetVolumeStatus(volume.id, { status: 'error' }))).toEqual(
      policy('volume_extension:volume_admin_actions:reset_status'),
    )
    expect(await refusal(admin.cinder.resetVolumeStatus(volume.id, {}))).toEqual({
      status: 400,
      message: "Must specify 'status', 'attach_status' or 'migration_status' for update.",
    })
  })

  it('names the statuses it knows when given another', async () => {
    expect(await refusal(admin.cinder.resetVolumeStatus(volume.id, { status: 'bogus' }))).toEqual({
      status: 400,
      message: `Volume status: bogus is invalid, valid statuses are: ${pyTuple(VOLUME_STATUSES)}.`,
    })
    expect(
      await refusal(admin.cinder.resetVolumeStatus(volume.id, { attach_status: 'attaching' as 'attached' })),
    ).toEqual({
      status: 400,
      message: "Volume attach status: attaching is invalid, valid statuses are: ['attached', 'detached'].",
    })
    expect(await refusal(admin.cinder.resetVolumeStatus(volume.id, { migration_status: 'bogus' }))).toEqual({
      status: 400,
      message: `Volume migration status: bogus is invalid, valid statuses are: ${pyTuple(MIGRATION_STATUSES)}.`,
    })
  })

  it('takes only its three fields', async () => {
    const body = { 'os-reset_status': { status: 'error', x: 1 } } as never
    expect(await refusal(admin.cinder.volumeAction(volume.id, body))).toEqual({
      status: 400,
      message:
        "Invalid input for field/attribute os-reset_status. Value: {'status': 'error', 'x': 1}. Additional properties are not allowed ('x' was unexpected)",
    })
  })

  it('refuses deleting, and in-use without an attachment record', async () => {
    expect(await refusal(admin.cinder.resetVolumeStatus(volume.id, { status: 'deleting' }))).toEqual({
      status: 400,
      message: 'Cannot reset-state to deleting',
    })
    expect(await refusal(admin.cinder.resetVolumeStatus(volume.id, { status: 'in-use' }))).toEqual({
      status: 400,
      message: 'Cannot reset-state to in-use because volume does not have any attachments.',
    })
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('available')
  })

  it('accepts detaching, which Zed means to refuse (a missing comma), and any case', async () => {
    await admin.cinder.resetVolumeStatus(volume.id, { status: 'detaching' })
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('detaching')
    await admin.cinder.resetVolumeStatus(volume.id, { status: 'Available', migration_status: 'none' })
    const back = await world.member.cinder.getVolume(volume.id)
    expect(back.status).toBe('available')
    expect(back.migration_status ?? null).toBeNull()
  })

  it('sets error, after which a force delete takes the volume', async () => {
    await admin.cinder.resetVolumeStatus(volume.id, { status: 'error' })
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('error')
    expect(await refusal(world.member.cinder.forceDeleteVolume(volume.id))).toEqual(
      policy('volume_extension:volume_admin_actions:force_delete'),
    )
    await admin.cinder.forceDeleteVolume(volume.id)
    await world.waitVolume(volume.id, () => false, 'gone').catch(() => undefined)
    await expect(world.member.cinder.getVolume(volume.id)).rejects.toMatchObject({ status: 404 })
  }, 120_000)
})

describe('os-force_detach of a reservation no server completed', () => {
  it('is refused to a member, refuses an unknown attachment, and removes the reservation', async () => {
    const volume = await world.volume('stuck-reserved')
    const reservation = await world.member.cinder.createAttachment({ volumeId: volume.id, instanceId: ghostServer() })
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('reserved')

    expect(await refusal(world.member.cinder.forceDetachVolume(volume.id, reservation.id))).toEqual(
      policy('volume_extension:volume_admin_actions:force_detach'),
    )
    // No such attachment: the bug 2004555 guard cannot name a server.
    expect(await refusal(admin.cinder.forceDetachVolume(volume.id, crypto.randomUUID()))).toEqual({
      status: 409,
      message: 'ConflictNovaUsingAttachment: Detach volume from instance  using the Compute API',
    })
    await admin.cinder.forceDetachVolume(volume.id, reservation.id)
    const after = await world.member.cinder.getVolume(volume.id)
    expect(after.status).toBe('available')
    await expect(world.member.cinder.getAttachment(reservation.id)).rejects.toMatchObject({ status: 404 })
  }, 300_000)
})

describe('a shareable volume on two servers', () => {
  let serverA: Server
  let serverB: Server
  let shared: Volume

  beforeAll(async () => {
    serverA = await world.server('repair-a')
    serverB = await world.server('repair-b')
    shared = await world.volume('repair-shared', { type: await world.multiattachType() })
    for (const [index, server] of [serverA, serverB].entries()) {
      await world.nova.attachVolume(server.id, { volumeId: shared.id })
      const count = index + 1
      await world.waitVolume(
        shared.id,
        (v) => v.status === 'in-use' && v.attachments.length === count,
        `in-use on ${count}`,
      )
    }
  }, 900_000)

  it('refuses os-force_detach on a volume with several attachment records: it cannot pick one', async () => {
    const volume = await world.member.cinder.getVolume(shared.id)
    const onA = volume.attachments.find((attachment) => attachment.server_id === serverA.id)!
    // terminate_connection's guard runs without the attachment id first (C:cinder/volume/api.py).
    expect(await refusal(admin.cinder.forceDetachVolume(shared.id, onA.attachment_id))).toEqual({
      status: 409,
      message: 'ConflictNovaUsingAttachment: Detach volume from instance  using the Compute API',
    })
    // The attachment's own delete names the server Nova still uses it on.
    expect(await refusal(admin.cinder.deleteAttachment(onA.attachment_id))).toEqual({
      status: 409,
      message: `ConflictNovaUsingAttachment: Detach volume from instance ${serverA.id} using the Compute API`,
    })
    expect((await world.member.cinder.getVolume(shared.id)).attachments).toHaveLength(2)
  })

  it('removes a stuck reservation by its own delete while both servers keep theirs', async () => {
    const stuck = await world.member.cinder.createAttachment({ volumeId: shared.id, instanceId: ghostServer() })
    expect(await refusal(admin.cinder.forceDetachVolume(shared.id, stuck.id))).toEqual({
      status: 409,
      message: 'ConflictNovaUsingAttachment: Detach volume from instance  using the Compute API',
    })
    const left = await admin.cinder.deleteAttachment(stuck.id)
    expect(left.map((attachment) => attachment.instance).sort()).toEqual([serverA.id, serverB.id].sort())
    const volume = await world.member.cinder.getVolume(shared.id)
    expect(volume.status).toBe('in-use')
    expect(volume.attachments.map((attachment) => attachment.server_id).sort()).toEqual([serverA.id, serverB.id].sort())
  })

  it('keeps an attached volume from a force delete, whichever way it is asked', async () => {
    expect(await refusal(admin.cinder.forceDeleteVolume(shared.id))).toEqual({
      status: 400,
      message: FORCE_DELETE_REFUSED,
    })
    expect(await refusal(admin.cinder.deleteVolume(shared.id, { force: true }))).toEqual({
      status: 400,
      message: FORCE_DELETE_REFUSED,
    })
  })

  it('accepts available while attached (what the console refuses), and in-use back', async () => {
    await admin.cinder.resetVolumeStatus(shared.id, { status: 'available' })
    const reset = await world.member.cinder.getVolume(shared.id)
    expect(reset.status).toBe('available')
    expect(reset.attachments).toHaveLength(2)
    await admin.cinder.resetVolumeStatus(shared.id, { status: 'in-use' })
    expect((await world.member.cinder.getVolume(shared.id)).status).toBe('in-use')
  })

  it('detaches both servers through Nova afterwards', async () => {
    await world.nova.detachVolume(serverA.id, shared.id)
    await world.waitVolume(shared.id, (v) => v.status === 'in-use' && v.attachments.length === 1, 'in-use on B')
    await world.nova.detachVolume(serverB.id, shared.id)
    await world.waitVolume(shared.id, (v) => v.status === 'available', 'available')
  }, 300_000)
})
