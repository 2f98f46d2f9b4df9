// Delete Group Type (DELETE /group_types/{id}): refused before sending while groups of any project
// have it (the guard, with Cinder's words); the reserved default_cgsnapshot_type explained; Cinder's
// own refusal kept in the dialog otherwise.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import type { GroupType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { deleteGroupTypeCommand } from '../../../rules/commands/admin-commands'
import { isReservedGroupType, reservedGroupTypeNote } from '../../../rules/group-type-guards'
import type { Guard } from '../../../rules/guards'

interface Props {
  type: GroupType
  guard: Guard
  /** Whether the groups of every project were counted (the guard knows nothing otherwise). */
  counted: boolean
  onClose: () => void
}

export function DeleteGroupTypeDialog({ type, guard, counted, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const remove = useApiMutation<void, void>({
    mutationFn: () => client.cinder.deleteGroupType(type.id),
    invalidates: ['groupType'],
    success: () => t('Group type {{name}} deleted', { name: type.name }),
    failure: () => t('Could not delete group type {{name}}', { name: type.name }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Delete Group Type')} subject={type.name} onClose={onClose} busy={remove.isPending}>
      <DialogForm
        mutation={remove}
        toVars={() => undefined}
        label={t('Delete Group Type')}
        submitLabel={t('Delete')}
        submitColor="error"
        submitReason={guard.ok ? undefined : guard.reason}
        errorTitle={t('The group type was not deleted')}
        command={() => ({
          cli: deleteGroupTypeCommand(type.id),
          requests: client.cinder.describe((cinder) => cinder.deleteGroupType(type.id)),
        })}
      >
        {!guard.ok && <Alert severity="warning">{guard.reason}</Alert>}
        {guard.ok && isReservedGroupType(type) && (
          <Alert severity="warning" role="status">
            {reservedGroupTypeNote()}
          </Alert>
        )}
        {guard.ok && (
          <Typography>
            {counted
              ? t('No group uses {{name}}; new groups can no longer have it, and its group specs go with it.', {
                  name: type.name,
                })
              : t('The groups could not be counted: Cinder refuses the delete if any group still has {{name}}.', {
                  name: type.name,
                })}
          </Typography>
        )}
      </DialogForm>
    </DialogShell>
  )
}
