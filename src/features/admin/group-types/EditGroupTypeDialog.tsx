// Edit Group Type (PUT /group_types/{id}): name, description, public; only what changed is sent,
// and nothing when nothing changed (Cinder refuses an update with none of the three). Renaming
// the reserved default_cgsnapshot_type is explained before the click.
import Alert from '@mui/material/Alert'
import { useForm, useWatch } from 'react-hook-form'
import type { GroupType } from '../../../api'
import type { GroupTypeFields as Update } from '../../../api/cinder/group-types'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { editGroupTypeCommand } from '../../../rules/commands/admin-commands'
import { isReservedGroupType, reservedGroupTypeNote } from '../../../rules/group-type-guards'
import { GroupTypeFields } from './GroupTypeFields'
import type { GroupTypeValues } from './group-type-form'
import { groupTypeUpdate } from './group-type-form'

export function EditGroupTypeDialog({ type, onClose }: { type: GroupType; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<GroupTypeValues>({
    defaultValues: { name: type.name, description: type.description ?? '', isPublic: type.is_public },
  })
  const values = useWatch({ control: form.control }) as GroupTypeValues
  const update = groupTypeUpdate(type, values)
  const edit = useApiMutation<Update, GroupType>({
    mutationFn: (fields) => client.cinder.updateGroupType(type.id, fields),
    invalidates: ['groupType'],
    success: (saved) => t('Group type {{name}} saved', { name: saved.name }),
    failure: () => t('Could not change group type {{name}}', { name: type.name }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Edit Group Type')} subject={type.name} onClose={onClose} busy={edit.isPending}>
      <DialogForm
        mutation={edit}
        form={form}
        toVars={(current) => groupTypeUpdate(type, current)}
        label={t('Edit Group Type')}
        submitLabel={t('Save')}
        submitReason={update === null ? t('Nothing has changed yet.') : undefined}
        errorTitle={t('The group type was not changed')}
        command={(fields) => ({
          cli: editGroupTypeCommand(type.id, fields),
          requests: client.cinder.describe((cinder) => cinder.updateGroupType(type.id, fields)),
        })}
      >
        {isReservedGroupType(type) && (
          <Alert severity="warning" role="status">
            {reservedGroupTypeNote()}
          </Alert>
        )}
        <GroupTypeFields control={form.control} />
      </DialogForm>
    </DialogShell>
  )
}
