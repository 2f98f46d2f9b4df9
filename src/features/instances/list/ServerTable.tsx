// The servers table: TanStack Table for columns, sorting, the name filter and paging, all in
// the browser (one list of the project's servers is already there).
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ColumnDef, PaginationState, SortingState } from '@tanstack/react-table'
import { getCoreRowModel, getFilteredRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Server } from '../../../api'
import { DataTable } from '../../../components/table/DataTable'
import { StatusChip } from '../../../components/StatusChip'
import type { Renderers } from '../../../components/table/columns'
import { actionsColumn, dateColumn, rendererCell } from '../../../components/table/columns'
import { useT } from '../../../i18n/use-t'
import { instancePath } from '../../../lib/paths'
import { isServerTransitional } from '../../../rules/statuses'
import { flavorOf, hostOf, serverDisplayName } from '../server-format'

export const PAGE_SIZES = [10, 25, 50, 100] as const

interface Props {
  servers: Server[]
  /** Matched against the name and the id. */
  filter: string
  attachedVolumes: (server: Server) => ReactNode
  actions: (server: Server) => ReactNode
}

function StatusCell({ server }: { server: Server }) {
  const task = server['OS-EXT-STS:task_state']
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <StatusChip status={server.status} transitional={isServerTransitional(server)} />
      {task && (
        <Typography variant="caption" color="text.secondary" noWrap title={task} sx={{ minWidth: 0 }}>
          {task}
        </Typography>
      )}
    </Stack>
  )
}

function columns(t: TFunction): ColumnDef<Server>[] {
  return [
    {
      id: 'name',
      header: t('Name'),
      accessorFn: serverDisplayName,
      meta: { grow: { weight: 1, min: 130, max: 260 } },
      cell: ({ row }) => (
        <Link
          component={RouterLink}
          to={instancePath(row.original.id)}
          variant="body2"
          noWrap
          title={serverDisplayName(row.original)}
          sx={{ display: 'block' }}
        >
          {serverDisplayName(row.original)}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      size: 190,
      accessorFn: (server) => server.status,
      cell: ({ row }) => <StatusCell server={row.original} />,
    },
    { id: 'host', header: t('Host'), size: 150, meta: { dropOrder: 3 }, accessorFn: hostOf },
    { id: 'flavor', header: t('Flavor'), size: 110, meta: { dropOrder: 2 }, accessorFn: flavorOf },
    {
      id: 'volumes',
      header: t('Attached Volumes'),
      meta: { grow: { weight: 2, min: 280 } },
      enableSorting: false,
      cell: rendererCell<Server>('volumes'),
    },
    { ...dateColumn<Server>('created', t('Created'), (server) => server.created), meta: { dropOrder: 1 } },
    actionsColumn<Server>(t('Actions')),
  ]
}

function matches(server: Server, filter: string): boolean {
  const needle = filter.trim().toLowerCase()
  return !needle || server.name.toLowerCase().includes(needle) || server.id.includes(needle)
}

export function ServerTable({ servers, filter, attachedVolumes, actions }: Props) {
  const t = useT()
  // The columns are made once per language; the renderers reach the cells as meta (columns.tsx).
  const columnDefs = useMemo(() => columns(t), [t])
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created', desc: true }])
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[1] })
  // A new filter starts on the first page (state adjusted while rendering, as React recommends).
  const [filtered, setFiltered] = useState(filter)
  if (filtered !== filter) {
    setFiltered(filter)
    setPagination((current) => ({ ...current, pageIndex: 0 }))
  }
  const meta: Renderers<Server> = { volumes: attachedVolumes, actions }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: servers,
    columns: columnDefs,
    meta,
    getRowId: (server) => server.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn: (row, _column, value: string) => matches(row.original, value),
    enableMultiSort: false,
    // A poll that refreshes the rows keeps the page.
    autoResetPageIndex: false,
    state: { sorting, pagination, globalFilter: filter },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
  })
  const shown = table.getFilteredRowModel().rows.length
  // DataTable pages the rows and draws the pager; the last server of the last page deleted, it
  // shows the page before.
  return (
    <>
      <DataTable table={table} label={t('Instances')} pageSizes={PAGE_SIZES} />
      {shown === 0 && servers.length > 0 && (
        <Typography>{t('No instance matches “{{filter}}”.', { filter })}</Typography>
      )}
    </>
  )
}
