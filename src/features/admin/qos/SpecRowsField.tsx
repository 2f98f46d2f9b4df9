// The keys and values of a QoS spec: a row each, Remove per row, Add Key.
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { AddIcon, DeleteIcon } from '../../../components/icons'
import { useT } from '../../../i18n/use-t'
import type { QosValues } from './qos-form'
import { COMMON_KEYS, validateRowKey, validateRowValue } from './qos-form'

export function SpecRowsField({ form }: { form: UseFormReturn<QosValues> }) {
  const t = useT()
  const rows = useFieldArray({ control: form.control, name: 'rows' })
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {t('Keys')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Common keys: {{keys}}. A back-end consumer takes the keys its driver documents.', {
          keys: COMMON_KEYS.join(', '),
        })}
      </Typography>
      <Stack spacing={1.5} role="list" aria-label={t('Keys and values')}>
        {rows.fields.length === 0 && <Typography color="text.secondary">{t('No keys')}</Typography>}
        {rows.fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} role="listitem" sx={{ alignItems: 'flex-start' }}>
            <ControlledTextField
              control={form.control}
              name={`rows.${index}.key`}
              label={t('Key')}
              size="small"
              sx={{ flex: 1, minWidth: 0 }}
              rules={{ validate: () => validateRowKey(form.getValues('rows'), index) }}
              autoFocus={index === rows.fields.length - 1 && field.key === ''}
            />
            <ControlledTextField
              control={form.control}
              name={`rows.${index}.value`}
              label={t('Value')}
              size="small"
              sx={{ flex: 1, minWidth: 0 }}
              rules={{ validate: (value) => validateRowValue(String(value)) }}
            />
            <IconButton
              aria-label={t('Remove {{key}}', { key: form.getValues(`rows.${index}.key`) || t('this row') })}
              onClick={() => rows.remove(index)}
              sx={{ mt: 0.5 }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row">
        <Button startIcon={<AddIcon />} onClick={() => rows.append({ key: '', value: '' })}>
          {t('Add Key')}
        </Button>
      </Stack>
    </Stack>
  )
}
