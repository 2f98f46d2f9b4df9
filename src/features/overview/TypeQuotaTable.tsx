// Cinder's quotas per volume type (`volumes_<type>`, `gigabytes_<type>`, `snapshots_<type>`):
// one row per type, the types with a limit or usage first; the rest (unlimited and unused) behind
// "Show all types". Cinder lists private types too, also those the reader cannot see.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import type { Renderers } from '../../components/table/columns'
import { rendererCell } from '../../components/table/columns'
import { DataTable } from '../../components/table/DataTable'
import { useT } from '../../i18n/use-t'
import type { TypeQuota } from '../../rules/quota-rules'
import { typeInUse } from '../../rules/quota-rules'
import { QuotaMeter } from './QuotaMeter'

interface Props {
  types: TypeQuota[]
  /** The names of the types the reader can see (null while unknown). */
  visible: ReadonlySet<string> | null
}

// Four columns of one width.
const EVEN = { grow: { weight: 1, min: 120 } }

function columns(t: TFunction): ColumnDef<TypeQuota>[] {
  return [
    { id: 'type', header: t('Type'), meta: EVEN, cell: rendererCell('type') },
    {
      id: 'volumes',
      header: t('Volumes'),
      meta: EVEN,
      cell: ({ row }) => (
        <QuotaMeter
          dense
          label={t('Volumes of type {{type}}', { type: row.original.type })}
          usage={row.original.volumes}
        />
      ),
    },
    {
      id: 'gigabytes',
      header: t('Gigabytes'),
      meta: EVEN,
      cell: ({ row }) => (
        <QuotaMeter
          dense
          unit="GiB"
          label={t('Gigabytes of type {{type}}', { type: row.original.type })}
          usage={row.original.gigabytes}
        />
      ),
    },
    {
      id: 'snapshots',
      header: t('Snapshots'),
      meta: EVEN,
      cell: ({ row }) => (
        <QuotaMeter
          dense
          label={t('Snapshots of type {{type}}', { type: row.original.type })}
          usage={row.original.snapshots}
        />
      ),
    },
  ]
}

export function TypeQuotaTable({ types, visible }: Props) {
  const t = useT()
  const [all, setAll] = useState(false)
  const columnDefs = useMemo(() => columns(t), [t])
  // The rows keep their identity between renders: TanStack works them out again on a new array.
  const rows = useMemo(
    () => (all ? [...types.filter(typeInUse), ...types.filter((type) => !typeInUse(type))] : types.filter(typeInUse)),
    [types, all],
  )
  const rest = types.length - types.filter(typeInUse).length
  const meta: Renderers<TypeQuota> = {
    type: (row) => (
      <>
        <Typography variant="body2">{row.type}</Typography>
        {visible && !visible.has(row.type) && (
          <Typography variant="caption" color="text.secondary">
            {t('Private: not visible to you')}
          </Typography>
        )}
      </>
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    meta,
    getRowId: (row) => row.type,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  if (types.length === 0) return <Typography color="text.secondary">{t('This cloud has no volume types.')}</Typography>
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {rows.length > 0 ? (
        <DataTable table={table} label={t('Quotas per volume type')} wrap />
      ) : (
        <Typography color="text.secondary">{t('No volume type has a quota of its own or any usage.')}</Typography>
      )}
      {rest > 0 && (
        <Button size="small" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all
            ? t('Show only types in use')
            : t('Show all types ({{count}} more without a limit or usage)', { count: rest })}
        </Button>
      )}
    </Stack>
  )
}
