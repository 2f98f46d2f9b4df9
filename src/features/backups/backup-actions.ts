// Which actions a backup offers, each with the reason when it is not allowed. Administrators also
// get Cinder's admin actions: reset the status, force delete, export the record (MG5).
import type { Backup, OpenStackClient } from '../../api'
import { featureReason } from '../../components/error-text'
import { tr } from '../../i18n/tr'
import {
  canCreateVolumeFrom,
  canExportRecord,
  canForceRemoveBackup,
  canRemoveBackup,
  canRestore,
} from '../../rules/backup-guards'
import type { Guard } from '../../rules/guards'
import { asWriter } from '../../rules/roles'

export type BackupActionId =
  'create-volume' | 'edit' | 'restore' | 'delete' | 'reset-status' | 'force-delete' | 'export-record'

export interface BackupAction {
  id: BackupActionId
  label: string
  guard: Guard
}

/** The guard of a call the cloud's microversion may lack. */
function needs(client: OpenStackClient, feature: 'volumeFromBackup' | 'backupUpdate', check: () => Guard): Guard {
  const found = client.feature(feature)
  return found.available ? check() : { ok: false, reason: featureReason(found) }
}

export function backupActions(backup: Backup, client: OpenStackClient): BackupAction[] {
  const guard = (check: () => Guard): Guard => asWriter(client, check)
  const actions: BackupAction[] = [
    {
      id: 'create-volume',
      label: tr('Create Volume'),
      guard: guard(() => needs(client, 'volumeFromBackup', () => canCreateVolumeFrom(backup))),
    },
    { id: 'restore', label: tr('Restore Backup'), guard: guard(() => canRestore(backup)) },
    {
      id: 'edit',
      label: tr('Edit Backup'),
      guard: guard(() => needs(client, 'backupUpdate', () => ({ ok: true }))),
    },
    { id: 'delete', label: tr('Delete Backup'), guard: guard(() => canRemoveBackup(backup)) },
  ]
  if (!client.isAdmin) return actions
  return [
    ...actions,
    { id: 'reset-status', label: tr('Reset Backup Status'), guard: { ok: true } },
    { id: 'force-delete', label: tr('Force Delete Backup'), guard: canForceRemoveBackup(backup) },
    { id: 'export-record', label: tr('Export Record'), guard: canExportRecord(backup) },
  ]
}
