// The group-specs editor (3.11, admin; docs/cinder-groups.md §7): every key with its value
// (well-known ones explained in place), Delete per key (DELETE /group_types/{id}/group_specs/{key}),
// and a key/value form that adds or changes one (POST /group_types/{id}/group_specs, which
// overwrites a key that exists). Cinder checks only the schema, so nothing else is refused here.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm, useWatch } from 'react-hook-form'
import type { GroupType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { ChoiceField } from '../../../components/form/SelectField'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { setGroupSpecCommand } from '../../../rules/commands/admin-commands'
import { SPEC_TEXT_MAX } from '../../../rules/text-limits'
import { validateSpecKey } from '../volume-types/ExtraSpecsDialog'
import { GroupSpecMeaning, GroupSpecsTable } from './GroupSpecsTable'
import { WELL_KNOWN_GROUP_SPECS, wellKnownGroupSpec } from './well-known-group-specs'

interface Values {
  key: string
  value: string
}

export function GroupSpecsDialog({ type, onClose }: { type: GroupType; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<Values>({ defaultValues: { key: '', value: '' } })
  const [key, value] = useWatch({ control: form.control, name: ['key', 'value'] })
  const specs = type.group_specs ?? {}
  const set = useApiMutation<Values, void>({
    mutationFn: (spec) => client.cinder.setGroupSpecs(type.id, { [spec.key]: spec.value }),
    invalidates: ['groupType'],
    success: (_data, spec) => t('Group spec {{key}} of {{name}} set', { key: spec.key, name: type.name }),
    failure: (spec) => t('Could not set group spec {{key}}', { key: spec.key }),
    onSuccess: () => form.reset({ key: '', value: '' }),
  })
  const remove = useApiMutation<string, void>({
    mutationFn: (specKey) => client.cinder.unsetGroupSpec(type.id, specKey),
    invalidates: ['groupType'],
    success: (_data, specKey) => t('Group spec {{key}} of {{name}} deleted', { key: specKey, name: type.name }),
    failure: (specKey) => t('Could not delete group spec {{key}}', { key: specKey }),
  })
  return (
    <DialogShell
      title={t('Group Specs')}
      subject={type.name}
      onClose={onClose}
      busy={set.isPending || remove.isPending}
      maxWidth="md"
    >
      <DialogForm
        mutation={set}
        form={form}
        toVars={(values) => ({ key: values.key.trim(), value: values.value })}
        label={t('Set a group spec')}
        submitLabel={t('Set')}
        submitDisabled={remove.outcomeUnknown}
        errorTitle={t('The group spec was not set')}
        command={(spec) =>
          spec.key
            ? {
                cli: setGroupSpecCommand(type.id, spec.key, spec.value),
                requests: client.cinder.describe((cinder) => cinder.setGroupSpecs(type.id, { [spec.key]: spec.value })),
              }
            : null
        }
        closeReadsClose
        dividers
      >
        <Typography variant="body2" color="text.secondary">
          {t(
            'Cinder does not schedule by group specs: backends are chosen by the volume types’ extra specs. Drivers read the keys below.',
          )}
        </Typography>
        {Object.keys(specs).length === 0 ? (
          <Typography>{t('No group specs.')}</Typography>
        ) : (
          <GroupSpecsTable
            typeName={type.name}
            specs={specs}
            disabled={remove.isPending || remove.outcomeUnknown}
            deleting={remove.isPending ? remove.variables : undefined}
            onDelete={(specKey) => void remove.run(specKey)}
          />
        )}
        {remove.error && <ErrorAlert title={t('The group spec was not deleted')} error={remove.error} />}
        <Typography variant="subtitle2" component="h3">
          {t('Add or change a key')}
        </Typography>
        <ChoiceField
          label={t('Well-known key')}
          value=""
          size="small"
          onChange={(chosen) => {
            const known = wellKnownGroupSpec(chosen)
            form.setValue('key', chosen, { shouldValidate: true })
            if (known && !form.getValues('value')) form.setValue('value', known.example)
          }}
          options={[
            { value: '', label: t('Choose one to fill in the key…'), disabled: true },
            ...WELL_KNOWN_GROUP_SPECS.map((spec) => ({ value: spec.key, label: spec.key })),
          ]}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ControlledTextField
            control={form.control}
            name="key"
            label={t('Key')}
            required
            sx={{ flex: 1 }}
            rules={{ validate: (text) => validateSpecKey(String(text)) }}
            helperText={key && key in specs ? t('Exists: setting it changes its value.') : undefined}
          />
          <ControlledTextField
            control={form.control}
            name="value"
            label={t('Value')}
            sx={{ flex: 1 }}
            rules={{
              maxLength: {
                value: SPEC_TEXT_MAX,
                message: t('The value can be at most {{max}} characters.', { max: SPEC_TEXT_MAX }),
              },
            }}
          />
        </Stack>
        <GroupSpecMeaning specKey={key.trim()} />
        <Stack direction="row">
          <Button size="small" disabled={!key && !value} onClick={() => form.reset({ key: '', value: '' })}>
            {t('Clear')}
          </Button>
        </Stack>
      </DialogForm>
    </DialogShell>
  )
}
