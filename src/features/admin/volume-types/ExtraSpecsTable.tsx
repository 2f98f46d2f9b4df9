// The extra specs of a volume type, a row each: the key (a well-known one explained under it),
// its value, and Delete (which the type's guard may forbid).
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { MonoText } from '../../../components/table/MonoText'
import { GuardedButton } from '../../../components/GuardedButton'
import { useT } from '../../../i18n/use-t'
import { wellKnownSpec } from './well-known-specs'

interface Spec {
  key: string
  value: string
}

/** What a well-known key does, in a line under it. */
export function Meaning({ specKey }: { specKey: string }) {
  const t = useT()
  const known = wellKnownSpec(specKey)
  if (!known) return null
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {t(known.meaning)}
    </Typography>
  )
}

function columns(t: TFunction): ColumnDef<Spec>[] {
  return [
    {
      id: 'key',
      header: t('Key'),
      meta: { grow: { weight: 7, min: 300 } },
      cell: ({ row }) => (
        <>
          <MonoText>{row.original.key}</MonoText>
          <Meaning specKey={row.original.key} />
        </>
      ),
    },
    {
      id: 'value',
      header: t('Value'),
      meta: { grow: { weight: 1, min: 92 } },
      cell: ({ row }) => <MonoText>{row.original.value}</MonoText>,
    },
    { id: 'actions', header: t('Actions'), size: 110, cell: rendererCell('actions') },
  ]
}

interface Props {
  typeName: string
  specs: Record<string, string>
  /** Why no spec may be deleted now (the type is in use). */
  reason: string | undefined
  /** A delete is under way or its outcome is unknown. */
  disabled: boolean
  /** The key being deleted now. */
  deleting: string | undefined
  onDelete: (key: string) => void
}

export function ExtraSpecsTable({ typeName, specs, reason, disabled, deleting, onDelete }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const rows = useMemo(() => Object.entries(specs).map(([key, value]) => ({ key, value })), [specs])
  const meta: Renderers<Spec> = {
    actions: ({ key }) => (
      <GuardedButton
        size="small"
        color="error"
        reason={reason}
        disabled={disabled}
        loading={deleting === key}
        aria-label={t('Delete extra spec {{key}}', { key })}
        onClick={() => onDelete(key)}
      >
        {t('Delete')}
      </GuardedButton>
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    meta,
    getRowId: (spec) => spec.key,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={t('Extra specs of {{name}}', { name: typeName })} framed={false} wrap />
}
