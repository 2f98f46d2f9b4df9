// The Create Volume Type form: shareable + cacheable refused before sending, encrypted +
// shareable warned about, the cloud's refusal kept in the dialog with every input.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Stack from '@mui/material/Stack'
import { useForm, useWatch } from 'react-hook-form'
import type { VolumeType } from '../../../api'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { ErrorAlert } from '../../../components/notify-alert'
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit'
import { CheckboxField } from './CheckboxField'
import type { CreateTypeValues } from './create-type-form'
import { INITIAL_VALUES, validateCacheable, validateTypeDescription, validateTypeName } from './create-type-form'
import { ENCRYPTED_AND_SHAREABLE } from './type-rules'

interface Props {
  create: (values: CreateTypeValues) => Promise<VolumeType>
  onCancel: () => void
  onCreated: () => void
}

export function CreateVolumeTypeForm({ create, onCancel, onCreated }: Props) {
  const form = useForm<CreateTypeValues>({ defaultValues: INITIAL_VALUES })
  const [shareable, encrypted] = useWatch({ control: form.control, name: ['shareable', 'encrypted'] })
  const submitting = form.formState.isSubmitting
  // The pair is refused at once, not only when the form is sent.
  const recheckPair = () => void form.trigger('cacheable')

  const { submit, serverError } = useGuardedSubmit(form, async (values: CreateTypeValues) => {
    await create(values)
    onCreated()
  })

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create Volume Type">
      <DialogContent dividers>
        <Stack spacing={2}>
          {serverError !== null && <ErrorAlert title="The volume type was not created" error={serverError} />}
          <ControlledTextField
            control={form.control}
            name="name"
            label="Name"
            required
            autoFocus
            rules={{ validate: (name) => validateTypeName(String(name)) }}
          />
          <ControlledTextField
            control={form.control}
            name="description"
            label="Description"
            rules={{ validate: (text) => validateTypeDescription(String(text)) }}
          />
          <CheckboxField control={form.control} name="isPublic" label="Public" hint="Every project can use it." />
          <CheckboxField
            control={form.control}
            name="shareable"
            label="Shareable (multi-attach)"
            hint='Writes the extra spec multiattach="<is> True": its volumes can be attached to several servers.'
            onToggle={recheckPair}
          />
          <CheckboxField
            control={form.control}
            name="cacheable"
            label="Cacheable"
            hint='Writes the extra spec cacheable="<is> True".'
            rules={{ validate: (cacheable, values) => validateCacheable(Boolean(cacheable), values) }}
            onToggle={recheckPair}
          />
          <CheckboxField
            control={form.control}
            name="encrypted"
            label="Encrypted"
            hint="LUKS, encrypted on the compute host (control location front-end)."
          />
          {shareable && encrypted && (
            <Alert severity="warning" role="status">
              {ENCRYPTED_AND_SHAREABLE} Cinder still lets an admin create such a type.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          Create Volume Type
        </Button>
      </DialogActions>
    </Box>
  )
}
