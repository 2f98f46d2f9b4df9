// Attach mode of the shared boot volume when several instances boot from it (the Rocky spec's
// attach_mode in block_device_mapping_v2, served only as an extension: docs/rules.md, "Product rules beyond upstream").
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { useFormContext, useWatch } from 'react-hook-form'
import { modeOptions } from '../../../attachments/attach-mode'
import { RadioField } from '../../../components/form/RadioField'
import { useT } from '../../../i18n/use-t'
import type { LaunchValues } from './launch-form'

export function LaunchAttachModeField({ disabled }: { disabled: boolean }) {
  const t = useT()
  const { control } = useFormContext<LaunchValues>()
  const mode = useWatch({ control, name: 'mode' })
  return (
    <Stack spacing={1}>
      <RadioField
        control={control}
        name="mode"
        label={t('Attach mode')}
        row
        disabled={disabled}
        help={t('Every instance attaches the shared boot volume in this mode.')}
        options={modeOptions()}
      />
      {mode === 'rw' && !disabled && (
        <Alert severity="warning" role="status">
          {t('Several instances writing one boot disk corrupt it unless the guests use a cluster-aware filesystem.')}
        </Alert>
      )}
    </Stack>
  )
}
