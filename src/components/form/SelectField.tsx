// Selects, in one idiom: typed options, each a value, a label, and when it cannot be chosen the
// reason as its second line (a disabled option cannot show a tooltip). SelectField is bound to
// react-hook-form and shows the field's validation message; ChoiceField is for state that is not
// a form's (the URL's filters).
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import type { Control, FieldPath, FieldValues, UseControllerProps } from 'react-hook-form'
import { ControlledTextField } from './ControlledTextField'

export interface SelectOption<V extends string = string> {
  value: V
  label: string
  /** A second line: a description, or why the option cannot be chosen. */
  secondary?: string | null
  disabled?: boolean
}

function renderOptions(options: readonly SelectOption[]) {
  return options.map((option) => (
    <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
      {option.secondary ? (
        <ListItemText primary={option.label} secondary={option.secondary} sx={{ my: 0 }} />
      ) : (
        option.label
      )}
    </MenuItem>
  ))
}

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select' | 'children'

type SelectFieldProps<T extends FieldValues> = Omit<TextFieldProps, Bound> & {
  control: Control<T>
  name: FieldPath<T>
  options: readonly SelectOption[]
  rules?: UseControllerProps<T>['rules']
}

export function SelectField<T extends FieldValues>({ options, ...props }: SelectFieldProps<T>) {
  return (
    <ControlledTextField<T> {...props} select>
      {renderOptions(options)}
    </ControlledTextField>
  )
}

type ChoiceFieldProps<V extends string> = Omit<TextFieldProps, Bound> & {
  value: V
  onChange: (value: V) => void
  options: ReadonlyArray<SelectOption<V>>
}

export function ChoiceField<V extends string>({ value, onChange, options, ...props }: ChoiceFieldProps<V>) {
  return (
    <TextField
      {...props}
      select
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value)
        if (chosen) onChange(chosen.value)
      }}
    >
      {renderOptions(options)}
    </TextField>
  )
}
