// The snapshots table: the server sorts and pages; the volume column links to its volume.
// What shows at which width: components/table/fit.ts (the description gives way first).
import Link from '@mui/material/Link'
import type { ColumnDef, RowSelectionState, SortingState, Table } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Snapshot } from '../../api'
import { formatSize } from '../../components/format'
import type { ColumnPrefsStore } from '../../components/table/column-prefs'
import { columnLayout } from '../../components/table/column-prefs'
import type { Renderers } from '../../components/table/columns'
import type { CsvValues } from '../../components/table/export-columns'
import { actionsColumn, dateColumn, rendererCell, selectColumn } from '../../components/table/columns'
import { statusColumn } from '../../dialogs/messages/status-column'
import { isErrorStatus } from '../../rules/statuses'
import { useT } from '../../i18n/use-t'
import { snapshotPath, volumePath } from '../../lib/paths'

interface Props {
  snapshots: Snapshot[]
  /** Volume names by id (the page's volume index); an unknown one shows its id. */
  volumeName: (id: string) => string
  selection: RowSelectionState
  onSelectionChange: (selection: RowSelectionState) => void
  sort: SortingState
  onSortChange: (sort: SortingState) => void
  actions: (snapshot: Snapshot) => ReactNode
  selectable: boolean
  /** The user's choice of columns (src/lib/use-column-prefs.ts). */
  columnPrefs: ColumnPrefsStore
}

/** What each column writes into a CSV file: values as the cloud gave them, the volume by name where the page knows it. */
export function snapshotCsvValues(volumeName: (id: string) => string): CsvValues<Snapshot> {
  return {
    name: (snapshot) => snapshot.name || snapshot.id,
    status: (snapshot) => snapshot.status,
    volume_size: (snapshot) => snapshot.size,
    volume: (snapshot) => volumeName(snapshot.volume_id),
    created_at: (snapshot) => snapshot.created_at,
    description: (snapshot) => snapshot.description,
  }
}

function columns(selectable: boolean, withReasons: boolean, t: TFunction): ColumnDef<Snapshot>[] {
  const list: ColumnDef<Snapshot>[] = [
    {
      id: 'name',
      accessorFn: (snapshot) => snapshot.name ?? '',
      header: t('Name'),
      enableHiding: false,
      meta: { grow: { weight: 1, min: 160, max: 320 } },
      cell: ({ row }) => (
        <Link component={RouterLink} to={snapshotPath(row.original.id)} noWrap sx={{ display: 'block' }}>
          {row.original.name || row.original.id}
        </Link>
      ),
    },
    statusColumn<Snapshot>(t('Status'), withReasons),
    {
      id: 'volume_size',
      accessorFn: (snapshot) => snapshot.size,
      header: t('Size'),
      size: 100,
      cell: ({ row }) => formatSize(row.original.size),
    },
    {
      id: 'volume',
      header: t('Volume'),
      enableSorting: false,
      meta: { grow: { weight: 1, min: 160, max: 320 } },
      cell: rendererCell<Snapshot>('volume'),
    },
    dateColumn<Snapshot>('created_at', t('Created'), (snapshot) => snapshot.created_at),
    {
      id: 'description',
      header: t('Description'),
      enableSorting: false,
      meta: { grow: { weight: 2, min: 160 }, dropOrder: 1 },
      cell: ({ row }) => <span title={row.original.description ?? undefined}>{row.original.description || '—'}</span>,
    },
    actionsColumn<Snapshot>(t('Actions')),
  ]
  if (!selectable) return list
  return [
    selectColumn<Snapshot>(t('Select all snapshots on this page'), (row) =>
      t('Select {{name}}', { name: row.name || row.id }),
    ),
    ...list,
  ]
}

export function useSnapshotTable({
  snapshots,
  volumeName,
  selection,
  onSelectionChange,
  sort,
  onSortChange,
  actions,
  selectable,
  columnPrefs,
}: Props): Table<Snapshot> {
  const t = useT()
  const withReasons = snapshots.some((row) => isErrorStatus(row.status))
  const columnDefs = useMemo(() => columns(selectable, withReasons, t), [selectable, withReasons, t])
  const meta: Renderers<Snapshot> = {
    volume: (snapshot) => (
      <Link component={RouterLink} to={volumePath(snapshot.volume_id)} noWrap sx={{ display: 'block' }}>
        {volumeName(snapshot.volume_id)}
      </Link>
    ),
    actions,
  }
  const layout = columnLayout(columnDefs, columnPrefs)
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  return useReactTable({
    data: snapshots,
    columns: columnDefs,
    meta,
    getRowId: (snapshot) => snapshot.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { rowSelection: selection, sorting: sort, ...layout.state },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    onSortingChange: (updater) => onSortChange(typeof updater === 'function' ? updater(sort) : updater),
    onColumnOrderChange: layout.onColumnOrderChange,
    onColumnVisibilityChange: layout.onColumnVisibilityChange,
  })
}
