// The group specs of a group type, a row each: the key (a well-known one explained under it), its
// value, and Delete.
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { GuardedButton } from '../../../components/GuardedButton'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { MonoText } from '../../../components/table/MonoText'
import { useT } from '../../../i18n/use-t'
import { wellKnownGroupSpec } from './well-known-group-specs'

interface Spec {
  key: string
  value: string
}

/** What a well-known group spec key does, in a line under it. */
export function GroupSpecMeaning({ specKey }: { specKey: string }) {
  const t = useT()
  const known = wellKnownGroupSpec(specKey)
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
          <GroupSpecMeaning specKey={row.original.key} />
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
  /** A delete is under way or its outcome is unknown. */
  disabled: boolean
  /** The key being deleted now. */
  deleting: string | undefined
  onDelete: (key: string) => void
}

export function GroupSpecsTable({ typeName, specs, disabled, deleting, onDelete }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const rows = useMemo(() => Object.entries(specs).map(([key, value]) => ({ key, value })), [specs])
  const meta: Renderers<Spec> = {
    actions: ({ key }) => (
      <GuardedButton
        size="small"
        color="error"
        disabled={disabled}
        loading={deleting === key}
        aria-label={t('Delete group spec {{key}}', { key })}
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
  return <DataTable table={table} label={t('Group specs of {{name}}', { name: typeName })} framed={false} wrap />
}
