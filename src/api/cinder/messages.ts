// User messages (3.3): why something failed after Cinder had answered 2xx
// (C:cinder/api/v3/messages.py; docs/messages.md).
import type { Message, MessageListBody } from '../types'
import type { CallOptions, CinderCall } from './call'
import { nextMarkerOf, pageQuery } from './call'

export interface MessageListParams {
  /**
   * resource_uuid, resource_type, event_id, request_id, message_level for members (from 3.31 any
   * other key is a 400; C:etc/cinder/resource_filters.json); admins any column.
   */
  filters?: Record<string, string>
  /** Columns only, e.g. `created_at:desc` (the default) or `event_id:asc`. */
  sort?: string
  limit?: number
  marker?: string
  offset?: number
}

export interface MessagePage {
  messages: Message[]
  /** Marker of the next page when Cinder gave a next link. */
  nextMarker?: string
}

export function messageCalls(cinder: CinderCall) {
  return {
    /**
     * GET /messages (3.3). Filters, sort and paging count from 3.5 only: below it Cinder ignores
     * them and answers every message, so asking for them there is refused before sending. Zed
     * lists every project's messages to anyone who may list them (docs/messages.md, M2): filter by
     * resource_uuid to see one resource's.
     */
    async listMessages(params: MessageListParams = {}, options?: CallOptions): Promise<MessagePage> {
      cinder.require('messages', options)
      const { filters, ...page } = params
      const paged = Object.values(page).some((value) => value !== undefined)
      if (paged || (filters && Object.keys(filters).length > 0)) cinder.require('messageFilters', options)
      const body = await cinder.json<MessageListBody>(
        { path: ['messages'], query: { ...pageQuery(page), ...filters } },
        options,
      )
      return { messages: body.messages, nextMarker: nextMarkerOf(body.messages_links) }
    },

    /** GET /messages/{id} (3.3): the caller's project's only (an admin's: any), else 404. */
    async getMessage(id: string, options?: CallOptions): Promise<Message> {
      cinder.require('messages', options)
      return (await cinder.json<{ message: Message }>({ path: ['messages', id] }, options)).message
    },

    /** DELETE /messages/{id} (3.3): 204; a member of the project (or an admin). */
    async deleteMessage(id: string, options?: CallOptions): Promise<void> {
      cinder.require('messages', options)
      await cinder.send({ method: 'DELETE', path: ['messages', id] }, options)
    },
  }
}

export type MessageCalls = ReturnType<typeof messageCalls>
