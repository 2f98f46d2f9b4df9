// The demo's hanging compute host (settings.hang): the stuck states an administrator repairs
// (docs/repair.md), and the repairs that clear them.
import { describe, expect, it } from 'vitest'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { serverNamed, volumeNamed } from '../test/lookups'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

describe('a compute host that hangs', () => {
  it('on attach: the attachment stays reserved, and a force detach clears it', async () => {
    demo.cloud.settings.hang = 'attach'
    const member = await demo.signIn('member')
    const volume = await volumeNamed(member, 'shared-empty')
    const web1 = await serverNamed(member, 'web-1')
    await member.nova!.attachVolume(web1.id, { volumeId: volume.id })
    clock.advance(10_000)
    expect((await member.cinder.getVolume(volume.id)).status).toBe('reserved')
    const [record] = await member.cinder.listAttachmentDetails({ filters: { volume_id: volume.id } })
    expect(record).toMatchObject({ status: 'reserved', instance: web1.id, connection_info: {} })

    const admin = await demo.signIn('admin')
    // Nova's server has the volume through this very record, but it never connected: allowed.
    await admin.cinder.forceDetachVolume(volume.id, record!.id)
    expect((await member.cinder.getVolume(volume.id)).status).toBe('available')
  })

  it('on detach: the volume stays detaching, and a deleted server leaves its attachment behind', async () => {
    demo.cloud.settings.hang = 'detach'
    const member = await demo.signIn('member')
    const pg = await volumeNamed(member, 'pg-shared-data')
    const standby = await serverNamed(member, 'db-standby')
    await member.nova!.deleteServer(standby.id)
    clock.advance(10_000)
    await expect(member.nova!.getServer(standby.id)).rejects.toMatchObject({ status: 404 })
    const after = await member.cinder.getVolume(pg.id)
    expect(after.status).toBe('in-use')
    expect(after.attachments.map((attachment) => attachment.server_id)).toContain(standby.id)

    const primary = await serverNamed(member, 'db-primary')
    await member.nova!.detachVolume(primary.id, pg.id)
    clock.advance(10_000)
    expect((await member.cinder.getVolume(pg.id)).status).toBe('detaching')

    // An admin puts it back in use; the gone server's record goes by its own delete.
    const admin = await demo.signIn('admin')
    await admin.cinder.resetVolumeStatus(pg.id, { status: 'in-use' })
    const left = after.attachments.find((attachment) => attachment.server_id === standby.id)!
    await admin.cinder.deleteAttachment(left.attachment_id)
    const repaired = await member.cinder.getVolume(pg.id)
    expect(repaired.status).toBe('in-use')
    expect(repaired.attachments.map((attachment) => attachment.server_id)).toEqual([primary.id])
  })
})
