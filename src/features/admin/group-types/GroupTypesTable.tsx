// The group types: name (the reserved one marked), description, public, group specs, default,
// how many groups have it, and Edit, Group Specs and Delete per row.
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import type { GroupType } from '../../../api'
import { RowActionsMenu } from '../../../components/RowActionsMenu'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { useT } from '../../../i18n/use-t'
import { canDeleteGroupTypeGuard, isReservedGroupType } from '../../../rules/group-type-guards'
import { ExtraSpecsCell } from '../volume-types/TypeCells'
import type { GroupTypesData } from './use-group-types-data'

export type GroupTypeAction = 'edit' | 'specs' | 'delete'

interface Props {
  types: GroupType[]
  data: Pick<GroupTypesData, 'usage' | 'defaultId'>
  onAction: (type: GroupType, action: GroupTypeAction) => void
}

function columns(t: TFunction): ColumnDef<GroupType>[] {
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'))
  return [
    { id: 'name', header: t('Name'), meta: { grow: { weight: 1, min: 200, max: 320 } }, cell: rendererCell('name') },
    {
      id: 'description',
      header: t('Description'),
      meta: { grow: { weight: 1, min: 140, max: 280 } },
      cell: ({ row }) => row.original.description ?? '',
    },
    { id: 'public', header: t('Public'), size: 84, cell: ({ row }) => yesNo(row.original.is_public) },
    {
      id: 'group_specs',
      header: t('Group specs'),
      meta: { grow: { weight: 2, min: 220 } },
      cell: ({ row }) => <ExtraSpecsCell specs={row.original.group_specs ?? {}} />,
    },
    { id: 'default', header: t('Default'), size: 92, cell: rendererCell('default') },
    { id: 'groups', header: t('Groups'), size: 84, cell: rendererCell('groups') },
    { id: 'actions', header: t('Actions'), size: 92, cell: rendererCell('actions') },
  ]
}

export function GroupTypesTable({ types, data, onAction }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const meta: Renderers<GroupType> = {
    name: (type) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {type.name}
        </Typography>
        {isReservedGroupType(type) && <Chip size="small" label={t('Reserved for consistency groups')} />}
      </Stack>
    ),
    default: (type) => {
      if (data.defaultId === undefined) return '…'
      return data.defaultId === type.id ? t('Yes') : t('No')
    },
    groups: (type) => (data.usage ? (data.usage.get(type.id) ?? 0) : '—'),
    actions: (type) => (
      <RowActionsMenu<GroupTypeAction>
        name={type.name}
        onSelect={(action) => onAction(type, action)}
        actions={() => [
          { id: 'edit', label: t('Edit'), guard: { ok: true } },
          { id: 'specs', label: t('Group Specs'), guard: { ok: true } },
          { id: 'delete', label: t('Delete'), guard: canDeleteGroupTypeGuard(type, data.usage) },
        ]}
      />
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: types,
    columns: columnDefs,
    meta,
    getRowId: (type) => type.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={t('Group Types')} wrap />
}
