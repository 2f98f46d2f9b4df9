// backupServiceMissingOptions against the demo cloud: nothing on a cloud with a backup service;
// a backup failed for lack of one is seen (another project's too) for the window, then no more;
// the same below 3.5 and where the event_id filter is refused; off below 3.3.
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../api'
import { OpenStackError } from '../api'
import { createQueryClient } from '../lib/query-client'
import { BACKUP_SERVICE_MISSING_EVENT, VOLUME_UNPLACEABLE_EVENT } from '../rules/messages'
import { ManualClock, setUpDemoCloud, waitFor } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'
import { backupServiceMissingOptions, fetchResourceMessages, resourceMessagesOptions } from './messages'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })
const HOUR = 3_600_000

/** What a component reading the options sees now: the fetched message through the options' select. */
async function ask(client: OpenStackClient) {
  const options = backupServiceMissingOptions(client, { now: clock.now })
  const message = await createQueryClient({ retry: false }).fetchQuery(options)
  return options.select!(message)
}

/** A backup of `volume` by `client`, settled (failed when the cloud has no backup service). */
async function backUp(client: OpenStackClient, volume: string) {
  const { id } = await client.cinder.createBackup({ volumeId: (await volumeNamed(client, volume)).id })
  await waitFor(async () => (await client.cinder.getBackup(id)).status !== 'creating', { clock })
  return id
}

describe('backupServiceMissingOptions', () => {
  it('sees nothing on a cloud whose backups are made', async () => {
    const member = await demo.signIn('member')
    await backUp(member, 'scratch-01')
    expect(await ask(member)).toEqual({ recent: false, message: null })
  })

  it('sees a backup failed for lack of a backup service for a day, then keeps it as not recent', async () => {
    demo.cloud.settings.backupService = false
    const member = await demo.signIn('member')
    const backup = await backUp(member, 'scratch-01')
    expect(await ask(member)).toEqual({
      recent: true,
      message: expect.objectContaining({ event_id: BACKUP_SERVICE_MISSING_EVENT, resource_uuid: backup }),
    })
    clock.advance(25 * HOUR)
    const later = await demo.signIn('member')
    expect(await ask(later)).toMatchObject({ recent: false, message: { resource_uuid: backup } })
  })

  it("counts another project's failed backup: the backup service is the cloud's", async () => {
    demo.cloud.settings.backupService = false
    const admin = await demo.signIn('admin')
    const backup = await backUp(admin, 'admin-tools')
    const member = await demo.signIn('member')
    expect(await ask(member)).toMatchObject({ recent: true, message: { resource_uuid: backup } })
  })

  it('reads the newest messages itself where the cloud refuses the event_id filter', async () => {
    demo.cloud.settings.backupService = false
    const member = await demo.signIn('member')
    const backup = await backUp(member, 'scratch-01')
    const list = vi.spyOn(member.cinder, 'listMessages')
    list.mockRejectedValueOnce(
      new OpenStackError({
        kind: 'http',
        status: 400,
        fault: 'badRequest',
        message: 'Invalid filters event_id are found in query options.',
      }),
    )
    expect(await ask(member)).toMatchObject({ recent: true, message: { resource_uuid: backup } })
    expect(list.mock.calls.map(([params]) => params)).toEqual([
      { filters: { event_id: BACKUP_SERVICE_MISSING_EVENT }, sort: 'created_at:desc', limit: 1 },
      { sort: 'created_at:desc', limit: 100 },
    ])
  })

  it('below 3.5 reads every message (Cinder takes no filter there); below 3.3 it is off', async () => {
    demo.cloud.settings.backupService = false
    demo.cloud.settings.cinderMaxVersion = '3.4'
    const member = await demo.signIn('member')
    const backup = await backUp(member, 'scratch-01')
    expect(await ask(member)).toMatchObject({ recent: true, message: { resource_uuid: backup } })
    demo.cloud.settings.cinderMaxVersion = '3.2'
    const old = await demo.signIn('member')
    expect(backupServiceMissingOptions(old).enabled).toBe(false)
    expect(await ask(old)).toEqual({ recent: false, message: null })
  })
})

describe('resourceMessagesOptions: why one resource failed', () => {
  it("finds the demo's shareable volume that no backend could take, in Cinder's words, at 3.5+ and at 3.3", async () => {
    for (const version of ['3.71', '3.4']) {
      demo.cloud.settings.cinderMaxVersion = version
      const member = await demo.signIn('member')
      const failed = await volumeNamed(member, 'nfs-shared-failed')
      expect(failed.status).toBe('error')
      const messages = await createQueryClient({ retry: false }).fetchQuery(resourceMessagesOptions(member, failed.id))
      expect(messages).toEqual([
        expect.objectContaining({
          event_id: VOLUME_UNPLACEABLE_EVENT,
          resource_uuid: failed.id,
          user_message: 'schedule allocate volume:Could not find any available weighted backend.',
        }),
      ])
    }
  })

  it('has none for a healthy volume, and is off below 3.3', async () => {
    const member = await demo.signIn('member')
    const healthy = await volumeNamed(member, 'scratch-01')
    expect(await fetchResourceMessages(member, healthy.id)).toEqual([])
    demo.cloud.settings.cinderMaxVersion = '3.2'
    const old = await demo.signIn('member')
    expect(resourceMessagesOptions(old, healthy.id).enabled).toBe(false)
  })

  it('is reaped with the message after 30 days', async () => {
    const member = await demo.signIn('member')
    const failed = await volumeNamed(member, 'nfs-shared-failed')
    clock.advance(31 * 24 * HOUR)
    const later = await demo.signIn('member')
    expect(await fetchResourceMessages(later, failed.id)).toEqual([])
  })
})
