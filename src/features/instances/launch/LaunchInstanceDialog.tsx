// The Launch Instance dialog. Its form lives only while the dialog is open, so every opening
// starts from the defaults (or from the volume it was opened for).
import type { Volume } from '../../../api'
import { DialogLoading } from '../../../components/dialog/DialogLoading'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { LaunchInstanceForm } from './LaunchInstanceForm'
import { useLaunchData } from './use-launch-data'
import type { LaunchMutation } from './use-launch-instance'
import { useLaunchInstance } from './use-launch-instance'

export interface LaunchInstanceDialogProps {
  open: boolean
  onClose: () => void
  /** Launching from a volume: it is preselected as the boot volume. */
  volume?: Volume
}

export function LaunchInstanceDialog({ open, onClose, volume }: LaunchInstanceDialogProps) {
  const t = useT()
  const launch = useLaunchInstance(onClose)
  // Closing while the request is out would hide its answer; the request itself cannot be undone.
  return (
    <DialogShell open={open} title={t('Launch Instance')} onClose={onClose} busy={launch.isPending}>
      <LaunchContent volume={volume} launch={launch} />
    </DialogShell>
  )
}

function LaunchContent({ volume, launch }: { volume?: Volume; launch: LaunchMutation }) {
  const t = useT()
  const state = useLaunchData(useClient())
  if (state.status === 'ready') return <LaunchInstanceForm data={state.data} preselected={volume} launch={launch} />
  return (
    <DialogLoading
      error={state.status === 'error' ? state.error : null}
      text={t('Loading flavors, volumes and images…')}
    />
  )
}
