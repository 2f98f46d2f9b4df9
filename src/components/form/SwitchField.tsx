// A switch bound to react-hook-form, labelled beside it or (in a table cell) by `aria-label`.
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

interface Props<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  /** A visible label beside the switch. */
  label?: string
  /** The name when no label is shown (a switch in a table cell). */
  ariaLabel?: string
}

export function SwitchField<T extends FieldValues>({ control, name, label, ariaLabel }: Props<T>) {
  const { field } = useController({ control, name })
  const toggle = (
    <Switch
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      slotProps={{ input: { ref: field.ref, 'aria-label': ariaLabel } }}
    />
  )
  return label ? <FormControlLabel control={toggle} label={label} /> : toggle
}
