// Cinder's user messages on the demo cloud (M1–M6, docs/messages.md): the messages Zed's
// scheduler records (a volume placed nowhere, a backup without a backup service), the view, who
// sees which, the list's parameters per microversion, delete, expiry; and the API module's
// refusal to filter below 3.5.
import { beforeEach, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { BACKUP_SERVICE_MISSING_EVENT, VOLUME_UNPLACEABLE_EVENT } from '../rules/messages'
import { ManualClock, setUpDemoCloud, waitFor } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })
const NOWHERE = '00000000-0000-4000-8000-000000000000'

// These tests count what they make themselves: the demo scenario's own message (the failed
// volume's, src/queries/messages.test.ts) is left out.
beforeEach(() => {
  demo.cloud.state.messages = []
})
const DAY = 86_400_000

/** The x-openstack-request-id of the next answer to `method` on a path matching `path`. */
function nextRequestId(method: string, path: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      if (request.method !== method || !path.test(new URL(request.url).pathname)) return
      demo.server.events.removeListener('response:mocked', listener)
      resolve(response.headers.get('x-openstack-request-id') ?? '')
    }
    demo.server.events.on('response:mocked', listener)
  })
}

/** A volume of nfs-shared (no NFS backend can multi-attach): the scheduler fails it. */
async function unplaceable(client: OpenStackClient, name: string) {
  const requestId = nextRequestId('POST', /\/volumes$/)
  const created = await client.cinder.createVolume({ size: 1, name, volume_type: 'nfs-shared' })
  const failed = await waitFor(
    async () => {
      const volume = await client.cinder.getVolume(created.id)
      return volume.status === 'creating' ? undefined : volume
    },
    { clock },
  )
  return { volume: failed, requestId: await requestId }
}

async function messageOf(client: OpenStackClient, resourceUuid: string) {
  const { messages } = await client.cinder.listMessages({ filters: { resource_uuid: resourceUuid } })
  expect(messages).toHaveLength(1)
  return messages[0]!
}

describe('what Zed records', () => {
  it('a volume the scheduler can place nowhere: error, and VOLUME_VOLUME_001_003 for the request that made it', async () => {
    const client = await demo.signIn('member')
    const { volume, requestId } = await unplaceable(client, 'nowhere')
    expect(volume.status).toBe('error')
    const message = await messageOf(client, volume.id)
    expect(Object.keys(message)).toEqual([
      'id',
      'event_id',
      'user_message',
      'message_level',
      'created_at',
      'guaranteed_until',
      'request_id',
      'links',
      'resource_type',
      'resource_uuid',
    ])
    expect(message).toMatchObject({
      event_id: VOLUME_UNPLACEABLE_EVENT,
      user_message: 'schedule allocate volume:Could not find any available weighted backend.',
      message_level: 'ERROR',
      request_id: requestId,
      resource_type: 'VOLUME',
      resource_uuid: volume.id,
    })
    expect(VOLUME_UNPLACEABLE_EVENT).toBe('VOLUME_VOLUME_001_003')
    expect(Date.parse(`${message.guaranteed_until}Z`) - Date.parse(`${message.created_at}Z`)).toBe(30 * DAY)
    const project = client.token.project.id
    expect(message.links).toEqual([
      { rel: 'self', href: `http://cloud.test/volume/v3/${project}/messages/${message.id}` },
      { rel: 'bookmark', href: `http://cloud.test/volume/${project}/messages/${message.id}` },
    ])
    expect(await client.cinder.getMessage(message.id)).toEqual(message)
  })

  it('a backup without a backup service: failed by the scheduler, VOLUME_VOLUME_BACKUP_013_024', async () => {
    demo.cloud.settings.backupService = false
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const requestId = nextRequestId('POST', /\/backups$/)
    const created = await client.cinder.createBackup({ volumeId: scratch.id })
    const failed = await waitFor(
      async () => {
        const backup = await client.cinder.getBackup(created.id)
        return backup.status === 'creating' ? undefined : backup
      },
      { clock },
    )
    expect(failed).toMatchObject({ status: 'error', fail_reason: 'Service not found for creating backup.' })
    const { messages } = await client.cinder.listMessages({ filters: { event_id: BACKUP_SERVICE_MISSING_EVENT } })
    expect(messages).toEqual([
      expect.objectContaining({
        event_id: 'VOLUME_VOLUME_BACKUP_013_024',
        user_message: 'create backup:Backup failed to schedule. Service not found for creating backup.',
        message_level: 'ERROR',
        request_id: await requestId,
        resource_type: 'VOLUME_BACKUP',
        resource_uuid: created.id,
      }),
    ])
  })

  it('a backup that a backup service takes records nothing', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const created = await client.cinder.createBackup({ volumeId: scratch.id })
    await waitFor(async () => (await client.cinder.getBackup(created.id)).status === 'available', { clock })
    expect((await client.cinder.listMessages()).messages).toEqual([])
  })
})

describe('who sees which message', () => {
  it("a member lists every project's messages, as Zed's unscoped list does, but reads only its own by id", async () => {
    const admin = await demo.signIn('admin')
    const member = await demo.signIn('member')
    const theirs = await messageOf(member, (await unplaceable(admin, 'admins')).volume.id)
    const ours = await messageOf(member, (await unplaceable(member, 'ours')).volume.id)
    expect((await member.cinder.listMessages()).messages.map((message) => message.id)).toEqual([ours.id, theirs.id])
    await expect(member.cinder.getMessage(theirs.id)).rejects.toMatchObject({
      status: 404,
      fault: 'itemNotFound',
      message: `Message ${theirs.id} could not be found.`,
    })
    // Its next link's marker is the other project's message: following it is a 404.
    const page = await member.cinder.listMessages({ limit: 1, offset: 1 })
    expect(page).toMatchObject({ messages: [{ id: theirs.id }], nextMarker: theirs.id })
    await expect(member.cinder.listMessages({ limit: 1, marker: theirs.id })).rejects.toMatchObject({ status: 404 })
    await expect(member.cinder.deleteMessage(theirs.id)).rejects.toMatchObject({ status: 404 })
    expect(await admin.cinder.getMessage(ours.id)).toMatchObject({ id: ours.id })
  })

  it('a reader reads; only a member deletes (204), and then it is gone', async () => {
    const member = await demo.signIn('member')
    const reader = await demo.signIn('reader')
    const message = await messageOf(member, (await unplaceable(member, 'gone')).volume.id)
    expect(await reader.cinder.getMessage(message.id)).toEqual(message)
    await expect(reader.cinder.deleteMessage(message.id)).rejects.toMatchObject({
      status: 403,
      fault: 'forbidden',
      message: "Policy doesn't allow message:delete to be performed.",
    })
    await member.cinder.deleteMessage(message.id)
    await expect(member.cinder.getMessage(message.id)).rejects.toMatchObject({
      status: 404,
      message: `Message ${message.id} could not be found.`,
    })
    await expect(member.cinder.deleteMessage(message.id)).rejects.toMatchObject({ status: 404 })
  })

  it('goes once its 30 days are over (the reaper)', async () => {
    const member = await demo.signIn('member')
    const message = await messageOf(member, (await unplaceable(member, 'old')).volume.id)
    clock.advance(30 * DAY)
    const later = await demo.signIn('member')
    expect(await later.cinder.getMessage(message.id)).toMatchObject({ id: message.id })
    clock.advance(1000)
    await expect(later.cinder.getMessage(message.id)).rejects.toMatchObject({ status: 404 })
    expect((await later.cinder.listMessages()).messages).toEqual([])
  })
})

describe('the API per microversion', () => {
  it('below 3.3 there is no messages API (404)', async () => {
    const client = await demo.signIn('member')
    const gone = { status: 404, fault: 'itemNotFound', message: 'The resource could not be found.' }
    await expect(client.cinder.listMessages({}, { microversion: '3.2' })).rejects.toMatchObject(gone)
    await expect(client.cinder.getMessage(NOWHERE, { microversion: '3.2' })).rejects.toMatchObject(gone)
    await expect(client.cinder.deleteMessage(NOWHERE, { microversion: '3.2' })).rejects.toMatchObject(gone)
    await expect(client.cinder.getMessage(NOWHERE, { microversion: '3.3' })).rejects.toMatchObject({
      status: 404,
      message: `Message ${NOWHERE} could not be found.`,
    })
  })

  it('3.3 and 3.4 take no parameter: every message, whatever the filter or limit (a next link all the same)', async () => {
    const client = await demo.signIn('member')
    await unplaceable(client, 'one')
    await unplaceable(client, 'two')
    const page = await client.cinder.listMessages(
      { filters: { resource_uuid: NOWHERE }, limit: 1 },
      { microversion: '3.4' },
    )
    expect(page.messages).toHaveLength(2)
    expect(page.nextMarker).toBe(page.messages[1]!.id)
  })

  it('from 3.5: limit, marker, offset, sort on columns; a key that is no column gives nothing', async () => {
    const client = await demo.signIn('member')
    const first = (await unplaceable(client, 'first')).volume.id
    clock.advance(1000)
    const second = (await unplaceable(client, 'second')).volume.id
    const v35 = { microversion: '3.5' }
    const page = await client.cinder.listMessages({ limit: 1 }, v35)
    expect(page.messages.map((message) => message.resource_uuid)).toEqual([second])
    const rest = await client.cinder.listMessages({ limit: 1, marker: page.nextMarker }, v35)
    expect(rest.messages.map((message) => message.resource_uuid)).toEqual([first])
    const asc = await client.cinder.listMessages({ sort: 'created_at:asc', offset: 1 }, v35)
    expect(asc).toEqual({ messages: [expect.objectContaining({ resource_uuid: second })], nextMarker: undefined })
    expect((await client.cinder.listMessages({ filters: { foo: 'x' } }, v35)).messages).toEqual([])
    expect(
      (await client.cinder.listMessages({ filters: { all_tenants: '1' } }, { microversion: '3.30' })).messages,
    ).toEqual([])
    await expect(client.cinder.listMessages({ sort: 'size:asc' }, v35)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Invalid sort key',
    })
    await expect(client.cinder.listMessages({ sort: 'event_id:up' }, v35)).rejects.toMatchObject({
      status: 400,
      message: "Invalid input received: Unknown sort direction, must be 'desc' or 'asc'.",
    })
    await expect(client.cinder.listMessages({ marker: NOWHERE }, v35)).rejects.toMatchObject({
      status: 404,
      message: `Message ${NOWHERE} could not be found.`,
    })
  })

  it("from 3.31 a member's filters are resource_filters.json's; all_tenants is dropped; an admin may use any column", async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const volume = (await unplaceable(member, 'filtered')).volume.id
    const filters = {
      resource_uuid: volume,
      resource_type: 'VOLUME',
      event_id: VOLUME_UNPLACEABLE_EVENT,
      message_level: 'ERROR',
    }
    expect((await member.cinder.listMessages({ filters })).messages).toHaveLength(1)
    expect((await member.cinder.listMessages({ filters: { ...filters, all_tenants: '1' } })).messages).toHaveLength(1)
    await expect(
      member.cinder.listMessages({ filters: { project_id: member.token.project.id } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Invalid filters project_id are found in query options.',
    })
    await expect(member.cinder.listMessages({ filters: { 'event_id~': 'VOLUME' } })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid filters event_id~ are found in query options.',
    })
    const projectOnly = await admin.cinder.listMessages({ filters: { project_id: member.token.project.id } })
    expect(projectOnly.messages.map((message) => message.resource_uuid)).toEqual([volume])
    expect((await admin.cinder.listMessages({ filters: { 'event_id~': '_001_' } })).messages).toHaveLength(1)
  })

  it('the API module refuses filters and paging on a cloud below 3.5, where Cinder would ignore them', async () => {
    demo.cloud.settings.cinderMaxVersion = '3.4'
    const client = await demo.signIn('member')
    expect(client.feature('messages').available).toBe(true)
    await expect(client.cinder.listMessages({ filters: { event_id: 'x' } })).rejects.toMatchObject({
      kind: 'unsupported',
      reason: { code: 'feature-missing', feature: 'messageFilters', needed: '3.5', have: '3.4' },
    })
    expect((await client.cinder.listMessages()).messages).toEqual([])
  })
})
