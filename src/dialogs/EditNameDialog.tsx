// Edit the name and description of a resource (a snapshot, a backup): the fields with Cinder's
// limits, one request per submit, the refusal shown in place with what was typed kept.
import { useForm } from 'react-hook-form'
import { DialogForm } from '../components/dialog/DialogForm'
import { DialogShell } from '../components/dialog/DialogShell'
import { NameDescriptionFields, type NameDescription } from '../components/form/NameDescriptionFields'
import { useT } from '../i18n/use-t'
import type { Family } from '../queries/invalidation'
import { useApiMutation } from '../queries/use-api-mutation'

export interface EditNameWords {
  title: string
  /** The success notice ({{name}}). */
  saved: string
  /** Over the refusal. */
  notChanged: string
}

interface Props {
  resource: { id: string; name: string | null; description: string | null }
  save: (values: NameDescription) => Promise<unknown>
  invalidates: readonly Family[]
  words: EditNameWords
  onClose: () => void
}

export function EditNameDialog({ resource, save, invalidates, words, onClose }: Props) {
  const t = useT()
  const form = useForm<NameDescription>({
    defaultValues: { name: resource.name ?? '', description: resource.description ?? '' },
  })
  const edit = useApiMutation<NameDescription, unknown>({
    mutationFn: save,
    invalidates,
    success: (_data, values) => t(words.saved, { name: values.name || resource.id }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t(words.title)} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={edit}
        form={form}
        toVars={(values) => ({
          name: values.name.trim(),
          description: values.description.trim(),
        })}
        submitLabel={t('Save')}
        errorTitle={t(words.notChanged)}
      >
        <NameDescriptionFields control={form.control} />
      </DialogForm>
    </DialogShell>
  )
}
