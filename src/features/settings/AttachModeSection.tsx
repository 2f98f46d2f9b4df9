// 1. The Rocky spec's attach mode, served as an extension at a compute microversion (upstream
// Nova never shipped it). Microversions are negotiated at sign-in, so a change needs a new one.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { Control } from 'react-hook-form'
import { SwitchField } from '../../components/form/SwitchField'
import { Trans } from '../../i18n/Trans'
import { ATTACH_MODE_MICROVERSION } from '../../api'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import type { SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

interface Props {
  control: Control<SettingsDraft>
  changed: boolean
  /** What the cloud has now (saved). */
  saved: boolean
  /** What this session negotiated at sign-in. */
  negotiated: boolean
  onSignOut: () => void
}

export function AttachModeSection({ control, changed, saved, negotiated, onSignOut }: Props) {
  const t = useT()
  return (
    <SettingsSection
      title={t('Attach-mode extension (Rocky spec)')}
      changed={changed}
      description={
        <Trans
          i18nKey={N_(
            'The Rocky spec "volume-multiattach-enhancements": <code>attach_mode</code> (rw or ro) when attaching a volume to a server and in <code>block_device_mapping_v2</code>, and launching several servers from one shareable volume. Upstream Nova never shipped it, so the demo cloud serves it as an extension at compute microversion {{version}}. Off, the cloud advertises Nova\'s real maximum and behaves like any real cloud: "Read-only (ro)" in the Attach dialog is disabled with the reason, and the volume\'s read-only flag is the way to share read-only. The dashboard negotiates microversions at sign-in: a change applies after signing in again.',
          )}
          values={{ version: ATTACH_MODE_MICROVERSION }}
          components={{ code: <code /> }}
        />
      }
    >
      <SwitchField control={control} name="attachModeExtension" label={t('Attach-mode extension')} />
      {saved !== negotiated && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" onClick={onSignOut}>
              {t('Sign out to apply')}
            </Button>
          }
        >
          {saved
            ? t(
                'The cloud now serves the extension, but this session negotiated its microversions at sign-in, without it. Sign in again to use the new setting.',
              )
            : t(
                'The cloud now no longer serves the extension, but this session negotiated its microversions at sign-in, with it. Sign in again to use the new setting.',
              )}
        </Alert>
      )}
    </SettingsSection>
  )
}
