// The commands behind the backup and transfer dialogs. Flags as in python-openstackclient 6.0
// (openstackclient/volume/v2/volume_backup.py, volume_transfer_request.py) and
// python-cinderclient 9.1 (cinderclient/v3/shell.py). No credential: the CLIs read theirs from
// the OS_* environment.
import { FEATURES } from '../../api/features'
import { commandLine, option } from './shell'

/**
 * Create Backup: openstackclient's `volume backup create`, of the volume or of one of its
 * snapshots, `--force` for an in-use volume (Cinder wants it at every microversion), full or
 * incremental. The name and description go only when given, as the dialog sends null for none.
 */
export function createBackupCommand(params: {
  volumeId: string
  name?: string | null
  description?: string | null
  snapshotId?: string
  incremental?: boolean
  force?: boolean
}): string {
  return commandLine([
    'openstack',
    'volume',
    'backup',
    'create',
    ...option('--name', params.name),
    ...option('--description', params.description),
    ...option('--snapshot', params.snapshotId),
    ...(params.force ? ['--force'] : []),
    ...(params.incremental ? ['--incremental'] : []),
    params.volumeId,
  ])
}

/**
 * Restore Backup: cinderclient's `backup-restore`, into an existing volume (`--volume`, by id)
 * or a new one (`--name`, or Cinder's default name). Not openstackclient's `volume backup
 * restore`: it takes its second argument for an existing volume whenever one has that name.
 */
export function restoreBackupCommand(backupId: string, into: { volumeId?: string; name?: string }): string {
  return commandLine([
    'cinder',
    'backup-restore',
    ...option('--volume', into.volumeId),
    ...option('--name', into.name),
    backupId,
  ])
}

/**
 * Create Transfer: openstackclient's `volume transfer request create`. Where the cloud has
 * /volume-transfers (3.55) the dialog says whether the snapshots go with the volume, and so does
 * the command, at that microversion (`--snapshots`/`--no-snapshots`).
 */
export function createTransferCommand(params: {
  volumeId: string
  name: string | null
  noSnapshots?: boolean
}): string {
  const snapshots = params.noSnapshots === undefined ? [] : ['--os-volume-api-version', FEATURES.volumeTransfers.min]
  return commandLine([
    'openstack',
    ...snapshots,
    'volume',
    'transfer',
    'request',
    'create',
    ...option('--name', params.name),
    ...(params.noSnapshots === undefined ? [] : [params.noSnapshots ? '--no-snapshots' : '--snapshots']),
    params.volumeId,
  ])
}

/** Import Backup Record (admin): openstackclient's `volume backup record import` (backup_record.py, ImportBackupRecord). */
export function importBackupRecordCommand(record: { backup_service: string; backup_url: string }): string {
  return commandLine(['openstack', 'volume', 'backup', 'record', 'import', record.backup_service, record.backup_url])
}
