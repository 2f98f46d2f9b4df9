// The wire views of a backup (C:cinder/api/views/backups.py, C:cinder/api/v3/views/backups.py).
import { atLeast } from '../../api/microversion'
import type { Backup, BackupSummary } from '../../api/types'
import type { BackupRecord } from './state'

export interface BackupViewContext {
  microversion: string
  /** Base URL for links, e.g. http://host/volume/v3/<project>. */
  base: string
  admin: boolean
}

export function backupSummary(backup: BackupRecord, context: BackupViewContext): BackupSummary {
  return {
    id: backup.id,
    name: backup.name,
    links: [
      { rel: 'self', href: `${context.base}/backups/${backup.id}` },
      { rel: 'bookmark', href: `${context.base.replace(/\/v3\//, '/')}/backups/${backup.id}` },
    ],
  }
}

/** Show and the detail list; the project and user attributes only for admins (backup_project_attribute). */
export function backupView(backup: BackupRecord, dependents: number, context: BackupViewContext): Backup {
  const version = context.microversion
  const view: Backup = {
    id: backup.id,
    status: backup.status as Backup['status'],
    size: backup.size,
    object_count: backup.object_count,
    availability_zone: null,
    container: backup.container,
    created_at: backup.created_at,
    updated_at: backup.updated_at,
    name: backup.name,
    description: backup.description,
    fail_reason: backup.fail_reason,
    volume_id: backup.volume_id,
    links: backupSummary(backup, context).links,
    is_incremental: backup.parent_id !== null,
    has_dependent_backups: dependents > 0,
    snapshot_id: backup.snapshot_id,
    data_timestamp: backup.data_timestamp,
  }
  if (atLeast(version, '3.43')) view.metadata = { ...backup.metadata }
  if (context.admin && atLeast(version, '3.18')) view['os-backup-project-attr:project_id'] = backup.project_id
  if (context.admin && atLeast(version, '3.56')) view.user_id = backup.user_id
  return view
}
