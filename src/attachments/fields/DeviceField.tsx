// Optional device name, checked against Nova's schema before sending. Only meaningful for one
// server: with several, each server's next free device is used.
import { useWatch, type Control } from 'react-hook-form'
import { ControlledTextField } from '../../components/form/ControlledTextField'
import { useT } from '../../i18n/use-t'
import { deviceError } from '../attach-mode'
import type { AttachFormValues } from '../attach-form'

/** An example path, not text to translate. */
const DEVICE_EXAMPLE = '/dev/vdb'

interface Props {
  control: Control<AttachFormValues>
  disabled?: boolean
}

export function DeviceField({ control, disabled = false }: Props) {
  const t = useT()
  const serverIds = useWatch({ control, name: 'serverIds' })
  const several = serverIds.length > 1
  return (
    <ControlledTextField<AttachFormValues>
      name="device"
      control={control}
      label={t('Device name')}
      placeholder={DEVICE_EXAMPLE}
      size="small"
      disabled={disabled || several}
      rules={{
        validate: (device, values) =>
          values.serverIds.length > 1 || typeof device !== 'string' ? true : (deviceError(device) ?? true),
        deps: ['serverIds'],
      }}
      helperText={
        several
          ? t('A device name applies to one server: with several, Nova picks the next free device on each.')
          : t('Optional. Left empty, Nova picks the next free device.')
      }
    />
  )
}
