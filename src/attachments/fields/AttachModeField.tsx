// Attach mode, rw or ro (the Rocky spec's attach_mode). Read-only needs the extension only the
// demo cloud serves (docs/rules.md, "Beyond upstream"); elsewhere it is disabled with the reason.
import type { Control } from 'react-hook-form'
import type { Volume } from '../../api'
import { RadioField } from '../../components/form/RadioField'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { hasReadonlyFlag, modeOptions, readonlyUnavailable } from '../attach-mode'
import type { AttachFormValues } from '../attach-form'

interface Props {
  volume: Volume
  control: Control<AttachFormValues>
  disabled?: boolean
}

export function AttachModeField({ volume, control, disabled = false }: Props) {
  const t = useT()
  const client = useClient()
  const roReason = readonlyUnavailable(client)
  const help = hasReadonlyFlag(volume)
    ? t("This volume's read-only flag is set: Cinder makes every attachment read-only whatever is chosen.")
    : roReason
  return (
    <RadioField
      control={control}
      name="mode"
      label={t('Attach mode')}
      row
      disabled={disabled}
      help={help}
      options={modeOptions(!!roReason)}
    />
  )
}
