// Delete a volume type (DELETE /types/{id}): refused before sending where the console knows
// Cinder would refuse (a default type, the only type, a type in use), the refusal kept otherwise.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import type { VolumeType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import type { Guard } from '../../../rules/guards'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { deleteVolumeTypeCommand } from '../../../rules/commands/admin-commands'

interface Props {
  type: VolumeType
  guard: Guard
  /** The QoS spec associated with it, whose association goes with the type. */
  qosName: string | null
  onClose: () => void
}

export function DeleteVolumeTypeDialog({ type, guard, qosName, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const remove = useApiMutation<void, void>({
    mutationFn: () => client.cinder.deleteVolumeType(type.id),
    invalidates: ['volumeType'],
    success: () => t('Volume type {{name}} deleted', { name: type.name }),
    failure: () => t('Could not delete volume type {{name}}', { name: type.name }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Delete Volume Type')} subject={type.name} onClose={onClose} busy={remove.isPending}>
      <DialogForm
        mutation={remove}
        toVars={() => undefined}
        label={t('Delete Volume Type')}
        submitLabel={t('Delete')}
        submitColor="error"
        submitReason={guard.ok ? undefined : guard.reason}
        errorTitle={t('The volume type was not deleted')}
        command={() => ({
          cli: deleteVolumeTypeCommand(type.id),
          requests: client.cinder.describe((cinder) => cinder.deleteVolumeType(type.id)),
        })}
      >
        {guard.ok ? (
          <Typography>
            {t('New volumes can no longer use {{name}}; existing ones are not affected (there are none).', {
              name: type.name,
            })}
          </Typography>
        ) : (
          <Alert severity="warning">{guard.reason}</Alert>
        )}
        {guard.ok && qosName && (
          <Typography>{t('Its association with the QoS spec {{qos}} goes with it.', { qos: qosName })}</Typography>
        )}
      </DialogForm>
    </DialogShell>
  )
}
