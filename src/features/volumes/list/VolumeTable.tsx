// The volumes table: TanStack Table for columns, sort state and row selection; the server
// does the sorting and paging.
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Link from '@mui/material/Link'
import type { ColumnDef, RowSelectionState, SortingState, Table } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Volume } from '../../../api'
import { DataTable } from '../../../components/DataTable'
import { StatusChip } from '../../../components/StatusChip'
import { visuallyHidden } from '../../../components/visually-hidden'
import type { TFunction } from 'i18next'
import { useT } from '../../../i18n/use-t'
import { volumePath } from '../../../lib/paths'
import { formatCreated, formatSize, yesNo } from '../../../lib/format'

interface Props {
  volumes: Volume[]
  selection: RowSelectionState
  onSelectionChange: (selection: RowSelectionState) => void
  sort: SortingState
  onSortChange: (sort: SortingState) => void
  attachedTo: (volume: Volume) => ReactNode
  actions: (volume: Volume) => ReactNode
  selectable: boolean
}

/** What the page renders into a row's cells; handed to the cells as the table's meta. */
type Renderers = Pick<Props, 'attachedTo' | 'actions'>

function renderers(table: Table<Volume>): Renderers {
  return table.options.meta as Renderers
}

function columns(selectable: boolean, t: TFunction): ColumnDef<Volume>[] {
  const list: ColumnDef<Volume>[] = [
    {
      id: 'name',
      // TanStack Table offers sorting only for columns with an accessor (the server sorts).
      accessorFn: (volume) => volume.name ?? '',
      header: t('Name'),
      cell: ({ row }) => (
        <Link component={RouterLink} to={volumePath(row.original.id)} noWrap sx={{ display: 'block', maxWidth: 220 }}>
          {row.original.name || row.original.id}
        </Link>
      ),
    },
    {
      id: 'status',
      accessorFn: (volume) => volume.status,
      header: t('Status'),
      cell: ({ row }) => <StatusChip status={row.original.status} />,
    },
    {
      id: 'size',
      accessorFn: (volume) => volume.size,
      header: t('Size'),
      cell: ({ row }) => formatSize(row.original.size),
    },
    { id: 'volume_type', header: t('Type'), enableSorting: false, cell: ({ row }) => row.original.volume_type ?? '—' },
    {
      id: 'attached_to',
      header: t('Attached To'),
      enableSorting: false,
      cell: ({ row, table }) => renderers(table).attachedTo(row.original),
    },
    {
      id: 'multiattach',
      header: t('Shareable'),
      enableSorting: false,
      cell: ({ row }) => yesNo(row.original.multiattach),
    },
    {
      id: 'bootable',
      header: t('Bootable'),
      enableSorting: false,
      cell: ({ row }) => yesNo(row.original.bootable === 'true'),
    },
    { id: 'encrypted', header: t('Encrypted'), enableSorting: false, cell: ({ row }) => yesNo(row.original.encrypted) },
    {
      id: 'availability_zone',
      accessorFn: (volume) => volume.availability_zone,
      header: t('Availability Zone'),
      cell: ({ row }) => row.original.availability_zone,
    },
    {
      id: 'created_at',
      accessorFn: (volume) => volume.created_at,
      header: t('Created'),
      cell: ({ row }) => formatCreated(row.original.created_at),
    },
    {
      id: 'actions',
      header: () => (
        <Box component="span" sx={visuallyHidden}>
          {t('Actions')}
        </Box>
      ),
      enableSorting: false,
      cell: ({ row, table }) => renderers(table).actions(row.original),
    },
  ]
  if (!selectable) return list
  return [
    {
      id: 'select',
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          size="small"
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
          slotProps={{ input: { 'aria-label': t('Select all volumes on this page') } }}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          size="small"
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
          slotProps={{ input: { 'aria-label': t('Select {{name}}', { name: row.original.name || row.original.id }) } }}
        />
      ),
    },
    ...list,
  ]
}

export function VolumeTable({
  volumes,
  selection,
  onSelectionChange,
  sort,
  onSortChange,
  attachedTo,
  actions,
  selectable,
}: Props) {
  // TanStack Table renders each cell and header function as a component: new functions on every
  // render would remount every cell, dropping the focus and any menu or popover open in it. So
  // the columns are made once (again only for a new language), and what changes reaches the
  // cells through the table's meta.
  const t = useT()
  const columnDefs = useMemo(() => columns(selectable, t), [selectable, t])
  const meta: Renderers = { attachedTo, actions }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
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
    state: { rowSelection: selection, sorting: sort },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    onSortingChange: (updater) => onSortChange(typeof updater === 'function' ? updater(sort) : updater),
  })
  return <DataTable table={table} label={t('Volumes')} wide={{ id: 'attached_to', maxWidth: 360 }} />
}
