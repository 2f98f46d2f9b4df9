// The merged table of "All my volumes": every volume with its project and region. The console
// sorts and pages it (the rows come from several listings); the name opens the volume's page in
// its own project and region.
import Link from '@mui/material/Link'
import type { ColumnDef, SortingState } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, type MouseEvent } from 'react'
import { formatSize } from '../../components/format'
import { StatusChip } from '../../components/StatusChip'
import { DataTable } from '../../components/table/DataTable'
import type { Renderers } from '../../components/table/columns'
import { dateColumn, rendererCell } from '../../components/table/columns'
import { useT } from '../../i18n/use-t'
import type { SourcedVolume } from './rows'

interface Props {
  rows: SourcedVolume[]
  sort: SortingState
  onSortChange: (sort: SortingState) => void
  /** The address of a row's volume page (in its project). */
  href: (row: SourcedVolume) => string
  /** Opens it: moves the session to the row's region and project first. */
  onOpen: (row: SourcedVolume) => void
}

function columns(t: TFunction): ColumnDef<SourcedVolume>[] {
  return [
    {
      id: 'name',
      accessorFn: (row) => row.volume.name ?? '',
      header: t('Name'),
      meta: { grow: { weight: 2, min: 160, max: 360 } },
      cell: rendererCell<SourcedVolume>('name'),
    },
    {
      id: 'project',
      accessorFn: (row) => row.projectName,
      header: t('Project'),
      meta: { grow: { weight: 1, min: 110, max: 220 } },
      cell: ({ row }) => row.original.projectName,
    },
    {
      id: 'region',
      accessorFn: (row) => row.region,
      header: t('Region'),
      size: 130,
      cell: ({ row }) => row.original.region,
    },
    {
      id: 'status',
      accessorFn: (row) => row.volume.status,
      header: t('Status'),
      size: 136,
      cell: ({ row }) => <StatusChip status={row.original.volume.status} />,
    },
    {
      id: 'size',
      accessorFn: (row) => row.volume.size,
      header: t('Size'),
      size: 100,
      cell: ({ row }) => formatSize(row.original.volume.size),
    },
    {
      id: 'type',
      header: t('Type'),
      enableSorting: false,
      meta: { grow: { weight: 1, min: 110, max: 200 }, dropOrder: 2 },
      cell: ({ row }) => row.original.volume.volume_type ?? '—',
    },
    {
      id: 'attachments',
      header: t('Attachments'),
      enableSorting: false,
      size: 120,
      meta: { dropOrder: 1 },
      cell: ({ row }) => String(row.original.volume.attachments.length),
    },
    dateColumn<SourcedVolume>('created_at', t('Created'), (row) => row.volume.created_at),
  ]
}

/** A plain click opens it in the console; a click with a modifier (a new tab) follows the address. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export function AllVolumesTable({ rows, sort, onSortChange, href, onOpen }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const meta: Renderers<SourcedVolume> = {
    name: (row) => (
      <Link
        href={href(row)}
        noWrap
        sx={{ display: 'block' }}
        onClick={(event) => {
          if (!plainClick(event)) return
          event.preventDefault()
          onOpen(row)
        }}
      >
        {row.volume.name || row.volume.id}
      </Link>
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    meta,
    getRowId: (row) => `${row.region}/${row.volume.id}`,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting: sort },
    onSortingChange: (updater) => onSortChange(typeof updater === 'function' ? updater(sort) : updater),
  })
  return <DataTable table={table} label={t('All my volumes')} />
}
