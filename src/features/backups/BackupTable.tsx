// The backups table: the server sorts and pages; the name links to the backup, the volume column
// to its volume; a failed backup shows its reason.
import Link from '@mui/material/Link'
import type { ColumnDef, RowSelectionState, SortingState, Table } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Backup } from '../../api'
import { formatSize, yesNo } from '../../components/format'
import type { ColumnPrefsStore } from '../../components/table/column-prefs'
import { columnLayout } from '../../components/table/column-prefs'
import type { Renderers } from '../../components/table/columns'
import type { CsvValues } from '../../components/table/export-columns'
import { actionsColumn, dateColumn, rendererCell, selectColumn } from '../../components/table/columns'
import { statusColumn } from '../../dialogs/messages/status-column'
import { isErrorStatus } from '../../rules/statuses'
import { useT } from '../../i18n/use-t'
import { backupPath, volumePath } from '../../lib/paths'

interface Props {
  backups: Backup[]
  volumeName: (id: string) => string
  selection: RowSelectionState
  onSelectionChange: (selection: RowSelectionState) => void
  selectable: boolean
  sort: SortingState
  onSortChange: (sort: SortingState) => void
  actions: (backup: Backup) => ReactNode
  /** The user's choice of columns (src/lib/use-column-prefs.ts). */
  columnPrefs: ColumnPrefsStore
}

/** What each column writes into a CSV file: values as the cloud gave them, the volume by name where the page knows it. */
export function backupCsvValues(volumeName: (id: string) => string): CsvValues<Backup> {
  return {
    name: (backup) => backup.name || backup.id,
    status: (backup) => backup.status,
    size: (backup) => backup.size,
    volume: (backup) => volumeName(backup.volume_id),
    incremental: (backup) => backup.is_incremental,
    created_at: (backup) => backup.created_at,
    // As the table shows it: why it failed, else its description.
    description: (backup) => backup.fail_reason || backup.description,
  }
}

function columns(selectable: boolean, withReasons: boolean, t: TFunction): ColumnDef<Backup>[] {
  const list: ColumnDef<Backup>[] = [
    {
      id: 'name',
      accessorFn: (backup) => backup.name ?? '',
      header: t('Name'),
      enableHiding: false,
      meta: { grow: { weight: 1, min: 160, max: 320 } },
      cell: ({ row }) => (
        <Link component={RouterLink} to={backupPath(row.original.id)} noWrap sx={{ display: 'block' }}>
          {row.original.name || row.original.id}
        </Link>
      ),
    },
    statusColumn<Backup>(t('Status'), withReasons),
    {
      id: 'size',
      accessorFn: (backup) => backup.size,
      header: t('Size'),
      size: 100,
      cell: ({ row }) => formatSize(row.original.size),
    },
    {
      id: 'volume',
      header: t('Volume'),
      enableSorting: false,
      meta: { grow: { weight: 1, min: 160, max: 320 } },
      cell: rendererCell<Backup>('volume'),
    },
    {
      id: 'incremental',
      header: t('Incremental'),
      size: 120,
      enableSorting: false,
      cell: ({ row }) => yesNo(row.original.is_incremental),
    },
    dateColumn<Backup>('created_at', t('Created'), (backup) => backup.created_at),
    {
      id: 'description',
      header: t('Description'),
      enableSorting: false,
      meta: { grow: { weight: 2, min: 160 }, dropOrder: 1 },
      cell: ({ row }) => (
        <span title={row.original.description ?? undefined}>
          {row.original.fail_reason || row.original.description || '—'}
        </span>
      ),
    },
    actionsColumn<Backup>(t('Actions')),
  ]
  if (!selectable) return list
  return [
    selectColumn<Backup>(t('Select all backups on this page'), (row) =>
      t('Select {{name}}', { name: row.name || row.id }),
    ),
    ...list,
  ]
}

export function useBackupTable({
  backups,
  volumeName,
  selection,
  onSelectionChange,
  selectable,
  sort,
  onSortChange,
  actions,
  columnPrefs,
}: Props): Table<Backup> {
  const t = useT()
  const withReasons = backups.some((row) => isErrorStatus(row.status))
  const columnDefs = useMemo(() => columns(selectable, withReasons, t), [selectable, withReasons, t])
  const meta: Renderers<Backup> = {
    volume: (backup) => (
      <Link component={RouterLink} to={volumePath(backup.volume_id)} noWrap sx={{ display: 'block' }}>
        {volumeName(backup.volume_id)}
      </Link>
    ),
    actions,
  }
  const layout = columnLayout(columnDefs, columnPrefs)
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  return useReactTable({
    data: backups,
    columns: columnDefs,
    meta,
    getRowId: (backup) => backup.id,
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
