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
import { useT } from '../../../i18n/use-t'
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
  const t = useT()
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
    <Box component="form" noValidate onSubmit={submit} aria-label={t('Create Volume Type')}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {serverError !== null && <ErrorAlert title={t('The volume type was not created')} error={serverError} />}
          <ControlledTextField
            control={form.control}
            name="name"
            label={t('Name')}
            required
            autoFocus
            rules={{ validate: (name) => validateTypeName(String(name)) }}
          />
          <ControlledTextField
            control={form.control}
            name="description"
            label={t('Description')}
            rules={{ validate: (text) => validateTypeDescription(String(text)) }}
          />
          <CheckboxField
            control={form.control}
            name="isPublic"
            label={t('Public')}
            hint={t('Every project can use it.')}
          />
          <CheckboxField
            control={form.control}
            name="shareable"
            label={t('Shareable (multi-attach)')}
            hint={t('Writes the extra spec multiattach="<is> True": its volumes can be attached to several servers.')}
            onToggle={recheckPair}
          />
          <CheckboxField
            control={form.control}
            name="cacheable"
            label={t('Cacheable')}
            hint={t('Writes the extra spec cacheable="<is> True".')}
            rules={{ validate: (cacheable, values) => validateCacheable(Boolean(cacheable), values) }}
            onToggle={recheckPair}
          />
          <CheckboxField
            control={form.control}
            name="encrypted"
            label={t('Encrypted')}
            hint={t('LUKS, encrypted on the compute host (control location front-end).')}
          />
          {shareable && encrypted && (
            <Alert severity="warning" role="status">
              {t(ENCRYPTED_AND_SHAREABLE)} {t('Cinder still lets an admin create such a type.')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={submitting}>
          {t('Cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {t('Create Volume Type')}
        </Button>
      </DialogActions>
    </Box>
  )
}
