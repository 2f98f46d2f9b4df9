// Cinder snapshot routes: list (summary and detail), show, create, update, delete, the admin
// actions, and a snapshot's metadata (C:cinder/api/v3/snapshots.py, v2/snapshots.py,
// contrib/admin_actions.py, v3/snapshot_metadata.py; docs/snapshots.md).
import { atLeast } from '../../../api/microversion'
import { FORCE_FLAG_INVALID, SNAPSHOT_IN_USE_MICROVERSION } from '../../../rules/snapshot-rules'
import { findVolume, requirePolicy } from '../../cloud/access'
import { isAdmin } from '../../cloud/cloud'
import { enforce, fail } from '../../cloud/fault'
import { checkSnapshotMetadata } from '../../../rules/edit-rules'
import { snapshotView } from '../../cloud/snapshot-views'
import { createSnapshot, deleteSnapshot, findSnapshot, startDeleting, updateSnapshot } from '../../cloud/snapshots'
import type { SnapshotRecord } from '../../cloud/state'
import { json, webobEmpty } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { unmanageSnapshot } from '../../cloud/manage'
import * as schemas from './schemas'
import { type AddedFilters, pageOf, sortBy, sortSpec, userFilters } from './volume-list'

/** Upstream's "snapshot" resource filters (C:etc/cinder/resource_filters.json). */
export const SNAPSHOT_FILTERS = ['name', 'status', 'volume_id', 'metadata', 'availability_zone', 'consumes_quota']

/** Dropped below 3.31 when asked before their microversion (C:cinder/api/v3/snapshots.py#MV_ADDED_FILTERS). */
const SNAPSHOT_ADDED_FILTERS: AddedFilters = [
  ['metadata', '3.22'],
  ['consumes_quota', '3.65'],
]

/** Model columns (name maps to display_name from 3.30); `size` is not one (volume_size is). */
const SORT_KEYS: Record<string, (snapshot: SnapshotRecord) => string | number> = {
  id: (snapshot) => snapshot.id,
  created_at: (snapshot) => snapshot.created_at,
  updated_at: (snapshot) => snapshot.updated_at ?? '',
  status: (snapshot) => snapshot.status,
  volume_id: (snapshot) => snapshot.volume_id,
  volume_size: (snapshot) => snapshot.size,
  display_name: (snapshot) => snapshot.name ?? '',
  display_description: (snapshot) => snapshot.description ?? '',
  progress: (snapshot) => snapshot.progress,
  project_id: (snapshot) => snapshot.project_id,
  user_id: (snapshot) => snapshot.user_id,
}

function matches(snapshot: SnapshotRecord, key: string, value: string): boolean {
  switch (key) {
    case 'name':
      return snapshot.name === value
    // An admin's like-filter from 3.34 (C:cinder/db/sqlalchemy/api.py#apply_like_filters).
    case 'name~':
      return (snapshot.name ?? '').toLowerCase().includes(value.toLowerCase())
    case 'status':
      return snapshot.status === value
    case 'volume_id':
      return snapshot.volume_id === value
    case 'availability_zone':
      return snapshot.availability_zone === value
    case 'project_id':
      return snapshot.project_id === value
    case 'consumes_quota':
      return schemas.truthy(value)
    case 'metadata': {
      const pairs = [...value.matchAll(/['"]([^'"]+)['"]\s*:\s*['"]([^'"]*)['"]/g)]
      return pairs.every(([, k = '', v]) => snapshot.metadata[k] === v)
    }
    default:
      // An admin's key that is not a column gives an empty list, not an error.
      return false
  }
}

function list(detail: boolean) {
  return (context: RouteContext): Response => {
    const { cloud, caller, query, version } = context
    const allTenants = isAdmin(caller) && ['1', 'true', 'True'].includes(query.get('all_tenants') ?? '')
    const filters = userFilters(context, SNAPSHOT_FILTERS, SNAPSHOT_ADDED_FILTERS)
    const visible = cloud.snapshots.filter(
      (snapshot) =>
        cloud.sees(caller, snapshot.project_id, allTenants) &&
        filters.every(([key, value]) => matches(snapshot, key, value)),
    )
    const keys = atLeast(version, '3.30') ? [...Object.keys(SORT_KEYS), 'name'] : Object.keys(SORT_KEYS)
    const spec = sortSpec(query, keys).map(({ key, dir }) => ({ key: key === 'name' ? 'display_name' : key, dir }))
    const path = detail ? 'snapshots/detail' : 'snapshots'
    const { items, count, links } = pageOf(context, path, sortBy(visible, spec, SORT_KEYS), 'Snapshot')
    const body: Record<string, unknown> = {
      snapshots: items.map((snapshot) =>
        snapshotView(snapshot, { microversion: version, summary: !detail, extended: detail }),
      ),
    }
    if (links.length > 0) body.snapshots_links = links
    if (atLeast(version, '3.45') && ['true', 'True', '1'].includes(query.get('with_count') ?? '')) body.count = count
    return json(body)
  }
}

function show(context: RouteContext): Response {
  const snapshot = findSnapshot(context.cloud, context.caller, context.params.id as string)
  return json({ snapshot: snapshotView(snapshot, { microversion: context.version, extended: true }) })
}

async function create(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ snapshot: Record<string, unknown> }>(schemas.snapshotCreate)
  const input = body.snapshot
  const inUseAllowed = atLeast(context.version, SNAPSHOT_IN_USE_MICROVERSION)
  const forceGiven = 'force' in input
  const force = forceGiven ? schemas.truthy(input.force) : false
  const volumeId = (input.volume_id ?? 'None') as string
  // The volume is looked up before the force flag is judged (C:cinder/api/v3/snapshots.py#create).
  if (inUseAllowed && forceGiven && !force) {
    findVolume(context.cloud, context.caller, volumeId)
    fail(400, FORCE_FLAG_INVALID)
  }
  const snapshot = createSnapshot(context.cloud, context.caller, {
    volume_id: volumeId,
    name: ((input.name ?? input.display_name ?? null) as string | null)?.trim() ?? null,
    description: ((input.description ?? null) as string | null)?.trim() ?? null,
    metadata: (input.metadata ?? {}) as Record<string, string>,
    force,
    inUseAllowed,
  })
  return json({ snapshot: snapshotView(snapshot, { microversion: context.version }) }, 202)
}

async function update(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ snapshot: Record<string, unknown> }>(schemas.snapshotUpdate)
  const input = body.snapshot
  if (Object.keys(input).length === 0) {
    fail(400, 'Invalid input for field/attribute snapshot. Value: {}. {} is not valid under any of the given schemas')
  }
  const fields: { name?: string | null; description?: string | null } = {}
  if ('name' in input || 'display_name' in input) {
    fields.name = ((input.name ?? input.display_name ?? null) as string | null)?.trim() ?? null
  }
  if ('description' in input || 'display_description' in input) {
    fields.description = ((input.description ?? input.display_description ?? null) as string | null)?.trim() ?? null
  }
  const snapshot = updateSnapshot(context.cloud, context.caller, context.params.id as string, fields)
  return json({ snapshot: snapshotView(snapshot, { microversion: context.version }) })
}

function remove(context: RouteContext): Response {
  deleteSnapshot(context.cloud, context.caller, context.params.id as string)
  return webobEmpty(202)
}

const STATUSES = [
  'error',
  'available',
  'creating',
  'deleting',
  'deleted',
  'updating',
  'error_deleting',
  'unmanaging',
  'backing-up',
  'restoring',
]

/** os-reset_status, os-force_delete and os-unmanage (admin only; C:cinder/api/contrib/admin_actions.py). */
async function action(context: RouteContext): Promise<Response> {
  const { cloud, caller } = context
  const body = (await context.body()) as Record<string, unknown> | null
  const name = body && typeof body === 'object' ? Object.keys(body)[0] : undefined
  const snapshot = findSnapshot(cloud, caller, context.params.id as string)
  switch (name) {
    case 'os-reset_status': {
      requirePolicy(cloud, caller, 'volume_extension:snapshot_admin_actions:reset_status')
      const status = String((body?.['os-reset_status'] as { status?: unknown } | null)?.status ?? '').toLowerCase()
      if (!STATUSES.includes(status)) {
        fail(
          400,
          `Snapshot status: ${status} is invalid, valid statuses are: (${STATUSES.map((s) => `'${s}'`).join(', ')}).`,
        )
      }
      snapshot.status = status
      snapshot.updated_at = cloud.isoNow()
      return webobEmpty(202)
    }
    case 'os-unmanage':
      unmanageSnapshot(cloud, caller, snapshot.id)
      return webobEmpty(202)
    case 'os-force_delete':
      requirePolicy(cloud, caller, 'volume_extension:snapshot_admin_actions:force_delete')
      startDeleting(cloud, snapshot)
      return webobEmpty(202)
    default:
      return fail(
        400,
        `There is no such action: ${name ?? ''}. Verify the request body and Content-Type header and try again.`,
      )
  }
}

// Metadata: no schema on these routes; the body's element must be there (assert_valid_body).

function element(body: unknown, field: 'metadata' | 'meta'): Record<string, string> {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    fail(400, `Missing required element '${field}' in request body.`)
  }
  return { ...(value as Record<string, string>) }
}

function metadataOf(context: RouteContext): SnapshotRecord {
  return findSnapshot(context.cloud, context.caller, context.params.id as string)
}

async function setMetadata(context: RouteContext, merge: boolean): Promise<Response> {
  const snapshot = metadataOf(context)
  const metadata = element(await context.body(), 'metadata')
  requirePolicy(context.cloud, context.caller, 'volume:update_snapshot_metadata')
  const next = merge ? { ...snapshot.metadata, ...metadata } : metadata
  enforce(checkSnapshotMetadata(next))
  snapshot.metadata = next
  snapshot.updated_at = context.cloud.isoNow()
  return json({ metadata: { ...snapshot.metadata } })
}

function missingKey(snapshot: SnapshotRecord, key: string): never {
  return fail(404, `Snapshot ${snapshot.id} has no metadata with key ${key}.`)
}

async function setKey(context: RouteContext): Promise<Response> {
  const snapshot = metadataOf(context)
  const meta = element(await context.body(), 'meta')
  const key = context.params.key as string
  if (!(key in meta)) fail(400, 'Request body and URI mismatch')
  if (Object.keys(meta).length > 1) fail(400, 'Request body contains too many items')
  requirePolicy(context.cloud, context.caller, 'volume:update_snapshot_metadata')
  enforce(checkSnapshotMetadata({ ...snapshot.metadata, ...meta }))
  snapshot.metadata = { ...snapshot.metadata, ...meta }
  snapshot.updated_at = context.cloud.isoNow()
  return json({ meta })
}

function deleteKey(context: RouteContext): Response {
  const snapshot = metadataOf(context)
  const key = context.params.key as string
  if (snapshot.metadata[key] === undefined) missingKey(snapshot, key)
  requirePolicy(context.cloud, context.caller, 'volume:delete_snapshot_metadata')
  const { [key]: _removed, ...rest } = snapshot.metadata
  snapshot.metadata = rest
  snapshot.updated_at = context.cloud.isoNow()
  return webobEmpty(200)
}

export const snapshotRoutes: Route[] = [
  { method: 'GET', path: 'snapshots', handle: list(false) },
  { method: 'GET', path: 'snapshots/detail', handle: list(true) },
  { method: 'POST', path: 'snapshots', handle: create },
  { method: 'GET', path: 'snapshots/:id', handle: show },
  { method: 'PUT', path: 'snapshots/:id', handle: update },
  { method: 'DELETE', path: 'snapshots/:id', handle: remove },
  { method: 'POST', path: 'snapshots/:id/action', handle: action },
  {
    method: 'GET',
    path: 'snapshots/:id/metadata',
    handle: (context) => json({ metadata: metadataOf(context).metadata }),
  },
  { method: 'POST', path: 'snapshots/:id/metadata', handle: (context) => setMetadata(context, true) },
  { method: 'PUT', path: 'snapshots/:id/metadata', handle: (context) => setMetadata(context, false) },
  {
    method: 'GET',
    path: 'snapshots/:id/metadata/:key',
    handle: (context) => {
      const snapshot = metadataOf(context)
      const key = context.params.key as string
      const value = snapshot.metadata[key]
      return value === undefined ? missingKey(snapshot, key) : json({ meta: { [key]: value } })
    },
  },
  { method: 'PUT', path: 'snapshots/:id/metadata/:key', handle: setKey },
  { method: 'DELETE', path: 'snapshots/:id/metadata/:key', handle: deleteKey },
]
