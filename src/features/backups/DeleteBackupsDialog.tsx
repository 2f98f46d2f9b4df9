// Delete one or several backups, one after another; one Cinder keeps (B3: not available or error,
// or incrementals on top of it) is listed with the reason and left alone.
import type { Backup } from '../../api'
import { formatCreated } from '../../components/format'
import { DeleteManyDialog, type DeleteManyWords } from '../../dialogs/DeleteManyDialog'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import { deleteBackupsCommand } from '../../rules/commands/resource-commands'
import { canRemoveBackup } from '../../rules/backup-guards'

const WORDS: DeleteManyWords = {
  titleOne: N_('Delete Backup'),
  titleMany: N_('Delete {{count}} Backups'),
  listLabel: N_('Backups to delete'),
  keptWarning: N_('{{number}} of the selected backups cannot be deleted and will be left alone.'),
  success: N_('Deleting {{count}} backups'),
}

const nameOf = (backup: Backup) => backup.name || backup.id

export function DeleteBackupsDialog({ backups, onClose }: { backups: Backup[]; onClose: (deleted: string[]) => void }) {
  const t = useT()
  const only = backups.length === 1 ? backups[0] : undefined
  return (
    <DeleteManyDialog
      items={backups}
      idOf={(backup) => backup.id}
      nameOf={nameOf}
      canDelete={canRemoveBackup}
      remove={(cinder, backup) => cinder.deleteBackup(backup.id)}
      cli={(list) => deleteBackupsCommand(list.map((backup) => backup.id))}
      invalidates={['backup']}
      words={WORDS}
      note={
        only
          ? t('The backup {{name}} of {{date}} is deleted; its data cannot be restored afterwards.', {
              name: nameOf(only),
              date: formatCreated(only.data_timestamp),
            })
          : t('Their data cannot be restored afterwards.')
      }
      onClose={onClose}
    />
  )
}
