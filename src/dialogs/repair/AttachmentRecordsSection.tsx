// Admin: every attachment record Cinder keeps of a volume, reserved and stuck ones too (a
// volume's own attachments list shows only the attached ones), with the host and connection
// facts, and Force Detach on each. Absent for members and readers.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AttachmentDetail, Server, Volume } from '../../api'
import { featureReason } from '../../components/error-text'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { attachmentRecordsOptions } from '../../queries/repair'
import { AttachmentRecordsTable } from './AttachmentRecordsTable'
import { ForceDetachDialog } from './ForceDetachDialog'

export function AttachmentRecordsSection({ volume, servers }: { volume: Volume; servers?: Map<string, Server> }) {
  const t = useT()
  const client = useClient()
  const feature = client.feature('attachmentsApi')
  const records = useQuery(attachmentRecordsOptions(client, volume.id))
  const [removing, setRemoving] = useState<AttachmentDetail | null>(null)
  if (!feature.available) return <Typography color="text.secondary">{featureReason(feature)}</Typography>
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
        <AttachmentRecordsTable volume={volume} records={list} servers={servers} onForceDetach={setRemoving} />
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
