// The URL state of Admin › All Volumes, All Snapshots and All Backups: filters, sort and page, so
// a view can be shared and reloaded. Only what differs from the default is written, the page
// counted from 1 as people read it.
import type { AdminListView } from '../../../queries/admin-list-view'

export type { AdminListView }

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_VIEW: AdminListView = {
  page: 0,
  size: 20,
  sort: 'created_at:desc',
  name: '',
  status: '',
  project: '',
  host: '',
}

/** The keys each list's columns sort by: Cinder's model columns (snapshots: volume_size). */
export const SORT_KEYS = {
  volume: ['name', 'status', 'size', 'created_at'],
  snapshot: ['name', 'status', 'volume_size', 'created_at'],
  backup: ['name', 'status', 'size', 'created_at'],
} as const

function whole(value: string | null, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

const FILTERS = ['name', 'status', 'project', 'host'] as const

/** A reader of the address for one list (its sort keys). */
export function viewReader(sortKeys: readonly string[]) {
  return (params: URLSearchParams): AdminListView => {
    const size = whole(params.get('size'), DEFAULT_VIEW.size)
    const sort = params.get('sort') ?? DEFAULT_VIEW.sort
    const [key, dir] = sort.split(':')
    return {
      page: Math.max(0, whole(params.get('page'), 1) - 1),
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_VIEW.size,
      sort: sortKeys.includes(key ?? '') && (dir === 'asc' || dir === 'desc') ? sort : DEFAULT_VIEW.sort,
      name: params.get('name') ?? '',
      status: params.get('status') ?? '',
      project: params.get('project') ?? '',
      host: params.get('host') ?? '',
    }
  }
}

export const readVolumeView = viewReader(SORT_KEYS.volume)
export const readSnapshotView = viewReader(SORT_KEYS.snapshot)
export const readBackupView = viewReader(SORT_KEYS.backup)

export function writeView(view: AdminListView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page + 1))
  if (view.size !== DEFAULT_VIEW.size) params.set('size', String(view.size))
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort)
  for (const key of FILTERS) if (view[key]) params.set(key, view[key])
  return params
}
