// A backup's record: exported from one cloud, imported into another (or the same one after its
// database lost the row) (C:cinder/api/contrib/backups.py#export_record, #import_record).
import type { BackupExportRecord, BackupSummary } from '../types'
import type { CallOptions, CinderCall } from './call'

export function backupRecordCalls(cinder: CinderCall) {
  return {
    /** Admin: 200 with the backup service and the base64 record; the backup must be available. */
    async exportBackupRecord(id: string, options?: CallOptions): Promise<BackupExportRecord> {
      const body = await cinder.json<{ 'backup-record': BackupExportRecord }>(
        { path: ['backups', id, 'export_record'] },
        options,
      )
      return body['backup-record']
    },

    /** Admin: 201 with the new backup's id (the record's), `creating` until the backup service checks it. */
    async importBackupRecord(record: BackupExportRecord, options?: CallOptions): Promise<BackupSummary> {
      const body = await cinder.json<{ backup: BackupSummary }>(
        {
          method: 'POST',
          path: ['backups', 'import_record'],
          body: { 'backup-record': { backup_service: record.backup_service, backup_url: record.backup_url } },
        },
        options,
      )
      return body.backup
    },
  }
}

export type BackupRecordCalls = ReturnType<typeof backupRecordCalls>
