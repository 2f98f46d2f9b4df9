// The block-storage services: binary, host, zone, enabled or disabled (with the reason), up or
// down, the backend's state (3.49, volume services), when it last reported; Disable with a reason
// or Enable per row. At narrow widths Updated, then Backend state, then Zone go.
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import type { BlockStorageService } from '../../../api'
import { formatCreated } from '../../../components/format'
import { GuardedButton } from '../../../components/GuardedButton'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { useT } from '../../../i18n/use-t'

interface Props {
  services: BlockStorageService[]
  /** The service being enabled, if any. */
  busy: BlockStorageService | null
  onDisable: (service: BlockStorageService) => void
  onEnable: (service: BlockStorageService) => void
}

const serviceId = (service: BlockStorageService) => `${service.binary}@${service.host}`

function columns(t: TFunction): ColumnDef<BlockStorageService>[] {
  return [
    { id: 'binary', header: t('Service'), size: 150, cell: ({ row }) => row.original.binary },
    {
      id: 'host',
      header: t('Host'),
      meta: { grow: { weight: 1, min: 150, max: 320 } },
      cell: ({ row }) => row.original.host,
    },
    { id: 'zone', header: t('Zone'), size: 90, meta: { dropOrder: 3 }, cell: ({ row }) => row.original.zone },
    {
      id: 'status',
      header: t('Status'),
      meta: { grow: { weight: 2, min: 170, max: 320 } },
      cell: rendererCell('status'),
    },
    { id: 'state', header: t('State'), size: 84, cell: rendererCell('state') },
    { id: 'backend', header: t('Backend state'), size: 124, meta: { dropOrder: 2 }, cell: rendererCell('backend') },
    {
      id: 'updated',
      header: t('Updated'),
      size: 148,
      meta: { dropOrder: 1 },
      cell: ({ row }) => formatCreated(row.original.updated_at),
    },
    { id: 'actions', header: t('Actions'), size: 116, cell: rendererCell('actions') },
  ]
}

export function ServicesTable({ services, busy, onDisable, onEnable }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const meta: Renderers<BlockStorageService> = {
    status: (service) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Chip
          size="small"
          variant={service.status === 'enabled' ? 'outlined' : 'filled'}
          color={service.status === 'enabled' ? 'default' : 'warning'}
          label={service.status === 'enabled' ? t('Enabled') : t('Disabled')}
        />
        {service.disabled_reason && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {service.status === 'disabled'
              ? t('Reason: {{reason}}', { reason: service.disabled_reason })
              : t('Last reason: {{reason}}', { reason: service.disabled_reason })}
          </Typography>
        )}
      </Stack>
    ),
    state: (service) =>
      service.state === 'up' ? (
        t('Up')
      ) : (
        <Typography variant="body2" color="error">
          {t('Down')}
        </Typography>
      ),
    backend: (service) => {
      if (!('backend_state' in service)) return '—'
      if (service.backend_state === 'up') return t('Up')
      if (service.backend_state === 'down') return t('Down')
      // Zed has no pools for it (disabled, or not reported yet).
      return t('Not reported')
    },
    actions: (service) =>
      service.status === 'enabled' ? (
        <GuardedButton
          size="small"
          variant="outlined"
          color="warning"
          aria-label={t('Disable {{binary}} on {{host}}', { binary: service.binary, host: service.host })}
          onClick={() => onDisable(service)}
        >
          {t('Disable')}
        </GuardedButton>
      ) : (
        <GuardedButton
          size="small"
          variant="outlined"
          loading={busy !== null && serviceId(busy) === serviceId(service)}
          aria-label={t('Enable {{binary}} on {{host}}', { binary: service.binary, host: service.host })}
          onClick={() => onEnable(service)}
        >
          {t('Enable')}
        </GuardedButton>
      ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: services,
    columns: columnDefs,
    meta,
    getRowId: serviceId,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={t('Block-storage services')} wrap />
}
