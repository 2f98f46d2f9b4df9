// Extend Volume: a bigger whole number of GiB; the cloud's error stays in the dialog, with the
// value typed. One request per submit, none again after a lost answer.
import { useForm } from 'react-hook-form'
import type { CinderCalls, Volume } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { extendVolumeCommand } from '../../../rules/commands/volume-commands'

export function ExtendVolumeDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm({ defaultValues: { size: String(volume.size + 1) } })
  const send = (cinder: CinderCalls, gigabytes: number) => cinder.extendVolume(volume.id, gigabytes)
  const extend = useApiMutation<number, void>({
    mutationFn: (gigabytes) => send(client.cinder, gigabytes),
    invalidates: ['volume'],
    success: (_data, size) => t('Extending {{name}} to {{size}} GiB', { name: volumeDisplayName(volume), size }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Extend Volume')} onClose={onClose} maxWidth="xs">
      <DialogForm
        mutation={extend}
        form={form}
        toVars={({ size }) => Number(size.trim())}
        submitLabel={t('Extend Volume')}
        errorTitle={t('The volume was not extended')}
        command={(size) =>
          Number.isSafeInteger(size) && size > 0
            ? {
                cli: extendVolumeCommand(volume, size),
                requests: client.cinder.describe((cinder) => send(cinder, size)),
              }
            : null
        }
      >
        <ControlledTextField
          control={form.control}
          name="size"
          label={t('New Size (GiB)')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={t('Now {{size}} GiB', { size: volume.size })}
          rules={{
            required: t('Enter the new size.'),
            validate: (value: string) =>
              (/^\d+$/.test(value.trim()) && Number(value) > volume.size) ||
              t('A whole number of GiB greater than {{size}}.', { size: volume.size }),
          }}
        />
      </DialogForm>
    </DialogShell>
  )
}
