// The volume list's filter, sort and page live in the URL, so a view can be shared and reloaded.
import type { VolumeView } from '../../../queries/volume-page'

export type { Shareable, VolumeView } from '../../../queries/volume-page'

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_VIEW: VolumeView = {
  page: 0,
  size: 20,
  sort: 'created_at:desc',
  name: '',
  status: '',
  shareable: '',
  server: '',
  group: '',
}
export const SORT_KEYS = ['name', 'status', 'size', 'created_at', 'availability_zone'] as const

function positive(value: string | null, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

export function readView(params: URLSearchParams): VolumeView {
  const size = positive(params.get('size'), DEFAULT_VIEW.size)
  const sort = params.get('sort') ?? DEFAULT_VIEW.sort
  const [key, dir] = sort.split(':')
  const shareable = params.get('shareable')
  return {
    page: Math.max(0, positive(params.get('page'), 1) - 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_VIEW.size,
    sort:
      (SORT_KEYS as readonly string[]).includes(key ?? '') && (dir === 'asc' || dir === 'desc')
        ? sort
        : DEFAULT_VIEW.sort,
    name: params.get('name') ?? '',
    status: params.get('status') ?? '',
    shareable: shareable === 'yes' || shareable === 'no' ? shareable : '',
    server: params.get('server') ?? '',
    group: params.get('group') ?? '',
  }
}

/** Only what differs from the default, with the page counted from 1 as people read it. */
export function writeView(view: VolumeView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page + 1))
  if (view.size !== DEFAULT_VIEW.size) params.set('size', String(view.size))
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort)
  for (const key of ['name', 'status', 'shareable', 'server', 'group'] as const)
    if (view[key]) params.set(key, view[key])
  return params
}
