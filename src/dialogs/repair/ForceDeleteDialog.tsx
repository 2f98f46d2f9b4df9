// Force Delete (admin): delete a volume stuck in error, deleting or another status no delete
// accepts. Cinder still keeps one that is attached, migrating or has snapshots (A3), which the
// dialog says before sending; os-force_delete works at every microversion.
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { Volume } from '../../api'
import { forceDeleteCommand } from '../../rules/commands/repair-commands'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { volumeDisplayName } from '../../components/format'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { attachmentRecordsOptions } from '../../queries/repair'
import { volumeSnapshotsOptions } from '../../queries/snapshots'
import { useApiMutation } from '../../queries/use-api-mutation'
import { forceDeleteVerdict, isMigrating } from '../../rules/repair-rules'
import { EffectList } from './EffectList'

export function ForceDeleteDialog({
  volume,
  onClose,
  onDeleted,
}: {
  volume: Volume
  onClose: () => void
  onDeleted?: () => void
}) {
  const t = useT()
  const client = useClient()
  const records = useQuery(attachmentRecordsOptions(client, volume.id)).data ?? null
  const snapshots = useQuery(volumeSnapshotsOptions(client, volume.id))
  const attached = volume.attachments.length > 0 || (records ?? []).some((record) => record.status === 'attached')
  const migrating = isMigrating(volume.migration_status)
  const snapshotCount = snapshots.data?.length ?? 0
  const verdict = forceDeleteVerdict({
    attachStatus: attached ? 'attached' : 'detached',
    migrating,
    snapshots: snapshotCount,
  })
  const reasons: string[] = []
  if (attached) reasons.push(t('It is attached: detach it (or force-detach the stale attachments) first.'))
  if (migrating) reasons.push(t('It is migrating ({{status}}).', { status: volume.migration_status }))
  if (snapshotCount > 0) reasons.push(t('It has {{count}} snapshots: delete them first.', { count: snapshotCount }))
  const guard = verdict.ok
    ? { ok: true as const }
    : { ok: false as const, reason: `${t('Cinder keeps it:')} ${reasons.join(' ')}` }
  const remove = useApiMutation<void, void>({
    mutationFn: () => client.cinder.forceDeleteVolume(volume.id),
    invalidates: ['volume', 'attachment'],
    success: () => t('Force-deleting {{name}}', { name: volumeDisplayName(volume) }),
    onSuccess: () => {
      onClose()
      onDeleted?.()
    },
  })
  const leftover = (records ?? []).length
  const effects = [
    t('Deletes {{name}} and its data, whatever its status (now {{status}}).', {
      name: volumeDisplayName(volume),
      status: t(volume.status, { ns: 'status' }),
    }),
    leftover > 0
      ? t('Its {{count}} attachment records that are not attached (reserved, stuck) go with it.', { count: leftover })
      : t('It has no attachment records.'),
    t('It cannot be undone.'),
  ]
  return (
    <DialogShell
      title={t('Force Delete {{name}}', { name: volumeDisplayName(volume) })}
      onClose={onClose}
      busy={remove.isPending}
    >
      <DialogForm
        mutation={remove}
        toVars={() => (guard.ok ? undefined : null)}
        submitLabel={t('Force Delete')}
        command={() => ({
          cli: forceDeleteCommand(volume.id),
          requests: client.cinder.describe((cinder) => cinder.forceDeleteVolume(volume.id)),
        })}
        submitColor="error"
        submitDisabled={!guard.ok || snapshots.isPending}
        submitReason={guard.ok ? undefined : guard.reason}
        errorTitle={t('The volume was not deleted')}
      >
        <Typography variant="body2">
          {t(
            'For a volume stuck in error, deleting or another status a delete refuses. Cinder skips the status check only.',
          )}
        </Typography>
        <EffectList title={t('What it will do')} effects={effects} guard={guard} />
      </DialogForm>
    </DialogShell>
  )
}
