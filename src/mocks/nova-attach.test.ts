// Attaching and detaching through Nova: rules R1–R5, R15 (root volume) and the state machine
// of docs/rules.md ("State machine"), through the typed API module against the Node transport.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { serverNamed, volumeNamed } from '../test/lookups'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

async function status(client: OpenStackClient, id: string) {
  const volume = await client.cinder.getVolume(id)
  return { status: volume.status, servers: volume.attachments.map((attachment) => attachment.server_id) }
}

describe('multi-attach through Nova, step by step', () => {
  it('walks available → reserved → attaching → in-use for each server, and back through detaching', async () => {
    const client = await demo.signIn('member')
    const volume = await volumeNamed(client, 'shared-empty')
    const web1 = await serverNamed(client, 'web-1')
    const web2 = await serverNamed(client, 'web-2')
    expect(volume).toMatchObject({ status: 'available', multiattach: true, attachments: [] })

    const first = await client.nova!.attachVolume(web1.id, { volumeId: volume.id })
    expect(first).toEqual({
      id: volume.id,
      serverId: web1.id,
      volumeId: volume.id,
      device: '/dev/vdb',
      tag: null,
      delete_on_termination: false,
    })
    expect(await status(client, volume.id)).toEqual({ status: 'reserved', servers: [] })
    // A second attach while the first is in flight is refused (R1: reserved is not allowed).
    await expect(client.nova!.attachVolume(web2.id, { volumeId: volume.id })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(
        new RegExp(
          `^Invalid input received: Invalid volume: Volume ${volume.id} status must be available or in-use or downloading to reserve, but the current status is reserved\\. \\(HTTP 400\\) \\(Request-ID: req-[0-9a-f-]+\\)$`,
        ),
      ),
    })
    clock.advance(1000)
    expect(await status(client, volume.id)).toEqual({ status: 'attaching', servers: [] })
    clock.advance(1000)
    expect(await status(client, volume.id)).toEqual({ status: 'in-use', servers: [web1.id] })

    await client.nova!.attachVolume(web2.id, { volumeId: volume.id })
    expect((await status(client, volume.id)).status).toBe('reserved')
    clock.advance(2000)
    expect(await status(client, volume.id)).toEqual({ status: 'in-use', servers: [web1.id, web2.id] })

    // Each server sees exactly its own attachment (tempest test_list_get_volume_attachments_multiattach).
    const list1 = await client.nova!.listVolumeAttachments(web1.id)
    expect(list1.filter((item) => item.volumeId === volume.id)).toHaveLength(1)

    await client.nova!.detachVolume(web1.id, volume.id)
    expect(await status(client, volume.id)).toEqual({ status: 'detaching', servers: [web1.id, web2.id] })
    clock.advance(1000)
    expect(await status(client, volume.id)).toEqual({ status: 'in-use', servers: [web2.id] })
    await client.nova!.detachVolume(web2.id, volume.id)
    clock.advance(1000)
    expect(await status(client, volume.id)).toEqual({ status: 'available', servers: [] })
  })

  it('refuses a detach while another attachment of the volume is reserved (begin_detaching)', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const primary = await serverNamed(client, 'db-primary')
    const web1 = await serverNamed(client, 'web-1')
    await client.nova!.attachVolume(web1.id, { volumeId: pg.id })
    await expect(client.nova!.detachVolume(primary.id, pg.id)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^Invalid volume: Invalid input received: Invalid volume: Unable to detach volume\. Volume status must be 'in-use' and attach_status must be 'attached' to detach\. \(HTTP 400\) \(Request-ID: req-/,
      ),
    })
  })
})

describe('refusals', () => {
  it('R1: a volume that is not shareable cannot join a second server', async () => {
    const client = await demo.signIn('member')
    const data = await volumeNamed(client, 'legacy-app-data')
    const legacy = await serverNamed(client, 'legacy-app')
    const web1 = await serverNamed(client, 'web-1')
    await expect(client.nova!.attachVolume(web1.id, { volumeId: data.id })).rejects.toMatchObject({
      status: 400,
      fault: 'badRequest',
      message: `Invalid volume: volume ${data.id} is already attached to instances: ${legacy.id}`,
    })
    // The same message for the same server again.
    await expect(client.nova!.attachVolume(legacy.id, { volumeId: data.id })).rejects.toMatchObject({
      message: `Invalid volume: volume ${data.id} is already attached to instances: ${legacy.id}`,
    })
  })

  it('R2: a shareable volume cannot be attached twice to one server', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const primary = await serverNamed(client, 'db-primary')
    await expect(client.nova!.attachVolume(primary.id, { volumeId: pg.id })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: volume ${pg.id} already attached`,
    })
  })

  it('R3: below compute 2.60 a shareable volume is refused; an ordinary one is not', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const scratch = await volumeNamed(client, 'scratch-01')
    const web1 = await serverNamed(client, 'web-1')
    await expect(
      client.nova!.attachVolume(web1.id, { volumeId: shared.id }, { microversion: '2.59' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Multiattach volumes are only supported starting with compute API version 2.60.',
    })
    const attached = await client.nova!.attachVolume(web1.id, { volumeId: scratch.id }, { microversion: '2.59' })
    expect(attached).toEqual({ id: scratch.id, serverId: web1.id, volumeId: scratch.id, device: '/dev/vdb' })
  })

  it('R4: a shelved-offloaded server takes no shareable volume, but an ordinary one attaches locally', async () => {
    const client = await demo.signIn('member')
    const batch = await serverNamed(client, 'batch-old')
    expect(batch.status).toBe('SHELVED_OFFLOADED')
    const shared = await volumeNamed(client, 'shared-empty')
    await expect(client.nova!.attachVolume(batch.id, { volumeId: shared.id })).rejects.toMatchObject({
      status: 400,
      message: 'Attaching multiattach volumes is not supported for shelved-offloaded instances.',
    })
    await expect(
      client.nova!.attachVolume(batch.id, { volumeId: shared.id }, { microversion: '2.19' }),
    ).rejects.toMatchObject({
      status: 409,
      message: `Cannot 'attach_volume' instance ${batch.id} while it is in vm_state shelved_offloaded`,
    })
    const scratch = await volumeNamed(client, 'scratch-01')
    await client.nova!.attachVolume(batch.id, { volumeId: scratch.id })
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('in-use')
  })

  it('R5: a host without multi-attach support refuses a shareable volume (400 since Xena)', async () => {
    const client = await demo.signIn('member')
    const legacy = await serverNamed(client, 'legacy-app')
    const shared = await volumeNamed(client, 'shared-empty')
    await expect(client.nova!.attachVolume(legacy.id, { volumeId: shared.id })).rejects.toMatchObject({
      status: 400,
      message: `Volume ${shared.id} has 'multiattach' set, which is not supported for this instance.`,
    })
    expect((await client.cinder.getVolume(shared.id)).status).toBe('available')
  })

  it('R5 from 2.101: the attach is accepted (202, no body) and fails later as an instance action', async () => {
    const client = await demo.signIn('member')
    const legacy = await serverNamed(client, 'legacy-app')
    const shared = await volumeNamed(client, 'shared-empty')
    const answer = await client.nova!.attachVolume(legacy.id, { volumeId: shared.id }, { microversion: '2.101' })
    expect(answer).toBeNull()
    clock.advance(5000)
    expect(await status(client, shared.id)).toEqual({ status: 'available', servers: [] })
    const actions = await client.nova!.listInstanceActions(legacy.id)
    expect(actions[0]).toMatchObject({
      action: 'attach_volume',
      message: `Volume ${shared.id} has 'multiattach' set, which is not supported for this instance.`,
    })
  })

  it('R15: the root volume of a server cannot be detached', async () => {
    const client = await demo.signIn('member')
    const web1 = await serverNamed(client, 'web-1')
    const root = await volumeNamed(client, 'web-1-root')
    await expect(client.nova!.detachVolume(web1.id, root.id)).rejects.toMatchObject({
      status: 400,
      message: 'Cannot detach a root device volume',
    })
  })

  it('answers 404 for a volume the server does not have, and for an unknown volume', async () => {
    const client = await demo.signIn('member')
    const web1 = await serverNamed(client, 'web-1')
    const scratch = await volumeNamed(client, 'scratch-01')
    await expect(client.nova!.detachVolume(web1.id, scratch.id)).rejects.toMatchObject({
      status: 404,
      fault: 'itemNotFound',
      message: `Instance ${web1.id} is not attached to volume ${scratch.id}`,
    })
    const unknown = '00000000-0000-4000-8000-000000000000'
    await expect(client.nova!.attachVolume(web1.id, { volumeId: unknown })).rejects.toMatchObject({
      status: 404,
      message: `Volume ${unknown} could not be found.`,
    })
  })

  it('policy: a reader may not attach', async () => {
    const client = await demo.signIn('reader')
    const web1 = await serverNamed(client, 'web-1')
    const scratch = await volumeNamed(client, 'scratch-01')
    await expect(client.nova!.attachVolume(web1.id, { volumeId: scratch.id })).rejects.toMatchObject({
      status: 403,
      fault: 'forbidden',
      message: "Policy doesn't allow os_compute_api:os-volumes-attachments:create to be performed.",
    })
  })
})

describe('attach mode (Rocky spec extension at compute 2.200)', () => {
  it('records ro per attachment and returns it from list and show at the extension version', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const web1 = await serverNamed(client, 'web-1')
    const answer = await client.nova!.attachVolume(web1.id, { volumeId: shared.id, attachMode: 'ro' })
    expect(answer).toBeNull() // 2.200 > 2.101: accepted without a body
    clock.advance(2000)
    const shown = await client.nova!.getVolumeAttachment(web1.id, shared.id, { microversion: '2.200' })
    expect(shown).toMatchObject({ volumeId: shared.id, attach_mode: 'ro' })
    const plain = await client.nova!.getVolumeAttachment(web1.id, shared.id)
    expect(plain).not.toHaveProperty('attach_mode')
    const cinderView = await client.cinder.getAttachment(shown.attachment_id!)
    expect(cinderView.attach_mode).toBe('ro')
  })

  it('refuses attach_mode with the real schema error on a cloud that does not advertise it', async () => {
    demo.cloud.settings.attachModeExtension = false
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const web1 = await serverNamed(client, 'web-1')
    await expect(
      client.nova!.attachVolume(web1.id, { volumeId: shared.id, attachMode: 'ro' }, { microversion: '2.100' }),
    ).rejects.toMatchObject({
      status: 400,
      message: `Invalid input for field/attribute volumeAttachment. Value: {'volumeId': '${shared.id}', 'attach_mode': 'ro'}. Additional properties are not allowed ('attach_mode' was unexpected)`,
    })
  })

  it('refuses an unknown mode', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const web1 = await serverNamed(client, 'web-1')
    await expect(
      client.nova!.attachVolume(web1.id, { volumeId: shared.id, attachMode: 'rx' as 'ro' }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid input for field/attribute attach_mode. Value: rx. 'rx' is not one of ['ro', 'rw']",
    })
  })

  it('refuses a malformed device name', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const web1 = await serverNamed(client, 'web-1')
    await expect(client.nova!.attachVolume(web1.id, { volumeId: scratch.id, device: 'sdb' })).rejects.toMatchObject({
      status: 400,
      message:
        "Invalid input for field/attribute device. Value: sdb. 'sdb' does not match '(^/dev/x{0,1}[a-z]{0,1}d{0,1})([a-z]+)[0-9]*$'",
    })
  })
})
