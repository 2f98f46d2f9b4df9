// Delete Backup: one at a time, with what it holds said first.
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import type { Backup } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { formatCreated } from '../../components/format'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'

export function DeleteBackupDialog({ backup, onClose }: { backup: Backup; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm()
  const name = backup.name || backup.id
  const remove = useApiMutation<string, void>({
    mutationFn: (id) => client.cinder.deleteBackup(id),
    invalidates: ['backup'],
    success: () => t('Deleting backup {{name}}', { name }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Delete Backup')} onClose={onClose} maxWidth="sm">
      <DialogForm
        onSubmit={remove.submitForm(form, () => backup.id)}
        submitLabel={t('Delete')}
        submitColor="error"
        pending={form.formState.isSubmitting}
        submitDisabled={remove.outcomeUnknown}
        error={remove.error}
        errorTitle={t('The backup was not deleted')}
      >
        <Typography>
          {t('The backup {{name}} of {{date}} is deleted; its data cannot be restored afterwards.', {
            name,
            date: formatCreated(backup.data_timestamp),
          })}
        </Typography>
      </DialogForm>
    </DialogShell>
  )
}
