// Cinder's user messages: recorded where Zed's scheduler records them (a volume it can place
// nowhere, a backup with no backup service), shown by id to the project that owns them (an admin:
// any), listed to everyone who may list, whatever the project (Zed's list query is not scoped),
// deleted by a member, and gone once expired. docs/messages.md (M1–M6).
import type { MessageAction, MessageDetail, MessageResourceType } from '../../rules/messages'
import { MESSAGE_ACTIONS, MESSAGE_DETAILS, MESSAGE_TTL_SECONDS, messageEventId } from '../../rules/messages'
import { requirePolicy } from './access'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import { fail } from './fault'
import type { MessageRecord } from './state'
import { isoMicros } from './time'

export const messageNotFound = (id: string): never => fail(404, `Message ${id} could not be found.`)

export interface MessageInput {
  projectId: string
  /** The request that started the work; a fresh one when the work had none (inside the cloud). */
  requestId?: string
  resourceType: MessageResourceType
  resourceUuid: string | null
  action: MessageAction
  detail: MessageDetail
}

/**
 * The scheduler's periodic reaper (C:cinder/message/api.py#cleanup_expired_messages): messages
 * past expires_at go. Zed runs it once a day; the demo cloud runs it before every read.
 */
export function reapMessages(cloud: DemoCloud): void {
  const now = cloud.isoNow()
  if (cloud.messages.some((message) => message.expires_at < now)) {
    cloud.state.messages = cloud.messages.filter((message) => message.expires_at >= now)
  }
}

/** C:cinder/message/api.py#create: event id from resource, action and detail; kept message_ttl. */
export function recordMessage(cloud: DemoCloud, input: MessageInput): MessageRecord {
  reapMessages(cloud)
  const now = cloud.now()
  const message: MessageRecord = {
    id: newId(),
    project_id: input.projectId,
    request_id: input.requestId ?? `req-${newId()}`,
    resource_type: input.resourceType,
    resource_uuid: input.resourceUuid,
    event_id: messageEventId(input.resourceType, input.action, input.detail),
    action_id: MESSAGE_ACTIONS[input.action][0],
    detail_id: MESSAGE_DETAILS[input.detail][0],
    message_level: 'ERROR',
    created_at: isoMicros(now),
    expires_at: isoMicros(now + MESSAGE_TTL_SECONDS * 1000),
  }
  cloud.messages.push(message)
  return message
}

/** C:cinder/db/sqlalchemy/api.py#_message_get: project-scoped for a user, any project for an admin. */
export function findMessage(cloud: DemoCloud, caller: Caller, id: string): MessageRecord {
  reapMessages(cloud)
  const message = cloud.messages.find((candidate) => candidate.id === id)
  if (!message || !(isAdmin(caller) || message.project_id === caller.projectId)) return messageNotFound(id)
  return message
}

/** GET /messages/{id}: the lookup, then message:get (readers). */
export function showMessage(cloud: DemoCloud, caller: Caller, id: string): MessageRecord {
  const message = findMessage(cloud, caller, id)
  requirePolicy(cloud, caller, 'message:get')
  return message
}

/** DELETE /messages/{id}: the lookup (404), then message:delete (members, 403). */
export function deleteMessage(cloud: DemoCloud, caller: Caller, id: string): void {
  const message = findMessage(cloud, caller, id)
  requirePolicy(cloud, caller, 'message:delete')
  cloud.state.messages = cloud.messages.filter((candidate) => candidate !== message)
}
