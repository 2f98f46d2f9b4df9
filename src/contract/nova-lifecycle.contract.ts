// More of what a Zed cloud can show: attach answers by microversion, server views of a
// boot-from-volume server, schema refusals, multi-create (R7), retype and extend while in use
// (R10, R14), the legacy detach (R8) and shelve-offload (R4).
import { beforeAll, describe, expect, it } from 'vitest'
import type { Server, Volume } from '../api'
import { setUpWorld } from './world'

const world = setUpWorld()
let server: Server
let shared: Volume
let sharedType: string

beforeAll(async () => {
  server = await world.server('life')
  sharedType = await world.multiattachType()
  shared = await world.volume('life-shared', { type: sharedType })
}, 600_000)

describe('servers and attach answers', () => {
  it('shows a server booted from a volume: image "", its volume, vm_state active', async () => {
    const shown = await world.nova.getServer(server.id)
    expect(shown).toMatchObject({
      status: 'ACTIVE',
      image: '',
      'OS-EXT-STS:vm_state': 'active',
      'OS-EXT-STS:task_state': null,
    })
    expect(shown['os-extended-volumes:volumes_attached']).toEqual([
      { id: expect.any(String), delete_on_termination: false },
    ])
  })

  it('answers an attach with the fields of the microversion (2.79: tag and delete_on_termination)', async () => {
    const answer = await world.nova.attachVolume(server.id, { volumeId: shared.id }, { microversion: '2.79' })
    expect(answer).toEqual({
      id: shared.id,
      serverId: server.id,
      volumeId: shared.id,
      device: expect.any(String),
      tag: null,
      delete_on_termination: false,
    })
    await world.waitVolume(shared.id, (v) => v.status === 'in-use', 'in-use')
    const old = await world.nova.listVolumeAttachments(server.id, { microversion: '2.60' })
    expect(old.find((item) => item.volumeId === shared.id)).toEqual({
      id: shared.id,
      serverId: server.id,
      volumeId: shared.id,
      device: expect.any(String),
    })
  })

  it('refuses attach_mode (no upstream Nova has it) and a malformed device with schema errors', async () => {
    const plain = await world.volume('life-plain')
    await expect(
      world.nova.attachVolume(server.id, { volumeId: plain.id, attachMode: 'ro' }, { microversion: '2.93' }),
    ).rejects.toMatchObject({
      status: 400,
      message: `Invalid input for field/attribute volumeAttachment. Value: {'volumeId': '${plain.id}', 'attach_mode': 'ro'}. Additional properties are not allowed ('attach_mode' was unexpected)`,
    })
    await expect(world.nova.attachVolume(server.id, { volumeId: plain.id, device: 'sdb' })).rejects.toMatchObject({
      status: 400,
      message:
        "Invalid input for field/attribute device. Value: sdb. 'sdb' does not match '(^/dev/x{0,1}[a-z]{0,1}d{0,1})([a-z]+)[0-9]*$'",
    })
  })

  it('refuses several servers from one volume (R7), and a volume that is not bootable', async () => {
    const boot = await world.volume('life-boot', { bootable: true })
    const bdm = [{ boot_index: 0, uuid: boot.id, source_type: 'volume' as const, destination_type: 'volume' as const }]
    await expect(
      world.nova.createServer(
        {
          name: world.name('multi'),
          flavorRef: world.target.flavor,
          imageRef: '',
          networks: 'none',
          min_count: 2,
          block_device_mapping_v2: bdm,
        },
        { microversion: '2.93' },
      ),
    ).rejects.toMatchObject({ status: 400, message: 'Cannot attach one or more volumes to multiple instances' })
    const plain = await world.volume('life-not-bootable')
    await expect(
      world.nova.createServer({
        name: world.name('nb'),
        flavorRef: world.target.flavor,
        imageRef: '',
        networks: 'none',
        block_device_mapping_v2: [{ ...bdm[0]!, uuid: plain.id }],
      }),
    ).rejects.toMatchObject({ status: 400, message: `Block Device ${plain.id} is not bootable.` })
  })
})

describe('in use', () => {
  it('refuses a retype that would change multi-attach while in use (R10)', async () => {
    const plainType = (await world.volume('life-typeref')).volume_type!
    await expect(world.member.cinder.retypeVolume(shared.id, plainType)).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid input received: Invalid volume_type passed, retypes affecting multiattach are only allowed on available volumes, the specified volume however currently has a status of: in-use.',
    })
  })

  it('extends in use only from 3.42 (R14)', async () => {
    await expect(world.member.cinder.extendVolume(shared.id, 2, { microversion: '3.41' })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${shared.id} status must be '{'status': 'available'}' to extend, currently in-use.`,
    })
  })

  it('refuses the legacy detach of a Nova attachment by a user (R8)', async () => {
    await expect(world.member.cinder.volumeAction(shared.id, { 'os-detach': {} })).rejects.toMatchObject({
      status: 409,
      message: `ConflictNovaUsingAttachment: Detach volume from instance ${server.id} using the Compute API`,
    })
  })
})

describe('shelve-offload', () => {
  it('offloads: the shareable volume is no longer attached there, and cannot be attached (R4)', async () => {
    await world.nova.shelve(server.id)
    await world.waitServer(server.id, (s) => s?.status === 'SHELVED_OFFLOADED', 'offloaded')
    const volume = await world.waitVolume(shared.id, (v) => v.attachments.length === 0, 'no attachment while offloaded')
    expect(volume.status).toBe('reserved')
    const other = await world.volume('life-other-shared', { type: sharedType })
    await expect(world.nova.attachVolume(server.id, { volumeId: other.id })).rejects.toMatchObject({
      status: 400,
      message: 'Attaching multiattach volumes is not supported for shelved-offloaded instances.',
    })
    await expect(world.member.cinder.deleteVolume(shared.id)).rejects.toMatchObject({ status: 400 })
  })

  it('unshelves: the attachments come back', async () => {
    await world.nova.unshelve(server.id)
    await world.waitServer(server.id, (s) => s?.status === 'ACTIVE', 'active again')
    const volume = await world.waitVolume(
      shared.id,
      (v) => v.status === 'in-use' && v.attachments.length === 1,
      'attached again',
    )
    expect(volume.attachments[0]?.server_id).toBe(server.id)
  })
})
