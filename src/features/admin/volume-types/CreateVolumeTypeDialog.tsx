// The Create Volume Type dialog; its form lives only while open, so each opening starts afresh.
import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { useT } from '../../../i18n/use-t'
import { CreateVolumeTypeForm } from './CreateVolumeTypeForm'
import { useCreateVolumeType } from './use-create-volume-type'

export function CreateVolumeTypeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const titleId = useId()
  const mutation = useCreateVolumeType()
  // Closing while the requests are out would hide their answer.
  const close = () => {
    if (!mutation.isPending) onClose()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('Create Volume Type')}</DialogTitle>
      {open && <CreateVolumeTypeForm create={mutation.mutateAsync} onCancel={close} onCreated={onClose} />}
    </Dialog>
  )
}
