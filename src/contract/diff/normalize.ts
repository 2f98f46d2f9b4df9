// What of an answer is compared: the shape of the body (every key path with the JSON type of its
// value, array elements merged), a few values that carry meaning (statuses, modes, fault codes),
// and the messages, with ids, request ids, times and URLs replaced so two clouds can agree.

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array'

/** Key path → the types seen there (several when array elements differ). */
export type Shape = Map<string, Set<JsonType>>

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  if (type === 'string' || type === 'number' || type === 'boolean') return type
  return 'object'
}

/**
 * Keys whose names are data, not schema: extra specs, metadata, the links of a resource's
 * versions, quota maps keyed by type names. Their contents are compared as one object.
 */
const OPEN_MAPS = /(^|\.)(extra_specs|metadata|volume_image_metadata|admin_metadata|capabilities)$/

/** Keys that carry a name of the cloud's data (a quota per volume type: gigabytes_<type>). */
function keyOf(parent: string, key: string): string {
  if (/(^|\.)quota_set$/.test(parent)) return key.replace(/^(gigabytes|volumes|snapshots|backups)_.+$/, '$1_<type>')
  return key
}

export function shapeOf(value: unknown, path = '', shape: Shape = new Map()): Shape {
  const add = (key: string, type: JsonType) => {
    const types = shape.get(key) ?? new Set<JsonType>()
    types.add(type)
    shape.set(key, types)
  }
  const type = jsonType(value)
  add(path || '(body)', type)
  if (type === 'array') {
    for (const item of value as unknown[]) shapeOf(item, `${path}[]`, shape)
  } else if (type === 'object' && !OPEN_MAPS.test(path)) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const name = keyOf(path, key)
      shapeOf(item, path ? `${path}.${name}` : name, shape)
    }
  }
  return shape
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
const HEX_ID = /\b[0-9a-f]{32}\b/gi
const REQUEST_ID = /\breq-<id>/g
const TIME = /\b\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)?\b/g
const URL = /\bhttps?:\/\/[^\s"'<>)]+/g
/** The names a recorder run gives what it makes (vc-diff-<run>-…): each cloud's run has its own. */
const RUN = /\bvc-diff-[a-z0-9]+/g

/** A text as two clouds can agree on it: ids, request ids, times and URLs replaced. */
export function normalizeText(text: string): string {
  return text
    .replace(RUN, 'vc-diff-<run>')
    .replace(URL, '<url>')
    .replace(UUID, '<id>')
    .replace(HEX_ID, '<id>')
    .replace(REQUEST_ID, '<request-id>')
    .replace(TIME, '<time>')
}

/** Keys whose values are compared, not only their type: they say what state a thing is in. */
const MEANINGFUL = new Set([
  'status',
  'attach_status',
  'attach_mode',
  'multiattach',
  'bootable',
  'code',
  'title',
  // A user message's event and wording (docs/messages.md).
  'event_id',
  'user_message',
  'message_level',
  'resource_type',
  // Where a volume shows up in a server: Nova's device, Cinder's mountpoint.
  'device',
  'mountpoint',
])

/** Key path → normalized value, for the meaningful keys and every fault message. */
export function valuesOf(value: unknown, path = '', found = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    // Lists hold the same kind of thing: their values are compared as a sorted set.
    const seen = new Map<string, Set<string>>()
    for (const item of value) {
      for (const [key, text] of valuesOf(item, `${path}[]`)) {
        const values = seen.get(key) ?? new Set<string>()
        values.add(text)
        seen.set(key, values)
      }
    }
    for (const [key, values] of seen) found.set(key, [...values].sort().join(' | '))
  } else if (value !== null && typeof value === 'object' && !OPEN_MAPS.test(path)) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const child = path ? `${path}.${key}` : key
      // A metadata map's keys: the ones the cloud adds itself (a volume's readonly and attached_mode).
      if (key === 'metadata' && item !== null && typeof item === 'object' && !Array.isArray(item))
        found.set(`${child} (keys)`, Object.keys(item).sort().join(', '))
      if ((MEANINGFUL.has(key) || key === 'message') && (item === null || typeof item !== 'object')) {
        found.set(child, normalizeText(String(item)))
      } else valuesOf(item, child, found)
    }
  } else if (path === '' && typeof value === 'string') {
    // A text body (an HTML error page): compared as text.
    found.set('(text)', normalizeText(value).replace(/\s+/g, ' ').trim())
  }
  return found
}

/** Header values as two clouds can agree on them. */
export function normalizeHeader(name: string, value: string): string {
  if (name === 'x-subject-token') return '<token>'
  if (name === 'content-type') return value.toLowerCase().replace(/\s+/g, '')
  if (name === 'x-openstack-request-id' || name === 'x-compute-request-id') {
    return /^req-[0-9a-f-]{36}$/.test(value) ? 'req-<uuid>' : `malformed: ${value}`
  }
  return normalizeText(value)
}
