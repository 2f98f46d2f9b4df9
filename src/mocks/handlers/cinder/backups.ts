// Cinder backup routes: list (summary and detail), show, create, update (3.9), delete, restore,
// and the admin actions (C:cinder/api/contrib/backups.py, v3/backups.py, contrib/admin_actions.py;
// docs/backups.md).
import { atLeast } from '../../../api/microversion'
import { requirePolicy } from '../../cloud/access'
import { backupSummary, backupView } from '../../cloud/backup-views'
import type { BackupViewContext } from '../../cloud/backup-views'
import {
  createBackup,
  deleteBackup,
  dependents,
  finishedDependents,
  findBackup,
  restoreBackup,
} from '../../cloud/backups'
import { canResetBackupStatus, NO_BACKUP_SERVICE } from '../../../rules/backup-rules'
import { isAdmin } from '../../cloud/cloud'
import { enforce, fail } from '../../cloud/fault'
import type { BackupRecord } from '../../cloud/state'
import { createVolume, finishCreate } from '../../cloud/volumes'
import { empty, json, webobEmpty } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import * as schemas from './schemas'
import { pageOf, sortBy, sortSpec, userFilters } from './volume-list'

/** Upstream's "backup" resource filters (C:etc/cinder/resource_filters.json). */
export const BACKUP_FILTERS = ['name', 'status', 'volume_id']

/** Model columns; `name` (display_name) from 3.37. */
const SORT_KEYS: Record<string, (backup: BackupRecord) => string | number> = {
  id: (backup) => backup.id,
  created_at: (backup) => backup.created_at,
  updated_at: (backup) => backup.updated_at ?? '',
  status: (backup) => backup.status,
  size: (backup) => backup.size,
  volume_id: (backup) => backup.volume_id,
  display_name: (backup) => backup.name ?? '',
  display_description: (backup) => backup.description ?? '',
  data_timestamp: (backup) => backup.data_timestamp,
  container: (backup) => backup.container ?? '',
  object_count: (backup) => backup.object_count ?? 0,
}

function matches(backup: BackupRecord, key: string, value: string): boolean {
  switch (key) {
    case 'name':
      return backup.name === value
    // An admin's like-filter from 3.34 (C:cinder/db/sqlalchemy/api.py#apply_like_filters).
    case 'name~':
      return (backup.name ?? '').toLowerCase().includes(value.toLowerCase())
    case 'status':
      return backup.status === value
    case 'volume_id':
      return backup.volume_id === value
    case 'project_id':
      return backup.project_id === value
    default:
      return false
  }
}

function viewContext(context: RouteContext): BackupViewContext {
  return { microversion: context.version, base: context.base, admin: isAdmin(context.caller) }
}

function list(detail: boolean) {
  return (context: RouteContext): Response => {
    const { cloud, caller, query, version } = context
    const allTenants = isAdmin(caller) && ['1', 'true', 'True'].includes(query.get('all_tenants') ?? '')
    const filters = userFilters(context, BACKUP_FILTERS)
    const visible = cloud.backups.filter(
      (backup) =>
        cloud.sees(caller, backup.project_id, allTenants) &&
        filters.every(([key, value]) => matches(backup, key, value)),
    )
    const keys = atLeast(version, '3.37') ? [...Object.keys(SORT_KEYS), 'name'] : Object.keys(SORT_KEYS)
    const spec = sortSpec(query, keys).map(({ key, dir }) => ({ key: key === 'name' ? 'display_name' : key, dir }))
    const path = detail ? 'backups/detail' : 'backups'
    const { items, count, links } = pageOf(context, path, sortBy(visible, spec, SORT_KEYS), 'Backup')
    const shown = viewContext(context)
    const body: Record<string, unknown> = {
      backups: items.map((backup) =>
        detail ? backupView(backup, finishedDependents(backup), shown) : backupSummary(backup, shown),
      ),
    }
    if (links.length > 0) body.backups_links = links
    if (atLeast(version, '3.45') && ['true', 'True', '1'].includes(query.get('with_count') ?? '')) body.count = count
    return json(body)
  }
}

function show(context: RouteContext): Response {
  const backup = findBackup(context.cloud, context.caller, context.params.id as string)
  return json({ backup: backupView(backup, finishedDependents(backup), viewContext(context)) })
}

const text = (value: unknown) => ((value ?? null) as string | null)?.trim() ?? null

async function create(context: RouteContext): Promise<Response> {
  const schema = schemas.backupCreate({
    metadata: atLeast(context.version, '3.43'),
    zone: atLeast(context.version, '3.51'),
  })
  const input = (await context.validBody<{ backup: Record<string, unknown> }>(schema)).backup
  const backup = createBackup(context.cloud, context.caller, {
    volume_id: input.volume_id as string,
    snapshot_id: (input.snapshot_id ?? null) as string | null,
    name: text(input.name),
    description: text(input.description),
    container: (input.container ?? null) as string | null,
    incremental: schemas.truthy(input.incremental),
    force: schemas.truthy(input.force),
    metadata: (input.metadata ?? {}) as Record<string, string>,
  })
  return json({ backup: backupSummary(backup, viewContext(context)) }, 202)
}

async function update(context: RouteContext): Promise<Response> {
  // A versioned method: below 3.9 it does not exist (C:cinder/api/v3/backups.py#update).
  if (!atLeast(context.version, '3.9')) return fail(404, 'The resource could not be found.')
  const schema = schemas.backupUpdate(atLeast(context.version, '3.43'))
  const input = (await context.validBody<{ backup: Record<string, unknown> }>(schema)).backup
  const backup = findBackup(context.cloud, context.caller, context.params.id as string)
  requirePolicy(context.cloud, context.caller, 'backup:update')
  if ('name' in input) backup.name = text(input.name)
  if ('description' in input) backup.description = text(input.description)
  if (input.metadata) backup.metadata = { ...(input.metadata as Record<string, string>) }
  backup.updated_at = context.cloud.isoNow()
  return json({ backup: backupSummary(backup, viewContext(context)) })
}

function remove(context: RouteContext): Response {
  deleteBackup(context.cloud, context.caller, context.params.id as string)
  // The controller's own 202 (JSON, with request ids), unlike the admin actions' bare webob one.
  return empty(202)
}

async function restore(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ restore: { volume_id?: string | null; name?: string | null } | null }>(
    schemas.backupRestore,
  )
  const { cloud, caller } = context
  const target = body.restore ?? {}
  const backupId = context.params.id as string
  const { backup, volume } = restoreBackup(cloud, caller, backupId, target, (size, name) => {
    // A volume of the default type in the default zone, made before the restore starts
    // (the API waits until it leaves "creating").
    const made = createVolume(cloud, caller, { size, name, description: 'auto-created_from_restore_from_backup' })
    finishCreate(cloud, made, caller.requestId)
    if (made.status === 'error') {
      fail(400, `Invalid volume: Error while creating volume ${made.id} for restoring backup ${backupId}.`)
    }
    return made
  })
  return json({ restore: { backup_id: backup.id, volume_id: volume.id, volume_name: volume.name } }, 202)
}

/** os-reset_status (available or error) and os-force_delete, admin only. */
async function action(context: RouteContext): Promise<Response> {
  const { cloud, caller } = context
  const body = (await context.body()) as Record<string, unknown> | null
  const name = body && typeof body === 'object' ? Object.keys(body)[0] : undefined
  const backup = findBackup(cloud, caller, context.params.id as string)
  switch (name) {
    case 'os-reset_status': {
      requirePolicy(cloud, caller, 'volume_extension:backup_admin_actions:reset_status')
      const status = String((body?.['os-reset_status'] as { status?: unknown } | null)?.status ?? '').toLowerCase()
      enforce(canResetBackupStatus(status))
      if (!cloud.backupServiceUp) fail(404, NO_BACKUP_SERVICE)
      backup.status = status
      backup.updated_at = cloud.isoNow()
      return webobEmpty(202)
    }
    case 'os-force_delete': {
      requirePolicy(cloud, caller, 'volume_extension:backup_admin_actions:force_delete')
      if (dependents(cloud, backup) > 0) fail(400, 'Invalid backup: Incremental backups exist for this backup.')
      if (!cloud.backupServiceUp) fail(404, NO_BACKUP_SERVICE)
      backup.status = 'deleting'
      backup.updated_at = cloud.isoNow()
      cloud.schedule({ kind: 'backup-deleted', backupId: backup.id })
      return webobEmpty(202)
    }
    default:
      return fail(
        400,
        `There is no such action: ${name ?? ''}. Verify the request body and Content-Type header and try again.`,
      )
  }
}

export const backupRoutes: Route[] = [
  { method: 'GET', path: 'backups', handle: list(false) },
  { method: 'GET', path: 'backups/detail', handle: list(true) },
  { method: 'POST', path: 'backups', handle: create },
  { method: 'GET', path: 'backups/:id', handle: show },
  { method: 'PUT', path: 'backups/:id', handle: update },
  { method: 'DELETE', path: 'backups/:id', handle: remove },
  { method: 'POST', path: 'backups/:id/restore', handle: restore },
  { method: 'POST', path: 'backups/:id/action', handle: action },
]
