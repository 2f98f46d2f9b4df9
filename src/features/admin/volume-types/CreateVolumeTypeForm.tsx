// The Create Volume Type form: shareable + cacheable refused before sending, encrypted +
// shareable warned about, the cloud's refusal kept in the dialog with every input.
import Alert from '@mui/material/Alert'
import { useForm, useWatch } from 'react-hook-form'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { TypeNameFields } from './TypeNameFields'
import { useT } from '../../../i18n/use-t'
import { CheckboxField } from './CheckboxField'
import type { CreateTypeValues } from './create-type-form'
import { INITIAL_VALUES, validateCacheable, validateTypeName } from './create-type-form'
import { encryptedAndShareable } from '../../../rules/volume-type-guards'
import type { CreateVolumeTypeMutation } from './use-create-volume-type'
import { createVolumeTypeCli, describeCreateVolumeType } from './use-create-volume-type'
import { useClient } from '../../../lib/session'

export function CreateVolumeTypeForm({ create }: { create: CreateVolumeTypeMutation }) {
  const t = useT()
  const client = useClient()
  const form = useForm<CreateTypeValues>({ defaultValues: INITIAL_VALUES })
  const [shareable, encrypted] = useWatch({ control: form.control, name: ['shareable', 'encrypted'] })
  // The pair is refused at once, not only when the form is sent.
  const recheckPair = () => void form.trigger('cacheable')

  return (
    <DialogForm
      mutation={create}
      form={form}
      toVars={(values) => values}
      label={t('Create Volume Type')}
      dividers
      submitLabel={t('Create Volume Type')}
      errorTitle={t('The volume type was not created')}
      command={(values) =>
        validateTypeName(values.name) === undefined && validateCacheable(values.cacheable, values) === undefined
          ? { cli: createVolumeTypeCli(values), requests: describeCreateVolumeType(client, values) }
          : null
      }
    >
      <TypeNameFields control={form.control} />
      <CheckboxField control={form.control} name="isPublic" label={t('Public')} hint={t('Every project can use it.')} />
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
          {encryptedAndShareable()} {t('Cinder still lets an admin create such a type.')}
        </Alert>
      )}
    </DialogForm>
  )
}
