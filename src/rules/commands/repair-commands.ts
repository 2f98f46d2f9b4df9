// The commands behind the operators' repair dialogs (admin). cinderclient 9.1's `reset-state`
// sends status, attach status and migration status in one os-reset_status, and can only clear
// the migration status (`--reset-migration-status` sends 'none'; cinderclient/v3/shell_base.py,
// do_reset_state); openstackclient 6.0's `volume delete --force` sends os-force_delete
// (openstackclient/volume/v2/volume.py). Neither client sends os-force_detach. Where no CLI
// sends the request the function answers null and the dialog says so.
import { FEATURES } from '../../api/features'
import { deleteAttachmentCommand } from './attach-commands'
import { commandLine } from './shell'

/** Reset Status: null when the migration status is set to anything but none. */
export function resetStatusCommand(
  volumeId: string,
  request: { status?: string | null; attach_status?: string | null; migration_status?: string | null },
): string | null {
  const migration = request.migration_status
  if (migration && migration !== 'none') return null
  return commandLine([
    'cinder',
    'reset-state',
    ...(request.status ? ['--state', request.status] : []),
    ...(request.attach_status ? ['--attach-status', request.attach_status] : []),
    ...(migration === 'none' ? ['--reset-migration-status'] : []),
    volumeId,
  ])
}

/** Force Delete. */
export function forceDeleteCommand(volumeId: string): string {
  return commandLine(['openstack', 'volume', 'delete', '--force', volumeId])
}

/**
 * Force Detach of one attachment record: through the attachments API (3.27) where the dialog
 * deletes the attachment; null for os-force_detach, which no CLI sends.
 */
export function forceDetachCommand(method: 'attachment-delete' | 'force-detach', attachmentId: string): string | null {
  return method === 'force-detach' ? null : deleteAttachmentCommand(attachmentId)
}

/** Reset Backup Status: openstackclient's `volume backup set --state` (os-reset_status; volume_backup.py, SetVolumeBackup). */
export function resetBackupStatusCommand(backupId: string, status: string): string {
  return commandLine(['openstack', 'volume', 'backup', 'set', '--state', status, backupId])
}

/** Force Delete Backup: openstackclient's `volume backup delete --force` (os-force_delete). */
export function forceDeleteBackupCommand(backupId: string): string {
  return commandLine(['openstack', 'volume', 'backup', 'delete', '--force', backupId])
}

/**
 * Reset Group Status and Reset Group Snapshot Status: cinderclient's `reset-state --type group`
 * (3.20) and `--type group-snapshot` (3.19); openstackclient 6.0 has neither.
 */
export function resetGroupStatusCommand(kind: 'group' | 'group-snapshot', id: string, status: string): string {
  const version = kind === 'group' ? FEATURES.groupResetStatus.min : FEATURES.groupSnapshotResetStatus.min
  return commandLine([
    'cinder',
    '--os-volume-api-version',
    version,
    'reset-state',
    '--type',
    kind,
    '--state',
    status,
    id,
  ])
}
