// Which actions a backup offers, each with the reason when it is not allowed.
import type { Backup, OpenStackClient } from '../../api'
import { tr } from '../../i18n/tr'
import { canRemoveBackup, canRestore } from '../../rules/backup-guards'
import type { Guard } from '../../rules/guards'
import { asWriter } from '../../rules/roles'

export type BackupActionId = 'restore' | 'delete'

export interface BackupAction {
  id: BackupActionId
  label: string
  guard: Guard
}

export function backupActions(backup: Backup, client: OpenStackClient): BackupAction[] {
  const guard = (check: () => Guard): Guard => asWriter(client, check)
  return [
    { id: 'restore', label: tr('Restore Backup'), guard: guard(() => canRestore(backup)) },
    { id: 'delete', label: tr('Delete Backup'), guard: guard(() => canRemoveBackup(backup)) },
  ]
}
