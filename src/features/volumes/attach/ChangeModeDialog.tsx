// Change the attach mode of one attachment as one guided action, with a way back if the second
// step fails, so the server is not left without its volume.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type JSX } from 'react'
import type { Volume, VolumeAttachmentRef } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'
import { attachmentModesOptions } from '../../../queries/volumes'
import { volumeDisplayName } from '../../../lib/format'
import type { Mode } from '../../../attachments/attach-mode'
import { MODE_WORDS, modeOf } from '../../../attachments/attach-mode'
import { ChangeModeOutcome } from './ChangeModeOutcome'
import { ChangeModeSteps } from './ChangeModeSteps'
import { changeModeBlocked } from '../../../attachments/change-mode-guard'
import { consumerName } from '../../../attachments/names'
import { useChangeMode } from '../../../attachments/use-change-mode'

export interface ChangeModeDialogProps {
  open: boolean
  onClose: () => void
  volume: Volume
  attachment: VolumeAttachmentRef
}

const opposite = (mode: Mode): Mode => (mode === 'ro' ? 'rw' : 'ro')
const RUNNING = new Set(['detaching', 'attaching', 'restoring'])
const RESTORABLE = new Set(['attach-failed', 'restore-failed', 'restoring'])

interface BodyProps extends Omit<ChangeModeDialogProps, 'open'> {
  titleId: string
  onBusyChange: (busy: boolean) => void
}

function ChangeModeBody({ volume, attachment, onClose, titleId, onBusyChange }: BodyProps) {
  const t = useT()
  const client = useClient()
  const servers = useQuery(serverIndexOptions(client))
  const apiAvailable = client.feature('attachmentsApi').available
  const modeIndex = useQuery({ ...attachmentModesOptions(client), enabled: apiAvailable })
  const change = useChangeMode(volume, attachment, { onBusyChange })
  const server = attachment.server_id ? servers.data?.byId.get(attachment.server_id) : undefined
  const current = modeOf(volume, attachment.attachment_id, apiAvailable ? modeIndex.data : null)
  // Once started, the attachment is gone from Cinder: the modes of the run are the ones that count.
  const from = change.modes?.from ?? current
  const to = change.modes?.to ?? (from ? opposite(from) : 'ro')
  const blocked = change.phase === 'ready' ? changeModeBlocked(client, volume, attachment, server, from) : undefined
  const name = consumerName(attachment, servers.data)
  const label = volumeDisplayName(volume)
  const running = RUNNING.has(change.phase)
  const modes = { from: from ? t(MODE_WORDS[from]) : t('mode unknown'), to: t(MODE_WORDS[to]) }

  return (
    <>
      <DialogTitle id={titleId}>{t('Change Attach Mode')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {change.phase === 'ready' ? t('Cancel') : t('Close')}
        </Button>
        {RESTORABLE.has(change.phase) && (
          <Button variant="contained" disabled={running} onClick={() => void change.restore()}>
            {t('Re-attach with the old mode')}
          </Button>
        )}
        {change.phase === 'ready' && (
          <Button
            variant="contained"
            disabled={blocked !== undefined || !from}
            onClick={() => from && void change.start(from, to)}
          >
            {t('Change mode')}
          </Button>
        )}
      </DialogActions>
    </>
  )
}

export function ChangeModeDialog({ open, onClose, volume, attachment }: ChangeModeDialogProps): JSX.Element {
  const titleId = useId()
  // Closing between the detach and the attach would hide the way back (re-attach with the old mode).
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && (
        <ChangeModeBody
          volume={volume}
          attachment={attachment}
          onClose={onClose}
          titleId={titleId}
          onBusyChange={setBusy}
        />
      )}
    </Dialog>
  )
}
