// Cinder's backup rules (B1–B5, docs/backups.md), as plain functions of wire-shaped data. The
// demo cloud enforces them; the guards ask the same questions before a click.
// C:cinder/backup/api.py (create, delete, restore), C:cinder/volume/flows/api/create_volume.py.
import type { Verdict } from './verdict'
import { OK, pyList, refuse } from './verdict'
import { BACKUP_STATUS_GROUPS, backupIs } from './statuses'

/** Restore, delete and reset status without a running backup service: 404 (C:cinder/backup/api.py). */
export const NO_BACKUP_SERVICE = 'Service cinder-backup could not be found.'

/** The fail_reason the scheduler writes on a backup when no backup service runs (C:cinder/scheduler/manager.py). */
export const BACKUP_NOT_SCHEDULED = 'Service not found for creating backup.'

/**
 * POST /backups (B1). A snapshot backup: the snapshot of this volume, available (the volume's
 * own status is not checked). A volume backup: available or in-use, in-use only with force
 * (at every microversion).
 */
export function canCreateBackup(
  volume: { id: string; status: string },
  options: { force: boolean; snapshot?: { volume_id: string; status: string } | null },
): Verdict {
  const snapshot = options.snapshot
  if (snapshot) {
    if (snapshot.volume_id !== volume.id) {
      return refuse(
        400,
        `Invalid volume: Volume ${volume.id} does not match with snapshot.volume_id ${snapshot.volume_id}.`,
        'B1',
      )
    }
    if (snapshot.status !== 'available') {
      return refuse(
        400,
        `Invalid snapshot: Snapshot to be backed up must be available, but the current status is "${snapshot.status}".`,
        'B1',
      )
    }
    return OK
  }
  if (volume.status !== 'available' && volume.status !== 'in-use') {
    return refuse(
      400,
      `Invalid volume: Volume to be backed up must be available or in-use, but the current status is "${volume.status}".`,
      'B1',
    )
  }
  if (volume.status === 'in-use' && !options.force) {
    return refuse(400, 'Invalid volume: Backing up an in-use volume must use the force flag.', 'B1')
  }
  return OK
}

/** An incremental backup (B2): on the volume's newest backup (any status), which must be available. */
export function canIncrement(parent: { status: string } | null): Verdict {
  if (!parent) return refuse(400, 'Invalid backup: No backups available to do an incremental backup.', 'B2')
  if (!backupIs('usable', parent.status)) {
    return refuse(400, 'Invalid backup: The parent backup must be available for incremental backup.', 'B2')
  }
  return OK
}

/** DELETE /backups/{id} (B3): available or error, and no incremental on top of it. */
export function canDeleteBackup(backup: { status: string; has_dependent_backups: boolean }): Verdict {
  if (!backupIs('deletable', backup.status)) {
    return refuse(400, 'Invalid backup: Backup status must be available or error', 'B3')
  }
  if (backup.has_dependent_backups)
    return refuse(400, 'Invalid backup: Incremental backups exist for this backup.', 'B3')
  return OK
}

/** POST /backups/{id}/restore (B4): the backup available; an existing target available and large enough. */
export function canRestoreBackup(
  backup: { status: string; size: number },
  target: { status: string; size: number } | null,
): Verdict {
  if (!backupIs('usable', backup.status)) return refuse(400, 'Invalid backup: Backup status must be available', 'B4')
  if (!target) return OK
  if (target.status !== 'available') {
    return refuse(400, 'Invalid volume: Volume to be restored to must be available', 'B4')
  }
  if (backup.size > target.size) {
    return refuse(
      400,
      `Invalid volume: volume size ${target.size} is too small to restore backup of size ${backup.size}.`,
      'B4',
    )
  }
  return OK
}

/** os-reset_status of a backup (admin): available or error, in any case; the message names `status` as given. */
export function canResetBackupStatus(status: string): Verdict {
  if (backupIs('resetTargets', status.toLowerCase())) return OK
  const valid = pyList(BACKUP_STATUS_GROUPS.resetTargets)
  return refuse(400, `Backup status: ${status} is invalid, valid statuses are: ${valid}.`, 'other')
}

/** POST /volumes with backup_id (B5): the backup available, the size at least the backup's. */
export function canCreateFromBackup(backup: { status: string; size: number }, size: number): Verdict {
  if (!backupIs('usable', backup.status)) {
    return refuse(400, "Invalid backup: Originating backup status must be one of 'available' values", 'B5')
  }
  if (size < backup.size) {
    return refuse(
      400,
      `Invalid input received: Volume size ${size}GB cannot be smaller than the backup size ${backup.size}GB. It must be >= backup size.`,
      'B5',
    )
  }
  return OK
}
