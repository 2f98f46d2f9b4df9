// Cancel Transfer: the transfer goes, and the volume is available again in this project.
import Typography from '@mui/material/Typography'
import type { Transfer } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { cancelTransferCommand } from '../../rules/commands/resource-commands'

export function CancelTransferDialog({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const cancel = useApiMutation<void, void>({
    mutationFn: () => client.cinder.deleteTransfer(transfer.id),
    invalidates: ['transfer'],
    success: () => t('Transfer {{name}} cancelled', { name: transfer.name || transfer.id }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Cancel Transfer')} onClose={onClose} maxWidth="xs">
      <DialogForm
        mutation={cancel}
        toVars={() => undefined}
        submitLabel={t('Cancel Transfer')}
        submitColor="error"
        command={() => ({
          cli: cancelTransferCommand(transfer.id),
          requests: client.cinder.describe((cinder) => cinder.deleteTransfer(transfer.id)),
        })}
        errorTitle={t('The transfer was not cancelled')}
      >
        <Typography>
          {t('The key given out no longer works, and the volume is available again in this project.')}
        </Typography>
      </DialogForm>
    </DialogShell>
  )
}
