// Edit Backup: its name and description (3.9; Cinder renames a backup in any status).
import { useForm } from 'react-hook-form'
import type { Backup } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { NameDescriptionFields, type NameDescription } from '../../components/form/NameDescriptionFields'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'

export function EditBackupDialog({ backup, onClose }: { backup: Backup; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<NameDescription>({
    defaultValues: { name: backup.name ?? '', description: backup.description ?? '' },
  })
  const edit = useApiMutation<NameDescription, unknown>({
    mutationFn: (values) => client.cinder.updateBackup(backup.id, values),
    invalidates: ['backup'],
    success: (_data, values) => t('Saved backup {{name}}', { name: values.name || backup.id }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Edit Backup')} onClose={onClose} maxWidth="sm">
      <DialogForm
        onSubmit={edit.submitForm(form, (values) => ({
          name: values.name.trim(),
          description: values.description.trim(),
        }))}
        submitLabel={t('Save')}
        pending={form.formState.isSubmitting}
        submitDisabled={edit.outcomeUnknown}
        error={edit.error}
        errorTitle={t('The backup was not changed')}
      >
        <NameDescriptionFields control={form.control} />
      </DialogForm>
    </DialogShell>
  )
}
