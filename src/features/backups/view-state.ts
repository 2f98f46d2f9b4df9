// The Backups panel's URL state (src/lib/resource-view-state.ts) and the keys it sorts by
// (model columns; `name` from 3.37).
import type { ResourceView } from '../../lib/resource-view-state'
import { readResourceView, writeResourceView } from '../../lib/resource-view-state'

export { PAGE_SIZES } from '../../lib/resource-view-state'
export type BackupView = ResourceView

export const SORT_KEYS = ['name', 'status', 'size', 'created_at'] as const

export const readView = (params: URLSearchParams): BackupView => readResourceView(params, SORT_KEYS)
export const writeView = writeResourceView
