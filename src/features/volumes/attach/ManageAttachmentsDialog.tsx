// Manage Attachments: every attachment of one volume with Detach (one, or the checked ones in
// sequence, with the equivalent command of the checked ones) and Change mode, plus the attach form. The volume is read live and polls while
// it is transitional.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Volume, VolumeAttachmentRef } from '../../../api'
import { errorText } from '../../../components/error-text'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { EquivalentCommandOf } from '../../../components/dialog/EquivalentCommand'
import { describeDetach } from '../../../attachments/detach-one'
import { detachAttachmentsCommand } from '../../../rules/commands/attach-commands'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'
import { volumeOptions } from '../../../queries/volumes'
import { attachmentModesOptions } from '../../../queries/attachment-modes'
import { volumeDisplayName } from '../../../components/format'
import { AttachmentsTable } from './AttachmentsTable'
import { AttachSection } from './AttachSection'
import { ChangeModeDialog } from './ChangeModeDialog'
import { useBatchDetach } from './use-batch-detach'

export interface ManageAttachmentsDialogProps {
  open: boolean
  onClose: () => void
  volumeId: string
}

function ManageBody({ volume }: { volume: Volume }) {
  const t = useT()
  const client = useClient()
  const servers = useQuery({ ...serverIndexOptions(client), enabled: client.nova !== null })
  const apiAvailable = client.feature('attachmentsApi').available
  const modes = useQuery({ ...attachmentModesOptions(client), enabled: apiAvailable })
  const batch = useBatchDetach()
  const [changing, setChanging] = useState<VolumeAttachmentRef>()
  const selected = volume.attachments.filter((item) => batch.selected.has(item.attachment_id))

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {volume.multiattach
            ? t('Status: {{status}} · Shareable (multi-attach)', { status: t(volume.status, { ns: 'status' }) })
            : t('Status: {{status}} · Not shareable', { status: t(volume.status, { ns: 'status' }) })}
        </Typography>
        <Button
          size="small"
          color="warning"
          variant="outlined"
          disabled={selected.length === 0 || batch.busy.size > 0}
          onClick={() =>
            void batch.run(
              volume,
              selected.map((item) => item.attachment_id),
            )
          }
        >
          {selected.length > 0 ? t('Detach selected ({{count}})', { count: selected.length }) : t('Detach selected')}
        </Button>
      </Stack>
      <EquivalentCommandOf
        spec={
          selected.length > 0
            ? {
                cli: detachAttachmentsCommand(volume.id, selected),
                requests: describeDetach(client, volume.id, selected),
              }
            : null
        }
      />
      <AttachmentsTable
        client={client}
        volume={volume}
        servers={servers.data}
        modes={apiAvailable ? modes.data : null}
        selected={batch.selected}
        onSelect={batch.select}
        busy={batch.busy}
        onDetach={(id) => void batch.run(volume, [id])}
        onChangeMode={setChanging}
      />
      <Divider />
      <AttachSection volume={volume} />
      {changing && (
        <ChangeModeDialog open onClose={() => setChanging(undefined)} volume={volume} attachment={changing} />
      )}
    </Stack>
  )
}

function ManageContent({ volumeId }: { volumeId: string }) {
  const t = useT()
  const client = useClient()
  const volume = useQuery(volumeOptions(client, volumeId))
  return (
    <DialogForm>
      {volume.isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('Loading the volume…')}</Typography>
        </Stack>
      )}
      {volume.isError && (
        <Alert severity="error">
          {t('Could not load the volume: {{message}}', { message: errorText(volume.error).message })}
        </Alert>
      )}
      {volume.data && <ManageBody volume={volume.data} />}
    </DialogForm>
  )
}

export function ManageAttachmentsDialog({ open, onClose, volumeId }: ManageAttachmentsDialogProps) {
  const t = useT()
  const client = useClient()
  // The title names the volume once it is known (the same cached query as the body's).
  const volume = useQuery({ ...volumeOptions(client, volumeId), enabled: open })
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={t('Manage Attachments')}
      subject={volume.data ? volumeDisplayName(volume.data) : undefined}
      maxWidth="md"
    >
      <ManageContent volumeId={volumeId} />
    </DialogShell>
  )
}
