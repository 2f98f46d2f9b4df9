// Restore Backup: into a new volume, or over an existing one — which must be available (for a
// shared volume, detached from every server) and at least the backup's size, each volume not
// eligible listed with why; it is overwritten, so its name is typed to confirm (B4, docs/backups.md).
import Alert from '@mui/material/Alert'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Backup, BackupRestore } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { ControlledTextField } from '../../components/form/ControlledTextField'
import { RadioField } from '../../components/form/RadioField'
import { SelectField } from '../../components/form/SelectField'
import { validateText } from '../../components/form/text-rules'
import { formatCreated, volumeDisplayName } from '../../components/format'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { volumeListOptions } from '../../queries/volumes'
import { canRestoreOnto } from '../../rules/backup-guards'
import { restoreBackupCommand } from '../../rules/commands/backup-commands'

interface Values {
  target: 'new' | 'existing'
  name: string
  volumeId: string
  confirm: string
}

const VOLUMES = { limit: 1000 } as const

export function RestoreBackupDialog({ backup, onClose }: { backup: Backup; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const volumes = useQuery(volumeListOptions(client, VOLUMES))
  const form = useForm<Values>({ defaultValues: { target: 'new', name: '', volumeId: '', confirm: '' } })
  const target = useWatch({ control: form.control, name: 'target' })
  const volumeId = useWatch({ control: form.control, name: 'volumeId' })
  const chosen = volumes.data?.volumes.find((volume) => volume.id === volumeId)
  const backupName = backup.name || backup.id
  const restore = useApiMutation<{ volumeId?: string; name?: string }, BackupRestore>({
    mutationFn: (into) => client.cinder.restoreBackup(backup.id, into),
    invalidates: ['backup'],
    success: (answer) =>
      t('Restoring {{backup}} into {{volume}}', { backup: backupName, volume: answer.volume_name || answer.volume_id }),
    onSuccess: onClose,
  })
  const options = (volumes.data?.volumes ?? []).map((volume) => {
    const guard = canRestoreOnto(backup, volume)
    return {
      value: volume.id,
      label: `${volumeDisplayName(volume)} (${volume.size} GiB)`,
      disabled: !guard.ok,
      secondary: guard.ok ? null : guard.reason,
    }
  })
  return (
    <DialogShell title={t('Restore Backup')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={restore}
        form={form}
        toVars={(values) =>
          values.target === 'new'
            ? values.name.trim()
              ? { name: values.name.trim() }
              : {}
            : { volumeId: values.volumeId }
        }
        submitLabel={t('Restore')}
        command={(into) =>
          into.volumeId === ''
            ? null
            : {
                cli: restoreBackupCommand(backup.id, into),
                requests: client.cinder.describe((cinder) => cinder.restoreBackup(backup.id, into)),
              }
        }
        submitColor={target === 'existing' ? 'warning' : 'primary'}
        errorTitle={t('The backup was not restored')}
      >
        <RadioField
          control={form.control}
          name="target"
          label={t('Restore {{backup}} ({{size}} GiB) into', { backup: backupName, size: backup.size })}
          options={[
            { value: 'new', label: t('A new volume') },
            { value: 'existing', label: t('An existing volume (overwritten)') },
          ]}
        />
        {target === 'new' ? (
          <ControlledTextField
            control={form.control}
            name="name"
            label={t('New volume name')}
            helperText={t('Left empty, Cinder names it restore_backup_{{id}}.', { id: backup.id })}
            rules={{ validate: validateText('The name') }}
          />
        ) : (
          <>
            <SelectField
              control={form.control}
              name="volumeId"
              label={t('Volume to overwrite')}
              options={options}
              rules={{
                validate: (id) => target !== 'existing' || id !== '' || t('Choose the volume to restore into.'),
              }}
            />
            {chosen && (
              <>
                <Alert severity="warning" role="status">
                  {t('Everything on {{volume}} is replaced by the backup of {{date}}.', {
                    volume: volumeDisplayName(chosen),
                    date: formatCreated(backup.data_timestamp),
                  })}
                </Alert>
                <ControlledTextField
                  control={form.control}
                  name="confirm"
                  label={t('Type {{name}} to confirm', { name: volumeDisplayName(chosen) })}
                  rules={{
                    validate: (typed) =>
                      target !== 'existing' ||
                      typed === volumeDisplayName(chosen) ||
                      t('Type the volume name exactly as shown.'),
                  }}
                />
              </>
            )}
          </>
        )}
      </DialogForm>
    </DialogShell>
  )
}
