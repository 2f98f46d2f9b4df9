// Attach Volume: one or several servers, optional device, attach mode; results per server.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useId, type JSX } from 'react'
import { useWatch } from 'react-hook-form'
import type { Volume } from '../../../api'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { volumeOptions } from '../../../queries/volumes'
import { volumeDisplayName } from '../volume-format'
import { AttachForm, canSubmitAttach } from './AttachForm'
import { useAttachForm } from './use-attach-form'

export interface AttachDialogProps {
  open: boolean
  onClose: () => void
  volume: Volume
}

function AttachDialogBody({
  volume: initial,
  onClose,
  titleId,
}: Omit<AttachDialogProps, 'open'> & { titleId: string }) {
  const t = useT()
  const client = useClient()
  // Live, so servers that just got the volume drop out of the list and the status stays true.
  const live = useQuery({ ...volumeOptions(client, initial.id), placeholderData: initial })
  const volume = live.data ?? initial
  const state = useAttachForm(volume)
  const chosen = useWatch({ control: state.form.control, name: 'serverIds' }).length
  return (
    <>
      <DialogTitle id={titleId}>
        {t('Attach Volume')}{' '}
        <Typography component="span" variant="inherit" color="text.secondary">
          {volumeDisplayName(volume)}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <AttachForm volume={volume} state={state} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{state.results.length > 0 ? t('Close') : t('Cancel')}</Button>
        <Button
          variant="contained"
          disabled={!canSubmitAttach(volume, client.nova !== null, state, chosen)}
          onClick={() => void state.submit()}
        >
          {t('Attach')}
        </Button>
      </DialogActions>
    </>
  )
}

export function AttachDialog({ open, onClose, volume }: AttachDialogProps): JSX.Element {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && <AttachDialogBody volume={volume} onClose={onClose} titleId={titleId} />}
    </Dialog>
  )
}
