// Export Record (admin): the backup's record as a JSON file, to import it into another cloud or
// into this one after its row is lost. The record is what Cinder answers: the backup service
// that made the backup and base64 of the backup's fields; it holds no credential (docs/manage.md).
import Typography from '@mui/material/Typography'
import type { Backup, BackupExportRecord } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { downloadBlob } from '../../components/download'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'

/** The file's name: the backup's id, which the record carries. */
export function recordFileName(backup: Pick<Backup, 'id'>): string {
  return `backup-record-${backup.id}.json`
}

export function ExportRecordDialog({ backup, onClose }: { backup: Backup; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const name = backup.name || backup.id
  const exportRecord = useApiMutation<void, BackupExportRecord>({
    mutationFn: () => client.cinder.exportBackupRecord(backup.id),
    // Cinder may move the backup to another backup host as it exports.
    invalidates: ['backup'],
    success: () => t('The record of {{name}} is downloaded', { name }),
    failure: () => t('Could not export the record of {{name}}', { name }),
    onSuccess: (record) => {
      const file = { backup_service: record.backup_service, backup_url: record.backup_url }
      downloadBlob(recordFileName(backup), new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }))
      onClose()
    },
  })
  return (
    <DialogShell title={t('Export Record')} subject={name} onClose={onClose} busy={exportRecord.isPending}>
      <DialogForm
        mutation={exportRecord}
        toVars={() => undefined}
        submitLabel={t('Download')}
        errorTitle={t('The record was not exported')}
      >
        <Typography sx={{ pt: 1 }}>
          {t(
            'Downloads the record of {{name}} as a JSON file: the backup service that made it and its fields, encoded. Import Backup Record brings the backup back from it, here or in another cloud with the same backup service. It holds no credential.',
            { name },
          )}
        </Typography>
      </DialogForm>
    </DialogShell>
  )
}
