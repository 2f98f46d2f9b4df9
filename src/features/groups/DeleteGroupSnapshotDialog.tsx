// Delete Group Snapshot: the group snapshot and the snapshot it holds of each member go.
import Typography from '@mui/material/Typography'
import type { GroupSnapshot } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { deleteGroupSnapshotCommand } from '../../rules/commands/group-commands'

export function DeleteGroupSnapshotDialog({ snapshot, onClose }: { snapshot: GroupSnapshot; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const name = snapshot.name || snapshot.id
  const remove = useApiMutation<void, void>({
    mutationFn: () => client.cinder.deleteGroupSnapshot(snapshot.id),
    invalidates: ['group'],
    success: () => t('Deleting group snapshot {{name}}', { name }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Delete Group Snapshot')} subject={name} onClose={onClose} maxWidth="xs">
      <DialogForm
        mutation={remove}
        toVars={() => undefined}
        submitLabel={t('Delete')}
        submitColor="error"
        errorTitle={t('The group snapshot was not deleted')}
        command={() => ({
          cli: deleteGroupSnapshotCommand(snapshot.id),
          requests: client.cinder.describe((cinder) => cinder.deleteGroupSnapshot(snapshot.id)),
        })}
      >
        <Typography>{t('The snapshot it holds of each volume goes with it.')}</Typography>
      </DialogForm>
    </DialogShell>
  )
}
