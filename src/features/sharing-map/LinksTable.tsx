// The map as a table (DataTable): one row per volume–server link, for keyboard and screen-reader
// users, with the same filters and every link (no aggregation).
import Link from '@mui/material/Link'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { Link as RouterLink } from 'react-router'
import { yesNo } from '../../components/format'
import { DataTable } from '../../components/table/DataTable'
import { useT } from '../../i18n/use-t'
import { instancePath, volumePath } from '../../lib/paths'
import type { Link as MapLink } from '../../rules/sharing-map'
import { hostKeyOf, zoneOf } from '../../rules/sharing-map'

/** The mode, or why there is none: no attachment in Cinder, or no attachments API to read it from. */
function modeText(t: TFunction, link: MapLink): string {
  if (link.mode === 'rw') return t('Read/Write (rw)')
  if (link.mode === 'ro') return t('Read-only (ro)')
  return link.attachmentId === null ? t('No attachment on record') : '—'
}

function columns(t: TFunction, flagged: ReadonlySet<string>): ColumnDef<MapLink>[] {
  return [
    {
      id: 'volume',
      header: t('Volume'),
      meta: { grow: { weight: 2, min: 160, max: 320 } },
      cell: ({ row }) => (
        <Link component={RouterLink} to={volumePath(row.original.volume.id)}>
          {row.original.volume.name || row.original.volume.id}
        </Link>
      ),
    },
    {
      id: 'server',
      header: t('Server'),
      meta: { grow: { weight: 2, min: 140, max: 300 } },
      cell: ({ row }) => {
        const name = row.original.server?.name || row.original.serverId
        return (
          <Link component={RouterLink} to={instancePath(row.original.serverId)}>
            {name}
          </Link>
        )
      },
    },
    { id: 'mode', header: t('Attach mode'), size: 150, cell: ({ row }) => modeText(t, row.original) },
    {
      id: 'shareable',
      header: t('Shareable (multi-attach)'),
      size: 120,
      cell: ({ row }) => yesNo(row.original.volume.multiattach),
    },
    { id: 'type', header: t('Volume Type'), size: 130, cell: ({ row }) => row.original.volume.volume_type ?? '—' },
    { id: 'zone', header: t('Availability Zone'), size: 120, cell: ({ row }) => zoneOf(row.original.server) },
    { id: 'host', header: t('Host'), size: 140, cell: ({ row }) => hostKeyOf(row.original.server) },
    {
      id: 'finding',
      header: t('Finding'),
      size: 90,
      cell: ({ row }) => yesNo(flagged.has(`v:${row.original.volume.id}`) || flagged.has(`s:${row.original.serverId}`)),
    },
  ]
}

export function LinksTable({ links, flagged }: { links: MapLink[]; flagged: ReadonlySet<string> }) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t, flagged), [t, flagged])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: links,
    columns: columnDefs,
    getRowId: (link) => `${link.volume.id}/${link.serverId}`,
    getCoreRowModel: getCoreRowModel(),
    initialState: { pagination: { pageSize: 25, pageIndex: 0 } },
    enableSorting: false,
  })
  return <DataTable table={table} label={t('Attachments by volume and server')} pageSizes={[25, 50, 100]} />
}
