// Create Backup of a volume: of the volume itself or of one of its snapshots, full or incremental
// (on its newest backup, which must be available). An in-use volume needs Cinder's force at every
// microversion, which the console sends, saying first what the copy holds (B1, B2, docs/backups.md).
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { BackupSummary, Volume } from '../../../api'
import { useQuotaCheck } from '../../../dialogs/use-quota-check'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { RadioField } from '../../../components/form/RadioField'
import { SelectField } from '../../../components/form/SelectField'
import { SwitchField } from '../../../components/form/SwitchField'
import { NameDescriptionFields } from '../../../components/form/NameDescriptionFields'
import { formatCreated, volumeDisplayName } from '../../../components/format'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { volumeBackupsOptions } from '../../../queries/backups'
import { backupServiceMissingOptions } from '../../../queries/messages'
import { volumeSnapshotsOptions } from '../../../queries/snapshots'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { createBackupCommand } from '../../../rules/commands/backup-commands'
import { canBackUpIncrementally, noBackupServiceWarning } from '../../../rules/backup-guards'
import { snapshotIs } from '../../../rules/statuses'

interface Values {
  name: string
  description: string
  source: 'volume' | 'snapshot'
  snapshotId: string
  incremental: boolean
}

export function CreateBackupDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const backups = useQuery(volumeBackupsOptions(client, volume.id))
  const snapshots = useQuery(volumeSnapshotsOptions(client, volume.id))
  const missing = useQuery(backupServiceMissingOptions(client))
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', source: 'volume', snapshotId: '', incremental: false },
  })
  const source = useWatch({ control: form.control, name: 'source' })
  const usable = (snapshots.data ?? []).filter((snapshot) => snapshotIs('usable', snapshot.status))
  const incremental = canBackUpIncrementally(backups.data ?? [])
  // Cinder's backup reservation: backup_gigabytes (the volume's size) and backups (C:cinder/backup/api.py#create).
  const quota = useQuotaCheck({ backups: 1, backup_gigabytes: volume.size }, null)
  // What the dialog sends of its values (and what its command shows).
  const paramsOf = (values: Values) => ({
    volumeId: volume.id,
    name: values.name || null,
    description: values.description || null,
    incremental: values.incremental,
    snapshotId: values.source === 'snapshot' ? values.snapshotId : undefined,
    force: values.source === 'volume' && volume.status === 'in-use' ? true : undefined,
  })
  const create = useApiMutation<Values, BackupSummary>({
    mutationFn: (values) => client.cinder.createBackup(paramsOf(values)),
    invalidates: ['backup'],
    success: (_data, values) =>
      t('Creating backup {{name}} of {{volume}}', {
        name: values.name || t('(no name)'),
        volume: volumeDisplayName(volume),
      }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Create Backup')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={create}
        form={form}
        toVars={(values) => ({
          ...values,
          name: values.name.trim(),
          description: values.description.trim(),
          incremental: values.incremental && incremental.ok,
        })}
        submitLabel={t('Create Backup')}
        submitDisabled={quota.over !== null}
        command={(values) =>
          values.source === 'snapshot' && !values.snapshotId
            ? null
            : {
                cli: createBackupCommand(paramsOf(values)),
                requests: client.cinder.describe((cinder) => cinder.createBackup(paramsOf(values))),
              }
        }
        errorTitle={t('The backup was not created')}
      >
        {missing.data?.recent && missing.data.message && (
          <Alert severity="warning" role="status">
            {noBackupServiceWarning(formatCreated(missing.data.message.created_at))}
          </Alert>
        )}
        <NameDescriptionFields
          control={form.control}
          nameLabel={t('Backup Name')}
          nameHelp={t('Of {{volume}} ({{size}} GiB)', { volume: volumeDisplayName(volume), size: volume.size })}
        />
        {usable.length > 0 && (
          <RadioField
            control={form.control}
            name="source"
            label={t('Back up')}
            options={[
              { value: 'volume', label: t('The volume as it is now') },
              { value: 'snapshot', label: t('One of its snapshots') },
            ]}
          />
        )}
        {source === 'snapshot' && (
          <SelectField
            control={form.control}
            name="snapshotId"
            label={t('Snapshot')}
            options={usable.map((snapshot) => ({ value: snapshot.id, label: snapshot.name || snapshot.id }))}
            rules={{ validate: (id) => source !== 'snapshot' || id !== '' || t('Choose the snapshot to back up.') }}
          />
        )}
        {incremental.ok ? (
          <SwitchField
            control={form.control}
            name="incremental"
            label={t('Incremental: only what changed since the newest backup')}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {incremental.reason}
          </Typography>
        )}
        {source === 'volume' && volume.status === 'in-use' && (
          <Alert severity="info" role="status">
            {t(
              'The volume is in use: the backup is crash-consistent, as if the server lost power (Cinder needs its force flag for this, which the console sends). Back up a snapshot taken with the application quiesced for a clean copy.',
            )}
          </Alert>
        )}
        {quota.notice}
      </DialogForm>
    </DialogShell>
  )
}
