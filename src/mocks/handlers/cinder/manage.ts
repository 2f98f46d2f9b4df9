// Manage routes: the manageable lists (3.8 under /manageable_*, any version under /os-*-manage),
// manage a volume or a snapshot, and the backup record routes (C:cinder/api/v3/router.py,
// C:cinder/api/contrib/volume_manage.py, snapshot_manage.py, backups.py; docs/manage.md).
// Unmanage is an action of the volume and snapshot routes.
import { atLeast } from '../../../api/microversion'
import type { BackupExportRecord, ManageableReference } from '../../../api/types'
import { readManageableQuery, serviceNotFound, SERVICE_UNAVAILABLE } from '../../../rules/manage-rules'
import { requirePolicy } from '../../cloud/access'
import { backupSummary } from '../../cloud/backup-views'
import { exportBackupRecord, importBackupRecord } from '../../cloud/backup-records'
import { isAdmin } from '../../cloud/cloud'
import { CloudFault, fail } from '../../cloud/fault'
import { manageSnapshot, manageVolume } from '../../cloud/manage'
import type { ManageableEntry } from '../../cloud/manageable'
import { backendEntries, paginate, volumeServiceFor } from '../../cloud/manageable'
import { snapshotView } from '../../cloud/snapshot-views'
import { volumeView } from '../../cloud/views'
import { json } from '../../http/respond'
import type { Route, RouteContext } from '../../http/router'
import * as schemas from './manage-schemas'
import { truthy } from './schemas'

type Kind = 'volume' | 'snapshot'

const notFound = () => fail(404, 'The resource could not be found.')

/** The summary view: reference, size, safe_to_manage (and a snapshot's source_reference). */
function entryView(entry: ManageableEntry, detail: boolean): Record<string, unknown> {
  const view: Record<string, unknown> = {
    reference: entry.reference,
    size: entry.size,
    safe_to_manage: entry.safe_to_manage,
  }
  if (detail) {
    view.reason_not_safe = entry.reason_not_safe
    view.cinder_id = entry.cinder_id
    view.extra_info = entry.extra_info
  }
  if (entry.source_reference) view.source_reference = entry.source_reference
  return view
}

/** GET …/manageable_<kind>s(/detail) and …/os-<kind>-manage(/detail) (C:cinder/api/v3/resource_common_manage.py). */
function list(kind: Kind, detail: boolean, versioned: boolean) {
  return (context: RouteContext): Response => {
    const { cloud, caller, query } = context
    if (versioned && !atLeast(context.version, '3.8')) notFound()
    requirePolicy(cloud, caller, `${kind}_extension:list_manageable`)
    const read = readManageableQuery(query, atLeast(context.version, '3.17'))
    if ('ok' in read) throw new CloudFault(read)
    const service = read.host ? volumeServiceFor(cloud, read.host) : undefined
    if (!service) {
      if (read.cluster !== null) fail(404, 'Service cinder-volume could not be found.')
      throw new CloudFault(serviceNotFound((read.host ?? '').split('#')[0] as string))
    }
    if (service.disabled) fail(400, SERVICE_UNAVAILABLE)
    const page = paginate(backendEntries(cloud, service.host, kind), query.get('marker'), read)
    if ('ok' in page) throw new CloudFault(page)
    return json({ [`manageable-${kind}s`]: page.map((entry) => entryView(entry, detail)) })
  }
}

const stripped = (value: unknown) => (typeof value === 'string' ? value.trim() : null)

/** POST /manageable_volumes (3.8) and /os-volume-manage: 202 with the v2 detail view. */
function manageVolumeRoute(versioned: boolean) {
  return async (context: RouteContext): Promise<Response> => {
    const { cloud, caller, version } = context
    if (versioned && !atLeast(version, '3.8')) notFound()
    const withCluster = atLeast(version, '3.16')
    const body = await context.validBody<{ volume: Record<string, unknown> }>(schemas.volumeManage(withCluster))
    requirePolicy(cloud, caller, 'volume_extension:volume_manage')
    const input = body.volume
    const host = (input.host as string | null | undefined) || null
    const cluster = withCluster ? (input.cluster as string | null | undefined) || null : null
    // C:cinder/api/common.py#get_cluster_host
    if (withCluster && (host === null) === (cluster === null)) {
      fail(400, 'Invalid input received: One and only one of cluster and host must be set.')
    }
    if (!withCluster && host === null) fail(400, 'Invalid input received: Host field is missing.')
    const volume = manageVolume(cloud, caller, {
      ref: input.ref as ManageableReference | string,
      host,
      cluster,
      name: stripped(input.name),
      description: stripped(input.description),
      volume_type: (input.volume_type as string | null | undefined) ?? null,
      availability_zone: (input.availability_zone as string | null | undefined) ?? null,
      bootable: input.bootable === undefined ? false : truthy(input.bootable),
      metadata: (input.metadata as Record<string, string> | null | undefined) ?? {},
    })
    // The v2 detail view: no os-vol-*-attr keys and no volume_type_id, at any microversion
    // (C:cinder/api/contrib/volume_manage.py answers with C:cinder/api/v2/views/volumes.py#detail).
    const full = volumeView(cloud, volume, [], {
      caller,
      microversion: '3.0',
      base: context.base,
    }) as unknown as Record<string, unknown>
    const keys = [
      'id',
      'status',
      'size',
      'availability_zone',
      'created_at',
      'updated_at',
      'attachments',
      'name',
      'description',
      'volume_type',
      'snapshot_id',
      'source_volid',
      'metadata',
      'links',
      'user_id',
      'bootable',
      'encrypted',
      'replication_status',
      'consistencygroup_id',
      'multiattach',
      ...(isAdmin(caller) ? ['migration_status'] : []),
    ]
    return json({ volume: Object.fromEntries(keys.map((key) => [key, full[key] ?? null])) }, 202)
  }
}

/** POST /manageable_snapshots (3.8) and /os-snapshot-manage: 202 with the snapshot's base view. */
function manageSnapshotRoute(versioned: boolean) {
  return async (context: RouteContext): Promise<Response> => {
    if (versioned && !atLeast(context.version, '3.8')) notFound()
    const body = await context.validBody<{ snapshot: Record<string, unknown> }>(schemas.snapshotManage)
    const input = body.snapshot
    const snapshot = manageSnapshot(context.cloud, context.caller, {
      volume_id: input.volume_id as string,
      ref: (input.ref ?? null) as ManageableReference | string | null,
      name: stripped(input.name),
      description: stripped(input.description),
      metadata: (input.metadata as Record<string, string> | null | undefined) ?? {},
    })
    return json({ snapshot: snapshotView(snapshot, { microversion: context.version, summary: true }) }, 202)
  }
}

function exportRecord(context: RouteContext): Response {
  const record = exportBackupRecord(context.cloud, context.caller, context.params.id as string)
  return json({ 'backup-record': record })
}

async function importRecord(context: RouteContext): Promise<Response> {
  const body = await context.validBody<{ 'backup-record': BackupExportRecord }>(schemas.importRecord)
  const backup = importBackupRecord(context.cloud, context.caller, body['backup-record'])
  return json(
    {
      backup: backupSummary(backup, {
        microversion: context.version,
        base: context.base,
        admin: isAdmin(context.caller),
      }),
    },
    201,
  )
}

export const manageRoutes: Route[] = [
  ...(['volume', 'snapshot'] as const).flatMap((kind): Route[] => [
    { method: 'GET', path: `manageable_${kind}s`, handle: list(kind, false, true) },
    { method: 'GET', path: `manageable_${kind}s/detail`, handle: list(kind, true, true) },
    { method: 'GET', path: `os-${kind}-manage`, handle: list(kind, false, false) },
    { method: 'GET', path: `os-${kind}-manage/detail`, handle: list(kind, true, false) },
  ]),
  { method: 'POST', path: 'manageable_volumes', handle: manageVolumeRoute(true) },
  { method: 'POST', path: 'os-volume-manage', handle: manageVolumeRoute(false) },
  { method: 'POST', path: 'manageable_snapshots', handle: manageSnapshotRoute(true) },
  { method: 'POST', path: 'os-snapshot-manage', handle: manageSnapshotRoute(false) },
  { method: 'GET', path: 'backups/:id/export_record', handle: exportRecord },
  { method: 'POST', path: 'backups/import_record', handle: importRecord },
]
