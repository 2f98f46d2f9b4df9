import { describe, expect, it } from 'vitest'
import { readWriteCount, canMigrate, canMoveShared } from '../../../rules/migrate-guards'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import type { MoveEvent } from './move-shared'
import { moveShared, planMove } from './move-shared'

const demo = setUpDemoCloud()
const fast = { intervalMs: 5, timeoutMs: 2000 }

async function setting() {
  const admin = await demo.signIn('admin')
  const { volumes } = await admin.cinder.listVolumes({ allTenants: true, filters: { name: 'pg-shared-data' } })
  const volume = volumes[0]!
  const details = await admin.cinder.listAttachmentDetails({ filters: { volume_id: volume.id, all_tenants: '1' } })
  const modes = new Map(details.map((attachment) => [attachment.id, attachment.attach_mode]))
  const { servers } = await admin.nova!.listServers({ allTenants: true })
  const byId = new Map(servers.map((server) => [server.id, server]))
  return { admin, volume, modes, byId }
}

describe('moving a shared volume (the openstack-dev thread)', () => {
  it('a plain migration is refused with the reason; the guided move is offered instead', async () => {
    const { volume, modes } = await setting()
    const readWrite = readWriteCount(volume, modes)
    expect(readWrite).toBe(2)
    expect(canMigrate(volume, readWrite, true)).toMatchObject({
      ok: false,
      rule: 'R9',
      reason: expect.stringContaining('Move Shared Volume'),
    })
    expect(canMoveShared(volume, readWrite, true)).toEqual({ ok: true })
    expect(canMoveShared(volume, readWrite, false)).toMatchObject({ ok: false, rule: 'policy' })
  })

  it('detaches the other writer, migrates, and attaches it again read/write', async () => {
    const { admin, volume, modes, byId } = await setting()
    const keep = volume.attachments[0]!
    const plan = planMove(volume, modes, keep.attachment_id, 'devstack@solidfire#sf-pool')
    expect(plan.detach).toHaveLength(1)
    const events: MoveEvent[] = []
    const result = await moveShared(
      admin,
      volume,
      plan,
      (id) => byId.get(id),
      (event) => events.push(event),
      fast,
    )
    expect(result).toEqual({ migrated: true, notReattached: [], message: undefined })
    expect(events.filter((event) => event.outcome).map((event) => [event.step, event.outcome?.ok])).toEqual([
      ['detach', true],
      ['migrate', true],
      ['reattach', true],
    ])
    const after = await admin.cinder.getVolume(volume.id)
    expect(after['os-vol-host-attr:host']).toBe('devstack@solidfire#sf-pool')
    expect(after.attachments.map((attachment) => attachment.server_id).sort()).toEqual(
      volume.attachments.map((attachment) => attachment.server_id).sort(),
    )
  })

  it('stops where the cloud refuses, and still puts the detached server back', async () => {
    const { admin, volume, modes, byId } = await setting()
    const plan = planMove(volume, modes, volume.attachments[0]!.attachment_id, 'devstack@nfs-1#nfs-1')
    const result = await moveShared(
      admin,
      volume,
      plan,
      (id) => byId.get(id),
      () => undefined,
      fast,
    )
    // NFS cannot hold a multi-attach volume: the migration ends in error.
    expect(result.migrated).toBe(false)
    expect(result.message).toMatch(/^Migration refused or failed/)
    expect(result.notReattached).toEqual([])
    expect((await admin.cinder.getVolume(volume.id)).attachments).toHaveLength(2)
  })
})
