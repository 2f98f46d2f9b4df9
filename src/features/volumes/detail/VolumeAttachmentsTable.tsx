// The Attachments of one volume: attachment id, server, device, mode, attached at, host for
// admins, and the actions; ordered by server name (or by when attached, either way round),
// searchable and paged in the browser, so 1,000 stay fast and 40 read as one list.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { ColumnDef, OnChangeFn, PaginationState, SortingState } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import type { Volume } from '../../../api'
import { modeText } from '../../../attachments/attach-mode'
import { formatCreated } from '../../../components/format'
import type { Renderers } from '../../../components/table/columns'
import { rendererCell } from '../../../components/table/columns'
import { DataTable } from '../../../components/table/DataTable'
import { MonoText } from '../../../components/table/MonoText'
import { useT } from '../../../i18n/use-t'
import { canDetach } from '../../../rules/guards'
import type { AttachmentItem } from '../attached-to/attachment-items'
import { filterItems } from '../attached-to/AttachmentsPopover'

type SortKey = 'server' | 'attached'

const PAGE_SIZES = [25, 50, 100] as const

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** By server name (worker-2 before worker-10), or by when attached; the attachment id breaks ties. */
export function sortItems(items: AttachmentItem[], by: SortKey, direction: 'asc' | 'desc'): AttachmentItem[] {
  const sign = direction === 'asc' ? 1 : -1
  return [...items].sort((a, b) => {
    const order =
      by === 'server'
        ? byName.compare(a.label, b.label)
        : (a.attachment.attached_at ?? '').localeCompare(b.attachment.attached_at ?? '')
    return sign * order || a.attachment.attachment_id.localeCompare(b.attachment.attachment_id)
  })
}

function columns(t: TFunction): ColumnDef<AttachmentItem>[] {
  return [
    {
      id: 'id',
      header: t('Attachment ID'),
      meta: { grow: { weight: 35, min: 200 } },
      enableSorting: false,
      cell: ({ row }) => <MonoText small>{row.original.attachment.attachment_id}</MonoText>,
    },
    { id: 'server', header: t('Server'), meta: { grow: { weight: 8, min: 90 } }, accessorFn: (item) => item.label },
    {
      id: 'device',
      header: t('Device'),
      meta: { grow: { weight: 3, min: 92 } },
      enableSorting: false,
      cell: ({ row }) => row.original.device || '—',
    },
    {
      id: 'mode',
      header: t('Mode'),
      meta: { grow: { weight: 1, min: 80 } },
      enableSorting: false,
      cell: ({ row }) => modeText(row.original.mode) ?? '—',
    },
    {
      id: 'attached',
      header: t('Attached At'),
      meta: { grow: { weight: 11, min: 130 } },
      accessorFn: (item) => item.attachment.attached_at ?? '',
      cell: ({ row }) => formatCreated(row.original.attachment.attached_at),
    },
    {
      id: 'host',
      header: t('Host'),
      meta: { grow: { weight: 8, min: 100 } },
      enableSorting: false,
      cell: ({ row }) => row.original.attachment.host_name ?? '—',
    },
    {
      id: 'actions',
      header: t('Actions'),
      meta: { grow: { weight: 19, min: 180 } },
      enableSorting: false,
      cell: rendererCell('actions'),
    },
  ]
}

interface Props {
  volume: Volume
  items: AttachmentItem[]
  admin: boolean
  writer: boolean
  onDetach: (item: AttachmentItem) => void
  onChangeMode?: (item: AttachmentItem) => void
}

export function VolumeAttachmentsTable({ volume, items, admin, writer, onDetach, onChangeMode }: Props) {
  const t = useT()
  const columnDefs = useMemo(() => columns(t), [t])
  const [search, setSearch] = useState('')
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] })
  const [sorting, setSorting] = useState<SortingState>([{ id: 'server', desc: false }])
  const by: SortKey = sorting[0]?.id === 'attached' ? 'attached' : 'server'
  const direction = sorting[0]?.desc ? 'desc' : 'asc'
  const shown = useMemo(() => sortItems(filterItems(items, search), by, direction), [items, search, by, direction])
  // A new order starts on the first page.
  const sort: OnChangeFn<SortingState> = (updater) => {
    setSorting(updater)
    setPagination((now) => ({ ...now, pageIndex: 0 }))
  }
  const meta: Renderers<AttachmentItem> = {
    actions: (item) => {
      const guard = canDetach(volume, item.attachment, item.server)
      return (
        <>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              disabled={!guard.ok}
              title={guard.ok ? undefined : guard.reason}
              aria-label={t('Detach {{name}}', { name: item.label })}
              onClick={() => onDetach(item)}
            >
              {t('Detach')}
            </Button>
            {onChangeMode && item.attachment.server_id && (
              <Button
                size="small"
                aria-label={t('Change attach mode of {{name}}', { name: item.label })}
                onClick={() => onChangeMode(item)}
              >
                {t('Change mode')}
              </Button>
            )}
          </Stack>
          {!guard.ok && (
            <Typography variant="caption" color="text.secondary">
              {guard.reason}
            </Typography>
          )}
        </>
      )
    },
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: shown,
    columns: columnDefs,
    meta,
    getRowId: (item) => item.attachment.attachment_id,
    getCoreRowModel: getCoreRowModel(),
    // Sorted here (sortItems: names as people read them, the id breaking ties), not by TanStack.
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    // A poll that refreshes the attachments keeps the page.
    autoResetPageIndex: false,
    state: { sorting, pagination, columnVisibility: { host: admin, actions: writer } },
    onSortingChange: sort,
    onPaginationChange: setPagination,
  })
  if (items.length === 0) return <Typography>{t('Not attached to any server.')}</Typography>
  return (
    <Stack spacing={1}>
      <TextField
        label={t('Search attachments')}
        size="small"
        sx={{ maxWidth: 320 }}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setPagination((now) => ({ ...now, pageIndex: 0 }))
        }}
      />
      <DataTable table={table} label={t('Attachments')} framed={false} wrap pageSizes={PAGE_SIZES} />
    </Stack>
  )
}
