// Rows of a key and a value, each removable, and a button that adds one: a resource's metadata,
// a QoS spec's keys. Bound to the form's `rows` field array; each caller checks keys and values
// its own way.
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useFieldArray, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useT } from '../../i18n/use-t'
import { AddIcon, DeleteIcon } from '../icons'
import { ControlledTextField } from './ControlledTextField'

export interface KeyValueRow {
  key: string
  value: string
}

interface Props<T extends FieldValues & { rows: KeyValueRow[] }> {
  control: Control<T>
  /** Shown when there is no row, e.g. "No metadata". */
  empty: string
  addLabel: string
  /** The check of row `index`'s key, given the form's values (to compare with the other keys). */
  validateKey: (index: number) => (key: unknown, values: { rows: KeyValueRow[] }) => string | true | undefined
  validateValue: (value: unknown) => string | true | undefined
  /** How much wider the value is than the key (1: as wide). */
  valueFlex?: number
}

export function KeyValueRows<T extends FieldValues & { rows: KeyValueRow[] }>({
  control,
  empty,
  addLabel,
  validateKey,
  validateValue,
  valueFlex = 1,
}: Props<T>) {
  const t = useT()
  // The form's rows field array (typed loosely here: only `rows` is known of the form).
  const plain = control as unknown as Control<{ rows: KeyValueRow[] }>
  const rows = useFieldArray({ control: plain, name: 'rows' })
  const typed = useWatch({ control: plain, name: 'rows' })
  const field = (index: number, part: 'key' | 'value') => `rows.${index}.${part}` as Path<T>
  return (
    <>
      <Stack spacing={1.5} role="list" aria-label={t('Keys and values')}>
        {rows.fields.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
        {rows.fields.map((row, index) => (
          <Stack key={row.id} direction="row" spacing={1} role="listitem" sx={{ alignItems: 'flex-start' }}>
            <ControlledTextField
              control={control}
              name={field(index, 'key')}
              label={t('Key')}
              size="small"
              sx={{ flex: 1, minWidth: 0 }}
              rules={{ validate: validateKey(index) }}
              autoFocus={index === rows.fields.length - 1 && row.key === '' && row.value === ''}
            />
            <ControlledTextField
              control={control}
              name={field(index, 'value')}
              label={t('Value')}
              size="small"
              sx={{ flex: valueFlex, minWidth: 0 }}
              rules={{ validate: validateValue }}
            />
            <IconButton
              aria-label={t('Remove {{key}}', { key: typed?.[index]?.key || t('this row') })}
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
          {addLabel}
        </Button>
      </Stack>
    </>
  )
}
