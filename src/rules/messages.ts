// Cinder's user messages (M1–M6, docs/messages.md): what an event is called and how Cinder words
// it, as plain data. The demo cloud records them where Zed does; the console asks for them by
// event id. C:cinder/message/message_field.py, C:cinder/message/api.py#create,
// C:cinder/api/v3/messages.py#_build_user_message.

export type MessageResourceType = 'VOLUME' | 'VOLUME_SNAPSHOT' | 'VOLUME_BACKUP'

/** message_field.Action: id and text (only the ones the demo cloud records, and the backup ones). */
export const MESSAGE_ACTIONS = {
  SCHEDULE_ALLOCATE_VOLUME: ['001', 'schedule allocate volume'],
  BACKUP_CREATE: ['013', 'create backup'],
  BACKUP_DELETE: ['014', 'delete backup'],
  BACKUP_RESTORE: ['015', 'restore backup'],
} as const satisfies Record<string, readonly [string, string]>

/** message_field.Detail: id and text (the same selection). */
export const MESSAGE_DETAILS = {
  UNKNOWN_ERROR: ['001', 'An unknown error occurred.'],
  NO_BACKEND_AVAILABLE: ['003', 'Could not find any available weighted backend.'],
  BACKUP_SERVICE_DOWN: ['018', 'Backup service is down.'],
  BACKUP_SCHEDULE_ERROR: ['024', 'Backup failed to schedule. Service not found for creating backup.'],
} as const satisfies Record<string, readonly [string, string]>

export type MessageAction = keyof typeof MESSAGE_ACTIONS
export type MessageDetail = keyof typeof MESSAGE_DETAILS

/** `VOLUME_<resource type>_<action id>_<detail id>` (M1). */
export function messageEventId(resource: MessageResourceType, action: MessageAction, detail: MessageDetail): string {
  return `VOLUME_${resource}_${MESSAGE_ACTIONS[action][0]}_${MESSAGE_DETAILS[detail][0]}`
}

/**
 * The `user_message` Cinder builds when it answers (M1): `<action text>:<detail text>`, no space
 * after the colon. An unknown action reads `unknown action`, an unknown detail as UNKNOWN_ERROR's.
 */
export function userMessageText(actionId: string, detailId: string): string {
  const action = Object.values(MESSAGE_ACTIONS).find(([id]) => id === actionId)?.[1] ?? 'unknown action'
  const detail = Object.values(MESSAGE_DETAILS).find(([id]) => id === detailId)?.[1] ?? MESSAGE_DETAILS.UNKNOWN_ERROR[1]
  return `${action}:${detail}`
}

/**
 * A backup the scheduler failed because no backup service was up, enabled and in the volume's
 * zone (M4, C:cinder/scheduler/manager.py#create_backup): `VOLUME_VOLUME_BACKUP_013_024`.
 */
export const BACKUP_SERVICE_MISSING_EVENT = messageEventId('VOLUME_BACKUP', 'BACKUP_CREATE', 'BACKUP_SCHEDULE_ERROR')

/** A volume the scheduler could place on no backend (M3): `VOLUME_VOLUME_001_003`. */
export const VOLUME_UNPLACEABLE_EVENT = messageEventId('VOLUME', 'SCHEDULE_ALLOCATE_VOLUME', 'NO_BACKEND_AVAILABLE')

/** [DEFAULT] message_ttl: a message is kept at least this long (guaranteed_until). */
export const MESSAGE_TTL_SECONDS = 2_592_000
