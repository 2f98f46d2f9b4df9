// Create Snapshot of a volume: a name and a description, and, before it is taken, what the
// snapshot will hold. An in-use volume is snapshotted while servers write to it (crash-consistent);
// below 3.66 Cinder wants `force` for that, which the console sends (S1, docs/snapshots.md).
import Alert from '@mui/material/Alert'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { CinderCalls, Volume } from '../../../api'
import { atLeast } from '../../../api/microversion'
import { useQuotaCheck } from '../../../dialogs/use-quota-check'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { NameDescriptionFields } from '../../../components/form/NameDescriptionFields'
import { volumeDisplayName } from '../../../components/format'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { attachmentModesOptions } from '../../../queries/attachment-modes'
import { readWriteCount } from '../../../rules/migrate-guards'
import { SNAPSHOT_IN_USE_MICROVERSION } from '../../../rules/snapshot-rules'
import { snapshotConsistency } from '../../../rules/snapshot-guards'
import { createSnapshotCommand } from '../../../rules/commands/volume-commands'

interface Values {
  name: string
  description: string
}

export function CreateSnapshotDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  // The read/write count of an attached volume's attachments.
  const modes = useQuery(attachmentModesOptions(client, volume.attachments.length > 0))
  const form = useForm<Values>({ defaultValues: { name: '', description: '' } })
  const version = client.cinder.version
  const consistency = snapshotConsistency(volume, readWriteCount(volume, modes.data))
  // A snapshot takes a snapshot and the volume's size in gigabytes, the type's own quotas too (S5).
  const quota = useQuotaCheck({ snapshots: 1, gigabytes: volume.size }, volume.volume_type)
  const send = (cinder: CinderCalls, { name, description }: Values) =>
    cinder.createSnapshot({
      volumeId: volume.id,
      name: name || null,
      description: description || null,
      // Below 3.66 an in-use volume needs force; from 3.66 it must be left out.
      force:
        volume.status === 'in-use' && (version === null || !atLeast(version, SNAPSHOT_IN_USE_MICROVERSION))
          ? true
          : undefined,
    })
  const create = useApiMutation<Values, unknown>({
    mutationFn: (values) => send(client.cinder, values),
    invalidates: ['snapshot'],
    success: (_data, values) =>
      t('Creating snapshot {{name}} of {{volume}}', {
        name: values.name || t('(no name)'),
        volume: volumeDisplayName(volume),
      }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Create Snapshot')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={create}
        form={form}
        toVars={(values) => ({
          name: values.name.trim(),
          description: values.description.trim(),
        })}
        submitLabel={t('Create Snapshot')}
        submitDisabled={quota.over !== null}
        errorTitle={t('The snapshot was not created')}
        command={(values) => ({
          cli: createSnapshotCommand(volume, values),
          requests: client.cinder.describe((cinder) => send(cinder, values)),
        })}
      >
        <NameDescriptionFields
          control={form.control}
          nameLabel={t('Snapshot Name')}
          nameHelp={t('Of {{volume}} ({{size}} GiB)', { volume: volumeDisplayName(volume), size: volume.size })}
        />
        {consistency === 'in-use' && (
          <Alert severity="info" role="status">
            {t(
              'The volume is in use: the snapshot is crash-consistent, as if the server lost power. Quiesce or stop the application first for a clean copy.',
            )}
          </Alert>
        )}
        {consistency === 'shared-writers' && (
          <Alert severity="warning" role="status">
            {t(
              'Several servers write to this shared volume: the snapshot is crash-consistent only. Quiesce the cluster filesystem or database on every server first, or the copy may hold half-written data.',
            )}
          </Alert>
        )}
        {quota.notice}
      </DialogForm>
    </DialogShell>
  )
}
