// The Cinder attachments API with a non-Nova consumer: reserve with a connector and a mode,
// complete, list, delete one by one; the refusals of bad input.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Volume } from '../api'
import { hostConnector } from '../mocks/cloud/attachments'
import { setUpWorld } from './world'

const world = setUpWorld()
let shared: Volume

beforeAll(async () => {
  shared = await world.volume('att-shared', { type: await world.multiattachType() })
}, 300_000)

describe('attachments API (3.27, complete 3.44, mode 3.54)', () => {
  let readOnly: string
  let readWrite: string

  it('reserves with a connector and mode ro, then completes: attached and in-use', async () => {
    const created = await world.member.cinder.createAttachment({
      volumeId: shared.id,
      connector: hostConnector('vc-host-1', null),
      mode: 'ro',
    })
    readOnly = created.id
    expect(created).toMatchObject({ volume_id: shared.id, instance: null, attach_mode: 'ro', status: 'reserved' })
    expect(created.connection_info).toMatchObject({ driver_volume_type: expect.any(String) })
    expect((await world.member.cinder.getVolume(shared.id)).status).toBe('attaching')
    await world.member.cinder.completeAttachment(created.id)
    const volume = await world.member.cinder.getVolume(shared.id)
    expect(volume.status).toBe('in-use')
    expect(volume.attachments).toEqual([expect.objectContaining({ attachment_id: created.id, server_id: null })])
    expect(await world.member.cinder.getAttachment(created.id)).toMatchObject({ status: 'attached', attach_mode: 'ro' })
  })

  it('adds a read/write attachment and lists both with their modes', async () => {
    const created = await world.member.cinder.createAttachment({
      volumeId: shared.id,
      connector: hostConnector('vc-host-2', null),
      mode: 'rw',
    })
    readWrite = created.id
    await world.member.cinder.completeAttachment(created.id)
    const details = await world.member.cinder.listAttachmentDetails({ filters: { volume_id: shared.id } })
    expect(Object.fromEntries(details.map((attachment) => [attachment.id, attachment.attach_mode]))).toEqual({
      [readOnly]: 'ro',
      [readWrite]: 'rw',
    })
    const summary = await world.member.cinder.listAttachments({ filters: { volume_id: shared.id } })
    expect(summary.map((attachment) => Object.keys(attachment).sort())).toEqual([
      ['id', 'instance', 'status', 'volume_id'],
      ['id', 'instance', 'status', 'volume_id'],
    ])
  })

  it('sorts by attach_mode ("null" < "ro" < "rw"): the project\'s read-only ones come before every read/write one', async () => {
    const modes = (sort: string) =>
      world.member.cinder.listAttachmentDetails({ sort, limit: 1000 }).then((items) => items.map((item) => item.id))
    const ascending = await world.member.cinder.listAttachmentDetails({ sort: 'attach_mode:asc,id:asc', limit: 1000 })
    const order = ascending.map((item) => item.attach_mode)
    expect(order).toEqual([...order].sort())
    const ids = ascending.map((item) => item.id)
    expect(ids.indexOf(readOnly)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(readOnly)).toBeLessThan(ids.indexOf(readWrite))
    const descending = await modes('attach_mode:desc')
    expect(descending.indexOf(readWrite)).toBeLessThan(descending.indexOf(readOnly))
    // The first page holds the read-only one when it is smaller than the project's read-only ones + 1.
    const notRw = order.filter((mode) => mode !== 'rw').length
    const first = await world.member.cinder.listAttachmentDetails({ sort: 'attach_mode:asc,id:asc', limit: notRw + 1 })
    expect(first.map((item) => item.attach_mode).slice(0, notRw)).not.toContain('rw')
    expect(first.map((item) => item.id)).toContain(readOnly)
    await expect(world.member.cinder.listAttachmentDetails({ sort: 'mode:asc' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Invalid sort key',
    })
  })

  it('refuses a mode below 3.54, an unknown mode and a null instance_uuid', async () => {
    await expect(
      world.member.cinder.createAttachment({ volumeId: shared.id, mode: 'ro' }, { microversion: '3.53' }),
    ).rejects.toMatchObject({
      status: 400,
      message: `Invalid input for field/attribute attachment. Value: {'volume_uuid': '${shared.id}', 'mode': 'ro'}. Additional properties are not allowed ('mode' was unexpected)`,
    })
    await expect(
      world.member.cinder.createAttachment({ volumeId: shared.id, mode: 'rx' as 'ro' }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid input for field/attribute mode. Value: rx. 'rx' is not one of ['rw', 'ro']",
    })
    await expect(
      world.member.cinder.createAttachment({ volumeId: shared.id, instanceId: null as unknown as string }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid input for field/attribute instance_uuid. Value: None. None is not of type 'string'",
    })
  })

  it('deletes one attachment: the answer lists the remaining one; the volume stays in-use', async () => {
    const remaining = await world.member.cinder.deleteAttachment(readOnly)
    expect(remaining).toEqual([{ id: readWrite, status: 'attached', instance: null, volume_id: shared.id }])
    expect((await world.member.cinder.getVolume(shared.id)).status).toBe('in-use')
    await expect(world.member.cinder.getAttachment(readOnly)).rejects.toMatchObject({
      status: 404,
      message: `Volume attachment could not be found with filter: attachment_id = ${readOnly}.`,
    })
  })

  it('deletes the last: available', async () => {
    expect(await world.member.cinder.deleteAttachment(readWrite)).toEqual([])
    const volume = await world.member.cinder.getVolume(shared.id)
    expect(volume).toMatchObject({ status: 'available', attachments: [] })
  })
})
