// What an admin's list of every project's volumes, snapshots or backups shows (its URL state,
// src/features/admin/all-projects/view-state.ts). Apart from all-projects.ts so the query keys
// can name the view without importing the queries.
export interface AdminListView {
  page: number
  size: number
  /** Cinder's sort syntax, key:dir. */
  sort: string
  /** Part of the name (name~ from 3.34, else the whole name). */
  name: string
  status: string
  /** A project id: only that project's (Cinder's project_id filter, admins only). */
  project: string
  /** host, host@backend or host@backend#pool (volumes only: Cinder's host filter, admins only). */
  host: string
}
