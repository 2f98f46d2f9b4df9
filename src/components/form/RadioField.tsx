// A radio group bound to react-hook-form, typed by the form's values: one stop for the keyboard
// (the arrows choose), each option with an optional second line (why it cannot be chosen), and
// the help under the group as its accessible description.
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import ListItemText from '@mui/material/ListItemText'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import type { SelectOption } from './SelectField'

interface Props<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  options: readonly SelectOption[]
  /** Under the group, read as its description. */
  help?: string
  row?: boolean
  disabled?: boolean
  /** After the value changes (e.g. to clear a refusal that was about the old choice). */
  onChanged?: (value: string) => void
}

export function RadioField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  help,
  row = false,
  disabled = false,
  onChanged,
}: Props<T>) {
  const labelId = useId()
  const helpId = useId()
  const { field } = useController({ control, name })
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        value={field.value}
        onChange={(event) => {
          field.onChange(event.target.value)
          onChanged?.(event.target.value)
        }}
        aria-labelledby={labelId}
        aria-describedby={help ? helpId : undefined}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            disabled={disabled || option.disabled}
            label={
              option.secondary ? <ListItemText primary={option.label} secondary={option.secondary} /> : option.label
            }
          />
        ))}
      </RadioGroup>
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  )
}
