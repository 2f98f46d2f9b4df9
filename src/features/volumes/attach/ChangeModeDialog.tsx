// Change the attach mode of one attachment as one guided action, with a way back if the second
// step fails, so the server is not left without its volume.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { Volume, VolumeAttachmentRef } from '../../../api'
import type { Mode } from '../../../attachments/attach-mode'
import { MODE_WORDS, modeOf } from '../../../attachments/attach-mode'
import { changeModeBlocked } from '../../../attachments/change-mode-guard'
import { consumerName } from '../../../attachments/names'
import { useChangeModeCommand } from '../../../attachments/use-attach-command'
import { useChangeMode } from '../../../attachments/use-change-mode'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'
import { attachmentModesOptions } from '../../../queries/attachment-modes'
import { ChangeModeOutcome } from './ChangeModeOutcome'
import { ChangeModeSteps } from './ChangeModeSteps'

export interface ChangeModeDialogProps {
  open: boolean
  onClose: () => void
  volume: Volume
  attachment: VolumeAttachmentRef
}

const opposite = (mode: Mode): Mode => (mode === 'ro' ? 'rw' : 'ro')
const RESTORABLE = new Set(['attach-failed', 'restore-failed', 'restoring'])

export function ChangeModeDialog({ open, onClose, volume, attachment }: ChangeModeDialogProps) {
  const t = useT()
  const client = useClient()
  const servers = useQuery(serverIndexOptions(client))
  const apiAvailable = client.feature('attachmentsApi').available
  const modeIndex = useQuery({ ...attachmentModesOptions(client), enabled: apiAvailable })
  const change = useChangeMode(volume, attachment)
  const command = useChangeModeCommand(volume, attachment)
  const server = attachment.server_id ? servers.data?.byId.get(attachment.server_id) : undefined
  const current = modeOf(volume, attachment.attachment_id, apiAvailable ? modeIndex.data : null)
  // Once started, the attachment is gone from Cinder: the modes of the run are the ones that count.
  const from = change.modes?.from ?? current
  const to = change.modes?.to ?? (from ? opposite(from) : 'ro')
  const blocked = change.phase === 'ready' ? changeModeBlocked(client, volume, attachment, server, from) : undefined
  const name = consumerName(attachment, servers.data)
  const label = volumeDisplayName(volume)
  const modes = { from: from ? t(MODE_WORDS[from]) : t('mode unknown'), to: t(MODE_WORDS[to]) }

  return (
    <DialogShell open={open} onClose={onClose} title={t('Change Attach Mode')} busy={change.busy}>
      <DialogForm
        mutation={change.mutation}
        toVars={() => (from && blocked === undefined ? { kind: 'change' as const, from, to } : null)}
        command={(step) => (step.kind === 'change' ? command(step) : null)}
        submitLabel={t('Change mode')}
        submitDisabled={blocked !== undefined || !from}
        done={change.phase !== 'ready'}
        actions={
          RESTORABLE.has(change.phase) && (
            <Button variant="contained" disabled={change.busy} onClick={() => void change.restore()}>
              {t('Re-attach with the old mode')}
            </Button>
          )
        }
      >
        <Typography>
          {attachment.device
            ? t('{{volume}} on {{server}} ({{device}}): {{from}} → {{to}}.', {
                volume: label,
                server: name,
                device: attachment.device,
                ...modes,
              })
            : t('{{volume}} on {{server}}: {{from}} → {{to}}.', { volume: label, server: name, ...modes })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(
            'Nova cannot change the mode of an attachment in place: the volume is detached from the server, then attached again with the new mode. The server loses the disk in between, so stop what uses it first.',
          )}
        </Typography>
        {blocked && <Alert severity="info">{blocked}</Alert>}
        <ChangeModeSteps phase={change.phase} to={to} />
        <ChangeModeOutcome
          phase={change.phase}
          failure={change.failure}
          volume={label}
          server={name}
          from={from}
          to={to}
        />
      </DialogForm>
    </DialogShell>
  )
}
