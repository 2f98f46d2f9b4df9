// A volume's snapshots, newest first; the first is the one Revert to Snapshot takes (S3). Asked
// for when the section comes into view (it sits below the attachments).
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Snapshot, Volume } from '../../../api'
import { formatSize } from '../../../components/format'
import { StatusChip } from '../../../components/StatusChip'
import { DataTable } from '../../../components/table/DataTable'
import { dateColumn } from '../../../components/table/columns'
import { ListState } from '../../../components/table/ListState'
import { useInView } from '../../../components/use-in-view'
import { useT } from '../../../i18n/use-t'
import { snapshotPath } from '../../../lib/paths'
import { useClient } from '../../../lib/session'
import { volumeSnapshotsOptions } from '../../../queries/snapshots'

function columns(t: TFunction): ColumnDef<Snapshot>[] {
  return [
    {
      id: 'name',
      header: t('Name'),
      meta: { grow: { weight: 1, min: 180, max: 360 } },
      cell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Link component={RouterLink} to={snapshotPath(row.original.id)} noWrap>
            {row.original.name || row.original.id}
          </Link>
          {row.index === 0 && <Chip size="small" variant="outlined" label={t('Latest')} />}
        </Stack>
      ),
    },
    { id: 'status', header: t('Status'), size: 136, cell: ({ row }) => <StatusChip status={row.original.status} /> },
    { id: 'size', header: t('Size'), size: 100, cell: ({ row }) => formatSize(row.original.size) },
    dateColumn<Snapshot>('created_at', t('Created'), (snapshot) => snapshot.created_at),
    {
      id: 'description',
      header: t('Description'),
      meta: { grow: { weight: 2, min: 160 }, dropOrder: 1 },
      cell: ({ row }) => row.original.description || '—',
    },
  ]
}

export function VolumeSnapshots({ volume }: { volume: Volume }) {
  const t = useT()
  const client = useClient()
  const box = useRef<HTMLDivElement>(null)
  const inView = useInView(box)
  const snapshots = useQuery({ ...volumeSnapshotsOptions(client, volume.id), enabled: inView })
  const columnDefs = useMemo(() => columns(t), [t])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: snapshots.data ?? [],
    columns: columnDefs,
    getRowId: (snapshot) => snapshot.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return (
    <Stack spacing={1} ref={box}>
      <ListState
        query={snapshots}
        loading={t('Loading snapshots…')}
        failed={t('Could not load snapshots')}
        empty={snapshots.data?.length === 0 ? t('No snapshots') : undefined}
      />
      {snapshots.data && snapshots.data.length > 0 && (
        <>
          <DataTable table={table} label={t('Snapshots of {{volume}}', { volume: volume.name || volume.id })} />
          <Typography variant="body2" color="text.secondary">
            {t('Revert to Snapshot takes the latest one; a volume can be made from any available one.')}
          </Typography>
        </>
      )}
    </Stack>
  )
}
