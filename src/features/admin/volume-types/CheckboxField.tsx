// A checkbox bound to react-hook-form, with its hint or its error as the accessible description.
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import { useId } from 'react'
import { useController, type Control, type UseControllerProps } from 'react-hook-form'
import type { CreateTypeValues } from './create-type-form'

type BooleanField = 'isPublic' | 'shareable' | 'cacheable' | 'encrypted'

interface Props {
  control: Control<CreateTypeValues>
  name: BooleanField
  label: string
  hint?: string
  rules?: UseControllerProps<CreateTypeValues, BooleanField>['rules']
  /** Called after the box changes, e.g. to re-check a field that depends on it. */
  onToggle?: () => void
}

export function CheckboxField({ control, name, label, hint, rules, onToggle }: Props) {
  const helperId = useId()
  const { field, fieldState } = useController({ control, name, rules })
  const help = fieldState.error?.message ?? hint
  return (
    <FormControl error={fieldState.invalid}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.target.checked)
              onToggle?.()
            }}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': help ? helperId : undefined,
                'aria-invalid': fieldState.invalid || undefined,
              },
            }}
          />
        }
      />
      {help && <FormHelperText id={helperId}>{help}</FormHelperText>}
    </FormControl>
  )
}
