// What a panel of a volume's resources (snapshots, backups) shows: filters, sort and page.
export interface ResourceView {
  page: number
  size: number
  /** Cinder's sort syntax, key:dir. */
  sort: string
  name: string
  status: string
  /** A volume id: only its resources. */
  volume: string
}
