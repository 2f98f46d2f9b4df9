// One shareable volume on two servers through Nova, detached one by one, and the refusals
// a Zed cloud can show: R1, R2, R3, R8, R13 and the root volume.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Server, Volume } from '../api'
import { setUpWorld } from './world'

const world = setUpWorld()
let serverA: Server
let serverB: Server
let shared: Volume

beforeAll(async () => {
  serverA = await world.server('vm-a')
  serverB = await world.server('vm-b')
  shared = await world.volume('shared', { type: await world.multiattachType() })
}, 600_000)

const attachedTo = (volume: Volume) => volume.attachments.map((attachment) => attachment.server_id).sort()

describe('a shareable volume on two servers', () => {
  it('attaches to the first server: 200 with the attachment, then in-use', async () => {
    const answer = await world.nova.attachVolume(serverA.id, { volumeId: shared.id })
    expect(answer).toMatchObject({
      id: shared.id,
      serverId: serverA.id,
      volumeId: shared.id,
      device: expect.stringMatching(/^\/dev\//),
    })
    const right = await world.member.cinder.getVolume(shared.id)
    expect(['reserved', 'attaching', 'in-use']).toContain(right.status)
    const done = await world.waitVolume(
      shared.id,
      (v) => v.status === 'in-use' && v.attachments.length === 1,
      'in-use on A',
    )
    expect(done.attachments[0]).toMatchObject({
      server_id: serverA.id,
      volume_id: shared.id,
      id: shared.id,
      attachment_id: expect.any(String),
    })
  })

  it('refuses the same volume twice on one server (R2)', async () => {
    await expect(world.nova.attachVolume(serverA.id, { volumeId: shared.id })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: volume ${shared.id} already attached`,
    })
  })

  it('attaches to the second server: two attachments, each server sees its own', async () => {
    await world.nova.attachVolume(serverB.id, { volumeId: shared.id })
    const done = await world.waitVolume(
      shared.id,
      (v) => v.status === 'in-use' && v.attachments.length === 2,
      'in-use on A and B',
    )
    expect(attachedTo(done)).toEqual([serverA.id, serverB.id].sort())
    for (const server of [serverA, serverB]) {
      const list = await world.nova.listVolumeAttachments(server.id, { microversion: '2.89' })
      const mine = list.filter((item) => item.volumeId === shared.id)
      expect(mine).toHaveLength(1)
      expect(mine[0]).toMatchObject({
        serverId: server.id,
        attachment_id: expect.any(String),
        bdm_uuid: expect.any(String),
      })
      expect(mine[0]).not.toHaveProperty('id')
    }
    // Nova always asks Cinder for read/write attachments.
    const details = await world.member.cinder.listAttachmentDetails({ filters: { volume_id: shared.id } })
    expect(details.map((attachment) => attachment.attach_mode)).toEqual(['rw', 'rw'])
  })

  it('refuses to delete the attached volume (R13)', async () => {
    await expect(world.member.cinder.deleteVolume(shared.id)).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid volume: Volume status must be available or error or error_restoring or error_extending or error_managing and must not be migrating, attached, belong to a group, have snapshots, awaiting a transfer, or be disassociated from snapshots after volume transfer.',
    })
  })

  it('refuses a user deleting an attachment Nova owns (R8)', async () => {
    const volume = await world.member.cinder.getVolume(shared.id)
    const attachment = volume.attachments.find((item) => item.server_id === serverB.id)!
    await expect(world.member.cinder.deleteAttachment(attachment.attachment_id)).rejects.toMatchObject({
      status: 409,
      fault: 'conflictingRequest',
      message: `ConflictNovaUsingAttachment: Detach volume from instance ${serverB.id} using the Compute API`,
    })
  })

  it('detaches one server: the other keeps it in-use', async () => {
    await world.nova.detachVolume(serverA.id, shared.id)
    const done = await world.waitVolume(
      shared.id,
      (v) => v.status === 'in-use' && v.attachments.length === 1,
      'in-use on B only',
    )
    expect(attachedTo(done)).toEqual([serverB.id])
  })

  it('refuses a shareable volume below compute 2.60 (R3)', async () => {
    await expect(
      world.nova.attachVolume(serverA.id, { volumeId: shared.id }, { microversion: '2.59' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Multiattach volumes are only supported starting with compute API version 2.60.',
    })
  })

  it('detaches the last server: available', async () => {
    await world.nova.detachVolume(serverB.id, shared.id)
    const done = await world.waitVolume(shared.id, (v) => v.status === 'available', 'available')
    expect(done.attachments).toEqual([])
  })
})

describe('a volume that is not shareable', () => {
  it('joins one server, and a second is refused by Nova and by Cinder (R1)', async () => {
    const plain = await world.volume('plain')
    await world.nova.attachVolume(serverA.id, { volumeId: plain.id })
    await world.waitVolume(plain.id, (v) => v.status === 'in-use', 'in-use on A')
    await expect(world.nova.attachVolume(serverB.id, { volumeId: plain.id })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: volume ${plain.id} is already attached to instances: ${serverA.id}`,
    })
    await expect(world.member.cinder.createAttachment({ volumeId: plain.id })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${plain.id} status must be available or downloading to reserve, but the current status is in-use.`,
    })
    await world.nova.detachVolume(serverA.id, plain.id)
    await world.waitVolume(plain.id, (v) => v.status === 'available', 'available')
  })

  it("keeps a server's root volume (Cannot detach a root device volume)", async () => {
    const rootId = serverA['os-extended-volumes:volumes_attached'][0]!.id
    await expect(world.nova.detachVolume(serverA.id, rootId)).rejects.toMatchObject({
      status: 400,
      message: 'Cannot detach a root device volume',
    })
  })
})
