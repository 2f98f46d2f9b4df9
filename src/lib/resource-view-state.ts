// The URL state of a panel of a volume's resources (snapshots, backups): filters, sort and page,
// so a view can be shared and reloaded. Only what differs from the default is written, with the
// page counted from 1 as people read it.
import type { ResourceView } from '../queries/resource-view'

export type { ResourceView }

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_VIEW: ResourceView = {
  page: 0,
  size: 20,
  sort: 'created_at:desc',
  name: '',
  status: '',
  volume: '',
}

function whole(value: string | null, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

/** `sortKeys`: the keys the panel's columns sort by (a sort outside them falls back to the default). */
export function readResourceView(params: URLSearchParams, sortKeys: readonly string[]): ResourceView {
  const size = whole(params.get('size'), DEFAULT_VIEW.size)
  const sort = params.get('sort') ?? DEFAULT_VIEW.sort
  const [key, dir] = sort.split(':')
  return {
    page: Math.max(0, whole(params.get('page'), 1) - 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_VIEW.size,
    sort: sortKeys.includes(key ?? '') && (dir === 'asc' || dir === 'desc') ? sort : DEFAULT_VIEW.sort,
    name: params.get('name') ?? '',
    status: params.get('status') ?? '',
    volume: params.get('volume') ?? '',
  }
}

export function writeResourceView(view: ResourceView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page + 1))
  if (view.size !== DEFAULT_VIEW.size) params.set('size', String(view.size))
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort)
  for (const key of ['name', 'status', 'volume'] as const) if (view[key]) params.set(key, view[key])
  return params
}
