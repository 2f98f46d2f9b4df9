// A compute host that stops half-way: the stuck states an administrator repairs
// (docs/repair.md). Off by default.
import type { Control } from 'react-hook-form'
import { RadioField } from '../../components/form/RadioField'
import { useT } from '../../i18n/use-t'
import type { SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

export function HangSection({ control, changed }: { control: Control<SettingsDraft>; changed: boolean }) {
  const t = useT()
  return (
    <SettingsSection
      title={t('Stuck attaches and detaches')}
      changed={changed}
      description={t(
        'Makes the compute host stop half-way, as a crashed nova-compute does, to practise the repairs an administrator has: Reset Status, Force Detach and Force Delete.',
      )}
    >
      <RadioField
        control={control}
        name="hang"
        label={t('The compute host')}
        options={[
          { value: 'none', label: t('Finishes every attach and detach') },
          {
            value: 'attach',
            label: t('Hangs on attach'),
            secondary: t('Each new attachment stays reserved: the host never connects.'),
          },
          {
            value: 'detach',
            label: t('Hangs on detach'),
            secondary: t('Each detach stays detaching, and a deleted server leaves its attachments behind in Cinder.'),
          },
        ]}
      />
    </SettingsSection>
  )
}
