// Cinder's refusals for manage and unmanage (MG1–MG4, docs/manage.md), as plain functions of
// wire-shaped data, in Cinder's order. The demo cloud enforces them; the guards ask the same
// questions before a click (manage-guards.ts). Zed 21.3.1:
// C:cinder/api/v3/resource_common_manage.py, C:cinder/api/common.py, C:cinder/api/contrib/volume_manage.py,
// C:cinder/volume/api.py (manage_existing, delete with unmanage_only, delete_snapshot).
import type { Refusal, Verdict } from './verdict'
import { OK, refuse } from './verdict'

/** The sort keys and dirs the manageable lists take (C:cinder/api/v3/resource_common_manage.py SORT_KEYS, SORT_DIRS). */
export const MANAGEABLE_SORT_KEYS = ['reference', 'size'] as const
export const MANAGEABLE_SORT_DIRS = ['asc', 'desc'] as const
/** osapi_max_limit's default: the most entries a page has (C:cinder/api/common.py#_get_limit_param). */
export const MANAGEABLE_MAX_LIMIT = 1000
/** DB_MAX_INT, the largest offset (C:cinder/api/common.py#_get_offset_param). */
const DB_MAX_INT = 2147483647

export interface ManageableQuery {
  host: string | null
  cluster: string | null
  limit: number
  offset: number
  keys: string[]
  dirs: string[]
}

/** Python's int() of a query value: optional sign and spaces around the digits. */
function pyInt(value: string): number | null {
  return /^\s*[+-]?\d+\s*$/.test(value) ? Number.parseInt(value, 10) : null
}

/**
 * GET /manageable_volumes and /manageable_snapshots (MG1): one of host and cluster (cluster from
 * 3.17, else host is required), then limit, offset, sort (or sort_key/sort_dir), the keys and the
 * dirs, each with its own text (C:cinder/api/common.py#get_cluster_host, #get_pagination_params,
 * #get_sort_params; C:cinder/api/v3/resource_common_manage.py#_get_resources). The default order
 * is reference, descending. The marker is the driver's to check.
 */
export function readManageableQuery(query: URLSearchParams, clusterAllowed: boolean): ManageableQuery | Refusal {
  const invalid = (message: string) => refuse(400, message, 'MG1')
  const host = query.get('host') || null
  const cluster = clusterAllowed ? query.get('cluster') || null : null
  if (clusterAllowed && (host === null) === (cluster === null)) {
    return invalid('Invalid input received: One and only one of cluster and host must be set.')
  }
  if (!clusterAllowed && host === null) return invalid('Invalid input received: Host field is missing.')
  let limit = MANAGEABLE_MAX_LIMIT
  const rawLimit = query.get('limit')
  if (rawLimit !== null) {
    const parsed = pyInt(rawLimit)
    if (parsed === null) return invalid('limit param must be an integer')
    if (parsed < 0) return invalid('limit param must be positive')
    limit = Math.min(parsed, MANAGEABLE_MAX_LIMIT)
  }
  let offset = 0
  const rawOffset = query.get('offset')
  if (rawOffset !== null) {
    const parsed = pyInt(rawOffset)
    if (parsed === null) return invalid('offset must be an integer')
    if (parsed < 0) return invalid('offset must be >= 0')
    if (parsed > DB_MAX_INT) return invalid(`offset must be <= ${DB_MAX_INT}`)
    offset = parsed
  }
  const sort = query.get('sort')
  const keys: string[] = []
  const dirs: string[] = []
  if (sort) {
    if (query.get('sort_key') || query.get('sort_dir')) {
      return invalid(
        "The 'sort_key' and 'sort_dir' parameters are deprecated and cannot be used with the 'sort' parameter.",
      )
    }
    for (const part of sort.split(',')) {
      const [key = '', dir = 'desc'] = part.split(/:(.*)/s)
      keys.push(key.trim())
      dirs.push(dir.trim())
    }
  } else {
    keys.push(query.get('sort_key') ?? 'reference')
    dirs.push(query.get('sort_dir') ?? 'desc')
  }
  const badKeys = [...new Set(keys)].filter((key) => !(MANAGEABLE_SORT_KEYS as readonly string[]).includes(key))
  if (badKeys.length > 0) return invalid(`Invalid sort keys passed: ${badKeys.join(', ')}`)
  const badDirs = [...new Set(dirs)].filter((dir) => !(MANAGEABLE_SORT_DIRS as readonly string[]).includes(dir))
  if (badDirs.length > 0) return invalid(`Invalid sort dirs passed: ${badDirs.join(', ')}`)
  return { host, cluster, limit, offset, keys, dirs }
}

/** No cinder-volume on that host@backend: 404 on the lists and snapshot manage (C:cinder/exception.py#ServiceNotFound). */
export function serviceNotFound(hostAtBackend: string): Refusal {
  return refuse(404, `Service cinder-volume could not be found on host ${hostAtBackend}.`, 'MG1')
}

/** The service is disabled or has not reported lately (C:cinder/volume/api.py#_get_service_by_host_cluster). */
export const SERVICE_UNAVAILABLE = 'Service is unavailable at this time.'

/** The volume name template's ids: `volume-<uuid>` (C:cinder/volume/volume_utils.py#check_already_managed_volume). */
export function managedVolumeId(sourceName: unknown): string | null {
  if (typeof sourceName !== 'string') return null
  const match = /^volume-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(sourceName)
  return match ? (match[1] as string) : null
}

/**
 * POST /os-volume-manage after its schema, policy and host (MG2), in Cinder's order: an unknown
 * type; a reference to a volume Cinder has (any project); an encrypted type; no cinder-volume on
 * that host (400 here, where the lists answer 404); a disabled service
 * (C:cinder/api/contrib/volume_manage.py#create, C:cinder/volume/api.py#manage_existing).
 */
export function canManageVolume(input: {
  requestedType: string | null
  type: { encrypted: boolean } | null
  alreadyManaged: boolean
  /** The host (or, from 3.16, the cluster) as sent. */
  host: string
  byCluster?: boolean
  service: { up: boolean } | null
}): Verdict {
  if (input.requestedType && !input.type) {
    return refuse(400, `Invalid volume type: Cannot find requested '${input.requestedType}' volume type`, 'MG2')
  }
  if (input.alreadyManaged) return refuse(400, 'Unable to manage existing volume. The volume is already managed', 'MG2')
  if (input.type?.encrypted) return refuse(400, 'Managing to an encrypted volume type is not supported.', 'MG2')
  if (!input.service) return refuse(400, `${input.byCluster ? 'Cluster' : 'Host'} '${input.host}' not found`, 'MG2')
  if (!input.service.up) return refuse(400, SERVICE_UNAVAILABLE, 'MG2')
  return OK
}

/** The statuses a volume may be unmanaged (or deleted) in (C:cinder/volume/api.py#delete expected). */
export const UNMANAGEABLE_VOLUME_STATUSES = [
  'available',
  'error',
  'error_restoring',
  'error_extending',
  'error_managing',
] as const

/** One text for every cause of MG3's conditional update. */
export const VOLUME_UNMANAGE_REFUSED =
  'Invalid volume: Volume status must be available or error or error_restoring or error_extending or error_managing and must not be migrating, attached, belong to a group, have snapshots, awaiting a transfer, or be disassociated from snapshots after volume transfer.'

/**
 * os-unmanage of a volume (MG3), after its policies: an encrypted volume is refused with
 * `Invalid`'s bare text; then one conditional update whose refusal names every cause: the status,
 * attached, migrating, in a group, with snapshots (C:cinder/volume/api.py#delete, unmanage_only).
 */
export function canUnmanageVolume(volume: {
  status: string
  attach_status: string
  migration_status: string | null
  group_id?: string | null
  encrypted: boolean
  snapshots: number
}): Verdict {
  if (volume.encrypted) return refuse(400, 'Unacceptable parameters.', 'MG3')
  const settled = [null, 'deleting', 'error', 'success'].includes(volume.migration_status)
  if (
    !(UNMANAGEABLE_VOLUME_STATUSES as readonly string[]).includes(volume.status) ||
    volume.attach_status === 'attached' ||
    !settled ||
    (volume.group_id ?? null) !== null ||
    volume.snapshots > 0
  ) {
    return refuse(400, VOLUME_UNMANAGE_REFUSED, 'MG3')
  }
  return OK
}

/**
 * os-unmanage of a snapshot (MG4): available or error, and not taken with a group snapshot, in
 * one conditional update with one message (C:cinder/volume/api.py#delete_snapshot, expected
 * cgsnapshot_id and group_snapshot_id None).
 */
export function canUnmanageSnapshot(snapshot: { status: string; group_snapshot_id?: string | null }): Verdict {
  if ((snapshot.status === 'available' || snapshot.status === 'error') && !snapshot.group_snapshot_id) return OK
  return refuse(
    400,
    'Invalid snapshot: Snapshot status must be available or error and must not be part of a group.',
    'MG4',
  )
}
