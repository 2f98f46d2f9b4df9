// Edit Snapshot: its name and description (Cinder renames a snapshot in any status).
import { useForm } from 'react-hook-form'
import type { Snapshot } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { NameDescriptionFields, type NameDescription } from '../../components/form/NameDescriptionFields'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'

export function EditSnapshotDialog({ snapshot, onClose }: { snapshot: Snapshot; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<NameDescription>({
    defaultValues: { name: snapshot.name ?? '', description: snapshot.description ?? '' },
  })
  const edit = useApiMutation<NameDescription, unknown>({
    mutationFn: (values) =>
      client.cinder.updateSnapshot(snapshot.id, { name: values.name, description: values.description }),
    invalidates: ['snapshot'],
    success: (_data, values) => t('Saved snapshot {{name}}', { name: values.name || snapshot.id }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Edit Snapshot')} onClose={onClose} maxWidth="sm">
      <DialogForm
        onSubmit={edit.submitForm(form, (values) => ({
          name: values.name.trim(),
          description: values.description.trim(),
        }))}
        submitLabel={t('Save')}
        pending={form.formState.isSubmitting}
        submitDisabled={edit.outcomeUnknown}
        error={edit.error}
        errorTitle={t('The snapshot was not changed')}
      >
        <NameDescriptionFields control={form.control} />
      </DialogForm>
    </DialogShell>
  )
}
