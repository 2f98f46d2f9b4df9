// The Snapshots panel's filters, sort and page live in the URL, so a view can be shared and reloaded.
import type { SnapshotView } from '../../queries/snapshots'

export type { SnapshotView } from '../../queries/snapshots'

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_VIEW: SnapshotView = {
  page: 0,
  size: 20,
  sort: 'created_at:desc',
  name: '',
  status: '',
  volume: '',
}
/** Cinder's snapshot sort keys: model columns (`volume_size`, not `size`), `name` from 3.30. */
export const SORT_KEYS = ['name', 'status', 'volume_size', 'created_at'] as const

function whole(value: string | null, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

export function readView(params: URLSearchParams): SnapshotView {
  const size = whole(params.get('size'), DEFAULT_VIEW.size)
  const sort = params.get('sort') ?? DEFAULT_VIEW.sort
  const [key, dir] = sort.split(':')
  return {
    page: Math.max(0, whole(params.get('page'), 1) - 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_VIEW.size,
    sort:
      (SORT_KEYS as readonly string[]).includes(key ?? '') && (dir === 'asc' || dir === 'desc')
        ? sort
        : DEFAULT_VIEW.sort,
    name: params.get('name') ?? '',
    status: params.get('status') ?? '',
    volume: params.get('volume') ?? '',
  }
}

/** Only what differs from the default, with the page counted from 1 as people read it. */
export function writeView(view: SnapshotView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page + 1))
  if (view.size !== DEFAULT_VIEW.size) params.set('size', String(view.size))
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort)
  for (const key of ['name', 'status', 'volume'] as const) if (view[key]) params.set(key, view[key])
  return params
}
