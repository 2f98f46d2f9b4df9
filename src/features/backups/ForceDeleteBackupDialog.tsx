// Force Delete Backup (administrators): Cinder deletes it whatever its status, as long as no
// incremental depends on it (B3); the backup service must support it (else 405).
import Typography from '@mui/material/Typography'
import type { Backup } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { forceDeleteBackupCommand } from '../../rules/commands/repair-commands'

export function ForceDeleteBackupDialog({ backup, onClose }: { backup: Backup; onClose: (deleted: boolean) => void }) {
  const t = useT()
  const client = useClient()
  const name = backup.name || backup.id
  const remove = useApiMutation<string, void>({
    mutationFn: (id) => client.cinder.forceDeleteBackup(id),
    invalidates: ['backup'],
    success: () => t('Force deleting backup {{name}}', { name }),
    onSuccess: () => onClose(true),
  })
  return (
    <DialogShell title={t('Force Delete Backup')} onClose={() => onClose(false)} maxWidth="sm">
      <DialogForm
        mutation={remove}
        toVars={() => backup.id}
        submitLabel={t('Force Delete')}
        submitColor="error"
        errorTitle={t('The backup was not deleted')}
        command={(id) => ({
          cli: forceDeleteBackupCommand(id),
          requests: client.cinder.describe((cinder) => cinder.forceDeleteBackup(id)),
        })}
      >
        <Typography>
          {t(
            'The backup {{name}} is deleted although it is {{status}}; an operation still running on it is abandoned and its data cannot be restored afterwards.',
            { name, status: t(backup.status, { ns: 'status' }) },
          )}
        </Typography>
      </DialogForm>
    </DialogShell>
  )
}
