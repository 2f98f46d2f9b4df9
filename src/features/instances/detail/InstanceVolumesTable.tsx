// The volumes a server holds, on its page: each volume's name (a link to its page), the device,
// the mode (RW/RO) or, for a reservation not yet attached, the volume's status.
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Server, Volume } from '../../../api'
import type { ModeIndex } from '../../../attachments/attach-mode'
import { modeText } from '../../../attachments/attach-mode'
import { DataTable } from '../../../components/table/DataTable'
import { MonoText } from '../../../components/table/MonoText'
import { useT } from '../../../i18n/use-t'
import { volumePath } from '../../../lib/paths'
import type { AttachedVolumeItem } from '../list/attached-volumes'
import { attachedVolumeItems } from '../list/attached-volumes'

function columns(t: TFunction): ColumnDef<AttachedVolumeItem>[] {
  return [
    {
      id: 'name',
      header: t('Volume'),
      meta: { grow: { weight: 1, min: 180, max: 420 } },
      cell: ({ row }) => (
        <Link component={RouterLink} to={volumePath(row.original.volumeId)} noWrap>
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'device',
      header: t('Device'),
      size: 140,
      cell: ({ row }) => (row.original.device ? <MonoText>{row.original.device}</MonoText> : '—'),
    },
    {
      id: 'mode',
      header: t('Mode'),
      size: 140,
      cell: ({ row }) =>
        modeText(row.original.mode) ?? (row.original.pending ? t(row.original.pending, { ns: 'status' }) : '—'),
    },
  ]
}

interface Props {
  server: Server
  volumes: Map<string, Volume>
  modes: ModeIndex | undefined
  pending: boolean
}

export function InstanceVolumesTable({ server, volumes, modes, pending }: Props) {
  const t = useT()
  const items = useMemo(() => attachedVolumeItems(server, volumes, modes), [server, volumes, modes])
  const columnDefs = useMemo(() => columns(t), [t])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: items,
    columns: columnDefs,
    getRowId: (item) => item.volumeId,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  if (items.length === 0)
    return <Typography color="text.secondary">{t('No volume is attached to this server.')}</Typography>
  return (
    <>
      {pending && (
        <Typography role="status" color="text.secondary">
          {t('Loading volumes…')}
        </Typography>
      )}
      <DataTable table={table} label={t('Volumes of {{server}}', { server: server.name || server.id })} />
    </>
  )
}
