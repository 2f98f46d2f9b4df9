// User-message queries (docs/messages.md): whether the cloud recorded, lately, a backup that
// failed because no backup service could take it (Cinder's VOLUME_VOLUME_BACKUP_013_024, M4).
// A member cannot list services; this message is what it can see of a missing cinder-backup.
import { queryOptions } from '@tanstack/react-query'
import type { Message, OpenStackClient } from '../api'
import { isOpenStackError } from '../api'
import { cinderTime } from '../components/format'
import { BACKUP_SERVICE_MISSING_EVENT } from '../rules/messages'
import { keys } from './keys'

/** What "lately" means by default: the last 24 hours. */
export const BACKUP_SERVICE_MISSING_WINDOW_MS = 24 * 60 * 60 * 1000

/** How many of the newest messages are read where the cloud does not filter by event id. */
export const MESSAGE_SCAN_LIMIT = 100

export interface BackupServiceMissing {
  /** The cloud recorded the event within the window. */
  recent: boolean
  /** The newest such message the cloud still keeps (30 days by default), or null. */
  message: Message | null
}

const newestFirst = (a: Message, b: Message) => cinderTime(b.created_at) - cinderTime(a.created_at)

/**
 * The messages matching `filters`, newest first: filtered by the cloud from 3.5; at 3.3–3.4 (no
 * parameter taken) every message, and where an operator's resource_filters.json refuses the filter
 * (400) the newest MESSAGE_SCAN_LIMIT; the caller picks from those with `keep`.
 */
async function messagesWhere(
  client: OpenStackClient,
  filters: Record<string, string>,
  limit: number,
  keep: (message: Message) => boolean,
): Promise<Message[]> {
  const picked = (messages: Message[]) => messages.filter(keep).sort(newestFirst).slice(0, limit)
  if (!client.feature('messageFilters').available) return picked((await client.cinder.listMessages()).messages)
  try {
    return picked((await client.cinder.listMessages({ filters, sort: 'created_at:desc', limit })).messages)
  } catch (error) {
    if (!isOpenStackError(error) || error.status !== 400) throw error
    return picked((await client.cinder.listMessages({ sort: 'created_at:desc', limit: MESSAGE_SCAN_LIMIT })).messages)
  }
}

/** The newest message of the event. */
async function newestBackupServiceMissing(client: OpenStackClient): Promise<Message | null> {
  const [newest] = await messagesWhere(
    client,
    { event_id: BACKUP_SERVICE_MISSING_EVENT },
    1,
    (message) => message.event_id === BACKUP_SERVICE_MISSING_EVENT,
  )
  return newest ?? null
}

/**
 * The newest message of the event the cloud keeps, or null: none, no messages API (below 3.3), or
 * a backup of the project made available since (the service is back, or never missing for it).
 */
export async function fetchBackupServiceMissing(client: OpenStackClient): Promise<Message | null> {
  if (!client.feature('messages').available) return null
  const message = await newestBackupServiceMissing(client)
  if (!message) return null
  const { backups } = await client.cinder.listBackups({
    limit: 1,
    sort: 'created_at:desc',
    filters: { status: 'available' },
  })
  const since = backups[0]
  return since && cinderTime(since.created_at) > cinderTime(message.created_at) ? null : message
}

/** Whether that message is recent: within `windowMs` of now. */
export function backupServiceMissingOf(
  message: Message | null,
  now: number,
  windowMs = BACKUP_SERVICE_MISSING_WINDOW_MS,
): BackupServiceMissing {
  return { recent: message !== null && cinderTime(message.created_at) >= now - windowMs, message }
}

/**
 * Whether the cloud lately failed a backup for lack of a backup service. Zed lists every
 * project's messages (M2), so another project's failed backup counts too: the service is the
 * cloud's. The cache holds the newest such message; "lately" is worked out when read, so it ends
 * as time passes without asking the cloud again. Off where the cloud has no messages API (below 3.3).
 */
export function backupServiceMissingOptions(
  client: OpenStackClient,
  options: { windowMs?: number; now?: () => number } = {},
) {
  const now = options.now ?? Date.now
  return queryOptions({
    queryKey: keys.backupServiceMissing(),
    queryFn: () => fetchBackupServiceMissing(client),
    select: (message: Message | null) => backupServiceMissingOf(message, now(), options.windowMs),
    enabled: client.feature('messages').available,
    staleTime: 60_000,
  })
}

/** At most this many messages are shown for one resource (the newest). */
export const RESOURCE_MESSAGES_LIMIT = 20

/** The messages Cinder keeps about one resource, newest first (a member may filter by resource_uuid, M5). */
export function fetchResourceMessages(client: OpenStackClient, resourceId: string): Promise<Message[]> {
  return messagesWhere(
    client,
    { resource_uuid: resourceId },
    RESOURCE_MESSAGES_LIMIT,
    (message) => message.resource_uuid === resourceId,
  )
}

/** Why a resource failed, in Cinder's words: its messages (none where the cloud has no messages API). */
export function resourceMessagesOptions(
  client: OpenStackClient,
  resourceId: string,
  options: { enabled?: boolean } = {},
) {
  return queryOptions({
    queryKey: keys.resourceMessages(resourceId),
    queryFn: () => fetchResourceMessages(client, resourceId),
    enabled: client.feature('messages').available && (options.enabled ?? true),
    // A message is written once; a resource's list grows only when new work on it fails.
    staleTime: 5 * 60_000,
  })
}
