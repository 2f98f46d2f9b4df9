// The row actions of a backup.
import type { Backup } from '../../api'
import { RowActionsMenu } from '../../components/RowActionsMenu'
import { useClient } from '../../lib/session'
import type { BackupActionId } from './backup-actions'
import { backupActions } from './backup-actions'

export function BackupActionsMenu({
  backup,
  onAction,
}: {
  backup: Backup
  onAction: (id: BackupActionId, backup: Backup) => void
}) {
  const client = useClient()
  return (
    <RowActionsMenu
      name={backup.name || backup.id}
      actions={() => backupActions(backup, client)}
      onSelect={(id) => onAction(id, backup)}
    />
  )
}
