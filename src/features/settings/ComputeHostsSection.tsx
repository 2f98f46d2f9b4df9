// 3. Per-host capabilities: the virt driver's multi-attach support (R5) and computes too old for
// the Rocky spec's attach mode.
import Typography from '@mui/material/Typography'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { SwitchField } from '../../components/form/SwitchField'
import { DataTable } from '../../components/table/DataTable'
import { Trans } from '../../i18n/Trans'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import type { HostDraft, SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

interface Props {
  control: Control<SettingsDraft>
  changed: boolean
}

// The form's control never changes, so the columns are still made once per language.
function columns(t: TFunction, control: Control<SettingsDraft>): ColumnDef<HostDraft>[] {
  return [
    {
      id: 'host',
      header: t('Host'),
      meta: { rowHeader: true, grow: { weight: 19, min: 100 } },
      cell: ({ row }) => row.original.name,
    },
    {
      id: 'zone',
      header: t('Availability Zone'),
      meta: { grow: { weight: 21, min: 110 } },
      cell: ({ row }) => row.original.availabilityZone ?? '—',
    },
    {
      id: 'multiattach',
      header: t('Multi-attach support'),
      meta: { grow: { weight: 25, min: 125 } },
      cell: ({ row }) => (
        <SwitchField
          control={control}
          name={`hosts.${row.index}.multiattach`}
          ariaLabel={t('Multi-attach support on {{host}}', { host: row.original.name })}
        />
      ),
    },
    {
      id: 'old',
      header: t('Old compute (no attach mode)'),
      meta: { grow: { weight: 35, min: 175 } },
      cell: ({ row }) => (
        <SwitchField
          control={control}
          name={`hosts.${row.index}.old`}
          ariaLabel={t('Old compute (no attach mode) on {{host}}', { host: row.original.name })}
        />
      ),
    },
  ]
}

export function ComputeHostsSection({ control, changed }: Props) {
  const t = useT()
  const hosts: HostDraft[] = useWatch({ control, name: 'hosts' })
  const columnDefs = useMemo(() => columns(t, control), [t, control])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: hosts,
    columns: columnDefs,
    getRowId: (host) => host.name,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return (
    <SettingsSection
      title={t('Compute hosts')}
      changed={changed}
      description={
        <Trans
          i18nKey={N_(
            "<strong>Multi-attach support</strong>: the host's virt driver can attach one volume to several servers (libvirt can; some drivers cannot). Off, attaching a shareable volume to a server on that host fails with 400 \"… has 'multiattach' set, which is not supported for this instance.\" and the Attach dialog shows such servers disabled. <strong>Old compute (no attach mode)</strong>: the host's nova-compute is too old for the Rocky spec's <code>attach_mode</code>; attaching with a mode to a server there answers 409.",
          )}
          components={{ strong: <strong />, code: <code /> }}
        />
      }
    >
      {hosts.length === 0 ? (
        <Typography>{t('This scenario has no compute hosts.')}</Typography>
      ) : (
        <DataTable table={table} label={t('Compute hosts')} framed={false} wrap />
      )}
    </SettingsSection>
  )
}
