// The columns of Admin › All Volumes, All Snapshots and All Backups. Each name links to the
// resource's page (an admin reads any project's resource by id); the project is its name as
// text with the id as its title. Status without the per-row reason of the project panels: that
// would be a request per row in error (a view's requests stay constant: docs/requests-per-view.md).
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Link as RouterLink } from 'react-router'
import type { Backup, Snapshot, Volume } from '../../../api'
import { formatSize } from '../../../components/format'
import { StatusChip } from '../../../components/StatusChip'
import { actionsColumn, dateColumn, rendererCell } from '../../../components/table/columns'
import { backupPath, snapshotPath, volumePath } from '../../../lib/paths'

function nameColumn<T extends { id: string; name?: string | null }>(
  t: TFunction,
  path: (id: string) => string,
): ColumnDef<T> {
  return {
    id: 'name',
    accessorFn: (row) => row.name ?? '',
    header: t('Name'),
    meta: { grow: { weight: 1, min: 150, max: 300 } },
    cell: ({ row }) => (
      <Link component={RouterLink} to={path(row.original.id)} noWrap sx={{ display: 'block' }}>
        {row.original.name || row.original.id}
      </Link>
    ),
  }
}

function projectColumn<T>(t: TFunction): ColumnDef<T> {
  return {
    id: 'project',
    header: t('Project'),
    enableSorting: false,
    meta: { grow: { weight: 1, min: 90, max: 180 } },
    cell: rendererCell<T>('project'),
  }
}

function statusColumn<T extends { status: string }>(t: TFunction): ColumnDef<T> {
  return {
    id: 'status',
    accessorFn: (row) => row.status,
    header: t('Status'),
    size: 136,
    cell: ({ row }) => <StatusChip status={row.original.status} />,
  }
}

/** A text cell cut with an ellipsis, the whole text as its title. */
export function Clipped({ text }: { text: string }) {
  return (
    <Box component="span" title={text} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Box>
  )
}

function volumeColumn<T extends { volume_id: string }>(t: TFunction): ColumnDef<T> {
  return {
    id: 'volume',
    header: t('Volume'),
    enableSorting: false,
    meta: { grow: { weight: 1, min: 140, max: 320 }, dropOrder: 2 },
    cell: ({ row }) => (
      <Link component={RouterLink} to={volumePath(row.original.volume_id)} noWrap sx={{ display: 'block' }}>
        {row.original.volume_id}
      </Link>
    ),
  }
}

export function volumeColumns(t: TFunction): ColumnDef<Volume>[] {
  return [
    nameColumn<Volume>(t, volumePath),
    projectColumn<Volume>(t),
    {
      id: 'host',
      header: t('Host'),
      enableSorting: false,
      meta: { grow: { weight: 2, min: 190, max: 320 } },
      cell: ({ row }) => <Clipped text={row.original['os-vol-host-attr:host'] ?? '—'} />,
    },
    statusColumn<Volume>(t),
    {
      id: 'size',
      accessorFn: (volume) => volume.size,
      header: t('Size'),
      size: 90,
      cell: ({ row }) => formatSize(row.original.size),
    },
    {
      id: 'volume_type',
      header: t('Type'),
      size: 120,
      enableSorting: false,
      meta: { dropOrder: 1 },
      cell: ({ row }) => <Clipped text={row.original.volume_type ?? '—'} />,
    },
    {
      id: 'attached_to',
      header: t('Attached To'),
      enableSorting: false,
      meta: { grow: { weight: 2, min: 160 } },
      cell: rendererCell<Volume>('attached_to'),
    },
    { ...dateColumn<Volume>('created_at', t('Created'), (volume) => volume.created_at), meta: { dropOrder: 2 } },
    actionsColumn<Volume>(t('Actions')),
  ]
}

export function snapshotColumns(t: TFunction): ColumnDef<Snapshot>[] {
  return [
    nameColumn<Snapshot>(t, snapshotPath),
    projectColumn<Snapshot>(t),
    statusColumn<Snapshot>(t),
    {
      id: 'volume_size',
      accessorFn: (snapshot) => snapshot.size,
      header: t('Size'),
      size: 90,
      cell: ({ row }) => formatSize(row.original.size),
    },
    volumeColumn<Snapshot>(t),
    { ...dateColumn<Snapshot>('created_at', t('Created'), (snapshot) => snapshot.created_at), meta: { dropOrder: 1 } },
    actionsColumn<Snapshot>(t('Actions')),
  ]
}

export function backupColumns(t: TFunction): ColumnDef<Backup>[] {
  return [
    nameColumn<Backup>(t, backupPath),
    projectColumn<Backup>(t),
    statusColumn<Backup>(t),
    {
      id: 'size',
      accessorFn: (backup) => backup.size,
      header: t('Size'),
      size: 90,
      cell: ({ row }) => formatSize(row.original.size),
    },
    volumeColumn<Backup>(t),
    {
      id: 'incremental',
      header: t('Incremental'),
      size: 128,
      enableSorting: false,
      meta: { dropOrder: 3 },
      cell: ({ row }) => (row.original.is_incremental ? t('Yes') : t('No')),
    },
    { ...dateColumn<Backup>('created_at', t('Created'), (backup) => backup.created_at), meta: { dropOrder: 1 } },
  ]
}
