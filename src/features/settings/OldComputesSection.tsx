// 2. Compute services from Queens to Stein, which cannot boot from a shareable volume (R6).
import type { Control } from 'react-hook-form'
import { SwitchField } from '../../components/form/SwitchField'
import { Trans } from '../../i18n/Trans'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import { OLD_COMPUTE_MULTIATTACH_BOOT } from '../../rules/nova-rules'
import type { SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

interface Props {
  control: Control<SettingsDraft>
  changed: boolean
}

export function OldComputesSection({ control, changed }: Props) {
  const t = useT()
  return (
    <SettingsSection
      title={t('Old compute services (Queens–Stein)')}
      changed={changed}
      description={
        // The refusal is Nova's own message, kept in English.
        <Trans
          i18nKey={N_(
            'Models a deployment whose nova-compute services are older than its API (Queens to Stein): booting a server from a shareable volume answers 409 "{{message}}" Attaching with an attach mode to a server on a host marked "Old compute" below answers 409 whatever this switch says (the Rocky spec\'s rule for computes too old for <code>attach_mode</code>).',
          )}
          values={{ message: OLD_COMPUTE_MULTIATTACH_BOOT }}
          components={{ code: <code /> }}
        />
      }
    >
      <SwitchField control={control} name="oldComputes" label={t('Old compute services')} />
    </SettingsSection>
  )
}
