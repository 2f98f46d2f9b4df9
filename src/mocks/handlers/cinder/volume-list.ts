// GET /volumes and /volumes/detail: filters, sort, limit/marker/offset, with_count, next links
// (C:cinder/api/common.py, C:cinder/api/v3/volumes.py, etc/cinder/resource_filters.json).
import { atLeast } from '../../../api/microversion'
import type { Link } from '../../../api/types'
import { isAdmin } from '../../cloud/cloud'
import { DEFAULT_VOLUME_FILTERS } from '../../cloud/defaults'
import { VOLUME_GROUP_FILTER_MICROVERSION } from '../../../rules/group-rules'
import { fail } from '../../cloud/fault'
import type { VolumeRecord } from '../../cloud/state'
import type { RouteContext } from '../../http/router'
import { intParam } from '../../http/router'
import { truthy } from './schemas'

export const MAX_LIMIT = 1000

const PAGING = ['limit', 'marker', 'offset', 'sort', 'sort_key', 'sort_dir', 'all_tenants', 'detailed']

/** From this microversion a caller's filters are checked against resource_filters.json (C:cinder/api/common.py). */
const RESOURCE_FILTER = '3.31'

/**
 * A list's parameters of a later microversion, each with the one that brought it: below 3.31
 * Cinder drops them when asked at an earlier one (MV_ADDED_FILTERS in C:cinder/api/v3/volumes.py
 * and snapshots.py); from 3.31 they are filters like any other.
 */
export type AddedFilters = ReadonlyArray<readonly [key: string, since: string]>

export const VOLUME_ADDED_FILTERS: AddedFilters = [
  ['glance_metadata', '3.4'],
  ['group_id', VOLUME_GROUP_FILTER_MICROVERSION],
  ['created_at', '3.60'],
  ['updated_at', '3.60'],
  ['consumes_quota', '3.65'],
]

/**
 * The columns of Cinder's volumes table a filter may name: an admin's key outside them gives an
 * empty list (C:cinder/db/sqlalchemy/api.py#_process_volumes_filters); those the demo does not
 * keep narrow nothing.
 */
const VOLUME_COLUMNS = new Set([
  'id',
  'display_name',
  'display_description',
  'user_id',
  'project_id',
  'snapshot_id',
  'source_volid',
  'volume_type_id',
  'attach_status',
  'scheduled_at',
  'launched_at',
  'terminated_at',
  'provider_location',
  'provider_auth',
  'provider_geometry',
  'provider_id',
  'deleted',
  'cluster_name',
  'consistencygroup_id',
  'replication_status',
  'replication_extended_status',
  'replication_driver_data',
  'previous_status',
  'service_uuid',
  'shared_targets',
  'encryption_key_id',
  'multiattach',
  'use_quota',
  'ec2_id',
])

const SORT_KEYS: Record<string, (volume: VolumeRecord, typeName: string) => string | number> = {
  id: (volume) => volume.id,
  name: (volume) => volume.name ?? '',
  display_name: (volume) => volume.name ?? '',
  status: (volume) => volume.status,
  size: (volume) => volume.size,
  availability_zone: (volume) => volume.availability_zone,
  created_at: (volume) => volume.created_at,
  updated_at: (volume) => volume.updated_at ?? '',
  bootable: (volume) => (volume.bootable ? 1 : 0),
  volume_type: (_volume, typeName) => typeName,
}

export type SortSpec = Array<{ key: string; dir: 'asc' | 'desc' }>

/** sort (or the deprecated sort_key/sort_dir) against a resource's sort keys; `id` breaks ties. */
export function sortSpec(query: URLSearchParams, keys: readonly string[] = Object.keys(SORT_KEYS)): SortSpec {
  const sort = query.get('sort')
  const sortKey = query.get('sort_key')
  const sortDir = query.get('sort_dir')
  if (sort && (sortKey || sortDir)) {
    fail(400, "The 'sort_key' and 'sort_dir' parameters are deprecated and cannot be used with the 'sort' parameter.")
  }
  const spec: Array<{ key: string; dir: 'asc' | 'desc' }> = []
  if (sort) {
    for (const part of sort.split(',')) {
      const [key = '', dir = 'desc'] = part.trim().split(':')
      if (dir !== 'asc' && dir !== 'desc')
        fail(400, `Invalid input received: Unknown sort direction, must be 'desc' or 'asc'.`)
      spec.push({ key: key.trim(), dir })
    }
  } else if (sortKey) {
    const dir = sortDir ?? 'desc'
    if (dir !== 'asc' && dir !== 'desc')
      fail(400, `Invalid input received: Unknown sort direction, must be 'desc' or 'asc'.`)
    spec.push({ key: sortKey, dir })
  } else {
    spec.push({ key: 'created_at', dir: 'desc' })
  }
  for (const { key } of spec) if (!keys.includes(key)) fail(400, 'Invalid input received: Invalid sort key')
  if (!spec.some(({ key }) => key === 'id')) spec.push({ key: 'id', dir: spec[0]?.dir ?? 'desc' })
  return spec
}

function matchesFilter(volume: VolumeRecord, key: string, value: string): boolean {
  switch (key) {
    case 'name':
      return volume.name === value
    case 'name~':
      return (volume.name ?? '').toLowerCase().includes(value.toLowerCase())
    case 'status':
      return volume.status === value
    case 'bootable':
      return ['true', '1', 't', 'yes', 'y', 'on'].includes(value.toLowerCase()) === volume.bootable
    case 'availability_zone':
      return volume.availability_zone === value
    case 'size':
      return String(volume.size) === value
    case 'migration_status':
      return volume.migration_status === value
    case 'group_id':
      return (volume.group_id ?? null) === value
    // Admins' keys (any column passes for them): the owner, and the host at its level.
    case 'project_id':
      return volume.project_id === value
    case 'host':
      return volume.host !== null && hostMatches(volume.host, value)
    case 'metadata': {
      const pairs = [...value.matchAll(/['"]([^'"]+)['"]\s*:\s*['"]([^'"]*)['"]/g)]
      return pairs.every(([, k = '', v]) => volume.metadata[k] === v)
    }
    // The demo keeps no image metadata on a volume: only an empty filter matches.
    case 'glance_metadata':
      return [...value.matchAll(/['"]([^'"]+)['"]\s*:/g)].length === 0
    case 'created_at':
      return timeMatches(volume.created_at, value, key)
    case 'updated_at':
      return volume.updated_at !== null && timeMatches(volume.updated_at, value, key)
    // Every volume of the demo counts against the quota (Cinder's use_quota, 3.65).
    case 'consumes_quota':
      return truthy(value)
    default:
      return VOLUME_COLUMNS.has(key)
  }
}

const TIME_OPERATORS: Record<string, (left: number, right: number) => boolean> = {
  gt: (left, right) => left > right,
  gte: (left, right) => left >= right,
  eq: (left, right) => left === right,
  neq: (left, right) => left !== right,
  lt: (left, right) => left < right,
  lte: (left, right) => left <= right,
}

/**
 * created_at / updated_at as "op:time[,op:time]" (C:cinder/api/v3/volumes.py
 * #_handle_time_comparison_filters): an unknown operator or a time that does not parse is a 400.
 */
function timeMatches(at: string, value: string, key: string): boolean {
  const when = utcTime(at)
  return value.split(',').every((unit) => {
    const [operator = '', ...rest] = unit.split(':')
    if (rest.length === 0) fail(400, `Invalid ${key} value`)
    const compare = TIME_OPERATORS[operator]
    if (!compare) fail(400, `Invalid ${operator} operator`)
    const time = rest.join(':')
    const parsed = utcTime(time)
    if (Number.isNaN(parsed)) fail(400, `Invalid ${time} value`)
    return compare(when, parsed)
  })
}

/** An ISO time, read as UTC when it names no zone (as Cinder stores and parses them). */
function utcTime(text: string): number {
  const iso = text.replace(' ', 'T')
  return Date.parse(/Z|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`)
}

/**
 * Cinder's host filter (C:cinder/db/sqlalchemy/api.py#_filter_host): a value with '#' names a
 * pool (exact), with '@' a backend (exact or its pools), else a host (exact, its backends, its pools).
 */
export function hostMatches(host: string, value: string): boolean {
  if (host === value) return true
  if (value.includes('#')) return false
  if (value.includes('@')) return host.startsWith(`${value}#`)
  return host.startsWith(`${value}@`) || host.startsWith(`${value}#`)
}

/**
 * The query's filters a caller may use: admins any; others those the operator's
 * resource_filters.json lists for the resource — from 3.34 a key passes when it or key + "~" is
 * listed (so "name~" itself must be listed for the like-filter); from 3.31 another key is a 400,
 * before it is dropped (C:cinder/api/common.py#reject_invalid_filters).
 */
/** A member's key in resource_filters.json's list: from 3.34 "key~" is listed for the like-filter. */
export function filterAllowed(key: string, configured: readonly string[], version: string): boolean {
  return atLeast(version, '3.34')
    ? configured.includes(key) || configured.includes(`${key}~`)
    : configured.includes(key)
}

/** Cinder's refusal of a member's keys outside resource_filters.json (C:cinder/api/common.py#reject_invalid_filters). */
export function refuseFilters(keys: readonly string[]): never {
  return fail(400, `Invalid filters ${keys.join(',')} are found in query options.`)
}

export function userFilters(
  context: RouteContext,
  configured: readonly string[],
  added: AddedFilters = [],
): Array<[string, string]> {
  const { caller, query, version } = context
  const admin = isAdmin(caller)
  const general = atLeast(version, RESOURCE_FILTER)
  const filters: Array<[string, string]> = []
  for (const [key, value] of query.entries()) {
    // with_count asks for the count from 3.45; before, it is one more filter (C:cinder/api/v3/volumes.py).
    if (PAGING.includes(key) || (key === 'with_count' && atLeast(version, '3.45'))) continue
    if (!general && added.some(([field, since]) => field === key && !atLeast(version, since))) continue
    if (!admin && !filterAllowed(key, configured, version)) {
      if (general) refuseFilters([key])
      continue
    }
    // An admin's key ending in "~" is a like-filter at any microversion: the database layer reads
    // it (C:cinder/db/sqlalchemy/api.py#_process_model_like_filter).
    filters.push([key, value])
  }
  return filters
}

export function listVolumes(context: RouteContext, path: string): Page<VolumeRecord> {
  const { cloud, caller, query } = context
  const allTenants = isAdmin(caller) && ['1', 'true', 'True'].includes(query.get('all_tenants') ?? '')
  const filters = userFilters(context, cloud.state.volumeFilters ?? DEFAULT_VOLUME_FILTERS, VOLUME_ADDED_FILTERS)
  const typeNames = new Map(cloud.state.volumeTypes.map((type) => [type.id, type.name]))
  let volumes = cloud.state.volumes.filter(
    (volume) =>
      cloud.sees(caller, volume.project_id, allTenants) &&
      filters.every(([key, value]) => matchesFilter(volume, key, value)),
  )
  const keyed = volumes.map((volume) => ({ volume, typeName: typeNames.get(volume.volume_type_id) ?? '' }))
  const getters = Object.fromEntries(
    Object.entries(SORT_KEYS).map(([key, get]) => [
      key,
      (item: (typeof keyed)[number]) => get(item.volume, item.typeName),
    ]),
  )
  volumes = sortBy(keyed, sortSpec(query), getters).map(({ volume }) => volume)
  return pageOf(context, path, volumes, 'Volume')
}

/** Sorts in place by the spec's keys, each read by its getter. */
export function sortBy<T>(items: T[], spec: SortSpec, getters: Record<string, (item: T) => string | number>): T[] {
  return items.sort((a, b) => {
    for (const { key, dir } of spec) {
      const get = getters[key]
      if (!get) continue
      const left = get(a)
      const right = get(b)
      if (left < right) return dir === 'asc' ? -1 : 1
      if (left > right) return dir === 'asc' ? 1 : -1
    }
    return 0
  })
}

export interface Page<T> {
  items: T[]
  count: number
  links: Link[]
}

/**
 * One page of a sorted list: marker (404 when unknown), offset, limit (at most 1000), and the
 * next link when a next page may exist — with with_count, compared with the total, so the last
 * page has one too (C:cinder/api/common.py#_get_collection_links).
 */
export function pageOf<T extends { id: string }>(
  context: RouteContext,
  path: string,
  sorted: T[],
  noun: 'Volume' | 'Snapshot' | 'Backup',
): Page<T> {
  const { query, version } = context
  const count = sorted.length
  const marker = query.get('marker')
  let start = intParam(query.get('offset'), 'offset') ?? 0
  if (marker) {
    const index = sorted.findIndex((item) => item.id === marker)
    if (index < 0) fail(404, `${noun} ${marker} could not be found.`)
    start = index + 1
  }
  const requested = intParam(query.get('limit'), 'limit')
  const limit = Math.min(requested ?? MAX_LIMIT, MAX_LIMIT)
  const items = sorted.slice(start, start + limit)
  const withCount = atLeast(version, '3.45') && ['true', 'True', '1'].includes(query.get('with_count') ?? '')
  const compared = withCount ? count : items.length
  const links: Link[] = []
  const last = items[items.length - 1]
  if (last && limit <= compared) {
    const next = new URL(`${context.base}/${path}`)
    for (const [key, value] of query.entries()) if (key !== 'marker') next.searchParams.append(key, value)
    next.searchParams.set('marker', last.id)
    links.push({ rel: 'next', href: next.toString() })
  }
  return { items, count, links }
}
