// The view of a backend's manageable list: which backend, the order and the page (keys.ts, manage.ts).
export interface ManageableView {
  /** host@backend#pool, as the pools list names it. */
  host: string
  /** `reference:desc` (Cinder's default), `size:asc`… */
  sort: string
  /** The JSON text of the reference the page starts after; null: the first page. */
  marker: string | null
  limit: number
}
