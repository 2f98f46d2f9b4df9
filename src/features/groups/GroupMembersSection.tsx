// A group's member volumes, each linking to its page (the volume list's group_id filter, 3.10).
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Volume } from '../../api'
import { formatSize, volumeDisplayName } from '../../components/format'
import { StatusChip } from '../../components/StatusChip'
import { DataTable } from '../../components/table/DataTable'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { volumePath } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { membersOf } from '../../queries/groups'
import { volumeListOptions } from '../../queries/volumes'

function columns(t: TFunction, replication: boolean): ColumnDef<Volume>[] {
  const list: ColumnDef<Volume>[] = [
    {
      id: 'name',
      header: t('Name'),
      meta: { rowHeader: true, grow: { weight: 1, min: 160, max: 360 } },
      cell: ({ row }) => (
        <Link component={RouterLink} to={volumePath(row.original.id)} noWrap sx={{ display: 'block' }}>
          {volumeDisplayName(row.original)}
        </Link>
      ),
    },
    { id: 'status', header: t('Status'), size: 136, cell: ({ row }) => <StatusChip status={row.original.status} /> },
    { id: 'size', header: t('Size'), size: 100, cell: ({ row }) => formatSize(row.original.size) },
    { id: 'type', header: t('Volume Type'), size: 180, cell: ({ row }) => row.original.volume_type ?? '—' },
  ]
  if (replication) {
    list.push({
      id: 'replication',
      header: t('Replication'),
      size: 150,
      cell: ({ row }) => {
        const status = row.original.replication_status
        return status ? t(status, { ns: 'status' }) : '—'
      },
    })
  }
  return list
}

/** `replication`: the group replicates (its replication is not disabled): each volume's replication status too. */
export function GroupMembersSection({ groupId, replication = false }: { groupId: string; replication?: boolean }) {
  const t = useT()
  const client = useClient()
  const members = useQuery(volumeListOptions(client, membersOf(client, groupId)))
  const columnDefs = useMemo(() => columns(t, replication), [t, replication])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: members.data?.volumes ?? [],
    columns: columnDefs,
    getRowId: (volume) => volume.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  const count = members.data?.volumes.length
  return (
    <>
      <ListState
        query={members}
        loading={t('Loading the group’s volumes…')}
        failed={t('Could not load the group’s volumes')}
        empty={count === 0 ? t('No volumes in this group; add some with Manage Volumes.') : undefined}
      />
      {count !== undefined && count > 0 && <DataTable table={table} label={t('Volumes in the group')} />}
      {count !== undefined && count >= 1000 && (
        <Typography variant="body2">{t('Only the first 1,000 are shown.')}</Typography>
      )}
    </>
  )
}
