// Import Backup Record (admin): a record exported earlier, from its JSON file or pasted as the
// backup service and the encoded record. Cinder makes the backup in this project with the
// record's id, `creating` until the backup service has checked it; its refusals show in the form,
// with what was chosen or typed kept (docs/manage.md).
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { BackupExportRecord, BackupSummary } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { ControlledTextField } from '../../components/form/ControlledTextField'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { importBackupRecordCommand } from '../../rules/commands/backup-commands'

/** A record file's two fields, or null when it is not one. */
export function readRecordFile(text: string): BackupExportRecord | null {
  try {
    const parsed = JSON.parse(text) as Partial<BackupExportRecord>
    const found = (parsed as { 'backup-record'?: Partial<BackupExportRecord> })['backup-record'] ?? parsed
    if (typeof found.backup_service !== 'string' || typeof found.backup_url !== 'string') return null
    return { backup_service: found.backup_service, backup_url: found.backup_url }
  } catch {
    return null
  }
}

export function ImportRecordDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<BackupExportRecord>({ defaultValues: { backup_service: '', backup_url: '' } })
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const importRecord = useApiMutation<BackupExportRecord, BackupSummary>({
    mutationFn: (record) => client.cinder.importBackupRecord(record),
    invalidates: ['backup'],
    success: (backup) => t('Importing backup {{name}}', { name: backup.name || backup.id }),
    failure: () => t('Could not import the backup record'),
    onSuccess: onClose,
  })
  async function readFile(file: File | undefined) {
    if (!file) return
    const record = readRecordFile(await file.text())
    setFileProblem(
      record
        ? null
        : t('{{file}} is not a backup record: it needs backup_service and backup_url.', { file: file.name }),
    )
    if (!record) return
    form.setValue('backup_service', record.backup_service, { shouldValidate: true })
    form.setValue('backup_url', record.backup_url, { shouldValidate: true })
  }
  return (
    <DialogShell title={t('Import Backup Record')} onClose={onClose} busy={importRecord.isPending} maxWidth="sm">
      <DialogForm
        mutation={importRecord}
        form={form}
        toVars={(values) => ({ backup_service: values.backup_service.trim(), backup_url: values.backup_url.trim() })}
        submitLabel={t('Import')}
        errorTitle={t('The backup record was not imported')}
        command={(record) =>
          record.backup_service && record.backup_url
            ? {
                cli: importBackupRecordCommand(record),
                requests: client.cinder.describe((cinder) => cinder.importBackupRecord(record)),
              }
            : null
        }
      >
        <Typography sx={{ pt: 1 }}>
          {t(
            'A record exported with Export Record: choose its file, or paste the backup service and the encoded record. The backup comes back in this project, with the id it had.',
          )}
        </Typography>
        <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('Choose a record file')}
          <input
            hidden
            type="file"
            accept="application/json,.json"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </Button>
        {fileProblem && (
          <Typography color="error" role="alert">
            {fileProblem}
          </Typography>
        )}
        <ControlledTextField
          control={form.control}
          name="backup_service"
          label={t('Backup service')}
          rules={{ maxLength: { value: 255, message: t('At most 255 characters.') } }}
        />
        <ControlledTextField
          control={form.control}
          name="backup_url"
          label={t('Encoded record')}
          required
          multiline
          minRows={3}
          maxRows={8}
          rules={{ required: t('Paste the encoded record, or choose a record file.') }}
        />
      </DialogForm>
    </DialogShell>
  )
}
