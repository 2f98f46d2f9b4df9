// User messages on the wire (C:cinder/api/v3/views/messages.py).
import type { Link } from '../common'

/**
 * A user message (3.3): what went wrong after Cinder had already answered 2xx
 * (C:cinder/api/v3/views/messages.py#detail; docs/messages.md).
 */
export interface Message {
  id: string
  /** `VOLUME_<resource type>_<action id>_<detail id>`, e.g. `VOLUME_VOLUME_BACKUP_013_024`. */
  event_id: string
  /** `<action>:<detail>` in Cinder's words, e.g. `create backup:Backup failed to schedule. …`. */
  user_message: string
  /** `ERROR` for every message Zed records. */
  message_level: 'ERROR' | 'WARNING' | 'INFO'
  created_at: string
  /** created_at plus message_ttl (30 days by default); reaped some time after. */
  guaranteed_until: string
  /** The request that started the work that failed (a `req-…` id). */
  request_id: string
  links: Link[]
  /** Left out when the message has none. */
  resource_type?: 'VOLUME' | 'VOLUME_SNAPSHOT' | 'VOLUME_BACKUP'
  /** Left out when the message has none. */
  resource_uuid?: string
}

export interface MessageListBody {
  messages: Message[]
  messages_links?: Link[]
}
