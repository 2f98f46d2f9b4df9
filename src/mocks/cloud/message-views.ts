// The wire view of a user message (C:cinder/api/v3/views/messages.py#detail,
// C:cinder/api/v3/messages.py#_build_user_message): the same for show and list, keys in Cinder's
// order, resource_type and resource_uuid left out when empty.
import type { Message } from '../../api/types'
import { userMessageText } from '../../rules/messages'
import type { MessageRecord } from './state'

export interface MessageViewContext {
  /** Base URL for links, e.g. http://host/volume/v3/<project> (or …/v3 without a project). */
  base: string
}

/** The bookmark drops the version segment (C:cinder/api/common.py#_get_bookmark_link). */
export function bookmarkBase(base: string): string {
  return base.replace(/\/v3(?=\/|$)/, '')
}

export function messageView(message: MessageRecord, context: MessageViewContext): Message {
  const view: Message = {
    id: message.id,
    event_id: message.event_id,
    user_message: userMessageText(message.action_id, message.detail_id),
    message_level: message.message_level,
    created_at: message.created_at,
    guaranteed_until: message.expires_at,
    request_id: message.request_id,
    links: [
      { rel: 'self', href: `${context.base}/messages/${message.id}` },
      { rel: 'bookmark', href: `${bookmarkBase(context.base)}/messages/${message.id}` },
    ],
  }
  if (message.resource_type) view.resource_type = message.resource_type
  if (message.resource_uuid) view.resource_uuid = message.resource_uuid
  return view
}
