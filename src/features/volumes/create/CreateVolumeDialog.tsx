// The Create Volume dialog. Its form lives only while the dialog is open, so every opening
// (after a success or a Cancel) starts from the defaults.
import type { Volume } from '../../../api'
import { DialogLoading } from '../../../components/dialog/DialogLoading'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import type { CreateVolumeValues } from './create-volume-form'
import { CreateVolumeForm } from './CreateVolumeForm'
import type { CreateVolumeMutation } from './use-create-volume'
import { useCreateVolume } from './use-create-volume'
import { useCreateVolumeData } from './use-create-volume-data'

interface Props {
  open: boolean
  onClose: () => void
  onCreated?: (volume: Volume) => void
  /** Values to start from (a snapshot chosen in the Snapshots panel). */
  initial?: Partial<CreateVolumeValues>
}

export function CreateVolumeDialog({ open, onClose, onCreated, initial }: Props) {
  const t = useT()
  const create = useCreateVolume((volume) => {
    onCreated?.(volume)
    onClose()
  })
  // Closing while the request is out would hide its answer; the request itself cannot be undone.
  return (
    <DialogShell open={open} title={t('Create Volume')} onClose={onClose} busy={create.isPending}>
      <CreateVolumeContent create={create} initial={initial} />
    </DialogShell>
  )
}

function CreateVolumeContent({
  create,
  initial,
}: {
  create: CreateVolumeMutation
  initial?: Partial<CreateVolumeValues>
}) {
  const t = useT()
  const state = useCreateVolumeData(useClient())
  if (state.status === 'ready') return <CreateVolumeForm data={state.data} create={create} initial={initial} />
  return (
    <DialogLoading
      error={state.status === 'error' ? state.error : null}
      text={t('Loading volume types, zones and quota…')}
    />
  )
}
