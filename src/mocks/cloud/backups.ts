// Cinder backups: create (full or incremental, of a volume or of one of its snapshots), delete,
// restore into a new or an existing volume, and what happens without a backup service. The
// refusals are the rule functions' (src/rules/backup-rules.ts, docs/backups.md).
import {
  BACKUP_NOT_SCHEDULED,
  canCreateBackup,
  canDeleteBackup,
  canIncrement,
  canRestoreBackup,
  NO_BACKUP_SERVICE,
} from '../../rules/backup-rules'
import { findVolume, requirePolicy } from './access'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import { recordMessage } from './messages'
import { checkBackupQuota } from './quotas'
import { findSnapshot } from './snapshots'
import type { BackupRecord, VolumeRecord } from './state'

export function findBackup(cloud: DemoCloud, caller: Caller, id: string): BackupRecord {
  const backup = cloud.backup(id)
  if (!backup || !cloud.sees(caller, backup.project_id, true)) return fail(404, `Backup ${id} could not be found.`)
  return backup
}

/** Every incremental on top of it, in any status: what blocks a delete (B3, C:cinder/backup/api.py#delete). */
export function dependents(cloud: DemoCloud, backup: BackupRecord): number {
  return cloud.backups.filter((candidate) => candidate.parent_id === backup.id).length
}

/** What `has_dependent_backups` shows: the finished incrementals only (Zed's num_dependent_backups). */
export function finishedDependents(backup: BackupRecord): number {
  return backup.num_dependent_backups ?? 0
}

export interface CreateBackupInput {
  volume_id: string
  snapshot_id?: string | null
  name?: string | null
  description?: string | null
  container?: string | null
  incremental: boolean
  force: boolean
  metadata?: Record<string, string>
}

export function createBackup(cloud: DemoCloud, caller: Caller, input: CreateBackupInput): BackupRecord {
  const volume = findVolume(cloud, caller, input.volume_id)
  requirePolicy(cloud, caller, 'backup:create')
  const snapshot = input.snapshot_id ? findSnapshot(cloud, caller, input.snapshot_id) : null
  enforce(canCreateBackup(volume, { force: input.force, snapshot }))
  checkBackupQuota(cloud, volume.project_id, volume.size)
  const now = cloud.isoNow()
  const dataTimestamp = snapshot ? snapshot.created_at : now
  let parentId: string | null = null
  if (input.incremental) {
    // The newest backup of the volume, whatever its status; for a snapshot, one taken before it.
    const parent =
      cloud.backups
        .filter(
          (backup) =>
            backup.volume_id === volume.id &&
            backup.project_id === volume.project_id &&
            (!snapshot || backup.data_timestamp < snapshot.created_at),
        )
        .sort((a, b) => (a.data_timestamp < b.data_timestamp ? 1 : -1))[0] ?? null
    enforce(canIncrement(parent))
    parentId = parent?.id ?? null
  }
  const id = newId()
  const backup: BackupRecord = {
    id,
    project_id: volume.project_id,
    user_id: caller.userId,
    volume_id: volume.id,
    snapshot_id: snapshot?.id ?? null,
    parent_id: parentId,
    name: input.name ?? null,
    description: input.description ?? null,
    status: 'creating',
    size: volume.size,
    object_count: null,
    container: input.container ?? null,
    fail_reason: null,
    data_timestamp: dataTimestamp,
    created_at: now,
    updated_at: null,
    metadata: { ...input.metadata },
    previous_status: snapshot ? null : volume.status,
    restore_volume_id: null,
  }
  if (snapshot) snapshot.status = 'backing-up'
  else volume.status = 'backing-up'
  cloud.backups.push(backup)
  cloud.schedule({ kind: 'backup-created', backupId: id, requestId: caller.requestId })
  return backup
}

/**
 * The scheduler and the backup service. Without a service the backup ends in error, the volume
 * goes back to its previous status (a snapshot stays backing-up, as Zed leaves it), and the
 * scheduler records a user message for the request that made the backup (M4,
 * C:cinder/scheduler/manager.py#create_backup).
 */
export function finishBackup(cloud: DemoCloud, backup: BackupRecord, requestId?: string): void {
  const volume = cloud.volume(backup.volume_id)
  const snapshot = backup.snapshot_id ? cloud.snapshot(backup.snapshot_id) : undefined
  backup.updated_at = cloud.isoNow()
  if (volume && backup.previous_status) volume.status = backup.previous_status
  if (!cloud.backupServiceUp) {
    backup.status = 'error'
    backup.fail_reason = BACKUP_NOT_SCHEDULED
    recordMessage(cloud, {
      projectId: backup.project_id,
      requestId,
      resourceType: 'VOLUME_BACKUP',
      resourceUuid: backup.id,
      action: 'BACKUP_CREATE',
      detail: 'BACKUP_SCHEDULE_ERROR',
    })
    return
  }
  if (snapshot?.status === 'backing-up') snapshot.status = 'available'
  backup.status = 'available'
  const parent = backup.parent_id ? cloud.backup(backup.parent_id) : undefined
  if (parent) parent.num_dependent_backups = finishedDependents(parent) + 1
  backup.object_count = Math.max(1, Math.ceil((backup.size * 1024) / 1907))
  backup.container ??= `${backup.id.slice(0, 2)}/${backup.id.slice(2, 4)}/${backup.id}`
}

function requireService(cloud: DemoCloud): void {
  if (!cloud.backupServiceUp) fail(404, NO_BACKUP_SERVICE)
}

export function deleteBackup(cloud: DemoCloud, caller: Caller, id: string): void {
  const backup = findBackup(cloud, caller, id)
  requirePolicy(cloud, caller, 'backup:delete')
  enforce(canDeleteBackup({ status: backup.status, has_dependent_backups: dependents(cloud, backup) > 0 }))
  requireService(cloud)
  backup.status = 'deleting'
  backup.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'backup-deleted', backupId: id })
}

/**
 * Restore into `volumeId`, or into a new volume made at once (named `restore_backup_<id>` unless
 * named, the default type and zone). Quota refusals of that volume are 413s without the class
 * name (the controller catches them). A new volume stays behind when no service takes the restore.
 */
export function restoreBackup(
  cloud: DemoCloud,
  caller: Caller,
  id: string,
  target: { volume_id?: string | null; name?: string | null },
  makeVolume: (size: number, name: string) => VolumeRecord,
): { backup: BackupRecord; volume: VolumeRecord } {
  const backup = findBackup(cloud, caller, id)
  requirePolicy(cloud, caller, 'backup:restore')
  enforce(canRestoreBackup(backup, null))
  let volume: VolumeRecord
  if (target.volume_id) {
    volume = findVolume(cloud, caller, target.volume_id)
    enforce(canRestoreBackup(backup, volume))
  } else {
    try {
      volume = makeVolume(backup.size, target.name ?? `restore_backup_${backup.id}`)
    } catch (error) {
      if (error instanceof CloudFault && error.refusal.status === 413) {
        return fail(413, error.refusal.message.replace(/^\w+: /, ''))
      }
      throw error
    }
  }
  requireService(cloud)
  backup.status = 'restoring'
  backup.restore_volume_id = volume.id
  backup.updated_at = cloud.isoNow()
  volume.status = 'restoring-backup'
  volume.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'backup-restored', backupId: backup.id, volumeId: volume.id })
  return { backup, volume }
}

export function finishRestore(cloud: DemoCloud, backupId: string, volumeId: string): void {
  const backup = cloud.backup(backupId)
  const volume = cloud.volume(volumeId)
  if (backup?.status === 'restoring') {
    // Zed keeps restore_volume_id once the restore is done (C:cinder/backup/manager.py#restore_backup).
    backup.status = 'available'
    backup.updated_at = cloud.isoNow()
  }
  if (volume?.status === 'restoring-backup') {
    volume.status = 'available'
    // src_backup_id names the backup restored into another volume than its own, or over a volume
    // restored from another backup before (C:cinder/backup/manager.py#restore_backup).
    const earlier = volume.metadata.src_backup_id
    if (backup && (backup.volume_id !== volume.id || (earlier && earlier !== backup.id))) {
      volume.metadata = { ...volume.metadata, src_backup_id: backup.id }
    }
    volume.updated_at = cloud.isoNow()
  }
}
