// The extra-specs editor: every key with its value (well-known ones explained in place), Delete
// per key (DELETE /types/{id}/extra_specs/{key}), and a key/value form that adds or changes one
// (POST /types/{id}/extra_specs). A type in use and multiattach with cacheable are refused
// before sending, with Cinder's words.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm, useWatch } from 'react-hook-form'
import type { VolumeType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { ChoiceField } from '../../../components/form/SelectField'
import { ErrorAlert } from '../../../components/notify-alert'
import { tr } from '../../../i18n/tr'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { setExtraSpecCommand } from '../../../rules/commands/admin-commands'
import { SPEC_TEXT_MAX } from '../../../rules/text-limits'
import { canSetExtraSpecs } from '../../../rules/volume-type-rules'
import type { Guard } from '../../../rules/guards'
import { shareableAndCacheable } from '../../../rules/volume-type-guards'
import { ExtraSpecsTable, Meaning } from './ExtraSpecsTable'
import { WELL_KNOWN_SPECS, wellKnownSpec } from './well-known-specs'

interface Values {
  key: string
  value: string
}

/** Cinder's limits on a spec's key (C:cinder/api/validation/parameter_types.py#extra_specs_with_no_spaces_key), in words. */
export function validateSpecKey(key: string): string | undefined {
  if (key.trim() === '') return tr('The key is required.')
  if (key.length > SPEC_TEXT_MAX) return tr('The key can be at most {{max}} characters.', { max: SPEC_TEXT_MAX })
  if (!/^[a-zA-Z0-9-_:.]+$/.test(key)) return tr('A key has letters, digits and - _ : . only (no spaces).')
  return undefined
}

interface Props {
  type: VolumeType
  /** Whether specs may change now (not while volumes use the type). */
  guard: Guard
  onClose: () => void
}

export function ExtraSpecsDialog({ type, guard, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const form = useForm<Values>({ defaultValues: { key: '', value: '' } })
  const [key, value] = useWatch({ control: form.control, name: ['key', 'value'] })
  const specs = type.extra_specs
  const conflict = key.trim() !== '' && !canSetExtraSpecs(specs, { [key.trim()]: value }).ok
  const set = useApiMutation<Values, unknown>({
    mutationFn: (spec) => client.cinder.setVolumeTypeExtraSpecs(type.id, { [spec.key]: spec.value }),
    invalidates: ['volumeType'],
    success: (_data, spec) => t('Extra spec {{key}} of {{name}} set', { key: spec.key, name: type.name }),
    failure: (spec) => t('Could not set extra spec {{key}}', { key: spec.key }),
    onSuccess: () => form.reset({ key: '', value: '' }),
  })
  const remove = useApiMutation<string, void>({
    mutationFn: (specKey) => client.cinder.deleteVolumeTypeExtraSpec(type.id, specKey),
    invalidates: ['volumeType'],
    success: (_data, specKey) => t('Extra spec {{key}} of {{name}} deleted', { key: specKey, name: type.name }),
    failure: (specKey) => t('Could not delete extra spec {{key}}', { key: specKey }),
  })
  const reason = !guard.ok ? guard.reason : conflict ? shareableAndCacheable() : undefined
  return (
    <DialogShell
      title={t('Extra Specs')}
      subject={type.name}
      onClose={onClose}
      busy={set.isPending || remove.isPending}
      maxWidth="md"
    >
      <DialogForm
        mutation={set}
        form={form}
        toVars={(values) => ({ key: values.key.trim(), value: values.value })}
        label={t('Set an extra spec')}
        submitLabel={t('Set')}
        submitDisabled={remove.outcomeUnknown}
        submitReason={reason}
        errorTitle={t('The extra spec was not set')}
        command={(spec) =>
          spec.key
            ? {
                cli: setExtraSpecCommand(type.id, spec.key, spec.value),
                requests: client.cinder.describe((cinder) =>
                  cinder.setVolumeTypeExtraSpecs(type.id, { [spec.key]: spec.value }),
                ),
              }
            : null
        }
        closeReadsClose
        dividers
      >
        {!guard.ok && <Alert severity="warning">{guard.reason}</Alert>}
        {Object.keys(specs).length === 0 ? (
          <Typography>{t('No extra specs.')}</Typography>
        ) : (
          <ExtraSpecsTable
            typeName={type.name}
            specs={specs}
            reason={guard.ok ? undefined : guard.reason}
            disabled={remove.isPending || remove.outcomeUnknown}
            deleting={remove.isPending ? remove.variables : undefined}
            onDelete={(specKey) => void remove.run(specKey)}
          />
        )}
        {remove.error && <ErrorAlert title={t('The extra spec was not deleted')} error={remove.error} />}
        <Typography variant="subtitle2" component="h3">
          {t('Add or change a key')}
        </Typography>
        <ChoiceField
          label={t('Well-known key')}
          value=""
          size="small"
          disabled={!guard.ok}
          onChange={(chosen) => {
            const known = wellKnownSpec(chosen)
            form.setValue('key', chosen, { shouldValidate: true })
            if (known && !form.getValues('value')) form.setValue('value', known.example)
          }}
          options={[
            { value: '', label: t('Choose one to fill in the key…'), disabled: true },
            ...WELL_KNOWN_SPECS.map((spec) => ({ value: spec.key, label: spec.key })),
          ]}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ControlledTextField
            control={form.control}
            name="key"
            label={t('Key')}
            required
            disabled={!guard.ok}
            sx={{ flex: 1 }}
            rules={{
              validate: (text) => validateSpecKey(String(text)),
            }}
            helperText={key && key in specs ? t('Exists: setting it changes its value.') : undefined}
          />
          <ControlledTextField
            control={form.control}
            name="value"
            label={t('Value')}
            disabled={!guard.ok}
            sx={{ flex: 1 }}
            rules={{
              maxLength: {
                value: SPEC_TEXT_MAX,
                message: t('The value can be at most {{max}} characters.', { max: SPEC_TEXT_MAX }),
              },
            }}
          />
        </Stack>
        <Meaning specKey={key.trim()} />
        {conflict && guard.ok && (
          <Alert severity="warning" role="status">
            {shareableAndCacheable()}
          </Alert>
        )}
        <Stack direction="row">
          <Button size="small" disabled={!key && !value} onClick={() => form.reset({ key: '', value: '' })}>
            {t('Clear')}
          </Button>
        </Stack>
      </DialogForm>
    </DialogShell>
  )
}
