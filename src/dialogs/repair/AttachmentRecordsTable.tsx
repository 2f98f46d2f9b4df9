// The attachment records Cinder keeps of a volume, a row each: the record's id, its server, status,
// mode, the host and connection facts, when it was attached, and Force Detach.
import Button from '@mui/material/Button'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import type { AttachmentDetail, Server, Volume } from '../../api'
import { formatCreated } from '../../components/format'
import { StatusChip } from '../../components/StatusChip'
import type { Renderers } from '../../components/table/columns'
import { rendererCell } from '../../components/table/columns'
import { DataTable } from '../../components/table/DataTable'
import { MonoText } from '../../components/table/MonoText'
import { useT } from '../../i18n/use-t'
import { connectionSummary, serverLabel } from './record-facts'

function columns(t: TFunction): ColumnDef<AttachmentDetail>[] {
  return [
    {
      id: 'id',
      header: t('Attachment ID'),
      meta: { grow: { weight: 28, min: 180 } },
      cell: ({ row }) => <MonoText small>{row.original.id}</MonoText>,
    },
    { id: 'server', header: t('Server'), meta: { grow: { weight: 6, min: 80 } }, cell: rendererCell('server') },
    {
      id: 'status',
      header: t('Status'),
      meta: { grow: { weight: 2, min: 99 } },
      cell: ({ row }) => <StatusChip status={row.original.status} transitional={false} />,
    },
    {
      id: 'mode',
      header: t('Mode'),
      meta: { grow: { weight: 1, min: 80 } },
      cell: ({ row }) => (row.original.attach_mode === 'null' ? '—' : row.original.attach_mode.toUpperCase()),
    },
    { id: 'host', header: t('Host'), meta: { grow: { weight: 6, min: 80 } }, cell: rendererCell('host') },
    {
      id: 'connection',
      header: t('Connection'),
      meta: { grow: { weight: 6, min: 116 } },
      cell: ({ row }) => connectionSummary(row.original.connection_info) || '—',
    },
    {
      id: 'attached',
      header: t('Attached At'),
      meta: { grow: { weight: 7, min: 120 } },
      cell: ({ row }) => (row.original.attached_at ? formatCreated(row.original.attached_at) : '—'),
    },
    { id: 'actions', header: t('Actions'), meta: { grow: { weight: 2, min: 148 } }, cell: rendererCell('actions') },
  ]
}

interface Props {
  volume: Volume
  records: AttachmentDetail[]
  servers: Map<string, Server> | undefined
  onForceDetach: (record: AttachmentDetail) => void
}

export function AttachmentRecordsTable({ volume, records, servers, onForceDetach }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  // The host is the volume's own attachment's (the record's id is the attachment's).
  const hosts = new Map(volume.attachments.map((attachment) => [attachment.attachment_id, attachment]))
  const meta: Renderers<AttachmentDetail> = {
    server: (record) => serverLabel(record, servers) ?? t('No server'),
    host: (record) => hosts.get(record.id)?.host_name ?? '—',
    actions: (record) => (
      <Button
        size="small"
        color="warning"
        sx={{ whiteSpace: 'nowrap' }}
        aria-label={t('Force Detach {{id}}', { id: serverLabel(record, servers) ?? record.id })}
        onClick={() => onForceDetach(record)}
      >
        {t('Force Detach')}
      </Button>
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: records,
    columns: columnDefs,
    meta,
    getRowId: (record) => record.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={t('Attachment records')} framed={false} wrap />
}
