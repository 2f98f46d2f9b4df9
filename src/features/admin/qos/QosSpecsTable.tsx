// The QoS specs: name, consumer, keys, the volume types that have each (from the types'
// qos_specs_id), and the row actions.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import type { QosSpecs, VolumeType } from '../../../api'
import { RowActionsMenu } from '../../../components/RowActionsMenu'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { useT } from '../../../i18n/use-t'
import { CONSUMER_SHORT } from './consumer'

export type QosAction = 'edit' | 'associations' | 'delete'

function columns(t: TFunction): ColumnDef<QosSpecs>[] {
  return [
    {
      id: 'name',
      header: t('Name'),
      meta: { grow: { weight: 1, min: 160, max: 320 } },
      cell: ({ row }) => (
        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {row.original.name}
        </Typography>
      ),
    },
    { id: 'consumer', header: t('Consumer'), size: 110, cell: ({ row }) => t(CONSUMER_SHORT[row.original.consumer]) },
    { id: 'specs', header: t('Keys'), meta: { grow: { weight: 2, min: 220 } }, cell: rendererCell('specs') },
    {
      id: 'types',
      header: t('Volume types'),
      meta: { grow: { weight: 1, min: 160, max: 320 } },
      cell: rendererCell('types'),
    },
    { id: 'actions', header: t('Actions'), size: 84, cell: rendererCell('actions') },
  ]
}

interface Props {
  specs: QosSpecs[]
  types: VolumeType[] | undefined
  onAction: (specs: QosSpecs, action: QosAction) => void
}

export function QosSpecsTable({ specs, types, onAction }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const meta: Renderers<QosSpecs> = {
    specs: (row) => {
      const entries = Object.entries(row.specs)
      if (entries.length === 0) return '—'
      return (
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map(([key, value]) => (
            <Typography
              key={key}
              component="li"
              variant="caption"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            >
              {key}={value}
            </Typography>
          ))}
        </Stack>
      )
    },
    types: (row) => {
      if (!types) return '…'
      const names = types.filter((type) => type.qos_specs_id === row.id).map((type) => type.name)
      return names.length === 0 ? '—' : names.join(', ')
    },
    actions: (row) => (
      <RowActionsMenu<QosAction>
        name={row.name}
        onSelect={(action) => onAction(row, action)}
        actions={() => [
          { id: 'edit', label: t('Edit Keys'), guard: { ok: true } },
          { id: 'associations', label: t('Associations'), guard: { ok: true } },
          { id: 'delete', label: t('Delete'), guard: { ok: true } },
        ]}
      />
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: specs,
    columns: columnDefs,
    meta,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={t('QoS Specs')} wrap />
}
