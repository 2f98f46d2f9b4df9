// Every row of a list view for "Export all matching …" (volumes, snapshots, backups): fetched from the cloud page by page with
// limit and marker, the same filters and sort as the view, the total asked for once (Cinder 3.45
// with_count) so progress can say "2,000 of 5,120". An abort stops it before the next request
// (and drops an answer that comes after it): the caller saves nothing.
import type { Backup, OpenStackClient, Snapshot, Volume } from '../api'
import type { ExportProgress } from '../components/table/ExportDialog'
import type { BackupView } from './backups'
import { backupFilters } from './backups'
import type { SnapshotView } from './snapshots'
import { snapshotFilters } from './snapshots'
import { volumesOfServer, withNameFilter } from './volume-page'
import type { VolumeView } from './volume-view'

/** One page of a listing: its rows, the total when the cloud counted, the marker of the next page. */
export interface ListingPage<T> {
  items: T[]
  count?: number | null
  nextMarker?: string
}

export interface PagedExportOptions {
  signal?: AbortSignal
  onProgress?: (progress: ExportProgress) => void
  /** Rows per request (Cinder's osapi_max_limit is 1000 by default). */
  pageSize?: number
}

export const EXPORT_PAGE_SIZE = 1000

/** Pages through a listing until it has no next page; `fetchPage` gets the marker (none first). */
export async function collectPages<T>(
  fetchPage: (marker: string | undefined) => Promise<ListingPage<T>>,
  { signal, onProgress }: PagedExportOptions = {},
): Promise<T[]> {
  const rows: T[] = []
  let total: number | null = null
  let marker: string | undefined
  for (;;) {
    signal?.throwIfAborted()
    const page = await fetchPage(marker)
    signal?.throwIfAborted()
    rows.push(...page.items)
    if (typeof page.count === 'number') total = page.count
    onProgress?.({ done: rows.length, total })
    // A page filtered here may hold no row and still have a next one; a cloud that handed back
    // the same marker would never end.
    if (!page.nextMarker || page.nextMarker === marker) return rows
    marker = page.nextMarker
  }
}

/**
 * Every volume of the Volumes panel's view (not only its page), in the view's sort. Views Cinder
 * cannot filter for users (shareable, attached to a server) are assembled as the panel does.
 */
export async function exportVolumes(
  client: OpenStackClient,
  view: VolumeView,
  options: PagedExportOptions = {},
): Promise<Volume[]> {
  if (view.server) {
    options.signal?.throwIfAborted()
    const volumes = await volumesOfServer(client, view)
    options.signal?.throwIfAborted()
    options.onProgress?.({ done: volumes.length, total: volumes.length })
    return volumes
  }
  const limit = options.pageSize ?? EXPORT_PAGE_SIZE
  // The count is of what Cinder filtered: with "shareable" filtered here it would count too many.
  const withCount = client.feature('withCount').available && !view.shareable
  return collectPages<Volume>(async (marker) => {
    const page = await withNameFilter(client, view, (filters) =>
      client.cinder.listVolumes({
        limit,
        marker,
        sort: view.sort,
        filters,
        withCount: withCount && marker === undefined,
      }),
    )
    const items = view.shareable
      ? page.volumes.filter((volume) => volume.multiattach === (view.shareable === 'yes'))
      : page.volumes
    return { items, count: page.count, nextMarker: page.nextMarker ?? undefined }
  }, options)
}

/** Every snapshot of the Snapshots panel's view, in its sort. */
export function exportSnapshots(
  client: OpenStackClient,
  view: SnapshotView,
  options: PagedExportOptions = {},
): Promise<Snapshot[]> {
  const limit = options.pageSize ?? EXPORT_PAGE_SIZE
  const withCount = client.feature('withCount').available
  return collectPages<Snapshot>(async (marker) => {
    const page = await client.cinder.listSnapshots({
      limit,
      marker,
      sort: view.sort,
      filters: snapshotFilters(view),
      withCount: withCount && marker === undefined,
    })
    return { items: page.snapshots, count: page.count, nextMarker: page.nextMarker ?? undefined }
  }, options)
}

/** Every backup of the Backups panel's view, in its sort. */
export function exportBackups(
  client: OpenStackClient,
  view: BackupView,
  options: PagedExportOptions = {},
): Promise<Backup[]> {
  const limit = options.pageSize ?? EXPORT_PAGE_SIZE
  const withCount = client.feature('withCount').available
  return collectPages<Backup>(async (marker) => {
    const page = await client.cinder.listBackups({
      limit,
      marker,
      sort: view.sort,
      filters: backupFilters(view),
      withCount: withCount && marker === undefined,
    })
    return { items: page.backups, count: page.count, nextMarker: page.nextMarker ?? undefined }
  }, options)
}
