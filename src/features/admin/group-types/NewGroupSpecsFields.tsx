// The group specs of a new group type (POST /group_types takes group_specs,
// C:cinder/api/v3/group_types.py#create): rows of key and value, a well-known key picked from the
// list fills a row with its usual value and is explained under it, as in the Group Specs editor.
// Keys are held to the group-specs call's pattern (no spaces or '/'), so each can be changed there later.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useFieldArray, useWatch, type Control } from 'react-hook-form'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { ChoiceField } from '../../../components/form/SelectField'
import { useT } from '../../../i18n/use-t'
import { SPEC_TEXT_MAX } from '../../../rules/text-limits'
import { validateSpecKey } from '../volume-types/ExtraSpecsDialog'
import type { NewGroupTypeValues } from './group-type-form'
import { GroupSpecMeaning } from './GroupSpecsTable'
import { WELL_KNOWN_GROUP_SPECS, wellKnownGroupSpec } from './well-known-group-specs'

export function NewGroupSpecsFields({ control }: { control: Control<NewGroupTypeValues> }) {
  const t = useT()
  const rows = useFieldArray({ control, name: 'specs' })
  const specs = useWatch({ control, name: 'specs' })
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {t('Group Specs')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(
          'Cinder does not schedule by group specs: backends are chosen by the volume types’ extra specs. Drivers read the keys below.',
        )}
      </Typography>
      <ChoiceField
        label={t('Well-known key')}
        value=""
        size="small"
        onChange={(chosen) => {
          const known = wellKnownGroupSpec(chosen)
          if (known) rows.append({ key: known.key, value: known.example })
        }}
        options={[
          { value: '', label: t('Choose one to add it…'), disabled: true },
          ...WELL_KNOWN_GROUP_SPECS.map((spec) => ({
            value: spec.key,
            label: spec.key,
            disabled: specs.some((row) => row.key.trim() === spec.key),
          })),
        ]}
      />
      {rows.fields.map((row, index) => (
        <Stack key={row.id} spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <ControlledTextField
              control={control}
              name={`specs.${index}.key`}
              label={t('Key')}
              required
              sx={{ flex: 1 }}
              rules={{
                validate: (text, values) =>
                  validateSpecKey(String(text)) ??
                  (values.specs.filter((other) => other.key.trim() === String(text).trim()).length > 1
                    ? t('This key is given twice.')
                    : true),
              }}
            />
            <ControlledTextField
              control={control}
              name={`specs.${index}.value`}
              label={t('Value')}
              sx={{ flex: 1 }}
              rules={{
                maxLength: {
                  value: SPEC_TEXT_MAX,
                  message: t('The value can be at most {{max}} characters.', { max: SPEC_TEXT_MAX }),
                },
              }}
            />
            <Button
              size="small"
              onClick={() => rows.remove(index)}
              aria-label={t('Remove group spec {{key}}', { key: specs[index]?.key || String(index + 1) })}
            >
              {t('Remove')}
            </Button>
          </Stack>
          <GroupSpecMeaning specKey={specs[index]?.key.trim() ?? ''} />
        </Stack>
      ))}
      <Stack direction="row">
        <Button size="small" onClick={() => rows.append({ key: '', value: '' })}>
          {t('Add a group spec')}
        </Button>
      </Stack>
    </Stack>
  )
}
