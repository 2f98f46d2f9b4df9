// The "All my volumes" view in the URL: whole name, status, sort and page. The rows come from
// every project and region at once, so the console sorts and pages them itself.
export interface AllVolumesView {
  page: number
  size: number
  /** `<column>:<asc|desc>`. */
  sort: string
  name: string
  status: string
}

export const PAGE_SIZES = [20, 50, 100] as const
export const SORT_KEYS = ['name', 'project', 'region', 'status', 'size', 'created_at'] as const
const DEFAULT: AllVolumesView = { page: 0, size: 20, sort: 'created_at:desc', name: '', status: '' }

function whole(value: string | null, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

export function readView(params: URLSearchParams): AllVolumesView {
  const size = whole(params.get('size'), DEFAULT.size)
  const sort = params.get('sort') ?? DEFAULT.sort
  const [key = '', dir] = sort.split(':')
  return {
    page: Math.max(0, whole(params.get('page'), 1) - 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT.size,
    sort: (SORT_KEYS as readonly string[]).includes(key) && (dir === 'asc' || dir === 'desc') ? sort : DEFAULT.sort,
    name: params.get('name') ?? '',
    status: params.get('status') ?? '',
  }
}

export function writeView(view: AllVolumesView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.page !== DEFAULT.page) params.set('page', String(view.page + 1))
  if (view.size !== DEFAULT.size) params.set('size', String(view.size))
  if (view.sort !== DEFAULT.sort) params.set('sort', view.sort)
  if (view.name) params.set('name', view.name)
  if (view.status) params.set('status', view.status)
  return params
}
