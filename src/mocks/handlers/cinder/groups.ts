// Group and group snapshot routes (3.13, 3.14; docs/cinder-groups.md §4–5). The views follow
// C:cinder/api/v3/views/groups.py and group_snapshots.py: a group's type is group_type, a group
// snapshot's group_type_id; there is no DELETE /groups/{id} and no PUT /group_snapshots/{id}.
import { atLeast } from '../../../api/microversion'
import {
  canResetGroupStatus,
  GROUP_MICROVERSION,
  GROUP_RESET_MICROVERSION,
  GROUP_SNAPSHOT_MICROVERSION,
  GROUP_SNAPSHOT_RESET_MICROVERSION,
  GROUP_VOLUME_LIST_MICROVERSION,
} from '../../../rules/group-rules'
import { requirePolicy } from '../../cloud/access'
import { isAdmin } from '../../cloud/cloud'
import { enforce, fail } from '../../cloud/fault'
import { findGroup, findGroupSnapshot } from '../../cloud/group-lookup'
import { createGroupFromSource } from '../../cloud/group-sources'
import {
  createGroup,
  createGroupSnapshot,
  deleteGroup,
  deleteGroupSnapshot,
  listGroups,
  listGroupSnapshots,
  membersOf,
  updateGroup,
} from '../../cloud/groups'
import type { GroupRecord, GroupSnapshotRecord } from '../../cloud/state'
import { json, webobEmpty } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import { GROUP_REPLICATION_MICROVERSION } from '../../../rules/group-replication'
import { groupFilters, groupMatches } from './group-filters'
import { isReplicationAction, replicationAction } from './group-replication'
import * as schemas from './group-schemas'
import { truthy } from './schemas'

const allTenantsOf = (context: RouteContext) => isAdmin(context.caller) && context.query.has('all_tenants')

function listVolumeParam(context: RouteContext): boolean {
  const value = context.query.get('list_volume')
  if (value === null || !atLeast(context.version, GROUP_VOLUME_LIST_MICROVERSION)) return false
  if (['true', 't', '1', 'on', 'y', 'yes'].includes(value.toLowerCase())) return true
  if (['false', 'f', '0', 'off', 'n', 'no'].includes(value.toLowerCase())) return false
  return fail(400, `Value '${value}' for 'list_volume' is not a boolean.`)
}

function groupView(context: RouteContext, group: GroupRecord, listVolume: boolean) {
  const view: Record<string, unknown> = {
    id: group.id,
    status: group.status,
    availability_zone: group.availability_zone,
    created_at: group.created_at,
    name: group.name,
    description: group.description,
    group_type: group.group_type_id,
    volume_types: group.volume_type_ids,
  }
  if (atLeast(context.version, GROUP_SNAPSHOT_MICROVERSION)) {
    view.group_snapshot_id = group.group_snapshot_id
    view.source_group_id = group.source_group_id
  }
  if (listVolume) view.volumes = membersOf(context.cloud, group.id).map((volume) => volume.id)
  if (atLeast(context.version, GROUP_REPLICATION_MICROVERSION))
    view.replication_status = group.replication_status ?? 'disabled'
  if (atLeast(context.version, '3.58') && context.cloud.allowed(context.caller, 'group:group_project_attribute')) {
    view.project_id = group.project_id
  }
  return view
}

function groupSnapshotView(context: RouteContext, snapshot: GroupSnapshotRecord) {
  const view: Record<string, unknown> = {
    id: snapshot.id,
    group_id: snapshot.group_id,
    group_type_id: snapshot.group_type_id,
    status: snapshot.status,
    created_at: snapshot.created_at,
    name: snapshot.name,
    description: snapshot.description,
  }
  if (
    atLeast(context.version, '3.58') &&
    context.cloud.allowed(context.caller, 'group:group_snapshot_project_attribute')
  ) {
    view.project_id = snapshot.project_id
  }
  return view
}

function list(detail: boolean) {
  return (context: RouteContext): Response => {
    const listVolume = detail && listVolumeParam(context)
    const filters = groupFilters(context)
    const groups = listGroups(context.cloud, context.caller, allTenantsOf(context)).filter((group) =>
      filters.every(([key, value]) => groupMatches(group, key, value)),
    )
    return json({
      groups: groups.map((group) =>
        detail ? groupView(context, group, listVolume) : { id: group.id, name: group.name },
      ),
    })
  }
}

function show(context: RouteContext): Response {
  const group = findGroup(context.cloud, context.caller, context.params.id as string)
  return json({ group: groupView(context, group, listVolumeParam(context)) })
}

async function create(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{
    group: {
      group_type: string
      volume_types: string[]
      name?: string | null
      description?: string | null
      availability_zone?: string | null
    }
  }>(schemas.groupCreate)
  const group = createGroup(context.cloud, context.caller, {
    groupType: body.group.group_type,
    volumeTypes: body.group.volume_types,
    name: body.group.name ?? null,
    description: body.group.description ?? null,
    availabilityZone: body.group.availability_zone ?? null,
  })
  return json({ group: { id: group.id, name: group.name } }, 202)
}

async function collectionAction(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{
    'create-from-src': {
      group_snapshot_id?: string
      source_group_id?: string
      name?: string | null
      description?: string | null
    }
  }>(schemas.groupFromSource)
  const from = body['create-from-src']
  const group = createGroupFromSource(context.cloud, context.caller, {
    groupSnapshotId: from.group_snapshot_id,
    sourceGroupId: from.source_group_id,
    name: from.name ?? null,
    description: from.description ?? null,
  })
  return json({ group: { id: group.id, name: group.name } }, 202)
}

const ids = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')

async function update(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{
    group: {
      name?: string | null
      description?: string | null
      add_volumes?: string | null
      remove_volumes?: string | null
    }
  }>(schemas.groupUpdate)
  updateGroup(context.cloud, context.caller, context.params.id as string, {
    name: body.group.name,
    description: body.group.description,
    add: ids(body.group.add_volumes),
    remove: ids(body.group.remove_volumes),
  })
  return webobEmpty(202)
}

const VERSIONED_ACTIONS: Record<string, string> = {
  reset_status: GROUP_RESET_MICROVERSION,
  enable_replication: GROUP_REPLICATION_MICROVERSION,
  disable_replication: GROUP_REPLICATION_MICROVERSION,
  failover_replication: GROUP_REPLICATION_MICROVERSION,
  list_replication_targets: GROUP_REPLICATION_MICROVERSION,
}

async function action(context: RouteContext): Promise<Response> {
  const raw = (await context.body()) as Record<string, unknown> | null
  const key = raw && typeof raw === 'object' ? Object.keys(raw)[0] : undefined
  const id = context.params.id as string
  if (key === 'delete') {
    const body = await context.validBody<{ delete: { 'delete-volumes'?: unknown } }>(schemas.groupDelete)
    deleteGroup(context.cloud, context.caller, id, truthy(body.delete['delete-volumes'] ?? false))
    return webobEmpty(202)
  }
  // An action of a later microversion is not routed at all: 404 like an unknown path (seen on Zed).
  const since = key === undefined ? undefined : VERSIONED_ACTIONS[key]
  if (since && !atLeast(context.version, since)) return fail(404, 'The resource could not be found.')
  if (key !== undefined && isReplicationAction(key)) return replicationAction(context, key)
  if (key === 'reset_status') {
    const body = await context.validBody<{ reset_status: { status: string } }>(schemas.resetStatus)
    enforce(canResetGroupStatus('group', body.reset_status.status))
    const group = findGroup(context.cloud, context.caller, id)
    requirePolicy(context.cloud, context.caller, 'group:reset_status')
    group.status = body.reset_status.status.toLowerCase()
    return webobEmpty(202)
  }
  return fail(
    400,
    `There is no such action: ${key ?? ''}. Verify the request body and Content-Type header and try again.`,
  )
}

function snapshotList(detail: boolean) {
  return (context: RouteContext): Response => {
    // Below 3.29 every query parameter is ignored (docs/cinder-groups.md §5.2).
    const paged = atLeast(context.version, '3.29')
    const groupId = paged ? context.query.get('group_id') : null
    const snapshots = listGroupSnapshots(context.cloud, context.caller, paged && allTenantsOf(context)).filter(
      (snapshot) => groupId === null || snapshot.group_id === groupId,
    )
    return json({
      group_snapshots: snapshots.map((snapshot) =>
        detail ? groupSnapshotView(context, snapshot) : { id: snapshot.id, name: snapshot.name },
      ),
    })
  }
}

function snapshotShow(context: RouteContext): Response {
  return json({
    group_snapshot: groupSnapshotView(
      context,
      findGroupSnapshot(context.cloud, context.caller, context.params.id as string),
    ),
  })
}

async function snapshotCreate(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{
    group_snapshot: { group_id: string; name?: string | null; description?: string | null }
  }>(schemas.groupSnapshotCreate)
  const snapshot = createGroupSnapshot(context.cloud, context.caller, {
    groupId: body.group_snapshot.group_id,
    name: body.group_snapshot.name ?? null,
    description: body.group_snapshot.description ?? null,
  })
  return json({ group_snapshot: { id: snapshot.id, name: snapshot.name, group_type_id: snapshot.group_type_id } }, 202)
}

function snapshotDelete(context: RouteContext): Response {
  deleteGroupSnapshot(context.cloud, context.caller, context.params.id as string)
  return webobEmpty(202)
}

async function snapshotAction(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ reset_status: { status: string } }>(schemas.resetStatus)
  enforce(canResetGroupStatus('groupSnapshot', body.reset_status.status))
  const snapshot = findGroupSnapshot(context.cloud, context.caller, context.params.id as string)
  requirePolicy(context.cloud, context.caller, 'group:reset_group_snapshot_status')
  snapshot.status = body.reset_status.status.toLowerCase()
  return webobEmpty(202)
}

const G = GROUP_MICROVERSION
const S = GROUP_SNAPSHOT_MICROVERSION

export const groupRoutes: Route[] = [
  { method: 'GET', path: 'groups', min: G, handle: list(false) },
  { method: 'GET', path: 'groups/detail', min: G, handle: list(true) },
  { method: 'POST', path: 'groups', min: G, handle: create },
  { method: 'POST', path: 'groups/action', min: S, handle: collectionAction },
  { method: 'GET', path: 'groups/:id', min: G, handle: show },
  { method: 'PUT', path: 'groups/:id', min: G, handle: update },
  { method: 'POST', path: 'groups/:id/action', min: G, handle: action },
  { method: 'GET', path: 'group_snapshots', min: S, handle: snapshotList(false) },
  { method: 'GET', path: 'group_snapshots/detail', min: S, handle: snapshotList(true) },
  { method: 'POST', path: 'group_snapshots', min: S, handle: snapshotCreate },
  { method: 'GET', path: 'group_snapshots/:id', min: S, handle: snapshotShow },
  { method: 'DELETE', path: 'group_snapshots/:id', min: S, handle: snapshotDelete },
  {
    method: 'POST',
    path: 'group_snapshots/:id/action',
    min: GROUP_SNAPSHOT_RESET_MICROVERSION,
    handle: snapshotAction,
  },
]
