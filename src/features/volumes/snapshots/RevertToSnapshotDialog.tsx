// Revert to Snapshot (3.40): the volume's data back to its latest snapshot. Cinder takes only the
// latest, at the volume's size, while the volume is available — for a shared volume, detached
// from every server — so the dialog says which snapshot, what is lost, and why not, with the way
// to detach at hand (S3, docs/snapshots.md).
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { Volume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogLoading } from '../../../components/dialog/DialogLoading'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { featureReason } from '../../../components/error-text'
import { formatCreated, volumeDisplayName } from '../../../components/format'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { volumeSnapshotsOptions } from '../../../queries/snapshots'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { revertToSnapshotCommand } from '../../../rules/commands/volume-commands'
import { canRevert } from '../../../rules/snapshot-guards'

export function RevertToSnapshotDialog({
  volume,
  onClose,
  onManageAttachments,
}: {
  volume: Volume
  onClose: () => void
  onManageAttachments: () => void
}) {
  const t = useT()
  const client = useClient()
  const snapshots = useQuery(volumeSnapshotsOptions(client, volume.id))
  const latest = snapshots.data?.[0]
  const revert = useApiMutation<string, void>({
    mutationFn: (snapshotId) => client.cinder.revertToSnapshot(volume.id, snapshotId),
    invalidates: ['snapshot'],
    success: () =>
      t('Reverting {{volume}} to {{snapshot}}', {
        volume: volumeDisplayName(volume),
        snapshot: latest?.name || latest?.id,
      }),
    onSuccess: onClose,
  })
  const feature = client.feature('revertToSnapshot')
  const guard = snapshots.data ? canRevert(volume, snapshots.data) : null
  const attached = volume.attachments.length > 0
  return (
    <DialogShell title={t('Revert to Snapshot')} onClose={onClose} maxWidth="sm">
      {!snapshots.data || !guard ? (
        <DialogLoading
          error={snapshots.error}
          text={t('Loading the snapshots of {{volume}}…', { volume: volumeDisplayName(volume) })}
        />
      ) : (
        <DialogForm
          mutation={revert}
          toVars={() => latest?.id ?? null}
          submitLabel={t('Revert Volume')}
          command={(snapshotId) => ({
            cli: revertToSnapshotCommand(snapshotId),
            requests: client.cinder.describe((cinder) => cinder.revertToSnapshot(volume.id, snapshotId)),
          })}
          submitColor="warning"
          submitDisabled={!guard.ok || !feature.available}
          submitReason={!feature.available ? featureReason(feature) : guard.ok ? undefined : guard.reason}
          errorTitle={t('The volume was not reverted')}
          actions={attached ? <Button onClick={onManageAttachments}>{t('Manage Attachments')}</Button> : undefined}
        >
          {latest && (
            <Typography>
              {t(
                'The data of {{volume}} goes back to its latest snapshot, {{snapshot}}, taken {{date}}. Everything written since then is lost.',
                {
                  volume: volumeDisplayName(volume),
                  snapshot: latest.name || latest.id,
                  date: formatCreated(latest.created_at),
                },
              )}
            </Typography>
          )}
          {!guard.ok && (
            <Typography color="warning.main" role="status">
              {guard.reason}
            </Typography>
          )}
          {snapshots.data.length > 1 && (
            <Typography variant="body2" color="text.secondary">
              {t('Cinder reverts only to the latest snapshot; to go back further, create a volume from an older one.')}
            </Typography>
          )}
        </DialogForm>
      )}
    </DialogShell>
  )
}
