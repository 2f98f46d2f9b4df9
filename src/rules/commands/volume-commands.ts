// The command a user would type for what a volume dialog sends: python-openstackclient's where it
// has the call, cinderclient's where it does not, with the microversion flag where the call needs
// one. Ids name existing resources (a name may be shared); the user's texts go as typed. No
// credential is ever part of a command: the CLIs read theirs from the OS_* environment.
// Flags as in python-openstackclient 6.0 (openstackclient/volume/v2/volume.py, volume_snapshot.py)
// and python-cinderclient 9.1 (cinderclient/v3/shell.py).
import type { VolumeCreateRequest } from '../../api'
import { FEATURES } from '../../api/features'
import { SNAPSHOT_IN_USE_MICROVERSION } from '../snapshot-rules'
import { commandLine, option } from './shell'

/** Cinder's in-use extend (C:cinder/api/v3/volumes.py, mv.VOLUME_EXTEND_INUSE). */
export const EXTEND_IN_USE_MICROVERSION = FEATURES.extendAttached.min
/** Create from a backup (C:cinder/api/microversions.py, VOLUME_CREATE_FROM_BACKUP). */
export const CREATE_FROM_BACKUP_MICROVERSION = FEATURES.volumeFromBackup.min
/** Create into a generic group (C:cinder/api/microversions.py, GROUP_VOLUME; cinderclient's --group-id). */
export const CREATE_IN_GROUP_MICROVERSION = FEATURES.groups.min

/**
 * Create Volume: `openstack volume create` when the volume has a name; cinderclient's `create`
 * without one (openstackclient 6.0 wants a name, the dialog leaves an empty one out, as Cinder
 * allows), from a backup or into a group (openstackclient 6.0's `volume create` has neither). The type
 * decides shareability, as in the dialog.
 */
export function createVolumeCommand(request: VolumeCreateRequest['volume']): string {
  const size = request.size === undefined ? undefined : String(request.size)
  if (request.backup_id || request.group_id || !request.name) {
    // openstackclient 6.0's `volume create` has neither --backup nor a generic group.
    const needed = request.backup_id
      ? CREATE_FROM_BACKUP_MICROVERSION
      : request.group_id
        ? CREATE_IN_GROUP_MICROVERSION
        : undefined
    const version = needed ? ['--os-volume-api-version', needed] : []
    return commandLine([
      'cinder',
      ...version,
      'create',
      ...option('--name', request.name),
      ...option('--description', request.description),
      ...option('--volume-type', request.volume_type),
      ...option('--availability-zone', request.availability_zone),
      ...option('--image', request.imageRef),
      ...option('--source-volid', request.source_volid),
      ...option('--snapshot-id', request.snapshot_id),
      ...option('--backup-id', request.backup_id),
      ...option('--group-id', request.group_id),
      ...(size === undefined ? [] : [size]),
    ])
  }
  return commandLine([
    'openstack',
    'volume',
    'create',
    ...option('--size', size),
    ...option('--description', request.description),
    ...option('--type', request.volume_type),
    ...option('--availability-zone', request.availability_zone),
    ...option('--image', request.imageRef),
    ...option('--source', request.source_volid),
    ...option('--snapshot', request.snapshot_id),
    request.name,
  ])
}

/**
 * Extend Volume. openstackclient refuses a volume that is not available below 3.42
 * (openstackclient/volume/v2/volume.py, SetVolume): an in-use one is extended at 3.42.
 */
export function extendVolumeCommand(volume: { id: string; status: string }, newSize: number): string {
  const version = volume.status === 'available' ? [] : ['--os-volume-api-version', EXTEND_IN_USE_MICROVERSION]
  return commandLine(['openstack', ...version, 'volume', 'set', '--size', String(newSize), volume.id])
}

/**
 * Create Snapshot. openstackclient sends its default microversion (3.0), at which an in-use
 * volume needs --force (the dialog sends force only below 3.66, where Cinder needs it too).
 * Without a name it is cinderclient's `snapshot-create` (openstackclient wants a name), at 3.66
 * for an in-use volume, where Cinder takes it without force.
 */
export function createSnapshotCommand(
  volume: { id: string; status: string },
  fields: { name: string; description: string },
): string {
  const inUse = volume.status === 'in-use'
  if (fields.name === '') {
    return commandLine([
      'cinder',
      ...(inUse ? ['--os-volume-api-version', SNAPSHOT_IN_USE_MICROVERSION] : []),
      'snapshot-create',
      ...option('--description', fields.description),
      volume.id,
    ])
  }
  return commandLine([
    'openstack',
    'volume',
    'snapshot',
    'create',
    '--volume',
    volume.id,
    ...option('--description', fields.description),
    ...(inUse ? ['--force'] : []),
    fields.name,
  ])
}

/** Delete Volume: one line for the volumes deleted with their snapshots (--purge, Cinder's cascade), one for the rest. */
export function deleteVolumesCommand(volumes: ReadonlyArray<{ id: string; cascade: boolean }>): string {
  const purge = volumes.filter((volume) => volume.cascade).map((volume) => volume.id)
  const plain = volumes.filter((volume) => !volume.cascade).map((volume) => volume.id)
  return [
    ...(purge.length > 0 ? [commandLine(['openstack', 'volume', 'delete', '--purge', ...purge])] : []),
    ...(plain.length > 0 ? [commandLine(['openstack', 'volume', 'delete', ...plain])] : []),
  ].join('\n')
}

/**
 * Edit Volume: openstackclient's `volume set` for a new name or description and the bootable
 * flag. It sends a name or a description only when not empty (`if parsed_args.name:`,
 * openstackclient/volume/v2/volume.py, SetVolume), so clearing one is cinderclient's `rename`,
 * which sends an empty one (cinderclient/v3/shell_base.py, do_rename).
 */
export function editVolumeCommand(
  volumeId: string,
  change: { fields?: { name?: string | null; description?: string | null }; bootable?: boolean },
): string | null {
  const { name, description } = change.fields ?? {}
  const clears = name === '' || description === ''
  const bootable = change.bootable === undefined ? [] : [change.bootable ? '--bootable' : '--non-bootable']
  const lines: string[] = []
  if (clears) {
    lines.push(
      commandLine([
        'cinder',
        'rename',
        ...(description === undefined || description === null ? [] : ['--description', description]),
        volumeId,
        ...(name === undefined || name === null ? [] : [name]),
      ]),
    )
  }
  const set = [...(clears ? [] : [...option('--name', name), ...option('--description', description)]), ...bootable]
  if (set.length > 0) lines.push(commandLine(['openstack', 'volume', 'set', ...set, volumeId]))
  return lines.length > 0 ? lines.join('\n') : null
}

/** Change Volume Type: openstackclient's `volume set --type`, with the migration policy as chosen. */
export function retypeVolumeCommand(volumeId: string, type: string, policy: 'never' | 'on-demand'): string {
  return commandLine(['openstack', 'volume', 'set', '--type', type, '--retype-policy', policy, volumeId])
}

/** Revert to Snapshot: cinderclient's `revert-to-snapshot` at 3.40 (openstackclient 6.0 has none). */
export function revertToSnapshotCommand(snapshotId: string): string {
  return commandLine([
    'cinder',
    '--os-volume-api-version',
    FEATURES.revertToSnapshot.min,
    'revert-to-snapshot',
    snapshotId,
  ])
}

/** Upload to Image's body, as the dialog sends it (os-volume_upload_image). */
export interface UploadCommandParams {
  imageName: string
  diskFormat?: string
  containerFormat?: string
  force?: boolean
  visibility?: string
  protected?: boolean
}

/**
 * Upload to Image: openstackclient's `image create --volume`. It sends force, the formats and the
 * name always, and from 3.1 visibility (private when not given) and protected (false when not
 * given) too (openstackclient/image/v2/image.py, CreateImage._take_action_volume): where the
 * dialog sends them, the command names the microversion and both flags.
 */
export function uploadImageCommand(volumeId: string, upload: UploadCommandParams): string {
  const withParams = upload.visibility !== undefined || upload.protected !== undefined
  return commandLine([
    'openstack',
    ...(withParams ? ['--os-volume-api-version', FEATURES.uploadImageParams.min] : []),
    'image',
    'create',
    '--volume',
    volumeId,
    ...(upload.force ? ['--force'] : []),
    ...option('--disk-format', upload.diskFormat),
    ...option('--container-format', upload.containerFormat),
    ...(upload.visibility ? [`--${upload.visibility}`] : []),
    ...(upload.protected === undefined ? [] : [upload.protected ? '--protected' : '--unprotected']),
    upload.imageName,
  ])
}

/**
 * Migrate Volume (admin): openstackclient's `volume migrate`, which sends force_host_copy and
 * lock_volume false unless asked, as the dialog does (openstackclient/volume/v2/volume.py,
 * MigrateVolume).
 */
export function migrateVolumeCommand(volumeId: string, host: string): string {
  return commandLine(['openstack', 'volume', 'migrate', '--host', host, volumeId])
}
