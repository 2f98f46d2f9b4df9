// The Attachments of one volume: attachment id, server, device, mode, attached at, host for
// admins, and the actions; ordered by server name (or by when attached, either way round),
// searchable and paged in the browser, so 1,000 stay fast and 40 read as one list.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { Volume } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { canDetach } from '../../../rules/guards'
import type { AttachmentItem } from '../attached-to/attachment-items'
import { modeText } from '../../../attachments/attach-mode'
import { filterItems } from '../attached-to/AttachmentsPopover'
import { formatCreated } from '../../../components/format'

type SortKey = 'server' | 'attached'

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
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const [size, setSize] = useState(25)
  const [sort, setSort] = useState<{ by: SortKey; direction: 'asc' | 'desc' }>({ by: 'server', direction: 'asc' })
  const shown = useMemo(() => sortItems(filterItems(items, search), sort.by, sort.direction), [items, search, sort])
  const header = (by: SortKey, label: string) => (
    <TableCell sortDirection={sort.by === by ? sort.direction : false}>
      <TableSortLabel
        active={sort.by === by}
        direction={sort.by === by ? sort.direction : 'asc'}
        onClick={() => {
          setSort((now) => ({ by, direction: now.by === by && now.direction === 'asc' ? 'desc' : 'asc' }))
          setPage(0)
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  )
  const visible = shown.slice(page * size, page * size + size)
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
          setPage(0)
        }}
      />
      <Table size="small" aria-label={t('Attachments')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Attachment ID')}</TableCell>
            {header('server', t('Server'))}
            <TableCell>{t('Device')}</TableCell>
            <TableCell>{t('Mode')}</TableCell>
            {header('attached', t('Attached At'))}
            {admin && <TableCell>{t('Host')}</TableCell>}
            {writer && <TableCell>{t('Actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((item) => {
            const guard = canDetach(volume, item.attachment, item.server)
            return (
              <TableRow key={item.attachment.attachment_id}>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{item.attachment.attachment_id}</TableCell>
                <TableCell>{item.label}</TableCell>
                <TableCell>{item.device || '—'}</TableCell>
                <TableCell>{modeText(item.mode) ?? '—'}</TableCell>
                <TableCell>{formatCreated(item.attachment.attached_at)}</TableCell>
                {admin && <TableCell>{item.attachment.host_name ?? '—'}</TableCell>}
                {writer && (
                  <TableCell>
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
                  </TableCell>
                )}
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={shown.length}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setSize(Number(event.target.value))
          setPage(0)
        }}
      />
    </Stack>
  )
}
