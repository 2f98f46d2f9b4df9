// What a backend holds of one kind (volumes or snapshots): the backend's name for it, its size,
// whether it is safe to manage or the backend's reason, and Cinder's id when Cinder has it. Each
// safe volume offers Manage; one that is not says why. Every cloud-supplied string is text.
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
import type { ManageableEntry as Entry } from '../../../queries/manage'
import { referenceName } from './manage-facts'

interface Props {
  kind: 'volumes' | 'snapshots'
  entries: Entry[]
  onManage?: (entry: Entry) => void
}

function columns(t: TFunction, snapshots: boolean, actions: boolean): ColumnDef<Entry>[] {
  return [
    {
      id: 'reference',
      header: t('Name on the backend'),
      meta: { grow: { weight: 2, min: 160, max: 360 }, rowHeader: true },
      cell: rendererCell('reference'),
    },
    { id: 'size', header: t('Size'), size: 90, cell: rendererCell('size') },
    ...(snapshots
      ? [
          {
            id: 'origin',
            header: t('Of volume'),
            meta: { grow: { weight: 1, min: 120, max: 260 } },
            cell: rendererCell<Entry>('origin'),
          },
        ]
      : []),
    {
      id: 'safe',
      header: t('Safe to manage'),
      meta: { grow: { weight: 1, min: 130, max: 260 } },
      cell: rendererCell('safe'),
    },
    {
      id: 'cinder',
      header: t('Cinder ID'),
      meta: { grow: { weight: 1, min: 120, max: 320 }, dropOrder: 1 },
      cell: rendererCell('cinder'),
    },
    ...(actions ? [{ id: 'actions', header: t('Actions'), size: 120, cell: rendererCell<Entry>('actions') }] : []),
  ]
}

export function ManageableTable({ kind, entries, onManage }: Props) {
  const t = useT()
  const snapshots = kind === 'snapshots'
  const columnDefs = useMemo(() => columns(t, snapshots, Boolean(onManage)), [t, snapshots, onManage])
  const meta: Renderers<Entry> = {
    reference: (entry) => <MonoText>{referenceName(entry.reference)}</MonoText>,
    size: (entry) => (entry.size === null ? '—' : t('{{size}} GiB', { size: entry.size })),
    origin: (entry) => (entry.source_reference ? referenceName(entry.source_reference) || '—' : '—'),
    safe: (entry) => (entry.safe_to_manage ? t('Yes') : (entry.reason_not_safe ?? t('No'))),
    cinder: (entry) => (entry.cinder_id ? <MonoText small>{entry.cinder_id}</MonoText> : '—'),
    actions: (entry) => (
      <GuardedButton
        size="small"
        variant="outlined"
        aria-label={t('Manage {{name}}', { name: referenceName(entry.reference) })}
        reason={
          entry.safe_to_manage
            ? undefined
            : t('The backend says it is not safe to manage: {{reason}}', { reason: entry.reason_not_safe ?? '' })
        }
        onClick={() => onManage?.(entry)}
      >
        {t('Manage')}
      </GuardedButton>
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: entries,
    columns: columnDefs,
    meta,
    getRowId: (entry) => JSON.stringify(entry.reference),
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={snapshots ? t('Snapshots on the backend') : t('Volumes on the backend')} />
}
