// What a disabled service changes on the demo cloud, as in Zed (docs/admin-quotas-storage.md): a
// disabled cinder-volume's pools leave get_pools, its backend_state is null at 3.49 and the
// scheduler places no new volume there (the volume ends in error with NO_BACKEND_AVAILABLE); a
// disabled cinder-backup is not picked for a backup (it ends in error). Both clouds' common behaviour is in
// src/contract/storage.contract.ts; the Zed cloud CI starts has one volume service, which the contract never disables.
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud, waitFor } from '../test/demo-cloud'
import { VOLUME_UNPLACEABLE_EVENT } from '../rules/messages'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

describe('a disabled service', () => {
  it('takes a cinder-volume out of the scheduler: no pools, no backend_state, no new volume there', async () => {
    const admin = await demo.signIn('admin')
    const member = await demo.signIn('member')
    const nfs = 'devstack@nfs-1'
    await admin.cinder.disableService(nfs, 'cinder-volume', 'disk swap')
    const services = await admin.cinder.listServices({ microversion: '3.49' })
    expect(services.find((service) => service.host === nfs)).toMatchObject({
      status: 'disabled',
      disabled_reason: 'disk swap',
      backend_state: null,
    })
    expect((await admin.cinder.listPools()).map((pool) => pool.name)).not.toContain('devstack@nfs-1#nfs-1')
    const volume = await member.cinder.createVolume({ size: 1, volume_type: 'nfs-standard' })
    const settled = await waitFor(async () => {
      const read = await member.cinder.getVolume(volume.id)
      return read.status === 'error' ? read : undefined
    })
    expect(settled.status).toBe('error')
    const { messages } = await member.cinder.listMessages()
    expect(
      messages.some((message) => message.resource_uuid === volume.id && message.event_id === VOLUME_UNPLACEABLE_EVENT),
    ).toBe(true)

    await admin.cinder.enableService(nfs, 'cinder-volume')
    expect((await admin.cinder.listPools()).map((pool) => pool.name)).toContain('devstack@nfs-1#nfs-1')
    const placed = await member.cinder.createVolume({ size: 1, volume_type: 'nfs-standard' })
    expect(
      (
        await waitFor(async () => {
          const read = await member.cinder.getVolume(placed.id)
          return read.status === 'available' ? read : undefined
        })
      ).status,
    ).toBe('available')
  })

  it('keeps backups off a disabled cinder-backup: the backup ends in error, not scheduled', async () => {
    const admin = await demo.signIn('admin')
    const member = await demo.signIn('member')
    await admin.cinder.disableService('devstack', 'cinder-backup', 'backup target full')
    const created = await member.cinder.createVolume({ size: 1 })
    const volume = await waitFor(async () => {
      const read = await member.cinder.getVolume(created.id)
      return read.status === 'available' ? read : undefined
    })
    const backup = await member.cinder.createBackup({ volumeId: volume.id, name: 'b' })
    const failed = await waitFor(async () => {
      const read = await member.cinder.getBackup(backup.id)
      return read.status === 'error' ? read : undefined
    })
    expect(failed.fail_reason).toBe('Service not found for creating backup.')
  })
})
