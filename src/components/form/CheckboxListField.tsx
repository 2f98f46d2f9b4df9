// A set of checkboxes bound to react-hook-form as a list of the chosen values, in a labelled
// group, with the field's validation message under it (at least one volume type, say); an
// option's second line says what it is, or why it cannot be chosen.
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import ListItemText from '@mui/material/ListItemText'
import { useId } from 'react'
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form'
import type { SelectOption } from './SelectField'

interface Props<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  options: readonly SelectOption[]
  rules?: UseControllerProps<T>['rules']
}

export function CheckboxListField<T extends FieldValues>({ control, name, label, options, rules }: Props<T>) {
  const labelId = useId()
  const { field, fieldState } = useController({ control, name, rules })
  const chosen = (field.value ?? []) as string[]
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value))
  return (
    <FormControl error={fieldState.invalid} component="fieldset">
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <FormGroup aria-labelledby={labelId}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={
              option.secondary ? (
                <ListItemText primary={option.label} secondary={option.secondary} sx={{ my: 0.5 }} />
              ) : (
                option.label
              )
            }
            disabled={option.disabled}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  )
}
