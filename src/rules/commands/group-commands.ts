// The commands behind Create and Delete of groups and group snapshots: python-openstackclient
// 6.0's `volume group` and `volume group snapshot`, which refuse to run below 3.13 and 3.14
// (openstackclient/volume/v3/volume_group.py, volume_group_snapshot.py); the microversion flag is
// part of each command.
import { FEATURES } from '../../api/features'
import { commandLine, option } from './shell'

const GROUPS = ['--os-volume-api-version', FEATURES.groups.min]
const GROUP_SNAPSHOTS = ['--os-volume-api-version', FEATURES.groupSnapshots.min]
const REPLICATION = ['--os-volume-api-version', FEATURES.groupReplication.min]

/** Create Group: the group type, then every volume type (positional, in the dialog's order). */
export function createGroupCommand(params: {
  groupType: string
  volumeTypes: readonly string[]
  name?: string | null
  description?: string | null
  availabilityZone?: string | null
}): string {
  return commandLine([
    'openstack',
    ...GROUPS,
    'volume',
    'group',
    'create',
    ...option('--name', params.name),
    ...option('--description', params.description),
    ...option('--availability-zone', params.availabilityZone),
    params.groupType,
    ...params.volumeTypes,
  ])
}

/** Delete Group: `--force` is openstackclient's flag for delete-volumes (DeleteVolumeGroup). */
export function deleteGroupCommand(groupId: string, deleteVolumes: boolean): string {
  return commandLine([
    'openstack',
    ...GROUPS,
    'volume',
    'group',
    'delete',
    ...(deleteVolumes ? ['--force'] : []),
    groupId,
  ])
}

/** Create Group Snapshot. */
export function createGroupSnapshotCommand(
  groupId: string,
  fields: { name?: string | null; description?: string | null },
): string {
  return commandLine([
    'openstack',
    ...GROUP_SNAPSHOTS,
    'volume',
    'group',
    'snapshot',
    'create',
    ...option('--name', fields.name),
    ...option('--description', fields.description),
    groupId,
  ])
}

/** Delete Group Snapshot. */
export function deleteGroupSnapshotCommand(snapshotId: string): string {
  return commandLine(['openstack', ...GROUP_SNAPSHOTS, 'volume', 'group', 'snapshot', 'delete', snapshotId])
}

/**
 * Manage Volumes of a group: cinderclient's `group-update` (openstackclient 6.0's `volume group
 * set` has no member flags), the ids comma-separated as Cinder takes them.
 */
export function groupVolumesCommand(
  groupId: string,
  change: { add: readonly string[]; remove: readonly string[] },
): string {
  return commandLine([
    'cinder',
    ...GROUPS,
    'group-update',
    ...(change.add.length > 0 ? ['--add-volumes', change.add.join(',')] : []),
    ...(change.remove.length > 0 ? ['--remove-volumes', change.remove.join(',')] : []),
    groupId,
  ])
}

/** Create Group from a group snapshot or a group: cinderclient's `group-create-from-src` (openstackclient 6.0 has none). */
export function createGroupFromSourceCommand(
  source: { groupSnapshotId: string } | { sourceGroupId: string },
  fields: { name?: string | null; description?: string | null },
): string {
  return commandLine([
    'cinder',
    ...GROUP_SNAPSHOTS,
    'group-create-from-src',
    ...('groupSnapshotId' in source
      ? ['--group-snapshot', source.groupSnapshotId]
      : ['--source-group', source.sourceGroupId]),
    ...option('--name', fields.name),
    ...option('--description', fields.description),
  ])
}

/**
 * Enable or Disable Replication (`volume group set --enable-replication`) and Fail Over Replication
 * (`volume group failover`) of openstackclient 6.0, from 3.38 (openstackclient/volume/v3/volume_group.py).
 */
export function groupReplicationCommand(
  action: 'enable' | 'disable' | 'failover',
  groupId: string,
  failover: { allowAttached: boolean; secondaryBackendId: string | null } = {
    allowAttached: false,
    secondaryBackendId: null,
  },
): string {
  if (action !== 'failover') {
    const flag = action === 'enable' ? '--enable-replication' : '--disable-replication'
    return commandLine(['openstack', ...REPLICATION, 'volume', 'group', 'set', flag, groupId])
  }
  return commandLine([
    'openstack',
    ...REPLICATION,
    'volume',
    'group',
    'failover',
    ...(failover.allowAttached ? ['--allow-attached-volume'] : []),
    ...option('--secondary-backend-id', failover.secondaryBackendId),
    groupId,
  ])
}
