// The attachments of one volume in Manage Attachments, a page at a time: a volume can have a
// thousand of them.
import Typography from '@mui/material/Typography'
import type { ColumnDef, PaginationState } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import type { VolumeAttachmentRef } from '../../../api'
import { formatCreated } from '../../../components/format'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { useT } from '../../../i18n/use-t'
import type { AttachmentRowsProps } from './attachment-renderers'
import { attachmentRenderers } from './attachment-renderers'

const ROWS_PER_PAGE = 25
const PAGE_SIZES = [ROWS_PER_PAGE]

function columns(t: TFunction): ColumnDef<VolumeAttachmentRef>[] {
  return [
    { id: 'select', header: '', size: 52, meta: { padding: 'checkbox' }, cell: rendererCell('select') },
    {
      id: 'server',
      header: t('Server'),
      meta: { rowHeader: true, grow: { weight: 13, min: 100 } },
      cell: rendererCell('server'),
    },
    {
      id: 'device',
      header: t('Device'),
      meta: { grow: { weight: 11, min: 80 } },
      cell: ({ row }) => row.original.device || '—',
    },
    { id: 'mode', header: t('Mode'), meta: { grow: { weight: 9, min: 64 } }, cell: rendererCell('mode') },
    {
      id: 'attached',
      header: t('Attached at (UTC)'),
      meta: { grow: { weight: 20, min: 150 } },
      cell: ({ row }) => formatCreated(row.original.attached_at),
    },
    { id: 'actions', header: t('Actions'), meta: { grow: { weight: 28, min: 230 } }, cell: rendererCell('actions') },
  ]
}

export function AttachmentsTable(props: AttachmentRowsProps) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: ROWS_PER_PAGE })
  const attachments = props.volume.attachments
  const rowSelection = Object.fromEntries([...props.selected].map((id) => [id, true]))
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: attachments,
    columns: columnDefs,
    meta: attachmentRenderers(t, props),
    getRowId: (attachment) => attachment.attachment_id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
    // A poll that refreshes the volume keeps the page.
    autoResetPageIndex: false,
    state: { pagination, rowSelection },
    onPaginationChange: setPagination,
  })
  if (attachments.length === 0) {
    return <Typography color="text.secondary">{t('This volume is not attached to any server.')}</Typography>
  }
  return <DataTable table={table} label={t('Attachments')} framed={false} wrap pageSizes={PAGE_SIZES} />
}
