// A quota set as a table: each key with its limit and, for a project, what is in use and
// reserved and the default it would have without a limit of its own. Read only: the dialogs edit.
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { useT } from '../../../i18n/use-t'
import type { QuotaRow } from './quota-rows'
import { quotaLabel, usedOf } from './quota-rows'

interface Props {
  rows: QuotaRow[]
  label: string
  /** The default of each key (shown beside a project's limits); absent for the defaults themselves. */
  defaults?: ReadonlyMap<string, number>
}

function columns(t: TFunction, withUsage: boolean): ColumnDef<QuotaRow>[] {
  const all: ColumnDef<QuotaRow>[] = [
    {
      id: 'resource',
      header: t('Quota'),
      meta: { grow: { weight: 2, min: 180, max: 420 } },
      cell: ({ row }) => quotaLabel(t, row.original),
    },
    {
      id: 'key',
      header: t('Key'),
      meta: { grow: { weight: 1, min: 150, max: 300 }, dropOrder: 1 },
      cell: ({ row }) => row.original.key,
    },
    { id: 'limit', header: withUsage ? t('Limit') : t('Default'), size: 150, cell: rendererCell('limit') },
  ]
  if (!withUsage) return all
  return [
    ...all,
    { id: 'inUse', header: t('In use'), size: 96, cell: ({ row }) => row.original.inUse ?? '' },
    {
      id: 'reserved',
      header: t('Reserved'),
      size: 96,
      meta: { dropOrder: 2 },
      cell: ({ row }) => row.original.reserved ?? '',
    },
    { id: 'default', header: t('Default'), size: 110, cell: rendererCell('default') },
  ]
}

export function QuotaTable({ rows, label, defaults }: Props) {
  const t = useT()
  const withUsage = defaults !== undefined
  const columnDefs = useMemo(() => columns(t, withUsage), [t, withUsage])
  const limitText = (limit: number) => (limit < 0 ? t('No limit') : String(limit))
  const meta: Renderers<QuotaRow> = {
    limit: (row) => {
      const used = usedOf(row)
      // Cinder accepts a limit below usage on a key the project had no row for (Q7).
      if (used !== null && row.limit >= 0 && used > row.limit) {
        return (
          <Typography variant="body2" color="error">
            {t('{{limit}}: below usage', { limit: row.limit })}
          </Typography>
        )
      }
      return limitText(row.limit)
    },
    default: (row) => {
      const value = defaults?.get(row.key)
      return value === undefined ? '' : limitText(value)
    },
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    meta,
    getRowId: (row) => row.key,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={label} />
}
