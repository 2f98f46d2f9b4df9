// Edit the name and description of a resource (a snapshot, a backup, a group): the fields with
// Cinder's limits, one request per submit, the refusal shown in place with what was typed kept,
// and the equivalent command of what Save would send.
import { useForm } from 'react-hook-form'
import type { CinderCalls } from '../api'
import { useClient } from '../lib/session'
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
  /** The write, on the session's Cinder calls (or the recorder that describes them). */
  save: (cinder: CinderCalls, values: NameDescription) => Promise<unknown>
  /** The CLI command of the same write. */
  cli: (values: NameDescription) => string
  invalidates: readonly Family[]
  words: EditNameWords
  onClose: () => void
}

export function EditNameDialog({ resource, save, cli, invalidates, words, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const form = useForm<NameDescription>({
    defaultValues: { name: resource.name ?? '', description: resource.description ?? '' },
  })
  const edit = useApiMutation<NameDescription, unknown>({
    mutationFn: (values) => save(client.cinder, values),
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
        command={(values) => ({
          cli: cli(values),
          requests: client.cinder.describe((cinder) => save(cinder, values)),
        })}
        errorTitle={t(words.notChanged)}
      >
        <NameDescriptionFields control={form.control} />
      </DialogForm>
    </DialogShell>
  )
}
