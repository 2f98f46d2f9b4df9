// The scheduler's pools: capacity, provisioned ratio, and what the driver can do, multi-attach
// first (a shareable volume type only lands on a pool that reports it). At narrow widths
// Provisioning, then the ratio, then the backend and QoS go.
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import type { StoragePool } from '../../../api'
import { yesNo } from '../../../components/format'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { formatNumber } from '../../../components/table/format-number'
import { useT } from '../../../i18n/use-t'
import type { Capacity } from './pool-facts'
import { poolFacts } from './pool-facts'

interface Props {
  pools: StoragePool[]
  onCapabilities: (pool: StoragePool) => void
}

function columns(t: TFunction): ColumnDef<StoragePool>[] {
  return [
    {
      id: 'name',
      header: t('Pool'),
      meta: { grow: { weight: 2, min: 170, max: 340 } },
      cell: ({ row }) => row.original.name,
    },
    {
      id: 'backend',
      header: t('Backend'),
      meta: { grow: { weight: 1, min: 100, max: 180 }, dropOrder: 3 },
      cell: ({ row }) => poolFacts(row.original).backend,
    },
    { id: 'capacity', header: t('Capacity'), size: 190, cell: rendererCell('capacity') },
    { id: 'ratio', header: t('Provisioned ratio'), size: 130, meta: { dropOrder: 2 }, cell: rendererCell('ratio') },
    { id: 'multiattach', header: t('Multi-attach'), size: 130, cell: rendererCell('multiattach') },
    {
      id: 'provisioning',
      header: t('Provisioning'),
      size: 120,
      meta: { dropOrder: 1 },
      cell: rendererCell('provisioning'),
    },
    {
      id: 'qos',
      header: t('QoS'),
      size: 64,
      meta: { dropOrder: 4 },
      cell: ({ row }) => yesNo(poolFacts(row.original).qos),
    },
    {
      id: 'driver',
      header: t('Driver'),
      meta: { grow: { weight: 1, min: 130, max: 260 } },
      cell: rendererCell('driver'),
    },
    { id: 'actions', header: t('Actions'), size: 164, cell: rendererCell('actions') },
  ]
}

export function PoolsTable({ pools, onCapabilities }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const gib = (value: Capacity) =>
    value === 'infinite'
      ? t('infinite')
      : value === 'unknown'
        ? t('unknown')
        : t('{{size}} GiB', { size: formatNumber(value) })
  const meta: Renderers<StoragePool> = {
    capacity: (pool) => {
      const facts = poolFacts(pool)
      return (
        <Stack>
          <span>{t('{{free}} free of {{total}}', { free: gib(facts.free), total: gib(facts.total) })}</span>
          {facts.allocated !== null && (
            <Typography variant="caption" color="text.secondary">
              {t('{{size}} allocated', { size: gib(facts.allocated) })}
            </Typography>
          )}
        </Stack>
      )
    },
    ratio: (pool) => {
      const { ratio, maxRatio } = poolFacts(pool)
      const value = ratio === null ? '—' : ratio.toFixed(2)
      return maxRatio === null ? value : t('{{ratio}} (max {{max}})', { ratio: value, max: maxRatio })
    },
    multiattach: (pool) =>
      poolFacts(pool).multiattach ? (
        <Chip size="small" color="success" label={t('Multi-attach')} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('No multi-attach')}
        </Typography>
      ),
    provisioning: (pool) => {
      const { thin, thick } = poolFacts(pool)
      if (thin && thick) return t('Thin and thick')
      if (thin) return t('Thin')
      if (thick) return t('Thick')
      return '—'
    },
    driver: (pool) => {
      const { vendor, protocol, driverVersion } = poolFacts(pool)
      return [vendor, protocol, driverVersion && t('version {{version}}', { version: driverVersion })]
        .filter(Boolean)
        .join(' · ')
    },
    actions: (pool) => (
      <Button
        size="small"
        variant="outlined"
        aria-label={t('Capabilities of {{pool}}', { pool: pool.name })}
        onClick={() => onCapabilities(pool)}
      >
        {t('Capabilities')}
      </Button>
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: pools,
    columns: columnDefs,
    meta,
    getRowId: (pool) => pool.name,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={t('Pools')} wrap />
}
