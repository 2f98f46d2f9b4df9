// The keys and values of a QoS spec (KeyValueRows), with the common keys named above them.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { UseFormReturn } from 'react-hook-form'
import { KeyValueRows } from '../../../components/form/KeyValueRows'
import { useT } from '../../../i18n/use-t'
import type { QosValues } from './qos-form'
import { COMMON_KEYS, validateRowKey, validateRowValue } from './qos-form'

export function SpecRowsField({ form }: { form: UseFormReturn<QosValues> }) {
  const t = useT()
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
      <KeyValueRows
        control={form.control}
        empty={t('No keys')}
        addLabel={t('Add Key')}
        validateKey={(index) => (_key, values) => validateRowKey(values.rows, index)}
        validateValue={(value) => validateRowValue(String(value))}
      />
    </Stack>
  )
}
