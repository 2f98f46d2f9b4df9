// The Snapshots panel's URL state (src/lib/resource-view-state.ts) and the keys it sorts by:
// Cinder's snapshot model columns (`volume_size`, not `size`), `name` from 3.30.
import type { ResourceView } from '../../lib/resource-view-state'
import { readResourceView, writeResourceView } from '../../lib/resource-view-state'

export { PAGE_SIZES } from '../../lib/resource-view-state'
export type SnapshotView = ResourceView

export const SORT_KEYS = ['name', 'status', 'volume_size', 'created_at'] as const

export const readView = (params: URLSearchParams): SnapshotView => readResourceView(params, SORT_KEYS)
export const writeView = writeResourceView
