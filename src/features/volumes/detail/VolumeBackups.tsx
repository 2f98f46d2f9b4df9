// A volume's backups, newest first (the newest is what an incremental builds on). Asked for
// when the section comes into view.
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Backup, Volume } from '../../../api'
import { formatSize, yesNo } from '../../../components/format'
import { StatusChip } from '../../../components/StatusChip'
import { DataTable } from '../../../components/table/DataTable'
import { dateColumn } from '../../../components/table/columns'
import { ListState } from '../../../components/table/ListState'
import { useInView } from '../../../components/use-in-view'
import { useT } from '../../../i18n/use-t'
import { backupPath } from '../../../lib/paths'
import { useClient } from '../../../lib/session'
import { volumeBackupsOptions } from '../../../queries/backups'

function columns(t: TFunction): ColumnDef<Backup>[] {
  return [
    {
      id: 'name',
      header: t('Name'),
      meta: { grow: { weight: 1, min: 180, max: 360 } },
      cell: ({ row }) => (
        <Link component={RouterLink} to={backupPath(row.original.id)} noWrap>
          {row.original.name || row.original.id}
        </Link>
      ),
    },
    { id: 'status', header: t('Status'), size: 136, cell: ({ row }) => <StatusChip status={row.original.status} /> },
    { id: 'size', header: t('Size'), size: 100, cell: ({ row }) => formatSize(row.original.size) },
    { id: 'incremental', header: t('Incremental'), size: 120, cell: ({ row }) => yesNo(row.original.is_incremental) },
    dateColumn<Backup>('created_at', t('Created'), (backup) => backup.created_at),
  ]
}

export function VolumeBackups({ volume }: { volume: Volume }) {
  const t = useT()
  const client = useClient()
  const box = useRef<HTMLDivElement>(null)
  const inView = useInView(box)
  const backups = useQuery({ ...volumeBackupsOptions(client, volume.id), enabled: inView })
  const columnDefs = useMemo(() => columns(t), [t])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: backups.data ?? [],
    columns: columnDefs,
    getRowId: (backup) => backup.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return (
    <Stack spacing={1} ref={box}>
      <ListState
        query={backups}
        loading={t('Loading backups…')}
        failed={t('Could not load backups')}
        empty={backups.data?.length === 0 ? t('No backups') : undefined}
      />
      {backups.data && backups.data.length > 0 && (
        <DataTable table={table} label={t('Backups of {{volume}}', { volume: volume.name || volume.id })} />
      )}
    </Stack>
  )
}
