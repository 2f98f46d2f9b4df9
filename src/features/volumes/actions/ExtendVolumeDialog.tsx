// Extend Volume: a bigger whole number of GiB; the cloud's error stays in the dialog.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Volume } from '../../../api'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { useNotify } from '../../../components/notify'
import { ErrorAlert } from '../../../components/notify-alert'
import { useClient } from '../../../lib/session'
import { keys } from '../../../queries/keys'
import { volumeDisplayName } from '../volume-format'

export function ExtendVolumeDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const { control, handleSubmit } = useForm({ defaultValues: { size: String(volume.size + 1) } })
  const mutation = useMutation({
    mutationFn: (size: number) => client.cinder.extendVolume(volume.id, size),
    onSuccess: async (_result, size) => {
      notify.success(`Extending ${volumeDisplayName(volume)} to ${size} GiB`)
      await queryClient.invalidateQueries({ queryKey: keys.volumes })
      onClose()
    },
  })
  const submit = handleSubmit(({ size }) => {
    if (!mutation.isPending) mutation.mutate(Number(size))
  })
  return (
    <Dialog open onClose={onClose} aria-labelledby="extend-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="extend-title">Extend Volume</DialogTitle>
        <DialogContent>
          {mutation.error && <ErrorAlert title="The volume was not extended" error={mutation.error} sx={{ mb: 2 }} />}
          <ControlledTextField
            control={control}
            name="size"
            label="New Size (GiB)"
            type="number"
            helperText={`Now ${volume.size} GiB`}
            rules={{
              required: 'Enter the new size.',
              validate: (value: string) =>
                (/^\d+$/.test(value) && Number(value) > volume.size) ||
                `A whole number of GiB greater than ${volume.size}.`,
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Extend Volume
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
