// 4. Cinder's enable_force_upload: whether an in-use volume is uploaded to an image when asked
// with Force (docs/upload-image.md, U4). Off by default, as upstream.
import type { Control } from 'react-hook-form'
import { SwitchField } from '../../components/form/SwitchField'
import { useT } from '../../i18n/use-t'
import type { SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

export function ForceUploadSection({ control, changed }: { control: Control<SettingsDraft>; changed: boolean }) {
  const t = useT()
  return (
    <SettingsSection
      title={t('Forced uploads to images')}
      changed={changed}
      description={t(
        'Cinder’s enable_force_upload, off by default: then Force is ignored and an attached volume is refused ("status must be available"). Turned on, an attached volume is uploaded to an image when asked with Force.',
      )}
    >
      <SwitchField control={control} name="forceUpload" label={t('Upload attached volumes with Force')} />
    </SettingsSection>
  )
}
