// The attachments of one volume, a page at a time: a volume can have a thousand of them.
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useT } from '../../../i18n/use-t'
import type { AttachmentRowProps } from './AttachmentRow'
import { AttachmentRow } from './AttachmentRow'

export const ROWS_PER_PAGE = 25

export interface AttachmentsTableProps extends Omit<
  AttachmentRowProps,
  'attachment' | 'selected' | 'locked' | 'detaching'
> {
  selected: ReadonlySet<string>
  /** Attachments being detached now. */
  busy: ReadonlySet<string>
}

export function AttachmentsTable({ selected, busy, ...shared }: AttachmentsTableProps) {
  const t = useT()
  const [page, setPage] = useState(0)
  const attachments = shared.volume.attachments
  if (attachments.length === 0) {
    return <Typography color="text.secondary">{t('This volume is not attached to any server.')}</Typography>
  }
  // After detaches the last page may be gone.
  const lastPage = Math.max(0, Math.ceil(attachments.length / ROWS_PER_PAGE) - 1)
  const shown = Math.min(page, lastPage)
  const rows = attachments.slice(shown * ROWS_PER_PAGE, (shown + 1) * ROWS_PER_PAGE)
  return (
    <>
      <Table size="small" aria-label={t('Attachments')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('Server')}</TableCell>
            <TableCell>{t('Device')}</TableCell>
            <TableCell>{t('Mode')}</TableCell>
            <TableCell>{t('Attached at (UTC)')}</TableCell>
            <TableCell>{t('Actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((attachment) => (
            <AttachmentRow
              key={attachment.attachment_id}
              {...shared}
              attachment={attachment}
              selected={selected.has(attachment.attachment_id)}
              locked={busy.size > 0}
              detaching={busy.has(attachment.attachment_id)}
            />
          ))}
        </TableBody>
      </Table>
      {attachments.length > ROWS_PER_PAGE && (
        <TablePagination
          component="div"
          count={attachments.length}
          page={shown}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={ROWS_PER_PAGE}
          rowsPerPageOptions={[ROWS_PER_PAGE]}
        />
      )}
    </>
  )
}
