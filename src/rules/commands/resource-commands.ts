// The commands behind Edit and Delete of snapshots, backups and groups, and Cancel Transfer.
// Flags as in python-openstackclient 6.0 (openstackclient/volume/v2/volume_snapshot.py,
// volume_backup.py, volume_transfer_request.py; v3/volume_group.py) and python-cinderclient 9.1
// (cinderclient/v3/shell.py, shell_base.py).
import { FEATURES } from '../../api/features'
import { commandLine, shellQuote } from './shell'

interface NameDescription {
  name?: string | null
  description?: string | null
}

/** `--name` and `--description` for each given (an empty one too: the caller has chosen the client that sends it). */
function fieldFlags({ name, description }: NameDescription): string[] {
  return [
    ...(name === undefined || name === null ? [] : ['--name', name]),
    ...(description === undefined || description === null ? [] : ['--description', description]),
  ]
}

const clears = ({ name, description }: NameDescription) => name === '' || description === ''

/**
 * Edit Snapshot: openstackclient's `volume snapshot set`, which sends a name or a description only
 * when not empty (VolumeSnapshot's SetVolumeSnapshot, `if parsed_args.name:`); clearing one is
 * cinderclient's `snapshot-rename`, which sends it empty.
 */
export function editSnapshotCommand(snapshotId: string, fields: NameDescription): string {
  if (!clears(fields)) return commandLine(['openstack', 'volume', 'snapshot', 'set', ...fieldFlags(fields), snapshotId])
  const { name, ...rest } = fields
  return commandLine([
    'cinder',
    'snapshot-rename',
    ...fieldFlags(rest),
    snapshotId,
    ...(name === undefined || name === null ? [] : [name]),
  ])
}

/**
 * Edit Backup (3.9): openstackclient's `volume backup set`, which sends a name or a description
 * only when not empty; clearing one is cinderclient's `backup-update`, which sends it empty.
 */
export function editBackupCommand(backupId: string, fields: NameDescription): string {
  const version = ['--os-volume-api-version', FEATURES.backupUpdate.min]
  if (!clears(fields)) {
    return commandLine(['openstack', ...version, 'volume', 'backup', 'set', ...fieldFlags(fields), backupId])
  }
  return commandLine(['cinder', ...version, 'backup-update', ...fieldFlags(fields), backupId])
}

/** Edit Group (3.13): openstackclient's `volume group set` sends what it is given, empty included. */
export function editGroupCommand(groupId: string, fields: NameDescription): string {
  return commandLine([
    'openstack',
    '--os-volume-api-version',
    FEATURES.groups.min,
    'volume',
    'group',
    'set',
    ...fieldFlags(fields),
    groupId,
  ])
}

/** Delete Snapshot(s): one command for all, deleted in turn as the dialog does. */
export function deleteSnapshotsCommand(snapshotIds: readonly string[]): string {
  return commandLine(['openstack', 'volume', 'snapshot', 'delete', ...snapshotIds])
}

/** Delete Backup(s). */
export function deleteBackupsCommand(backupIds: readonly string[]): string {
  return commandLine(['openstack', 'volume', 'backup', 'delete', ...backupIds])
}

/** Cancel Transfer: the transfer request deleted. */
export function cancelTransferCommand(transferId: string): string {
  return commandLine(['openstack', 'volume', 'transfer', 'request', 'delete', transferId])
}

/** The shell variable Accept Transfer's command reads the authorization key from: the key is never shown. */
export const TRANSFER_KEY_VARIABLE = 'VOLUME_TRANSFER_AUTH_KEY'
/** What stands for the key in the request shown. */
export const TRANSFER_KEY_PLACEHOLDER = '<authorization key>'

/**
 * Accept Transfer: openstackclient's `volume transfer request accept`, which looks the transfer up
 * by id (another project's: not found, so the id is used as given) and sends the key
 * (openstackclient/volume/v2/volume_transfer_request.py, AcceptTransferRequest).
 */
export function acceptTransferCommand(transferId: string): string {
  const words = commandLine(['openstack', 'volume', 'transfer', 'request', 'accept', '--auth-key'])
  return `${words} "$${TRANSFER_KEY_VARIABLE}" ${shellQuote(transferId)}`
}
