// The Launch Instance dialog. Its form lives only while the dialog is open, so every opening
// starts from the defaults (or from the volume it was opened for).
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import type { Volume } from '../../../api'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { LaunchInstanceForm } from './LaunchInstanceForm'
import { useLaunchData } from './use-launch-data'
import { useLaunchInstance } from './use-launch-instance'

export interface LaunchInstanceDialogProps {
  open: boolean
  onClose: () => void
  /** Launching from a volume: it is preselected as the boot volume. */
  volume?: Volume
}

export function LaunchInstanceDialog({ open, onClose, volume }: LaunchInstanceDialogProps) {
  const t = useT()
  const titleId = useId()
  const mutation = useLaunchInstance()
  // Closing while the request is out would hide its answer; the request itself cannot be undone.
  const close = () => {
    if (!mutation.isPending) onClose()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('Launch Instance')}</DialogTitle>
      {open && <LaunchContent volume={volume} launch={mutation.mutateAsync} onCancel={close} onLaunched={onClose} />}
    </Dialog>
  )
}

function LaunchContent(props: {
  volume?: Volume
  launch: ReturnType<typeof useLaunchInstance>['mutateAsync']
  onCancel: () => void
  onLaunched: () => void
}) {
  const t = useT()
  const state = useLaunchData(useClient())
  if (state.status === 'ready') {
    return (
      <LaunchInstanceForm
        data={state.data}
        preselected={props.volume}
        launch={props.launch}
        onCancel={props.onCancel}
        onLaunched={props.onLaunched}
      />
    )
  }
  return (
    <>
      <DialogContent dividers>
        {state.status === 'pending' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('Loading flavors, volumes and images…')}</Typography>
          </Stack>
        ) : (
          <ErrorAlert title={t('Could not load what the form needs')} error={state.error} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('Cancel')}</Button>
      </DialogActions>
    </>
  )
}
