// The volume types, with what Cinder makes of their extra specs, their encryption, how many
// volumes use them, and the Shareable row action. Rows grow with what they hold (a conflict
// explained, several extra specs); at narrow widths Public, then Cacheable, then Encrypted go.
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import type { VolumeType } from '../../../api'
import Stack from '@mui/material/Stack'
import { GuardedButton } from '../../../components/GuardedButton'
import { RowActionsMenu } from '../../../components/RowActionsMenu'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { useT } from '../../../i18n/use-t'
import { isCacheableType, isMultiattachType } from '../../../rules/volume-types'
import { EncryptionCell, ExtraSpecsCell, NameCell, QosLine } from './TypeCells'
import {
  canChangeEncryption,
  canDeleteType,
  canManageAccess,
  canToggleShareable,
  typeConflicts,
} from '../../../rules/volume-type-guards'
import type { VolumeTypesData } from './use-volume-types-data'

interface Props {
  types: VolumeType[]
  data: Pick<VolumeTypesData, 'encryption' | 'usage' | 'qos' | 'qosError' | 'defaults'>
  /** The type whose Shareable is being written, if any. */
  busyId: string | null
  onShareable: (type: VolumeType, shareable: boolean) => void
  onAction: (type: VolumeType, action: TypeAction) => void
}

export type TypeAction = 'edit' | 'specs' | 'access' | 'encryption' | 'delete'

function columns(t: TFunction): ColumnDef<VolumeType>[] {
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'))
  return [
    { id: 'name', header: t('Name'), meta: { grow: { weight: 1, min: 180, max: 300 } }, cell: rendererCell('name') },
    {
      id: 'description',
      header: t('Description'),
      meta: { grow: { weight: 1, min: 140, max: 280 } },
      cell: ({ row }) => row.original.description ?? '',
    },
    {
      id: 'shareable',
      header: t('Shareable (multi-attach)'),
      size: 116,
      cell: ({ row }) => yesNo(isMultiattachType(row.original)),
    },
    {
      id: 'cacheable',
      header: t('Cacheable'),
      size: 104,
      meta: { dropOrder: 2 },
      cell: ({ row }) => yesNo(isCacheableType(row.original)),
    },
    { id: 'encrypted', header: t('Encrypted'), size: 120, meta: { dropOrder: 3 }, cell: rendererCell('encrypted') },
    {
      id: 'public',
      header: t('Public'),
      size: 84,
      meta: { dropOrder: 1 },
      cell: ({ row }) => yesNo(row.original.is_public),
    },
    {
      id: 'extra_specs',
      header: t('Extra specs'),
      meta: { grow: { weight: 2, min: 220 } },
      cell: ({ row }) => <ExtraSpecsCell specs={row.original.extra_specs} />,
    },
    { id: 'volumes', header: t('Volumes'), size: 92, cell: rendererCell('volumes') },
    { id: 'actions', header: t('Actions'), size: 196, cell: rendererCell('actions') },
  ]
}

export function VolumeTypesTable({ types, data, busyId, onShareable, onAction }: Props) {
  const t = useT()
  // The columns are made once per language; the renderers reach the cells as meta (columns.tsx).
  const columnDefs = useMemo(() => columns(t), [t])
  const meta: Renderers<VolumeType> = {
    name: (type) => (
      <NameCell
        type={type}
        conflicts={typeConflicts(type, data.encryption(type.id).state)}
        qos={<QosLine specs={data.qos(type)} error={data.qosError} />}
      />
    ),
    encrypted: (type) => {
      const encryption = data.encryption(type.id)
      return <EncryptionCell state={encryption.state} error={encryption.error} />
    },
    volumes: (type) => (data.usage ? (data.usage.counts.get(type.id) ?? 0) : '—'),
    actions: (type) => {
      const shareable = isMultiattachType(type)
      const guard = canToggleShareable(type, data.usage)
      const encrypted = data.encryption(type.id).state
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <GuardedButton
            size="small"
            variant="outlined"
            reason={guard.ok ? undefined : guard.reason}
            loading={busyId === type.id}
            aria-label={
              shareable
                ? t('Unset Shareable on {{name}}', { name: type.name })
                : t('Set Shareable on {{name}}', { name: type.name })
            }
            onClick={() => onShareable(type, !shareable)}
          >
            {shareable ? t('Unset Shareable') : t('Set Shareable')}
          </GuardedButton>
          <RowActionsMenu<TypeAction>
            name={type.name}
            onSelect={(action) => onAction(type, action)}
            actions={() => [
              { id: 'edit', label: t('Edit'), guard: { ok: true } },
              { id: 'specs', label: t('Extra Specs'), guard: { ok: true } },
              { id: 'access', label: t('Access'), guard: canManageAccess(type) },
              {
                id: 'encryption',
                label: encrypted ? t('Encryption') : t('Encrypt'),
                guard: encrypted ? { ok: true } : canChangeEncryption(type, data.usage, 'create'),
              },
              { id: 'delete', label: t('Delete'), guard: canDeleteType(type, data.usage, data.defaults) },
            ]}
          />
        </Stack>
      )
    },
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
  return <DataTable table={table} label={t('Volume Types')} wrap />
}
