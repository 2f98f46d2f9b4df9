// Snapshot queries: one page of the Snapshots panel for a view (server-side name, status and
// volume filters, sort, offset paging, the total count), one snapshot, and a volume's snapshots
// newest first. Lists poll while a snapshot is transitional.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OpenStackClient, Snapshot } from '../api'
import { snapshotIs } from '../rules/statuses'
import type { ResourceView } from './resource-view'
import { keys } from './keys'
import { transitionalRefetch } from './polling'

/** What the panel shows: its URL state (src/lib/resource-view-state.ts). */
export type SnapshotView = ResourceView

export interface SnapshotPageResult {
  snapshots: Snapshot[]
  /** Total that match; null when the cloud cannot count (below 3.45). */
  count: number | null
}

const moving = (snapshot: { status: string }) => snapshotIs('transitional', snapshot.status)

/** Cinder's filters for a view (the panel's page and "Export all matching snapshots"). */
export function snapshotFilters(view: SnapshotView): Record<string, string> {
  const filters: Record<string, string> = {}
  // Cinder's snapshot filters match whole names (no name~ in upstream's resource filters).
  if (view.name) filters.name = view.name
  if (view.status) filters.status = view.status
  if (view.volume) filters.volume_id = view.volume
  return filters
}

export async function fetchSnapshotPage(client: OpenStackClient, view: SnapshotView): Promise<SnapshotPageResult> {
  const withCount = client.feature('withCount').available
  const page = await client.cinder.listSnapshots({
    limit: view.size,
    offset: view.page * view.size,
    sort: view.sort,
    filters: snapshotFilters(view),
    withCount,
  })
  return { snapshots: page.snapshots, count: page.count ?? null }
}

export function snapshotPageOptions(client: OpenStackClient, view: SnapshotView) {
  return queryOptions({
    queryKey: keys.snapshotPage(view),
    queryFn: () => fetchSnapshotPage(client, view),
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch((result: SnapshotPageResult) => result.snapshots, moving),
  })
}

export function snapshotOptions(client: OpenStackClient, id: string) {
  return queryOptions({
    queryKey: keys.snapshot(id),
    queryFn: () => client.cinder.getSnapshot(id),
    refetchInterval: transitionalRefetch((snapshot: Snapshot) => [snapshot], moving),
  })
}

/** Every snapshot of a volume, newest first (its latest is the one a revert takes). */
export function volumeSnapshotsOptions(client: OpenStackClient, volumeId: string) {
  return queryOptions({
    queryKey: keys.volumeSnapshots(volumeId),
    queryFn: async () => {
      const snapshots: Snapshot[] = []
      let marker: string | undefined
      for (let page = 0; page < 20; page += 1) {
        const result = await client.cinder.listSnapshots({
          limit: 1000,
          marker,
          sort: 'created_at:desc,id:desc',
          filters: { volume_id: volumeId },
        })
        snapshots.push(...result.snapshots)
        if (!result.nextMarker) break
        marker = result.nextMarker
      }
      return snapshots
    },
    refetchInterval: transitionalRefetch((snapshots: Snapshot[]) => snapshots, moving),
  })
}

/** Snapshots a new volume can start from: the project's available ones (first 1,000). */
export function sourceSnapshotsOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.sourceSnapshots(),
    queryFn: async () =>
      (await client.cinder.listSnapshots({ limit: 1000, sort: 'created_at:desc', filters: { status: 'available' } }))
        .snapshots,
  })
}
