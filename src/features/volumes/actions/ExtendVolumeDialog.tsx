// Extend Volume: a bigger whole number of GiB; the cloud's error stays in the dialog, with the
// value typed. One request per submit (useGuardedSubmit), none again after a lost answer.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Volume } from '../../../api'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit'
import { useNotify } from '../../../components/notify'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
import { volumeDisplayName } from '../../../lib/format'

export function ExtendVolumeDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const form = useForm({ defaultValues: { size: String(volume.size + 1) } })
  const { control } = form
  const { submit, serverError, outcomeUnknown } = useGuardedSubmit(form, async ({ size }) => {
    const gigabytes = Number(size.trim())
    await client.cinder.extendVolume(volume.id, gigabytes)
    notify.success(t('Extending {{name}} to {{size}} GiB', { name: volumeDisplayName(volume), size: gigabytes }))
    await queryClient.invalidateQueries({ queryKey: keys.volumes })
    onClose()
  })
  const pending = form.formState.isSubmitting
  return (
    <Dialog open onClose={onClose} aria-labelledby="extend-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="extend-title">{t('Extend Volume')}</DialogTitle>
        <DialogContent>
          {serverError !== null && (
            <ErrorAlert title={t('The volume was not extended')} error={serverError} sx={{ mb: 2 }} />
          )}
          <ControlledTextField
            control={control}
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending} disabled={outcomeUnknown}>
            {t('Extend Volume')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
