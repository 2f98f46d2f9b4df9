// Unmanage Snapshot (admin): Cinder forgets the snapshot; its data stays on the backend, which
// lists it again under Manageable storage. Refused unless it is available or in error, and for a
// snapshot taken with its group (MG4): the dialog says so before sending.
import Typography from '@mui/material/Typography'
import type { Snapshot } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { unmanageSnapshotCommand } from '../../rules/commands/manage-commands'
import { canOfferSnapshotUnmanage } from '../../rules/manage-guards'

export function UnmanageSnapshotDialog({
  snapshot,
  onClose,
  onUnmanaged,
}: {
  snapshot: Snapshot
  onClose: () => void
  /** Cinder took the request: the snapshot is leaving (a page of it has nothing left to show). */
  onUnmanaged?: () => void
}) {
  const t = useT()
  const client = useClient()
  const guard = canOfferSnapshotUnmanage(snapshot)
  const name = snapshot.name || snapshot.id
  const unmanage = useApiMutation<void, void>({
    mutationFn: () => client.cinder.unmanageSnapshot(snapshot.id),
    invalidates: ['manage'],
    success: () => t('Unmanaging {{name}}: Cinder forgets it, its data stays on the backend', { name }),
    failure: () => t('Could not unmanage {{name}}', { name }),
    onSuccess: () => {
      onClose()
      onUnmanaged?.()
    },
  })
  return (
    <DialogShell title={t('Unmanage Snapshot')} subject={name} onClose={onClose} busy={unmanage.isPending}>
      <DialogForm
        mutation={unmanage}
        toVars={() => (guard.ok ? undefined : null)}
        submitLabel={t('Unmanage')}
        submitColor="warning"
        submitDisabled={!guard.ok}
        submitReason={guard.ok ? undefined : guard.reason}
        errorTitle={t('The snapshot was not unmanaged')}
        command={() => ({
          cli: unmanageSnapshotCommand(snapshot.id),
          requests: client.cinder.describe((cinder) => cinder.unmanageSnapshot(snapshot.id)),
        })}
      >
        <Typography sx={{ pt: 1 }}>
          {t(
            'Cinder forgets {{name}}: it leaves every snapshot list. Its data is not deleted: it stays on the backend of its volume, which lists it again under Manageable storage.',
            { name },
          )}
        </Typography>
      </DialogForm>
    </DialogShell>
  )
}
