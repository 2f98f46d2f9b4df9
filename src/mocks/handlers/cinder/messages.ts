// Cinder's user messages API (3.3): list, show, delete (C:cinder/api/v3/messages.py,
// C:cinder/db/sqlalchemy/api.py#message_get_all, C:cinder/api/common.py; docs/messages.md).
// Below 3.5 the list takes no parameter at all; from 3.5 limit, marker, offset, sort and filters
// on the message's columns; from 3.31 a member's filters are resource_filters.json's.
import { atLeast } from '../../../api/microversion'
import type { Link } from '../../../api/types'
import { requirePolicy } from '../../cloud/access'
import { isAdmin } from '../../cloud/cloud'
import { fail } from '../../cloud/fault'
import { messageView } from '../../cloud/message-views'
import { deleteMessage, findMessage, reapMessages, showMessage } from '../../cloud/messages'
import type { MessageRecord } from '../../cloud/state'
import { json, webobEmpty } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { intParam } from '../../http/router'
import { filterAllowed, MAX_LIMIT, refuseFilters } from './volume-list'

/** Upstream's "message" resource filters (C:etc/cinder/resource_filters.json). */
export const MESSAGE_FILTERS = ['resource_uuid', 'resource_type', 'event_id', 'request_id', 'message_level']

/** The Message model's columns (C:cinder/db/sqlalchemy/models.py#Message and CinderBase). */
const COLUMNS: Record<string, (message: MessageRecord) => string | null> = {
  id: (message) => message.id,
  project_id: (message) => message.project_id,
  request_id: (message) => message.request_id,
  resource_type: (message) => message.resource_type,
  resource_uuid: (message) => message.resource_uuid,
  event_id: (message) => message.event_id,
  action_id: (message) => message.action_id,
  detail_id: (message) => message.detail_id,
  message_level: (message) => message.message_level,
  created_at: (message) => message.created_at,
  expires_at: (message) => message.expires_at,
  updated_at: () => null,
  deleted_at: () => null,
  deleted: () => '0',
}

const isColumn = (key: string) => Object.hasOwn(COLUMNS, key.replace(/~+$/, ''))

const PAGING = ['limit', 'marker', 'offset', 'sort', 'sort_key', 'sort_dir']

type Spec = Array<{ key: string; dir: string }>

/** C:cinder/api/common.py#get_sort_params: the keys and directions as given (checked later). */
function sortParams(query: URLSearchParams): Spec {
  const sort = query.get('sort')
  if (sort !== null && (query.has('sort_key') || query.has('sort_dir'))) {
    fail(400, "The 'sort_key' and 'sort_dir' parameters are deprecated and cannot be used with the 'sort' parameter.")
  }
  if (sort !== null) {
    return sort
      .trim()
      .split(',')
      .map((part) => {
        const [key = '', dir = 'desc'] = part.split(':')
        return { key: key.trim(), dir: (dir || 'desc').trim() }
      })
  }
  return [{ key: (query.get('sort_key') ?? 'created_at').trim(), dir: (query.get('sort_dir') ?? 'desc').trim() }]
}

/** C:cinder/db/sqlalchemy/api.py#process_sort_params: directions checked, created_at and id added. */
function withTieBreakers(spec: Spec): Spec {
  for (const { dir } of spec) {
    if (dir !== 'asc' && dir !== 'desc')
      fail(400, "Invalid input received: Unknown sort direction, must be 'desc' or 'asc'.")
  }
  const first = spec[0]?.dir ?? 'desc'
  const full = [...spec]
  for (const key of ['created_at', 'id']) if (!full.some((entry) => entry.key === key)) full.push({ key, dir: first })
  return full
}

function compare(a: MessageRecord, b: MessageRecord, spec: Spec): number {
  for (const { key, dir } of spec) {
    const get = isColumn(key) ? COLUMNS[key] : undefined
    if (!get) continue
    const left = get(a) ?? ''
    const right = get(b) ?? ''
    if (left < right) return dir === 'asc' ? -1 : 1
    if (left > right) return dir === 'asc' ? 1 : -1
  }
  return 0
}

/**
 * C:cinder/api/common.py#reject_invalid_filters (3.31): admins any key; others the configured
 * ones, from 3.34 a key also when key + "~" is configured; all_tenants is dropped silently.
 */
function rejectInvalidFilters(context: RouteContext, filters: Array<[string, string]>): Array<[string, string]> {
  if (isAdmin(context.caller)) return filters
  const kept = filters.filter(([key]) => key !== 'all_tenants')
  const refused = kept.map(([key]) => key).filter((key) => !filterAllowed(key, MESSAGE_FILTERS, context.version))
  if (refused.length > 0) refuseFilters(refused)
  return kept
}

/** C:cinder/db/sqlalchemy/api.py#_process_messages_filters: exact, or `key~` a substring (LIKE). */
function applyFilters(messages: MessageRecord[], filters: Array<[string, string]>): MessageRecord[] {
  return messages.filter((message) =>
    filters.every(([key, value]) => {
      const like = key.endsWith('~')
      const field = COLUMNS[key.replace(/~+$/, '')]?.(message) ?? null
      if (field === null) return false
      return like ? field.toLowerCase().includes(value.toLowerCase()) : field === value
    }),
  )
}

/** C:cinder/api/common.py#_get_collection_links: a next link when the page is as long as the limit. */
function nextLinks(context: RouteContext, items: MessageRecord[]): Link[] {
  const limit = Math.min(intParam(context.query.get('limit'), 'limit') ?? MAX_LIMIT, MAX_LIMIT)
  const last = items[items.length - 1]
  if (!last || limit > items.length) return []
  const next = new URL(`${context.base}/messages`)
  for (const [key, value] of context.query.entries()) if (key !== 'marker') next.searchParams.append(key, value)
  next.searchParams.set('marker', last.id)
  return [{ rel: 'next', href: next.toString() }]
}

function offsetParam(value: string | null): number {
  if (value === null) return 0
  if (!/^\s*[-+]?\d+\s*$/.test(value)) fail(400, 'offset must be an integer')
  const offset = Number(value)
  if (offset < 0) fail(400, 'offset must be >= 0')
  if (offset > 2147483647) fail(400, 'offset must be <= 2147483647')
  return offset
}

/** Every project's messages (Zed's list query is not project-scoped: M2), then the page asked for. */
function listed(context: RouteContext): MessageRecord[] {
  const { cloud, caller, query, version } = context
  const all = [...cloud.messages]
  if (!atLeast(version, '3.5')) return all.sort((a, b) => compare(a, b, withTieBreakers([])))
  const limit = Math.min(intParam(query.get('limit'), 'limit') ?? MAX_LIMIT, MAX_LIMIT)
  const marker = query.get('marker')
  const offset = offsetParam(query.get('offset'))
  const spec = sortParams(query)
  let filters = [...query.entries()].filter(([key]) => !PAGING.includes(key))
  if (atLeast(version, '3.31')) {
    // eslint-disable-next-line no-control-regex
    if (filters.some(([key]) => /[^\x00-\x7f]/.test(key))) fail(400, 'Filter keys can only contain ASCII characters.')
    filters = rejectInvalidFilters(context, filters)
  }
  // The database's order: directions, then filters (a key that is no column: nothing), then the
  // marker (project-scoped: another project's message is a 404 even though it is listed), then
  // the sort keys (C:cinder/db/sqlalchemy/api.py#_generate_paginate_query).
  const full = withTieBreakers(spec)
  if (!filters.every(([key]) => isColumn(key))) return []
  const after = marker !== null ? findMessage(cloud, caller, marker) : null
  for (const { key } of full)
    if (!isColumn(key) || key.endsWith('~')) fail(400, 'Invalid input received: Invalid sort key')
  let items = applyFilters(all, filters).sort((a, b) => compare(a, b, full))
  if (after) items = items.filter((message) => compare(message, after, full) > 0)
  return items.slice(offset, offset + limit)
}

function list(context: RouteContext): Response {
  requirePolicy(context.cloud, context.caller, 'message:get_all')
  reapMessages(context.cloud)
  const items = listed(context)
  const body: Record<string, unknown> = { messages: items.map((message) => messageView(message, context)) }
  const links = nextLinks(context, items)
  if (links.length > 0) body.messages_links = links
  return json(body)
}

function show(context: RouteContext): Response {
  const message = showMessage(context.cloud, context.caller, context.params.id as string)
  return json({ message: messageView(message, context) })
}

function remove(context: RouteContext): Response {
  deleteMessage(context.cloud, context.caller, context.params.id as string)
  // webob.Response(status_int=204): HTML content type, no x-compute-request-id (seen on Zed).
  return webobEmpty(204)
}

export const messageRoutes: Route[] = [
  { method: 'GET', path: 'messages', min: '3.3', handle: list },
  { method: 'GET', path: 'messages/:id', min: '3.3', handle: show },
  { method: 'DELETE', path: 'messages/:id', min: '3.3', handle: remove },
]
