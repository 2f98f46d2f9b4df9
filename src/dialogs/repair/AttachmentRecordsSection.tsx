// Admin: every attachment record Cinder keeps of a volume, reserved and stuck ones too (a
// volume's own attachments list shows only the attached ones), with the host and connection
// facts, and Force Detach on each. Absent for members and readers.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AttachmentDetail, Server, Volume } from '../../api'
import { featureReason } from '../../components/error-text'
import { formatCreated } from '../../components/format'
import { ListState } from '../../components/table/ListState'
import { StatusChip } from '../../components/StatusChip'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { attachmentRecordsOptions } from '../../queries/repair'
import { ForceDetachDialog } from './ForceDetachDialog'
import { connectionSummary, serverLabel } from './record-facts'

export function AttachmentRecordsSection({ volume, servers }: { volume: Volume; servers?: Map<string, Server> }) {
  const t = useT()
  const client = useClient()
  const feature = client.feature('attachmentsApi')
  const records = useQuery(attachmentRecordsOptions(client, volume.id))
  const [removing, setRemoving] = useState<AttachmentDetail | null>(null)
  if (!feature.available) return <Typography color="text.secondary">{featureReason(feature)}</Typography>
  const hosts = new Map(volume.attachments.map((attachment) => [attachment.attachment_id, attachment]))
  const list = records.data ?? []
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t(
          'What Cinder keeps, whatever state each record is in: a reserved or stuck record shows here and not among the attachments above.',
        )}
      </Typography>
      <ListState
        query={records}
        loading={t('Loading attachment records…')}
        failed={t('Could not load the attachment records')}
        empty={records.data?.length === 0 ? t('Cinder keeps no attachment record of this volume.') : undefined}
      />
      {list.length > 0 && (
        <Table size="small" aria-label={t('Attachment records')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Attachment ID')}</TableCell>
              <TableCell>{t('Server')}</TableCell>
              <TableCell>{t('Status')}</TableCell>
              <TableCell>{t('Mode')}</TableCell>
              <TableCell>{t('Host')}</TableCell>
              <TableCell>{t('Connection')}</TableCell>
              <TableCell>{t('Attached At')}</TableCell>
              <TableCell>{t('Actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((record) => {
              const server = serverLabel(record, servers)
              const ref = hosts.get(record.id)
              return (
                <TableRow key={record.id}>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
                    {record.id}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{server ?? t('No server')}</TableCell>
                  <TableCell>
                    <StatusChip status={record.status} transitional={false} />
                  </TableCell>
                  <TableCell>{record.attach_mode === 'null' ? '—' : record.attach_mode.toUpperCase()}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{ref?.host_name ?? '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {connectionSummary(record.connection_info) || '—'}
                  </TableCell>
                  <TableCell>{record.attached_at ? formatCreated(record.attached_at) : '—'}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="warning"
                      sx={{ whiteSpace: 'nowrap' }}
                      aria-label={t('Force Detach {{id}}', { id: server ?? record.id })}
                      onClick={() => setRemoving(record)}
                    >
                      {t('Force Detach')}
                    </Button>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
      {removing && (
        <ForceDetachDialog
          volume={volume}
          record={removing}
          records={list}
          servers={servers}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  )
}
