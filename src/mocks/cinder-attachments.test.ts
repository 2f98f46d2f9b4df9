// The Cinder attachments API on the demo cloud: reserve, connect, complete, delete, mode
// (3.54), and rules R1, R8, R12, R15, R16 as the API answers them directly.
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../test/demo-cloud'
import { serverNamed, volumeNamed } from '../test/lookups'

const demo = setUpDemoCloud()
const connector = {
  host: 'external-host-1',
  initiator: 'iqn.1993-08.org.debian:01:ext1',
  ip: '127.0.0.1',
  platform: 'x86_64',
  os_type: 'linux2',
  multipath: false,
}

describe('attachment lifecycle', () => {
  it('reserves without a connector, connects, completes, and deletes with the remaining list', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const reserved = await client.cinder.createAttachment({ volumeId: shared.id, mode: 'ro' })
    expect(reserved).toMatchObject({
      status: 'reserved',
      instance: null,
      volume_id: shared.id,
      attach_mode: 'ro',
      attached_at: '',
      detached_at: '',
      connection_info: {},
    })
    expect((await client.cinder.getVolume(shared.id)).status).toBe('reserved')
    const connected = await client.cinder.updateAttachment(reserved.id, connector)
    // Cinder's answer is the attachment as it was before the update, with the new connection_info.
    expect(connected.status).toBe('reserved')
    expect(connected.connection_info).toMatchObject({ driver_volume_type: 'iscsi' })
    expect((await client.cinder.getAttachment(reserved.id)).status).toBe('attaching')
    expect((await client.cinder.getVolume(shared.id)).status).toBe('attaching')
    await client.cinder.completeAttachment(reserved.id)
    const volume = await client.cinder.getVolume(shared.id)
    expect(volume.status).toBe('in-use')
    expect(volume.attachments).toEqual([expect.objectContaining({ attachment_id: reserved.id, server_id: null })])
    expect((await client.cinder.getAttachment(reserved.id)).status).toBe('attached')

    const second = await client.cinder.createAttachment({ volumeId: shared.id, connector, mode: 'rw' })
    // The create answer is built from the reserved object (facts R16 caveat).
    expect(second).toMatchObject({ status: 'reserved', attach_mode: 'rw' })
    await client.cinder.completeAttachment(second.id)
    const remaining = await client.cinder.deleteAttachment(reserved.id)
    expect(remaining).toEqual([{ id: second.id, status: 'attached', instance: null, volume_id: shared.id }])
    expect((await client.cinder.getVolume(shared.id)).status).toBe('in-use')
    await expect(client.cinder.getAttachment(reserved.id)).rejects.toMatchObject({
      status: 404,
      message: `Volume attachment could not be found with filter: attachment_id = ${reserved.id}.`,
    })
    expect(await client.cinder.deleteAttachment(second.id)).toEqual([])
    expect((await client.cinder.getVolume(shared.id)).status).toBe('available')
  })

  it('stores the literal "null" mode until a connector decides, then rw', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const reserved = await client.cinder.createAttachment({ volumeId: shared.id })
    expect(reserved.attach_mode).toBe('null')
    const connected = await client.cinder.updateAttachment(reserved.id, connector)
    expect(connected.attach_mode).toBe('null')
    expect((await client.cinder.getAttachment(reserved.id)).attach_mode).toBe('rw')
  })

  it('lists attachments with filters, summary and detail', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const summary = await client.cinder.listAttachments({ filters: { volume_id: pg.id } })
    expect(summary).toHaveLength(2)
    expect(Object.keys(summary[0]!).sort()).toEqual(['id', 'instance', 'status', 'volume_id'])
    const detail = await client.cinder.listAttachmentDetails({ filters: { volume_id: pg.id } })
    expect(detail.map((attachment) => attachment.attach_mode)).toEqual(['rw', 'rw'])
  })

  it('mode needs 3.54: below it the key fails the schema', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    await expect(
      client.cinder.createAttachment({ volumeId: shared.id, mode: 'ro' }, { microversion: '3.53' }),
    ).rejects.toMatchObject({
      status: 400,
      message: `Invalid input for field/attribute attachment. Value: {'volume_uuid': '${shared.id}', 'mode': 'ro'}. Additional properties are not allowed ('mode' was unexpected)`,
    })
    await expect(client.cinder.createAttachment({ volumeId: shared.id, mode: 'rx' as 'ro' })).rejects.toMatchObject({
      status: 400,
      message: "Invalid input for field/attribute mode. Value: rx. 'rx' is not one of ['rw', 'ro']",
    })
  })

  it('a null instance_uuid is a schema error: leave the key out for a non-Nova consumer', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    await expect(
      client.cinder.createAttachment({ volumeId: shared.id, instanceId: null as unknown as string }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid input for field/attribute instance_uuid. Value: None. None is not of type 'string'",
    })
  })
})

describe('refusals', () => {
  it('R1: a second reservation of a volume that is not shareable', async () => {
    const client = await demo.signIn('member')
    const data = await volumeNamed(client, 'legacy-app-data')
    await expect(client.cinder.createAttachment({ volumeId: data.id })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${data.id} status must be available or downloading to reserve, but the current status is in-use.`,
    })
  })

  it('R1 exception: the same instance may reserve again (LP 1694530), status unchanged', async () => {
    const client = await demo.signIn('member')
    const data = await volumeNamed(client, 'legacy-app-data')
    const legacy = await serverNamed(client, 'legacy-app')
    const again = await client.cinder.createAttachment({ volumeId: data.id, instanceId: legacy.id })
    expect(again.status).toBe('reserved')
    expect((await client.cinder.getVolume(data.id)).status).toBe('in-use')
  })

  it('R15: no attachment on a volume in an error state (with the trailing space)', async () => {
    const client = await demo.signIn('member')
    const failed = await volumeNamed(client, 'nfs-shared-failed')
    await expect(client.cinder.createAttachment({ volumeId: failed.id })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume attachments can not be created if the volume is in an error state. The Volume ${failed.id} currently has a status of: error `,
    })
  })

  it('R12: a second attachment of a bootable shareable volume needs volume:multiattach_bootable_volume', async () => {
    demo.cloud.settings.policies = { ...demo.cloud.settings.policies, 'volume:multiattach_bootable_volume': ['admin'] }
    const client = await demo.signIn('member')
    const boot = await volumeNamed(client, 'shared-boot')
    const first = await client.cinder.createAttachment({ volumeId: boot.id, connector })
    await client.cinder.completeAttachment(first.id)
    await expect(client.cinder.createAttachment({ volumeId: boot.id })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume:multiattach_bootable_volume to be performed.",
    })
  })

  it('R8: a user cannot delete an attachment Nova uses; a reserved one may go', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const [attachment] = pg.attachments
    await expect(client.cinder.deleteAttachment(attachment!.attachment_id)).rejects.toMatchObject({
      status: 409,
      fault: 'conflictingRequest',
      message: `ConflictNovaUsingAttachment: Detach volume from instance ${attachment!.server_id} using the Compute API`,
    })
    const shared = await volumeNamed(client, 'shared-empty')
    const reserved = await client.cinder.createAttachment({ volumeId: shared.id, instanceId: attachment!.server_id! })
    await expect(client.cinder.deleteAttachment(reserved.id)).resolves.toEqual([])
  })

  it('R8: the legacy os-detach without an attachment id on a volume with several attachments', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    await expect(client.cinder.volumeAction(pg.id, { 'os-detach': {} })).rejects.toMatchObject({
      status: 409,
      message: 'ConflictNovaUsingAttachment: Detach volume from instance  using the Compute API',
    })
  })

  it('R16: the volume-level read-only flag forces ro whatever mode is asked', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    await client.cinder.setReadonly(shared.id, true)
    const attachment = await client.cinder.createAttachment({ volumeId: shared.id, mode: 'rw' })
    expect(attachment.attach_mode).toBe('ro')
    const connected = await client.cinder.updateAttachment(attachment.id, connector)
    expect(connected.connection_info).toMatchObject({ access_mode: 'ro' })
  })
})
