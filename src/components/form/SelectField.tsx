// A select bound to react-hook-form, typed by the form's values: each option a value, a label,
// and when it cannot be chosen, the reason as its second line (a disabled option cannot show a
// tooltip). The field's validation message shows under it.
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import type { TextFieldProps } from '@mui/material/TextField'
import type { Control, FieldPath, FieldValues, UseControllerProps } from 'react-hook-form'
import { ControlledTextField } from './ControlledTextField'

export interface SelectOption {
  value: string
  label: string
  /** A second line: a description, or why the option cannot be chosen. */
  secondary?: string | null
  disabled?: boolean
}

type SelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select' | 'children'
> & {
  control: Control<T>
  name: FieldPath<T>
  options: readonly SelectOption[]
  rules?: UseControllerProps<T>['rules']
}

export function SelectField<T extends FieldValues>({ options, ...props }: SelectFieldProps<T>) {
  return (
    <ControlledTextField<T> {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.secondary ? (
            <ListItemText primary={option.label} secondary={option.secondary} sx={{ my: 0 }} />
          ) : (
            option.label
          )}
        </MenuItem>
      ))}
    </ControlledTextField>
  )
}
