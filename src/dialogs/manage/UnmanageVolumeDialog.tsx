// Unmanage Volume (admin): Cinder forgets the volume; its data stays on the backend, which lists
// it again under Manageable storage. Refused while it has snapshots, is attached, migrating, in a
// group or encrypted (MG3): the dialog says so before sending.
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { Volume } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { volumeDisplayName } from '../../components/format'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { volumeSnapshotsOptions } from '../../queries/snapshots'
import { useApiMutation } from '../../queries/use-api-mutation'
import { unmanageVolumeCommand } from '../../rules/commands/manage-commands'
import { canOfferUnmanage } from '../../rules/manage-guards'

export function UnmanageVolumeDialog({
  volume,
  onClose,
  onUnmanaged,
}: {
  volume: Volume
  onClose: () => void
  /** Cinder took the request: the volume is leaving (a page of it has nothing left to show). */
  onUnmanaged?: () => void
}) {
  const t = useT()
  const client = useClient()
  const snapshots = useQuery(volumeSnapshotsOptions(client, volume.id))
  const guard = canOfferUnmanage(volume, snapshots.data?.length ?? 0)
  const name = volumeDisplayName(volume)
  const unmanage = useApiMutation<void, void>({
    mutationFn: () => client.cinder.unmanageVolume(volume.id),
    invalidates: ['manage'],
    success: () => t('Unmanaging {{name}}: Cinder forgets it, its data stays on the backend', { name }),
    failure: () => t('Could not unmanage {{name}}', { name }),
    onSuccess: () => {
      onClose()
      onUnmanaged?.()
    },
  })
  const host = volume['os-vol-host-attr:host']
  return (
    <DialogShell title={t('Unmanage Volume')} subject={name} onClose={onClose} busy={unmanage.isPending}>
      <DialogForm
        mutation={unmanage}
        toVars={() => (guard.ok && snapshots.data ? undefined : null)}
        submitLabel={t('Unmanage')}
        submitColor="warning"
        submitDisabled={!guard.ok || !snapshots.data}
        submitReason={guard.ok ? undefined : guard.reason}
        errorTitle={t('The volume was not unmanaged')}
        command={() => ({
          cli: unmanageVolumeCommand(volume.id),
          requests: client.cinder.describe((cinder) => cinder.unmanageVolume(volume.id)),
        })}
      >
        <Typography sx={{ pt: 1 }}>
          {host
            ? t(
                'Cinder forgets {{name}}: it leaves every volume list. Its data is not deleted: it stays on the backend {{host}}, which lists it again under Manageable storage.',
                { name, host },
              )
            : t(
                'Cinder forgets {{name}}: it leaves every volume list. Its data is not deleted: it stays on its backend, which lists it again under Manageable storage.',
                { name },
              )}
        </Typography>
      </DialogForm>
    </DialogShell>
  )
}
