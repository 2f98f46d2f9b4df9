// Edit Volume: name, description and the bootable flag. What did not change is not sent (Save
// with nothing changed only closes); the cloud's refusal stays in the dialog with what was typed.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Volume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { NameDescriptionFields } from '../../../components/form/NameDescriptionFields'
import { SwitchField } from '../../../components/form/SwitchField'
import { volumeDisplayName } from '../../../components/format'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { editVolumeCommand } from '../../../rules/commands/volume-commands'
import {
  describeEdit,
  editChange,
  editValuesOf,
  sendEdit,
  type EditVolumeChange,
  type EditVolumeValues,
} from './edit-volume'

const isEmpty = (change: EditVolumeChange) => change.fields === undefined && change.bootable === undefined

export function EditVolumeDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const [before] = useState(() => editValuesOf(volume))
  const [fieldsSaved, setFieldsSaved] = useState(false)
  const form = useForm<EditVolumeValues>({ defaultValues: before })
  const edit = useApiMutation<EditVolumeChange, void>({
    mutationFn: (change) => {
      setFieldsSaved(false)
      return sendEdit(client, volume.id, change, () => setFieldsSaved(true))
    },
    invalidates: ['volume'],
    success: (_data, change) =>
      isEmpty(change)
        ? undefined
        : t('Saved volume {{name}}', { name: change.fields?.name || volumeDisplayName(volume) }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Edit Volume')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={edit}
        form={form}
        toVars={(values) => editChange(before, values) ?? {}}
        submitLabel={t('Save')}
        command={(change) =>
          isEmpty(change)
            ? null
            : {
                cli: editVolumeCommand(volume.id, change) ?? '',
                requests: describeEdit(client, volume.id, change),
              }
        }
        errorTitle={
          fieldsSaved
            ? t('The name and description were saved; the bootable flag was not')
            : t('The volume was not changed')
        }
      >
        <NameDescriptionFields control={form.control} autoFocus />
        <SwitchField control={form.control} name="bootable" label={t('Bootable')} />
      </DialogForm>
    </DialogShell>
  )
}
