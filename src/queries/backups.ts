// Backup queries: one page of the Backups panel for a view (server-side name, status and volume
// filters, sort, offset paging, the total count), one backup, and a volume's backups newest first.
// Lists poll while a backup is being made, deleted or restored.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Backup, OpenStackClient } from '../api'
import { backupIs } from '../rules/statuses'
import type { ResourceView } from './resource-view'
import { keys } from './keys'
import { transitionalRefetch } from './polling'

/** What the panel shows: its URL state (src/lib/resource-view-state.ts). */
export type BackupView = ResourceView

export interface BackupPageResult {
  backups: Backup[]
  count: number | null
}

const moving = (backup: { status: string }) => backupIs('transitional', backup.status)

/** Cinder's filters for a view (the panel's page and "Export all matching backups"). */
export function backupFilters(view: BackupView): Record<string, string> {
  const filters: Record<string, string> = {}
  if (view.name) filters.name = view.name
  if (view.status) filters.status = view.status
  if (view.volume) filters.volume_id = view.volume
  return filters
}

export async function fetchBackupPage(client: OpenStackClient, view: BackupView): Promise<BackupPageResult> {
  const page = await client.cinder.listBackups({
    limit: view.size,
    offset: view.page * view.size,
    sort: view.sort,
    filters: backupFilters(view),
    withCount: client.feature('withCount').available,
  })
  return { backups: page.backups, count: page.count ?? null }
}

export function backupPageOptions(client: OpenStackClient, view: BackupView) {
  return queryOptions({
    queryKey: keys.backupPage(view),
    queryFn: () => fetchBackupPage(client, view),
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch((result: BackupPageResult) => result.backups, moving),
  })
}

export function backupOptions(client: OpenStackClient, id: string) {
  return queryOptions({
    queryKey: keys.backup(id),
    queryFn: () => client.cinder.getBackup(id),
    refetchInterval: transitionalRefetch((backup: Backup) => [backup], moving),
  })
}

/** A volume's backups (first 1,000), newest first: the newest is what an incremental builds on. */
export function volumeBackupsOptions(client: OpenStackClient, volumeId: string) {
  return queryOptions({
    queryKey: keys.volumeBackups(volumeId),
    queryFn: async () =>
      (await client.cinder.listBackups({ limit: 1000, sort: 'created_at:desc', filters: { volume_id: volumeId } }))
        .backups,
    refetchInterval: transitionalRefetch((backups: Backup[]) => backups, moving),
  })
}

/** Backups a new volume can start from (3.47): the project's available ones (first 1,000), newest first. */
export function sourceBackupsOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.sourceBackups(),
    queryFn: async () =>
      (await client.cinder.listBackups({ limit: 1000, sort: 'created_at:desc', filters: { status: 'available' } }))
        .backups,
    enabled: client.feature('volumeFromBackup').available,
  })
}
