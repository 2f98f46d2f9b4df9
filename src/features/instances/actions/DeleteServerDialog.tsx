// Delete: confirmed first, since Nova cannot bring a server back. The cloud's error stays in
// the dialog. One DELETE per confirmation however fast the clicks, and none again after a lost
// answer (the server may be going already: the views are refreshed instead).
import DialogContentText from '@mui/material/DialogContentText'
import type { Server } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { deleteServerCommand } from '../../../rules/commands/server-commands'
import { serverDisplayName, volumeIdsOf } from '../server-format'

export function DeleteServerDialog({ server, onClose }: { server: Server; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const name = serverDisplayName(server)
  const volumes = volumeIdsOf(server).length
  const remove = useApiMutation<void, void>({
    mutationFn: () => client.nova!.deleteServer(server.id),
    invalidates: ['server'],
    success: () => t('Deleting {{name}}', { name }),
    failure: () => t('Could not delete {{name}}', { name }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Delete Instance')} onClose={onClose} maxWidth="xs">
      <DialogForm
        mutation={remove}
        toVars={() => undefined}
        submitLabel={t('Delete')}
        submitColor="error"
        errorTitle={t('Could not delete {{name}}', { name })}
        command={() => ({
          cli: deleteServerCommand(server.id),
          requests: client.nova!.describe((nova) => nova.deleteServer(server.id)),
        })}
      >
        <DialogContentText>
          {t('Delete {{name}}? This cannot be undone.', { name })}
          {volumes > 0 &&
            ` ${t('Its {{count}} volumes are detached and kept, unless set to be deleted on termination.', { count: volumes })}`}
        </DialogContentText>
      </DialogForm>
    </DialogShell>
  )
}
