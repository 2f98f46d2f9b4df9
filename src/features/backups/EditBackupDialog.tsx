// Edit Backup: its name and description (3.9; Cinder renames a backup in any status).
import type { Backup } from '../../api'
import { EditNameDialog, type EditNameWords } from '../../dialogs/EditNameDialog'
import { N_ } from '../../i18n/marker'
import { editBackupCommand } from '../../rules/commands/resource-commands'

const WORDS: EditNameWords = {
  title: N_('Edit Backup'),
  saved: N_('Saved backup {{name}}'),
  notChanged: N_('The backup was not changed'),
}

export function EditBackupDialog({ backup, onClose }: { backup: Backup; onClose: () => void }) {
  return (
    <EditNameDialog
      resource={backup}
      save={(cinder, values) => cinder.updateBackup(backup.id, values)}
      cli={(values) => editBackupCommand(backup.id, values)}
      invalidates={['backup']}
      words={WORDS}
      onClose={onClose}
    />
  )
}
