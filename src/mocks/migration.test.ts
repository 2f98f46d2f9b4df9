// Migrating a volume (admin): the swap refuses a shareable volume with more than one
// read/write attachment (R9.3, the openstack-dev thread), and a migration keeps modes.
import { describe, expect, it } from 'vitest'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

async function adminVolume(name: string) {
  const admin = await demo.signIn('admin')
  const { volumes } = await admin.cinder.listVolumes({ allTenants: true, filters: { name } })
  return { admin, volume: volumes[0]! }
}

describe('migration', () => {
  it('only admins migrate', async () => {
    const member = await demo.signIn('member')
    const { volumes } = await member.cinder.listVolumes({ filters: { name: 'scratch-01' } })
    await expect(member.cinder.migrateVolume(volumes[0]!.id, 'devstack@solidfire#sf-pool')).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:volume_admin_actions:migrate_volume to be performed.",
    })
  })

  it('a shareable volume with two read/write attachments cannot be moved: the migration ends in error', async () => {
    const { admin, volume } = await adminVolume('pg-shared-data')
    expect((await admin.cinder.listPools()).map((pool) => pool.name)).toContain('devstack@solidfire#sf-pool')
    await admin.cinder.migrateVolume(volume.id, 'devstack@solidfire#sf-pool')
    expect((await admin.cinder.getVolume(volume.id)).migration_status).toBe('migrating')
    clock.advance(1000)
    const after = await admin.cinder.getVolume(volume.id)
    expect(after).toMatchObject({
      migration_status: 'error',
      status: 'in-use',
      'os-vol-host-attr:host': 'devstack@lvmdriver-1#lvmdriver-1',
    })
    expect(after.attachments).toHaveLength(2)
  })

  it('read-only attachments do not count: the dataset moves and keeps every mode', async () => {
    const { admin, volume } = await adminVolume('imagenet-dataset')
    await admin.cinder.migrateVolume(volume.id, 'devstack@lvmdriver-1#lvmdriver-1')
    clock.advance(1000)
    const after = await admin.cinder.getVolume(volume.id)
    expect(after).toMatchObject({
      migration_status: 'success',
      'os-vol-host-attr:host': 'devstack@lvmdriver-1#lvmdriver-1',
    })
    const modes = await admin.cinder.listAttachmentDetails({ filters: { volume_id: volume.id, all_tenants: '1' } })
    expect(new Set(modes.map((attachment) => attachment.attach_mode))).toEqual(new Set(['ro']))
  })

  it('refuses the same host and an unknown one', async () => {
    const { admin, volume } = await adminVolume('scratch-01')
    await expect(admin.cinder.migrateVolume(volume.id, 'devstack@lvmdriver-1#lvmdriver-1')).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${volume.id} status must be available or in-use, must not be migrating, have snapshots, be replicated, be part of a group and destination host/cluster must be different than the current one`,
    })
    await expect(admin.cinder.migrateVolume(volume.id, 'nowhere@x#y')).rejects.toMatchObject({
      status: 400,
      message: "Invalid host: No available service named 'nowhere@x#y'",
    })
  })
})
