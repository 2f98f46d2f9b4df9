// A volume's user metadata (C:cinder/api/v2/volume_metadata.py, v3/volume_metadata.py): list,
// add, replace all, one key, delete one key; from 3.15 the list carries an ETag and the updates
// honour If-Match (412 when another writer came first). Keys and values up to 255 characters.
import { atLeast } from '../../../api/microversion'
import type { VolumeRecord } from '../../cloud/state'
import { enforce, fail } from '../../cloud/fault'
import { canChangeVolumeMetadata, METADATA_KEY_PATTERN, METADATA_VALUE_MAX } from '../../../rules/edit-rules'
import { findVolume, requirePolicy } from '../../cloud/access'
import { json, webobBody, webobEmpty } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { pyRepr } from '../../http/py-repr'

/** 3.15: ETags on the metadata list, If-Match on its updates (C:cinder/api/microversions.py ETAGS). */
const ETAGS = '3.15'

/** A stable tag of the metadata as Cinder serialises it (Cinder hashes it with md5; any digest serves). */
function etagOf(metadata: Record<string, string>): string {
  const text = JSON.stringify({ metadata })
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0').repeat(4)
}

function volumeOf(context: RouteContext): VolumeRecord {
  return findVolume(context.cloud, context.caller, context.params.id as string)
}

function writable(volume: VolumeRecord, verb: 'Updating' | 'Deleting') {
  enforce(canChangeVolumeMetadata(volume, verb))
}

/** Cinder's extra_specs schema: keys of 1 to 255 of [a-zA-Z0-9-_:. /], string values up to 255. */
function checkMetadata(field: 'metadata' | 'meta', value: unknown, exactlyOne = false): Record<string, string> {
  const invalid = (reason: string) =>
    fail(400, `Invalid input for field/attribute ${field}. Value: ${pyRepr(value)}. ${reason}`)
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid(`${pyRepr(value)} is not of type 'object'`)
  const entries = Object.entries(value as Record<string, unknown>)
  if (exactlyOne && entries.length === 0) return invalid(`${pyRepr(value)} does not have enough properties`)
  if (exactlyOne && entries.length > 1) return invalid(`${pyRepr(value)} has too many properties`)
  // additionalProperties false beside patternProperties: jsonschema names every key outside the pattern.
  const extras = entries.map(([key]) => key).filter((key) => !METADATA_KEY_PATTERN.test(key))
  if (extras.length > 0) {
    const verb = extras.length === 1 ? 'does' : 'do'
    const names = [...extras]
      .sort()
      .map((key) => pyRepr(key))
      .join(', ')
    return invalid(`${names} ${verb} not match any of the regexes: '${METADATA_KEY_PATTERN.source}'`)
  }
  for (const [, item] of entries) {
    if (typeof item !== 'string') return invalid(`${pyRepr(item)} is not of type 'string'`)
    if (item.length > METADATA_VALUE_MAX) return invalid(`${pyRepr(item)} is too long`)
  }
  return Object.fromEntries(entries) as Record<string, string>
}

async function bodyField(context: RouteContext, field: 'metadata' | 'meta'): Promise<unknown> {
  const body = (await context.body()) as Record<string, unknown> | null
  if (!body || typeof body !== 'object' || !(field in body)) {
    fail(400, `Invalid input for field/attribute ${field}. Value: None. '${field}' is a required property`)
  }
  return body[field]
}

/** 412 with no body when If-Match names another state (from 3.15). */
function preconditionFailed(context: RouteContext, volume: VolumeRecord): Response | null {
  if (!atLeast(context.version, ETAGS)) return null
  const ifMatch = context.request.headers.get('If-Match')
  if (!ifMatch) return null
  const tags = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, '').replace(/"/g, ''))
  if (tags.includes('*') || tags.includes(etagOf(volume.metadata))) return null
  return webobEmpty(412)
}

/** From 3.15 the controller answers a webob.Response of its own: the JSON as text/html, with the ETag. */
function list(context: RouteContext): Response {
  const volume = volumeOf(context)
  const body = { metadata: { ...volume.metadata } }
  if (!atLeast(context.version, ETAGS)) return json(body)
  return webobBody(JSON.stringify(body), { ETag: etagOf(volume.metadata) })
}

// The body is checked first (the schema decorator), then the volume, the policy and its status.

async function add(context: RouteContext): Promise<Response> {
  const metadata = checkMetadata('metadata', await bodyField(context, 'metadata'))
  const volume = volumeOf(context)
  requirePolicy(context.cloud, context.caller, 'volume:create_volume_metadata')
  writable(volume, 'Updating')
  volume.metadata = { ...volume.metadata, ...metadata }
  volume.updated_at = context.cloud.isoNow()
  return json({ metadata: { ...volume.metadata } })
}

async function replaceAll(context: RouteContext): Promise<Response> {
  const metadata = checkMetadata('metadata', await bodyField(context, 'metadata'))
  const volume = volumeOf(context)
  const stale = preconditionFailed(context, volume)
  if (stale) return stale
  requirePolicy(context.cloud, context.caller, 'volume:update_volume_metadata')
  writable(volume, 'Updating')
  volume.metadata = { ...metadata }
  volume.updated_at = context.cloud.isoNow()
  return json({ metadata: { ...volume.metadata } })
}

function showKey(context: RouteContext): Response {
  const volume = volumeOf(context)
  const key = context.params.key as string
  const value = volume.metadata[key]
  if (value === undefined) fail(404, `Volume ${volume.id} has no metadata with key ${key}.`)
  return json({ meta: { [key]: value } })
}

async function setKey(context: RouteContext): Promise<Response> {
  const meta = checkMetadata('meta', await bodyField(context, 'meta'), true)
  const volume = volumeOf(context)
  const stale = preconditionFailed(context, volume)
  if (stale) return stale
  const key = context.params.key as string
  if (!(key in meta)) fail(400, 'Request body and URI mismatch')
  requirePolicy(context.cloud, context.caller, 'volume:update_volume_metadata')
  writable(volume, 'Updating')
  volume.metadata = { ...volume.metadata, ...meta }
  volume.updated_at = context.cloud.isoNow()
  return json({ meta })
}

function deleteKey(context: RouteContext): Response {
  const volume = volumeOf(context)
  const key = context.params.key as string
  if (volume.metadata[key] === undefined) fail(404, `Volume ${volume.id} has no metadata with key ${key}.`)
  requirePolicy(context.cloud, context.caller, 'volume:delete_volume_metadata')
  writable(volume, 'Deleting')
  const { [key]: _removed, ...rest } = volume.metadata
  volume.metadata = rest
  volume.updated_at = context.cloud.isoNow()
  return webobEmpty(200)
}

export const volumeMetadataRoutes: Route[] = [
  { method: 'GET', path: 'volumes/:id/metadata', handle: list },
  { method: 'POST', path: 'volumes/:id/metadata', handle: add },
  { method: 'PUT', path: 'volumes/:id/metadata', handle: replaceAll },
  { method: 'GET', path: 'volumes/:id/metadata/:key', handle: showKey },
  { method: 'PUT', path: 'volumes/:id/metadata/:key', handle: setKey },
  { method: 'DELETE', path: 'volumes/:id/metadata/:key', handle: deleteKey },
]
