// The sequencing against a cloud whose transitions take time: a ManualClock that the test moves
// while the helpers poll with a short interval.
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { serverNamed, volumeNamed } from '../test/lookups'
import { attachAndWait } from './attach-one'
import { detachAndWait } from './detach-one'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })
const poll = { intervalMs: 5, timeoutMs: 5000 }

/** Moves the cloud's clock on while a helper polls, as time would pass. */
function ticking(stepMs = 250) {
  const timer = setInterval(() => clock.advance(stepMs), 10)
  return () => clearInterval(timer)
}

let stop: () => void = () => undefined
afterEach(() => stop())

describe('attachAndWait', () => {
  it('waits while another attach holds the volume reserved, then attaches (no R1 refusal)', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const web1 = await serverNamed(client, 'web-1')
    const web2 = await serverNamed(client, 'web-2')
    await client.nova!.attachVolume(web1.id, { volumeId: shared.id })
    expect((await client.cinder.getVolume(shared.id)).status).toBe('reserved')
    stop = ticking()
    const outcome = await attachAndWait(client, { volumeId: shared.id, serverId: web2.id, mode: 'ro' }, poll)
    expect(outcome).toEqual({ ok: true })
    const volume = await client.cinder.getVolume(shared.id)
    expect(volume.status).toBe('in-use')
    expect(volume.attachments.map((attachment) => attachment.server_id).sort()).toEqual([web1.id, web2.id].sort())
  })

  it('follows the volume when the answer to the attach is lost, instead of failing and inviting a resend', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const web1 = await serverNamed(client, 'web-1')
    // The cloud does the work, then drops the connection.
    demo.cloud.settings.faults = [{ kind: 'drop', rate: 1, methods: ['POST'], path: 'os-volume_attachments' }]
    stop = ticking()
    const outcome = await attachAndWait(client, { volumeId: shared.id, serverId: web1.id, mode: 'rw' }, poll)
    expect(outcome).toEqual({ ok: true })
    demo.cloud.settings.faults = []
    const volume = await client.cinder.getVolume(shared.id)
    expect(volume.attachments.map((attachment) => attachment.server_id)).toEqual([web1.id])
  })

  it('gives up with the status when the volume never settles, without sending the attach', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-empty')
    const web1 = await serverNamed(client, 'web-1')
    const web2 = await serverNamed(client, 'web-2')
    await client.nova!.attachVolume(web1.id, { volumeId: shared.id })
    const outcome = await attachAndWait(
      client,
      { volumeId: shared.id, serverId: web2.id, mode: 'rw' },
      { intervalMs: 5, timeoutMs: 50 },
    )
    expect(outcome).toEqual({ ok: false, message: 'The volume stayed reserved for 1 s; nothing was sent.' })
    expect((await client.nova!.listVolumeAttachments(web2.id)).map((item) => item.volumeId)).not.toContain(shared.id)
  })
})

describe('detachAndWait', () => {
  it('detaches two attachments one after another, each waiting for detaching to end', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    stop = ticking()
    const serverOf = () => undefined
    const [first, second] = pg.attachments
    expect(await detachAndWait(client, pg.id, first!.attachment_id, serverOf, poll)).toEqual({ ok: true })
    expect(await detachAndWait(client, pg.id, second!.attachment_id, serverOf, poll)).toEqual({ ok: true })
    expect(await client.cinder.getVolume(pg.id)).toMatchObject({ status: 'available', attachments: [] })
  })
})
