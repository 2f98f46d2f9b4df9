// An admin's reads across projects (Admin › All Volumes, All Snapshots, All Backups): one page of
// a list with all_tenants=1 and the filters only admins may use (project_id, host), offset paging
// with the total count as the project panels page; and one index of every project's servers to
// name attachments. A view costs a constant number of requests however many rows it shows: the
// list, the server index, Keystone's project list (src/queries/identity.ts). docs/all-projects.md.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Backup, OpenStackClient, Server, Snapshot, Volume } from '../api'
import { atLeast } from '../api/microversion'
import { backupIs, snapshotIs } from '../rules/statuses'
import type { AdminListView } from './admin-list-view'
import { keys } from './keys'
import { transitionalRefetch } from './polling'

export type { AdminListView } from './admin-list-view'

export interface AdminPage<T> {
  rows: T[]
  /** Total that match; null when the cloud cannot count (below 3.45). */
  count: number | null
}

/**
 * Cinder's filters for an admin's view. Admins pass every filter key
 * (C:cinder/api/common.py#reject_invalid_filters), name~ is a LIKE from 3.34
 * (C:cinder/db/sqlalchemy/api.py#apply_like_filters); `host` is the volume's host at the level
 * the value names (#_filter_host).
 */
export function adminFilters(
  client: OpenStackClient,
  view: AdminListView,
  resource: 'volume' | 'snapshot' | 'backup',
): Record<string, string> {
  const filters: Record<string, string> = {}
  if (view.name) {
    const version = client.cinder.version
    filters[version !== null && atLeast(version, '3.34') ? 'name~' : 'name'] = view.name
  }
  if (view.status) filters.status = view.status
  if (view.project) filters.project_id = view.project
  if (view.host && resource === 'volume') filters.host = view.host
  return filters
}

function pageParams(client: OpenStackClient, view: AdminListView, resource: 'volume' | 'snapshot' | 'backup') {
  return {
    limit: view.size,
    offset: view.page * view.size,
    sort: view.sort,
    filters: adminFilters(client, view, resource),
    withCount: client.feature('withCount').available,
    allTenants: true,
  }
}

export function adminVolumePageOptions(client: OpenStackClient, view: AdminListView) {
  return queryOptions({
    queryKey: keys.adminVolumePage(view),
    queryFn: async (): Promise<AdminPage<Volume>> => {
      const page = await client.cinder.listVolumes(pageParams(client, view, 'volume'))
      return { rows: page.volumes, count: page.count ?? null }
    },
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch((result: AdminPage<Volume>) => result.rows),
  })
}

export function adminSnapshotPageOptions(client: OpenStackClient, view: AdminListView) {
  return queryOptions({
    queryKey: keys.adminSnapshotPage(view),
    queryFn: async (): Promise<AdminPage<Snapshot>> => {
      const page = await client.cinder.listSnapshots(pageParams(client, view, 'snapshot'))
      return { rows: page.snapshots, count: page.count ?? null }
    },
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch(
      (result: AdminPage<Snapshot>) => result.rows,
      (snapshot) => snapshotIs('transitional', snapshot.status),
    ),
  })
}

export function adminBackupPageOptions(client: OpenStackClient, view: AdminListView) {
  return queryOptions({
    queryKey: keys.adminBackupPage(view),
    queryFn: async (): Promise<AdminPage<Backup>> => {
      const page = await client.cinder.listBackups(pageParams(client, view, 'backup'))
      return { rows: page.backups, count: page.count ?? null }
    },
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch(
      (result: AdminPage<Backup>) => result.rows,
      (backup) => backupIs('transitional', backup.status),
    ),
  })
}

/** Every project's servers by id (all_tenants), the first 1,000: one request, whatever the rows. */
export function adminServerIndexOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.adminServerIndex(),
    enabled: client.nova !== null,
    staleTime: 30_000,
    queryFn: async (): Promise<Map<string, Server>> => {
      const page = await client.nova!.listServers({ limit: 1000, allTenants: true })
      return new Map(page.servers.map((server) => [server.id, server]))
    },
  })
}
