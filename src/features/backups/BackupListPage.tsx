// The Backups panel: filters, the table with server-side sort, paging and the total count,
// selection and batch delete, row actions; all view state in the URL. Polls while a backup is being made,
// deleted or restored. A cloud without a backup service shows it here, in words, from what a
// member can see: its backups end in error with the scheduler's reason, and Cinder records a user
// message for each (asked for by its event id, src/queries/messages.ts).
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { Backup, Message } from '../../api'
import { formatCreated, volumeDisplayName } from '../../components/format'
import { PageHeader } from '../../components/PageHeader'
import { ResourceFilters } from '../../components/ResourceFilters'
import { ListPagination } from '../../components/table/ListPagination'
import { ListState } from '../../components/table/ListState'
import { csvFileName } from '../../components/table/csv'
import { DataTable } from '../../components/table/DataTable'
import { formatNumber } from '../../components/table/format-number'
import { TableTools } from '../../components/table/TableTools'
import { useT } from '../../i18n/use-t'
import { useColumnPrefs } from '../../lib/use-column-prefs'
import { useListView } from '../../lib/use-list-view'
import { useClient } from '../../lib/session'
import { backupPageOptions } from '../../queries/backups'
import { exportBackups } from '../../queries/paged-export'
import { backupServiceMissingOptions } from '../../queries/messages'
import { volumeListOptions } from '../../queries/volumes'
import { noBackupServiceWarning } from '../../rules/backup-guards'
import { BACKUP_NOT_SCHEDULED } from '../../rules/backup-rules'
import { canWrite } from '../../rules/roles'
import { BACKUP_FILTER_STATUSES } from '../../rules/statuses'
import { BackupActionsMenu } from './BackupActionsMenu'
import { ImportRecordDialog } from './ImportRecordDialog'
import { backupCsvValues, useBackupTable } from './BackupTable'
import { useBackupDialogs } from './use-backup-dialogs'
import { PAGE_SIZES, readView, writeView } from './view-state'

const VOLUME_INDEX = { limit: 1000 } as const

/**
 * When a backup last failed for want of a backup service, unless one was made since: Cinder's user
 * message where the cloud has them (`message`; null: none lately), else the page's own backups.
 */
function noServiceSince(backups: readonly Backup[], message: Message | null | undefined): string | null {
  if (message !== undefined) return message?.created_at ?? null
  const failed = backups.filter((backup) => backup.fail_reason === BACKUP_NOT_SCHEDULED)
  const last = failed
    .map((backup) => backup.created_at)
    .sort()
    .at(-1)
  if (!last) return null
  return backups.some((backup) => backup.status === 'available' && backup.created_at > last) ? null : last
}

export function BackupListPage() {
  const t = useT()
  const client = useClient()
  const [importing, setImporting] = useState(false)
  const { view, update, sorting, onSortChange, selection, setSelection } = useListView(readView, writeView)
  const list = useQuery(backupPageOptions(client, view))
  const volumes = useQuery(volumeListOptions(client, VOLUME_INDEX))
  const dialogs = useBackupDialogs({ onDeleted: () => setSelection({}) })
  const writer = canWrite(client)

  const backups = useMemo(() => list.data?.backups ?? [], [list.data])
  const names = useMemo(
    () => new Map((volumes.data?.volumes ?? []).map((volume) => [volume.id, volumeDisplayName(volume)])),
    [volumes.data],
  )
  const missing = useQuery(backupServiceMissingOptions(client))
  const failedAt = noServiceSince(
    backups,
    client.feature('messages').available ? (missing.data?.recent ? missing.data.message : null) : undefined,
  )
  const selected = backups.filter((backup) => selection[backup.id])

  const volumeName = (id: string) => names.get(id) ?? id
  const columnPrefs = useColumnPrefs('backups')
  const table = useBackupTable({
    backups,
    volumeName,
    selectable: writer,
    selection,
    onSelectionChange: setSelection,
    sort: sorting,
    onSortChange,
    actions: (backup) => <BackupActionsMenu backup={backup} onAction={dialogs.act} />,
    columnPrefs,
  })
  // Everything the page shows: the list, the volume names, the backup-service check.
  const refresh = () =>
    Promise.all([list, volumes, missing].filter((query) => query.isEnabled).map((query) => query.refetch()))
  const tools = (
    <TableTools
      table={table}
      prefs={columnPrefs}
      onRefresh={refresh}
      rows={backups}
      csv={backupCsvValues(volumeName)}
      fileName={() => csvFileName('backups', client.token.project.name)}
      fetchAll={(signal, onProgress) => exportBackups(client, view, { signal, onProgress })}
      words={{
        all: t('Export all matching backups'),
        progress: ({ done, total }) =>
          total === null
            ? t('Exported {{done}} backups…', { count: done, done: formatNumber(done) })
            : t('Exported {{done}} of {{total}} backups…', {
                count: total,
                done: formatNumber(done),
                total: formatNumber(total),
              }),
        done: (rows, file) =>
          t('Exported {{number}} backups to {{file}}', { count: rows, number: formatNumber(rows), file }),
        failed: t('Not every backup could be read: no file was saved'),
      }}
    />
  )

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Backups')}
        status={
          list.data &&
          (list.data.count === null
            ? t('{{count}} shown', { count: backups.length })
            : t('{{count}} backups', { count: list.data.count }))
        }
        actions={
          <>
            {tools}
            {client.isAdmin && (
              <Button variant="outlined" onClick={() => setImporting(true)}>
                {t('Import Backup Record')}
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              disabled={!writer || selected.length === 0}
              onClick={() => dialogs.deleteMany(selected)}
            >
              {selected.length > 0 ? t('Delete Backups ({{count}})', { count: selected.length }) : t('Delete Backups')}
            </Button>
          </>
        }
      />
      <ResourceFilters
        label={t('Filter backups')}
        view={view}
        statuses={BACKUP_FILTER_STATUSES}
        volumes={volumes.data?.volumes ?? []}
        onChange={update}
      />
      {failedAt && (
        <Alert severity="warning" role="status">
          {noBackupServiceWarning(formatCreated(failedAt))}
        </Alert>
      )}
      <ListState
        query={list}
        loading={t('Loading backups…')}
        failed={t('Could not load backups')}
        empty={list.data && backups.length === 0 ? t('No backups') : undefined}
      />
      {backups.length > 0 && <DataTable table={table} label={t('Backups')} />}
      {list.data && (
        <ListPagination
          count={list.data.count}
          page={view.page}
          size={view.size}
          sizes={PAGE_SIZES}
          onChange={update}
        />
      )}
      {dialogs.element}
      {importing && <ImportRecordDialog onClose={() => setImporting(false)} />}
    </Stack>
  )
}
