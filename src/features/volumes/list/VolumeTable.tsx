// The volumes table: TanStack Table for columns, sort state, row selection and the user's choice
// of columns; the server does the sorting and paging. The page holds the table (its header's
// Columns menu and CSV export read it) and draws it with DataTable. What shows at which width:
// each column's size, growth or drop order (components/table/fit.ts); the name and "Attached To"
// always show. "Group" is there where the cloud has groups and a volume on the page is in one.
import Link from '@mui/material/Link'
import type { ColumnDef, RowSelectionState, SortingState, Table } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Volume } from '../../../api'
import type { ColumnPrefsStore } from '../../../components/table/column-prefs'
import { columnLayout } from '../../../components/table/column-prefs'
import type { Renderers } from '../../../components/table/columns'
import { actionsColumn, dateColumn, rendererCell, selectColumn } from '../../../components/table/columns'
import type { TFunction } from 'i18next'
import { statusColumn } from '../../../dialogs/messages/status-column'
import { isErrorStatus } from '../../../rules/statuses'
import { useT } from '../../../i18n/use-t'
import { volumePath } from '../../../lib/paths'
import { formatSize, yesNo } from '../../../components/format'

interface Props {
  volumes: Volume[]
  selection: RowSelectionState
  onSelectionChange: (selection: RowSelectionState) => void
  sort: SortingState
  onSortChange: (sort: SortingState) => void
  attachedTo: (volume: Volume) => ReactNode
  /** The volume's group, linked; null where no volume on the page is in a group (no column then). */
  group: ((volume: Volume) => ReactNode) | null
  actions: (volume: Volume) => ReactNode
  selectable: boolean
  /** The user's choice of columns (src/lib/use-column-prefs.ts). */
  columnPrefs: ColumnPrefsStore
}

function columns(selectable: boolean, withReasons: boolean, withGroups: boolean, t: TFunction): ColumnDef<Volume>[] {
  const list: ColumnDef<Volume>[] = [
    {
      id: 'name',
      // TanStack Table offers sorting only for columns with an accessor (the server sorts).
      accessorFn: (volume) => volume.name ?? '',
      header: t('Name'),
      enableHiding: false,
      meta: { grow: { weight: 1, min: 140, max: 240 } },
      cell: ({ row }) => (
        <Link component={RouterLink} to={volumePath(row.original.id)} noWrap sx={{ display: 'block' }}>
          {row.original.name || row.original.id}
        </Link>
      ),
    },
    statusColumn<Volume>(t('Status'), withReasons),
    {
      id: 'size',
      accessorFn: (volume) => volume.size,
      header: t('Size'),
      size: 100,
      cell: ({ row }) => formatSize(row.original.size),
    },
    {
      id: 'volume_type',
      header: t('Type'),
      size: 120,
      enableSorting: false,
      cell: ({ row }) => <span title={row.original.volume_type ?? undefined}>{row.original.volume_type ?? '—'}</span>,
    },
    {
      id: 'attached_to',
      header: t('Attached To'),
      // Says which servers share the volume: the widest share of what the fixed columns leave.
      meta: { grow: { weight: 4, min: 280 } },
      enableSorting: false,
      enableHiding: false,
      cell: rendererCell<Volume>('attached_to'),
    },
    ...(withGroups
      ? [
          {
            id: 'group',
            header: t('Group'),
            size: 140,
            meta: { dropOrder: 2 },
            enableSorting: false,
            cell: rendererCell<Volume>('group'),
          } satisfies ColumnDef<Volume>,
        ]
      : []),
    {
      id: 'multiattach',
      header: t('Shareable'),
      size: 104,
      enableSorting: false,
      cell: ({ row }) => yesNo(row.original.multiattach),
    },
    {
      id: 'bootable',
      header: t('Bootable'),
      size: 100,
      meta: { dropOrder: 3 },
      enableSorting: false,
      cell: ({ row }) => yesNo(row.original.bootable === 'true'),
    },
    {
      id: 'encrypted',
      header: t('Encrypted'),
      size: 108,
      meta: { dropOrder: 2 },
      enableSorting: false,
      cell: ({ row }) => yesNo(row.original.encrypted),
    },
    {
      id: 'availability_zone',
      accessorFn: (volume) => volume.availability_zone,
      header: t('Availability Zone'),
      size: 130,
      meta: { dropOrder: 4 },
      cell: ({ row }) => row.original.availability_zone,
    },
    { ...dateColumn<Volume>('created_at', t('Created'), (volume) => volume.created_at), meta: { dropOrder: 1 } },
    actionsColumn<Volume>(t('Actions')),
  ]
  if (!selectable) return list
  return [
    selectColumn<Volume>(t('Select all volumes on this page'), (row) =>
      t('Select {{name}}', { name: row.name || row.id }),
    ),
    ...list,
  ]
}

export function useVolumeTable({
  volumes,
  selection,
  onSelectionChange,
  sort,
  onSortChange,
  attachedTo,
  group,
  actions,
  selectable,
  columnPrefs,
}: Props): Table<Volume> {
  // The columns are made once per language; the renderers reach the cells as meta (columns.tsx).
  const t = useT()
  const withReasons = volumes.some((row) => isErrorStatus(row.status))
  const withGroups = group !== null
  const columnDefs = useMemo(
    () => columns(selectable, withReasons, withGroups, t),
    [selectable, withReasons, withGroups, t],
  )
  const meta: Renderers<Volume> = { attached_to: attachedTo, actions, ...(group ? { group } : {}) }
  const layout = columnLayout(columnDefs, columnPrefs)
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  return useReactTable({
    data: volumes,
    columns: columnDefs,
    meta,
    getRowId: (volume) => volume.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    // There is always a sort (created_at:desc by default): a click toggles asc/desc, never removes it.
    enableSortingRemoval: false,
    state: { rowSelection: selection, sorting: sort, ...layout.state },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    onSortingChange: (updater) => onSortChange(typeof updater === 'function' ? updater(sort) : updater),
    onColumnOrderChange: layout.onColumnOrderChange,
    onColumnVisibilityChange: layout.onColumnVisibilityChange,
  })
}
