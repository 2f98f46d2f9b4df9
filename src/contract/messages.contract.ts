// User messages (3.3; M1–M6, docs/messages.md). The deterministic way to make a real cloud record
// one: an admin's volume type whose volume_backend_name names no backend, so the scheduler fails
// the volume (VOLUME_VOLUME_001_003). Then: the view, show, the refusals, paging, Zed's unscoped
// list against its project-scoped show, delete; and a backup that finds no backup service
// (VOLUME_VOLUME_BACKUP_013_024), which the demo cloud plays with `backupService: false`.
// Needs an admin (CONTRACT_ADMIN_*) for the type.
import { fetchResourceMessages } from '../queries/messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backup, Message, OpenStackClient, Volume } from '../api'
import { putDemoSettings } from '../api/demo-settings'
import { BACKUP_SERVICE_MISSING_EVENT, VOLUME_UNPLACEABLE_EVENT } from '../rules/messages'
import { setUpWorld } from './world'

const world = setUpWorld()
const NOWHERE = '00000000-0000-4000-8000-000000000000'
const REQUEST_ID = /^req-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const DAY = 86_400_000

let typeId: string | null = null
let typeName = ''
/** Volumes made here with who made them, and their messages, for the clean-up. */
const made: Array<{ client: OpenStackClient; volume: string }> = []
const backups: string[] = []
let mine: { volume: Volume; message: Message }

function admin(): OpenStackClient {
  if (!world.admin) throw new Error('needs CONTRACT_ADMIN_* on this cloud (an admin makes the type on no backend)')
  return world.admin
}

async function settled(client: OpenStackClient, id: string): Promise<Volume> {
  const deadline = Date.now() + world.target.timeoutMs
  for (;;) {
    const volume = await client.cinder.getVolume(id)
    if (volume.status !== 'creating') return volume
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${id} to leave creating`)
    await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
  }
}

async function settledBackup(id: string): Promise<Backup> {
  const deadline = Date.now() + world.target.timeoutMs
  for (;;) {
    const backup = await world.member.cinder.getBackup(id)
    if (backup.status !== 'creating') return backup
    if (Date.now() > deadline) throw new Error(`timed out waiting for backup ${id} to leave creating`)
    await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
  }
}

/** A volume of the type on no backend, made by `client`, once the scheduler has failed it. */
async function unplaceable(client: OpenStackClient, label: string): Promise<Volume> {
  const created = await client.cinder.createVolume({ size: 1, name: world.name(label), volume_type: typeName })
  made.push({ client, volume: created.id })
  return settled(client, created.id)
}

/** The messages about one resource: the only way to a stable answer on a shared cloud (M2). */
async function about(client: OpenStackClient, resource: string): Promise<Message[]> {
  return (await client.cinder.listMessages({ filters: { resource_uuid: resource } })).messages
}

beforeAll(async () => {
  typeName = world.name('unplaceable')
  const type = await admin().cinder.createVolumeType({
    name: typeName,
    description: 'Created by the Volume Console test suites: names no backend',
    extra_specs: { volume_backend_name: world.name('no-such-backend') },
  })
  typeId = type.id
  const volume = await unplaceable(world.member, 'msg-mine')
  const [message] = await about(world.member, volume.id)
  if (!message) throw new Error(`the cloud recorded no message for ${volume.id}`)
  mine = { volume, message }
}, 300_000)

// The volumes in error have no host: they go at once. Then the type; messages stay until deleted.
afterAll(async () => {
  for (const id of backups) {
    await world.member.cinder.deleteBackup(id).catch(() => undefined)
    await world.waitGone(() => world.member.cinder.getBackup(id), `backup ${id}`).catch(() => undefined)
  }
  for (const { client, volume } of made) {
    const messages = await about(admin(), volume).catch(() => [])
    for (const message of messages)
      await admin()
        .cinder.deleteMessage(message.id)
        .catch(() => undefined)
    await client.cinder.deleteVolume(volume).catch(() => undefined)
    await world.waitGone(() => client.cinder.getVolume(volume), `volume ${volume}`)
  }
  if (typeId) await admin().cinder.deleteVolumeType(typeId)
}, 300_000)

describe('messages: what the scheduler records', () => {
  it('a volume on no backend ends in error, and the member reads why (VOLUME_VOLUME_001_003)', async () => {
    const { volume, message } = mine
    expect(volume.status).toBe('error')
    expect(world.member.feature('messages').available).toBe(true)
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
      resource_type: 'VOLUME',
      resource_uuid: volume.id,
      request_id: expect.stringMatching(REQUEST_ID),
    })
    expect(VOLUME_UNPLACEABLE_EVENT).toBe('VOLUME_VOLUME_001_003')
    expect(message.links.map((link) => link.rel)).toEqual(['self', 'bookmark'])
    expect(message.links[0]?.href).toMatch(new RegExp(`/v3(/[0-9a-f-]+)?/messages/${message.id}$`))
    const kept = Date.parse(`${message.guaranteed_until}Z`) - Date.parse(`${message.created_at}Z`)
    if (world.target.kind === 'demo') expect(kept).toBe(30 * DAY)
    // A real cloud keeps it message_ttl: 30 days by default (Zed's default), an operator's choice elsewhere.
    else expect(kept).toBeGreaterThan(0)
    expect(await world.member.cinder.getMessage(message.id)).toEqual(message)
    const byEvent = await world.member.cinder.listMessages({
      filters: { event_id: VOLUME_UNPLACEABLE_EVENT, resource_uuid: volume.id, message_level: 'ERROR' },
    })
    expect(byEvent.messages).toEqual([message])
    // What the volume's page and its row ask: the resource's own messages, newest first.
    expect(await fetchResourceMessages(world.member, volume.id)).toEqual([message])
  })

  it('a backup with no backup service to take it fails, with VOLUME_VOLUME_BACKUP_013_024', async () => {
    const volume = await world.volume('msg-bak')
    const demoOrigin = world.target.kind === 'demo' ? new URL(world.target.member.authUrl).origin : null
    if (demoOrigin) await putDemoSettings(demoOrigin, { settings: { backupService: false } })
    let backup: Backup
    try {
      const created = await world.member.cinder.createBackup({ volumeId: volume.id, name: world.name('msg-bak') })
      backups.push(created.id)
      backup = await settledBackup(created.id)
    } finally {
      if (demoOrigin) await putDemoSettings(demoOrigin, { settings: { backupService: true } })
    }
    const messages = await about(world.member, backup.id)
    if (world.target.kind === 'demo' || backup.status === 'error') {
      expect(backup).toMatchObject({ status: 'error', fail_reason: 'Service not found for creating backup.' })
      expect(messages).toEqual([
        expect.objectContaining({
          event_id: BACKUP_SERVICE_MISSING_EVENT,
          user_message: 'create backup:Backup failed to schedule. Service not found for creating backup.',
          message_level: 'ERROR',
          resource_type: 'VOLUME_BACKUP',
          resource_uuid: backup.id,
        }),
      ])
    } else {
      // A real cloud that runs cinder-backup (the Zed cloud CI starts does) makes the backup and records
      // nothing; the message above is read in C:cinder/scheduler/manager.py#create_backup and
      // shown on the demo cloud, where `backupService: false` plays a cloud without the service.
      expect(backup.status).toBe('available')
      expect(messages).toEqual([])
    }
    await world.waitVolume(volume.id, (v) => v.status === 'available', 'the volume back to available')
  })
})

describe('messages: who sees what', () => {
  it("a member's list holds another project's message too (Zed's list is not scoped); show is scoped", async () => {
    const theirs = await unplaceable(admin(), 'msg-theirs')
    const [message] = await about(world.member, theirs.id)
    expect(message).toMatchObject({ event_id: VOLUME_UNPLACEABLE_EVENT, resource_uuid: theirs.id })
    expect(message!.request_id).not.toBe(mine.message.request_id)
    await expect(world.member.cinder.getMessage(message!.id)).rejects.toMatchObject({
      status: 404,
      fault: 'itemNotFound',
      message: `Message ${message!.id} could not be found.`,
    })
    await expect(world.member.cinder.deleteMessage(message!.id)).rejects.toMatchObject({ status: 404 })
    // As a marker it is not found either, though the list showed it.
    await expect(world.member.cinder.listMessages({ marker: message!.id })).rejects.toMatchObject({
      status: 404,
      message: `Message ${message!.id} could not be found.`,
    })
    expect(await admin().cinder.getMessage(mine.message.id)).toMatchObject({ id: mine.message.id })
  })
})

describe('messages: refusals and paging', () => {
  it('below 3.3 there is no messages API (404)', async () => {
    const gone404 = { status: 404, fault: 'itemNotFound', message: 'The resource could not be found.' }
    await expect(world.member.cinder.listMessages({}, { microversion: '3.2' })).rejects.toMatchObject(gone404)
    await expect(world.member.cinder.getMessage(mine.message.id, { microversion: '3.2' })).rejects.toMatchObject(
      gone404,
    )
    expect(await world.member.cinder.getMessage(mine.message.id, { microversion: '3.3' })).toMatchObject({
      id: mine.message.id,
    })
  })

  it("an unknown id, a member's filter outside resource_filters.json, a bad sort key", async () => {
    const cinder = world.member.cinder
    await expect(cinder.getMessage(NOWHERE)).rejects.toMatchObject({
      status: 404,
      message: `Message ${NOWHERE} could not be found.`,
    })
    await expect(cinder.deleteMessage(NOWHERE)).rejects.toMatchObject({
      status: 404,
      message: `Message ${NOWHERE} could not be found.`,
    })
    await expect(cinder.listMessages({ filters: { project_id: world.member.token.project.id } })).rejects.toMatchObject(
      { status: 400, message: 'Invalid filters project_id are found in query options.' },
    )
    await expect(cinder.listMessages({ filters: { 'event_id~': 'VOLUME' } })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid filters event_id~ are found in query options.',
    })
    await expect(cinder.listMessages({ sort: 'size:asc' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Invalid sort key',
    })
    await expect(cinder.listMessages({ limit: -1 })).rejects.toMatchObject({
      status: 400,
      message: 'limit param must be positive',
    })
  })

  it('a page as long as its limit has a next marker; after it, nothing', async () => {
    const filters = { resource_uuid: mine.volume.id }
    const page = await world.member.cinder.listMessages({ filters, limit: 1, sort: 'event_id:asc' })
    expect(page).toEqual({ messages: [mine.message], nextMarker: mine.message.id })
    expect(await world.member.cinder.listMessages({ filters, limit: 1, marker: page.nextMarker })).toEqual({
      messages: [],
      nextMarker: undefined,
    })
  })

  it('the member deletes its message (204): then it is gone', async () => {
    const volume = await unplaceable(world.member, 'msg-delete')
    const [message] = await about(world.member, volume.id)
    await world.member.cinder.deleteMessage(message!.id)
    await expect(world.member.cinder.getMessage(message!.id)).rejects.toMatchObject({
      status: 404,
      message: `Message ${message!.id} could not be found.`,
    })
    expect(await about(world.member, volume.id)).toEqual([])
  })
})
