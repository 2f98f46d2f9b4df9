// Apart from volume-page.ts so the query keys can name the view without importing the queries.
export type Shareable = '' | 'yes' | 'no'

/** What the Volumes panel shows: its URL state (src/features/volumes/list/view-state.ts). */
export interface VolumeView {
  page: number
  size: number
  /** Cinder's sort syntax, key:dir. */
  sort: string
  name: string
  status: string
  shareable: Shareable
  /** Server id: only the volumes attached to it. */
  server: string
  /** Group id: only the group's volumes (Cinder's group_id filter, 3.10). */
  group: string
}
