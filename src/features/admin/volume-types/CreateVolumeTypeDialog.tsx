// The Create Volume Type dialog; its form lives only while open, so each opening starts afresh.
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { CreateVolumeTypeForm } from './CreateVolumeTypeForm'
import { useCreateVolumeType } from './use-create-volume-type'

export function CreateVolumeTypeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const create = useCreateVolumeType(onClose)
  // Closing while the requests are out would hide their answer.
  return (
    <DialogShell open={open} title={t('Create Volume Type')} onClose={onClose} busy={create.isPending}>
      <CreateVolumeTypeForm create={create} />
    </DialogShell>
  )
}
