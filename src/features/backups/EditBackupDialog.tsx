// Edit Backup: its name and description (3.9; Cinder renames a backup in any status).
import type { Backup } from '../../api'
import { EditNameDialog, type EditNameWords } from '../../dialogs/EditNameDialog'
import { N_ } from '../../i18n/marker'
import { useClient } from '../../lib/session'

const WORDS: EditNameWords = {
  title: N_('Edit Backup'),
  saved: N_('Saved backup {{name}}'),
  notChanged: N_('The backup was not changed'),
}

export function EditBackupDialog({ backup, onClose }: { backup: Backup; onClose: () => void }) {
  const client = useClient()
  return (
    <EditNameDialog
      resource={backup}
      save={(values) => client.cinder.updateBackup(backup.id, values)}
      invalidates={['backup']}
      words={WORDS}
      onClose={onClose}
    />
  )
}
