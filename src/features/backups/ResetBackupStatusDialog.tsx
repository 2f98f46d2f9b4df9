// Reset Backup Status (administrators): set Cinder's record to available or error, for a backup
// stuck in a transitional status. Cinder checks nothing about the data, and the backup service
// makes the change (no service: 404), so the dialog says both.
import Alert from '@mui/material/Alert'
import { useForm } from 'react-hook-form'
import type { Backup } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { RadioField } from '../../components/form/RadioField'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { resetBackupStatusCommand } from '../../rules/commands/repair-commands'
import { BACKUP_STATUS_GROUPS } from '../../rules/statuses'

/** The statuses Cinder accepts here. */
const TARGETS = BACKUP_STATUS_GROUPS.resetTargets

interface Values {
  status: (typeof TARGETS)[number]
}

export function ResetBackupStatusDialog({ backup, onClose }: { backup: Backup; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const name = backup.name || backup.id
  // Available only for one in error (a failure known to be wrong); a backup stuck half-made
  // starts at error, so one click never marks it restorable.
  const form = useForm<Values>({ defaultValues: { status: backup.status === 'error' ? 'available' : 'error' } })
  const reset = useApiMutation<Values, void>({
    mutationFn: (values) => client.cinder.resetBackupStatus(backup.id, values.status),
    invalidates: ['backup'],
    success: (_data, values) =>
      t('Setting backup {{name}} to {{status}}', { name, status: t(values.status, { ns: 'status' }) }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Reset Backup Status')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={reset}
        form={form}
        toVars={(values) => values}
        submitLabel={t('Reset Status')}
        errorTitle={t('The status was not changed')}
        command={(values) => ({
          cli: resetBackupStatusCommand(backup.id, values.status),
          requests: client.cinder.describe((cinder) => cinder.resetBackupStatus(backup.id, values.status)),
        })}
      >
        <Alert severity="warning">
          {t(
            "Only Cinder's record of {{name}} changes (now {{status}}); nothing checks the backup's data. Use it for a backup stuck in a transitional status.",
            { name, status: t(backup.status, { ns: 'status' }) },
          )}
        </Alert>
        <RadioField
          control={form.control}
          name="status"
          label={t('New status')}
          options={TARGETS.map((status) => ({ value: status, label: t(status, { ns: 'status' }) }))}
        />
      </DialogForm>
    </DialogShell>
  )
}
