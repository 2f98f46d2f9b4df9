// The Snapshots panel: filters, the table with server-side sort, paging and the total count,
// selection and batch delete, row actions; all view state in the URL. Polls while a snapshot is
// being created, deleted or restored.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { volumeDisplayName } from '../../components/format'
import { PageHeader } from '../../components/PageHeader'
import { ResourceFilters } from '../../components/ResourceFilters'
import { SNAPSHOT_FILTER_STATUSES } from '../../rules/statuses'
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
import { snapshotPageOptions } from '../../queries/snapshots'
import { exportSnapshots } from '../../queries/paged-export'
import { volumeListOptions } from '../../queries/volumes'
import { canWrite } from '../../rules/roles'
import { SnapshotActionsMenu } from './SnapshotActionsMenu'
import { snapshotCsvValues, useSnapshotTable } from './SnapshotTable'
import { useSnapshotDialogs } from './use-snapshot-dialogs'
import { PAGE_SIZES, readView, writeView } from './view-state'

/** The volume index for names: the project's newest 1,000 volumes (older ones show their id). */
const VOLUME_INDEX = { limit: 1000 } as const

export function SnapshotListPage() {
  const t = useT()
  const client = useClient()
  const { view, update, sorting, onSortChange, selection, setSelection } = useListView(readView, writeView)
  const list = useQuery(snapshotPageOptions(client, view))
  const volumes = useQuery(volumeListOptions(client, VOLUME_INDEX))
  const dialogs = useSnapshotDialogs({ onDeleted: () => setSelection({}) })
  const writer = canWrite(client)

  const snapshots = useMemo(() => list.data?.snapshots ?? [], [list.data])
  const names = useMemo(
    () => new Map((volumes.data?.volumes ?? []).map((volume) => [volume.id, volumeDisplayName(volume)])),
    [volumes.data],
  )
  const selected = snapshots.filter((snapshot) => selection[snapshot.id])

  const volumeName = (id: string) => names.get(id) ?? id
  const columnPrefs = useColumnPrefs('snapshots')
  const table = useSnapshotTable({
    snapshots,
    volumeName,
    selectable: writer,
    selection,
    onSelectionChange: setSelection,
    sort: sorting,
    onSortChange,
    actions: (snapshot) => <SnapshotActionsMenu snapshot={snapshot} onAction={dialogs.act} />,
    columnPrefs,
  })
  // Everything the rows show: the list and the volume names.
  const refresh = () => Promise.all([list, volumes].filter((query) => query.isEnabled).map((query) => query.refetch()))
  const tools = (
    <TableTools
      table={table}
      prefs={columnPrefs}
      onRefresh={refresh}
      rows={snapshots}
      csv={snapshotCsvValues(volumeName)}
      fileName={() => csvFileName('snapshots', client.token.project.name)}
      fetchAll={(signal, onProgress) => exportSnapshots(client, view, { signal, onProgress })}
      words={{
        all: t('Export all matching snapshots'),
        progress: ({ done, total }) =>
          total === null
            ? t('Exported {{done}} snapshots…', { count: done, done: formatNumber(done) })
            : t('Exported {{done}} of {{total}} snapshots…', {
                count: total,
                done: formatNumber(done),
                total: formatNumber(total),
              }),
        done: (rows, file) =>
          t('Exported {{number}} snapshots to {{file}}', { count: rows, number: formatNumber(rows), file }),
        failed: t('Not every snapshot could be read: no file was saved'),
      }}
    />
  )

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Snapshots')}
        status={
          list.data &&
          (list.data.count === null
            ? t('{{count}} shown', { count: snapshots.length })
            : t('{{count}} snapshots', { count: list.data.count }))
        }
        actions={
          <>
            {tools}
            <Button
              variant="outlined"
              color="error"
              disabled={!writer || selected.length === 0}
              onClick={() => dialogs.deleteMany(selected)}
            >
              {selected.length > 0
                ? t('Delete Snapshots ({{count}})', { count: selected.length })
                : t('Delete Snapshots')}
            </Button>
          </>
        }
      />
      <ResourceFilters
        label={t('Filter snapshots')}
        view={view}
        statuses={SNAPSHOT_FILTER_STATUSES}
        volumes={volumes.data?.volumes ?? []}
        onChange={update}
      />
      <ListState
        query={list}
        loading={t('Loading snapshots…')}
        failed={t('Could not load snapshots')}
        empty={list.data && snapshots.length === 0 ? t('No snapshots') : undefined}
      />
      {snapshots.length > 0 && <DataTable table={table} label={t('Snapshots')} />}
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
    </Stack>
  )
}
