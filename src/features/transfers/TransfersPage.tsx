// The Transfers panel: the project's pending volume transfers (cancel one: the volume is available
// again) and Accept Transfer, which takes another project's volume into this one by its transfer
// id and key. Cinder never shows a key again after the create answer (docs/transfers.md).
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Transfer } from '../../api'
import { GuardedButton } from '../../components/GuardedButton'
import { PageHeader } from '../../components/PageHeader'
import { DataTable } from '../../components/table/DataTable'
import { dateColumn } from '../../components/table/columns'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { volumePath } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { transfersOptions } from '../../queries/transfers'
import { volumeListOptions } from '../../queries/volumes'
import { asWriter } from '../../rules/roles'
import { AcceptTransferDialog } from './AcceptTransferDialog'
import { CancelTransferDialog } from './CancelTransferDialog'

interface Meta {
  cancel: (transfer: Transfer) => void
  cancelReason?: string
  /** The volume's name where it has one and is known, else its id. */
  volumeName: (id: string) => string
}

/** The project's volumes awaiting a transfer: the names of the volumes in this list (one request, any size). */
const AWAITING = { limit: 1000, filters: { status: 'awaiting-transfer' } } as const

function columns(t: TFunction, withSnapshots: boolean): ColumnDef<Transfer>[] {
  const list: ColumnDef<Transfer>[] = [
    {
      id: 'name',
      header: t('Name'),
      meta: { grow: { weight: 1, min: 160, max: 320 } },
      cell: ({ row }) => row.original.name || '—',
    },
    {
      id: 'volume',
      header: t('Volume'),
      meta: { grow: { weight: 1, min: 200, max: 360 } },
      cell: ({ row, table }) => (
        <Link
          component={RouterLink}
          to={volumePath(row.original.volume_id)}
          noWrap
          title={row.original.volume_id}
          sx={{ display: 'block' }}
        >
          {(table.options.meta as Meta).volumeName(row.original.volume_id)}
        </Link>
      ),
    },
    {
      id: 'id',
      header: t('Transfer ID'),
      meta: { grow: { weight: 1, min: 200, max: 340 }, dropOrder: 1 },
      cell: ({ row }) => row.original.id,
    },
    dateColumn<Transfer>('created_at', t('Created'), (transfer) => transfer.created_at),
  ]
  if (withSnapshots) {
    list.push({
      id: 'snapshots',
      header: t('Snapshots'),
      size: 150,
      cell: ({ row }) => (row.original.no_snapshots ? t('Stay here') : t('Go along')),
    })
  }
  list.push({
    id: 'actions',
    header: t('Actions'),
    size: 180,
    cell: ({ row, table }) => {
      const meta = table.options.meta as Meta
      return (
        <GuardedButton size="small" color="error" reason={meta.cancelReason} onClick={() => meta.cancel(row.original)}>
          {t('Cancel Transfer')}
        </GuardedButton>
      )
    },
  })
  return list
}

export function TransfersPage() {
  const t = useT()
  const client = useClient()
  const transfers = useQuery(transfersOptions(client))
  const awaiting = useQuery(volumeListOptions(client, AWAITING))
  const [accepting, setAccepting] = useState(false)
  const [cancelling, setCancelling] = useState<Transfer | null>(null)
  const writer = asWriter(client, () => ({ ok: true }))
  const withSnapshots = client.feature('volumeTransfers').available
  const columnDefs = useMemo(() => columns(t, withSnapshots), [t, withSnapshots])
  const names = new Map((awaiting.data?.volumes ?? []).map((volume) => [volume.id, volume.name || volume.id]))
  const meta: Meta = {
    cancel: setCancelling,
    cancelReason: writer.ok ? undefined : writer.reason,
    volumeName: (id) => names.get(id) ?? id,
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: transfers.data ?? [],
    columns: columnDefs,
    meta,
    getRowId: (transfer) => transfer.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  const count = transfers.data?.length
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Transfers')}
        status={count === undefined ? undefined : t('{{count}} pending transfers', { count })}
        actions={
          <GuardedButton variant="contained" reason={meta.cancelReason} onClick={() => setAccepting(true)}>
            {t('Accept Transfer')}
          </GuardedButton>
        }
      />
      <Typography variant="body2" color="text.secondary">
        {t(
          'Volumes of this project on their way to another one. Create Transfer is in a volume’s actions; the volume moves when someone in the other project accepts it with the id and key.',
        )}
      </Typography>
      <ListState
        query={transfers}
        loading={t('Loading transfers…')}
        failed={t('Could not load transfers')}
        empty={count === 0 ? t('No pending transfers') : undefined}
      />
      {count !== undefined && count > 0 && <DataTable table={table} label={t('Pending transfers')} />}
      {accepting && <AcceptTransferDialog onClose={() => setAccepting(false)} />}
      {cancelling && <CancelTransferDialog transfer={cancelling} onClose={() => setCancelling(null)} />}
      {count === 0 && (
        <div>
          <Button component={RouterLink} to="/volumes">
            {t('Go to Volumes')}
          </Button>
        </div>
      )}
    </Stack>
  )
}
