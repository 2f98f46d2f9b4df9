// The states of volumes and servers, said once: which are transitional (lists poll while one
// lasts), which let an attach or a detach start, which Cinder deletes, extends or copies. The
// polling, the guards, the attach engine and the demo cloud all ask here (docs/rules.md).
import type { BackupStatus, Server, SnapshotStatus, VolumeStatus } from '../api/types'

/**
 * Groups of volume statuses. Some lists are Cinder's own, in Cinder's order, because its
 * messages print them (C:cinder/volume/api.py); `error_managing` is a status only managed
 * volumes take, so the groups hold plain strings.
 */
export const VOLUME_STATUS_GROUPS = {
  /** A change is under way and the status will move on by itself: lists poll, chips spin. */
  transitional: [
    'creating',
    'reserved',
    'attaching',
    'detaching',
    'deleting',
    'extending',
    'retyping',
    'downloading',
    'uploading',
    'backing-up',
    'restoring-backup',
    'maintenance',
    'awaiting-transfer',
    'reverting',
    'unmanaging',
  ],
  /** A change the volume is in the middle of: the guards ask to wait until it settles. */
  settling: [
    'creating',
    'reserved',
    'attaching',
    'detaching',
    'deleting',
    'extending',
    'retyping',
    'downloading',
    'uploading',
    'reverting',
    'unmanaging',
  ],
  /** An attach or detach is in flight: Cinder refuses another reservation or begin_detaching (R1). */
  attachInFlight: ['reserved', 'attaching', 'detaching'],
  /** A reservation of a volume that is not shareable (C:cinder/volume/api.py#_attachment_reserve). */
  reservable: ['available', 'downloading'],
  /** A reservation of a shareable volume: also while in use (R1). */
  reservableShared: ['available', 'in-use', 'downloading'],
  /** Delete without force (R13, C:cinder/volume/api.py#delete). */
  deletable: ['available', 'error', 'error_restoring', 'error_extending', 'error_managing'],
  /** Extend below 3.42 (R14). */
  extendable: ['available'],
  /** Extend from 3.42 (R14). */
  extendableAttached: ['available', 'in-use'],
  /** Retype and migrate (C:cinder/volume/api.py#retype, #migrate_volume). */
  retypable: ['available', 'in-use'],
  /** A source Cinder copies into a new volume (C:cinder/volume/api.py#create). */
  copyable: ['available', 'in-use'],
  /** Update of the read-only flag (R16). */
  readonlyChangeable: ['available'],
  /** begin_detaching, which Nova calls before every detach. */
  detachable: ['in-use'],
} as const satisfies Record<string, readonly string[]>

export type VolumeStatusGroup = keyof typeof VOLUME_STATUS_GROUPS

const sets = new Map<VolumeStatusGroup, ReadonlySet<string>>()

/** Whether a volume status belongs to a group. */
export function volumeIs(group: VolumeStatusGroup, status: string): boolean {
  let set = sets.get(group)
  if (!set) {
    set = new Set<string>(VOLUME_STATUS_GROUPS[group])
    sets.set(group, set)
  }
  return set.has(status)
}

/** The statuses of a group, in Cinder's order (for messages that list them). */
export function volumeStatuses(group: VolumeStatusGroup): readonly string[] {
  return VOLUME_STATUS_GROUPS[group]
}

/** error, error_deleting, error_extending…: Cinder treats every one alike (R15). */
export function isErrorStatus(status: string): boolean {
  return status.includes('error')
}

/** Statuses users filter the volume list by, most common first. */
export const FILTER_STATUSES: readonly VolumeStatus[] = [
  'available',
  'in-use',
  'reserved',
  'attaching',
  'detaching',
  'creating',
  'extending',
  'retyping',
  'deleting',
  'error',
]

/**
 * Groups of snapshot statuses (C:cinder/objects/fields.py#SnapshotStatus, cinder/volume/api.py).
 */
export const SNAPSHOT_STATUS_GROUPS = {
  /** Moves on by itself: lists poll, chips spin. */
  transitional: ['creating', 'deleting', 'restoring', 'backing-up', 'unmanaging'],
  /** Delete without force (S2), and what a cascade delete of its volume takes along (S5). */
  deletable: ['available', 'error'],
  /** A source for a new volume, a revert or a backup (S3, S4). */
  usable: ['available'],
} as const satisfies Record<string, readonly SnapshotStatus[]>

export type SnapshotStatusGroup = keyof typeof SNAPSHOT_STATUS_GROUPS

/** Whether a snapshot status belongs to a group. */
export function snapshotIs(group: SnapshotStatusGroup, status: string): boolean {
  return (SNAPSHOT_STATUS_GROUPS[group] as readonly string[]).includes(status)
}

/** Groups of backup statuses (C:cinder/objects/fields.py#BackupStatus, cinder/backup/api.py). */
export const BACKUP_STATUS_GROUPS = {
  transitional: ['creating', 'deleting', 'restoring'],
  /** Delete without force (B3). */
  deletable: ['available', 'error'],
  /** A source to restore or to make a volume from, a parent of an incremental (B2, B4, B5). */
  usable: ['available'],
  /** What an admin may reset a backup to (C:cinder/api/validation/validators.py#_validate_backup_status). */
  resetTargets: ['available', 'error'],
} as const satisfies Record<string, readonly BackupStatus[]>

export type BackupStatusGroup = keyof typeof BACKUP_STATUS_GROUPS

export function backupIs(group: BackupStatusGroup, status: string): boolean {
  return (BACKUP_STATUS_GROUPS[group] as readonly string[]).includes(status)
}

/** Statuses users filter the snapshot list by. */
export const SNAPSHOT_FILTER_STATUSES: readonly SnapshotStatus[] = [
  'available',
  'creating',
  'deleting',
  'restoring',
  'backing-up',
  'error',
  'error_deleting',
]

/** Statuses users filter the backup list by (C:cinder/objects/fields.py#BackupStatus, less deleted). */
export const BACKUP_FILTER_STATUSES: readonly BackupStatus[] = [
  'available',
  ...BACKUP_STATUS_GROUPS.transitional,
  'error',
  'error_deleting',
]

/** The vm_states in which Nova attaches and detaches volumes (N:nova/compute/api.py#check_instance_state). */
export const ATTACH_VM_STATES = [
  'active',
  'paused',
  'stopped',
  'resized',
  'soft-delete',
  'shelved',
  'shelved_offloaded',
] as const

/**
 * A volume migration under way: Cinder refuses another migration, a retype's migration or a
 * snapshot meanwhile (C:cinder/volume/api.py, the migration_status checks).
 */
export function isMigrating(migrationStatus: string | null | undefined): boolean {
  return migrationStatus === 'migrating' || migrationStatus === 'starting'
}

/** The vm_states Nova shelves a server from (N:nova/compute/api.py#shelve, check_instance_state). */
export const SHELVE_VM_STATES: readonly string[] = ['active', 'stopped', 'paused', 'suspended']

/** The vm_states Nova unshelves a server from (N:nova/compute/api.py#unshelve). */
export const UNSHELVE_VM_STATES: readonly string[] = ['shelved', 'shelved_offloaded']

/** BUILD, or any task under way (shelving, unshelving, deleting…): the server's state is about to change. */
export function isServerTransitional(server: Pick<Server, 'status' | 'OS-EXT-STS:task_state'>): boolean {
  return server.status === 'BUILD' || Boolean(server['OS-EXT-STS:task_state'])
}
