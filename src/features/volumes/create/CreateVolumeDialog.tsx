// The Create Volume dialog. Its form lives only while the dialog is open, so every opening
// (after a success or a Cancel) starts from the defaults.
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
import { CreateVolumeForm } from './CreateVolumeForm'
import { useCreateVolume } from './use-create-volume'
import { useCreateVolumeData } from './use-create-volume-data'

interface Props {
  open: boolean
  onClose: () => void
  onCreated?: (volume: Volume) => void
}

export function CreateVolumeDialog({ open, onClose, onCreated }: Props) {
  const t = useT()
  const titleId = useId()
  const mutation = useCreateVolume()
  // Closing while the request is out would hide its answer; the request itself cannot be undone.
  const close = () => {
    if (!mutation.isPending) onClose()
  }
  const created = (volume: Volume) => {
    onCreated?.(volume)
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('Create Volume')}</DialogTitle>
      {open && <CreateVolumeContent create={mutation.mutateAsync} onCancel={close} onCreated={created} />}
    </Dialog>
  )
}

function CreateVolumeContent(props: {
  create: ReturnType<typeof useCreateVolume>['mutateAsync']
  onCancel: () => void
  onCreated: (volume: Volume) => void
}) {
  const t = useT()
  const state = useCreateVolumeData(useClient())
  if (state.status === 'ready') {
    return (
      <CreateVolumeForm data={state.data} create={props.create} onCancel={props.onCancel} onCreated={props.onCreated} />
    )
  }
  return (
    <>
      <DialogContent dividers>
        {state.status === 'pending' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('Loading volume types, zones and quota…')}</Typography>
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
