// 3. A cloud without a cinder-backup service: backups are accepted, then fail; restores and
// deletes are refused (docs/backups.md).
import type { Control } from 'react-hook-form'
import { SwitchField } from '../../components/form/SwitchField'
import { useT } from '../../i18n/use-t'
import { BACKUP_NOT_SCHEDULED, NO_BACKUP_SERVICE } from '../../rules/backup-rules'
import type { SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

export function BackupServiceSection({ control, changed }: { control: Control<SettingsDraft>; changed: boolean }) {
  const t = useT()
  return (
    <SettingsSection
      title={t('Backup service')}
      changed={changed}
      description={t(
        'Turned off, the cloud runs no cinder-backup, as some clouds do: a backup is accepted and then ends in error ("{{failReason}}"), and restoring or deleting a backup is refused with 404 "{{message}}".',
        { failReason: BACKUP_NOT_SCHEDULED, message: NO_BACKUP_SERVICE },
      )}
    >
      <SwitchField control={control} name="backupService" label={t('A backup service runs')} />
    </SettingsSection>
  )
}
