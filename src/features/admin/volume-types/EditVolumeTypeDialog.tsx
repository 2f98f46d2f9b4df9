// Edit a type's name, description and public flag (PUT /types/{id}); only what changed is sent,
// and nothing when nothing changed (Cinder refuses an empty update).
import Alert from '@mui/material/Alert'
import { useForm, useWatch } from 'react-hook-form'
import type { VolumeType, VolumeTypeUpdate } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { SwitchField } from '../../../components/form/SwitchField'
import { TypeNameFields } from './TypeNameFields'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { editVolumeTypeCommand } from '../../../rules/commands/admin-commands'

interface Values {
  name: string
  description: string
  isPublic: boolean
}

/** The fields that changed, or null when none did. */
export function typeUpdate(type: VolumeType, values: Values): VolumeTypeUpdate | null {
  const update: VolumeTypeUpdate = {}
  const name = values.name.trim()
  const description = values.description.trim()
  if (name !== type.name) update.name = name
  if (description !== (type.description ?? '')) update.description = description
  if (values.isPublic !== type.is_public) update.is_public = values.isPublic
  return Object.keys(update).length > 0 ? update : null
}

export function EditVolumeTypeDialog({ type, onClose }: { type: VolumeType; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<Values>({
    defaultValues: { name: type.name, description: type.description ?? '', isPublic: type.is_public },
  })
  const values = useWatch({ control: form.control }) as Values
  const unchanged = typeUpdate(type, values) === null
  const edit = useApiMutation<VolumeTypeUpdate, VolumeType>({
    mutationFn: (update) => client.cinder.updateVolumeType(type.id, update),
    invalidates: ['volumeType'],
    success: (saved) => t('Volume type {{name}} saved', { name: saved.name }),
    failure: () => t('Could not change volume type {{name}}', { name: type.name }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Edit Volume Type')} subject={type.name} onClose={onClose} busy={edit.isPending}>
      <DialogForm
        mutation={edit}
        form={form}
        toVars={(current) => typeUpdate(type, current)}
        label={t('Edit Volume Type')}
        submitLabel={t('Save')}
        submitReason={unchanged ? t('Nothing has changed yet.') : undefined}
        errorTitle={t('The volume type was not changed')}
        command={(update) => ({
          cli: editVolumeTypeCommand(type.id, update),
          requests: client.cinder.describe((cinder) => cinder.updateVolumeType(type.id, update)),
        })}
      >
        <TypeNameFields control={form.control} />
        <SwitchField control={form.control} name="isPublic" label={t('Public')} />
        {type.is_public && !values.isPublic && (
          <Alert severity="info" role="status">
            {t('A private type is seen only by admins and the projects it is shared with (Access).')}
          </Alert>
        )}
        {!type.is_public && values.isPublic && (
          <Alert severity="info" role="status">
            {t('Every project will see and use it; its access list no longer matters.')}
          </Alert>
        )}
      </DialogForm>
    </DialogShell>
  )
}
