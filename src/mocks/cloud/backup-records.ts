// A backup's record (MG5, MG6, docs/manage.md): export gives the driver that made the backup and
// base64 of its fields; import makes a backup of the record's id in the caller's project,
// `creating` until the backup service checks it, then `available` with the record's fields, or
// `error` with the service's reason (C:cinder/backup/api.py#export_record, #import_record,
// C:cinder/backup/manager.py#import_record, C:cinder/objects/backup.py#encode_record).
import type { BackupExportRecord } from '../../api/types'
import {
  canExportBackup,
  encodeRecord,
  importFailure,
  importWithoutService,
  IMPORT_VOLUME_ID,
  readImportRecord,
} from '../../rules/backup-record-rules'
import { NO_BACKUP_SERVICE } from '../../rules/backup-rules'
import { requirePolicy } from './access'
import { findBackup } from './backups'
import type { Caller, DemoCloud } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import { checkBackupQuota } from './quotas'
import type { BackupRecord } from './state'

/** The demo's backup driver, the one the Zed test cloud runs (its backup_service). */
export const DEMO_BACKUP_DRIVER = 'cinder.backup.drivers.posix.PosixBackupDriver'

/** Every Backup field but parent, plus driver_info ({} for the chunked drivers), as encode_record writes them. */
function recordOf(backup: BackupRecord): Record<string, unknown> {
  return {
    id: backup.id,
    user_id: backup.user_id,
    project_id: backup.project_id,
    volume_id: backup.volume_id,
    host: 'devstack',
    availability_zone: null,
    container: backup.container,
    parent_id: backup.parent_id,
    status: backup.status,
    fail_reason: backup.fail_reason,
    size: backup.size,
    display_name: backup.name,
    display_description: backup.description,
    service_metadata: 'backup',
    service: DEMO_BACKUP_DRIVER,
    object_count: backup.object_count,
    temp_volume_id: null,
    temp_snapshot_id: null,
    num_dependent_backups: backup.num_dependent_backups ?? 0,
    snapshot_id: backup.snapshot_id,
    data_timestamp: backup.data_timestamp,
    restore_volume_id: backup.restore_volume_id,
    metadata: { ...backup.metadata },
    encryption_key_id: null,
    created_at: backup.created_at,
    updated_at: backup.updated_at,
    deleted_at: null,
    deleted: false,
    driver_info: {},
  }
}

/** GET /backups/{id}/export_record: not found, the policy, MG5, then a backup service must be up. */
export function exportBackupRecord(cloud: DemoCloud, caller: Caller, id: string): BackupExportRecord {
  const backup = findBackup(cloud, caller, id)
  requirePolicy(cloud, caller, 'backup:export-import')
  enforce(canExportBackup(backup))
  if (!cloud.backupServiceUp) fail(404, NO_BACKUP_SERVICE)
  return { backup_service: DEMO_BACKUP_DRIVER, backup_url: encodeRecord(recordOf(backup)) }
}

/** POST /backups/import_record after its schema: the policy, a backup service, MG6, the quota. */
export function importBackupRecord(cloud: DemoCloud, caller: Caller, input: BackupExportRecord): BackupRecord {
  requirePolicy(cloud, caller, 'backup:backup-import')
  if (!cloud.backupServiceUp) throw new CloudFault(importWithoutService(input.backup_service))
  const read = readImportRecord(input.backup_url, (id) => cloud.backup(id) !== undefined)
  if (!read.ok) throw new CloudFault(read)
  const size = Number(read.record.size) || 0
  checkBackupQuota(cloud, caller.projectId, size)
  const now = cloud.isoNow()
  const id = String(read.record.id)
  // A deleted backup's row is revived with what it held: the answer shows its old name
  // (C:cinder/backup/api.py#_get_import_backup).
  const revived = cloud.state.deletedBackupNames ?? {}
  const backup: BackupRecord = {
    id,
    project_id: caller.projectId,
    user_id: caller.userId,
    volume_id: IMPORT_VOLUME_ID,
    snapshot_id: null,
    parent_id: null,
    name: revived[id] ?? null,
    description: null,
    status: 'creating',
    size,
    object_count: null,
    container: null,
    fail_reason: null,
    data_timestamp: now,
    created_at: now,
    updated_at: null,
    metadata: {},
    previous_status: null,
    restore_volume_id: null,
  }
  delete revived[id]
  cloud.backups.push(backup)
  cloud.schedule({
    kind: 'backup-imported',
    backupId: backup.id,
    backupService: input.backup_service,
    record: read.record,
  })
  return backup
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** The backup service: its reason in `error`, or the record's fields copied and `available`. */
export function finishImport(
  cloud: DemoCloud,
  backupId: string,
  backupService: string,
  record: Record<string, unknown>,
): void {
  const backup = cloud.backup(backupId)
  if (!backup || backup.status !== 'creating') return
  backup.updated_at = cloud.isoNow()
  const failure = importFailure(backupService, DEMO_BACKUP_DRIVER, record, backupId)
  if (failure) {
    backup.status = 'error'
    backup.fail_reason = failure
    return
  }
  backup.volume_id = text(record.volume_id) ?? IMPORT_VOLUME_ID
  backup.snapshot_id = text(record.snapshot_id)
  backup.parent_id = text(record.parent_id)
  backup.name = text(record.display_name)
  backup.description = text(record.display_description)
  backup.size = Number(record.size) || backup.size
  backup.object_count = typeof record.object_count === 'number' ? record.object_count : null
  backup.container = text(record.container)
  backup.data_timestamp = text(record.data_timestamp) ?? backup.data_timestamp
  backup.created_at = text(record.created_at) ?? backup.created_at
  backup.metadata = { ...((record.metadata as Record<string, string> | null) ?? {}) }
  backup.num_dependent_backups = typeof record.num_dependent_backups === 'number' ? record.num_dependent_backups : 0
  backup.status = 'available'
}
