// A lighter labelled text field for the first screen (Sign In): the same look as TextField
// without its select machinery (Select, Menu, Popover), which the first load need not carry.
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import { useId, type ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form'

interface Props<T extends FieldValues> {
  name: FieldPath<T>
  control: Control<T>
  label: string
  rules?: UseControllerProps<T>['rules']
  helperText?: ReactNode
  disabled?: boolean
  type?: string
  autoComplete?: string
  autoFocus?: boolean
  /** Options of a native select; a text input when absent. */
  options?: readonly string[]
}

export function ControlledInput<T extends FieldValues>({
  name,
  control,
  label,
  rules,
  helperText,
  disabled,
  type,
  autoComplete,
  autoFocus,
  options,
}: Props<T>) {
  const { field, fieldState } = useController({ name, control, rules })
  const id = useId()
  const helpId = useId()
  const help = fieldState.error?.message ?? helperText
  return (
    <FormControl fullWidth error={fieldState.invalid} disabled={disabled ?? field.disabled}>
      <InputLabel htmlFor={id} shrink={options ? true : undefined}>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect
          id={id}
          input={<OutlinedInput label={label} notched />}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          inputProps={{ 'aria-describedby': help ? helpId : undefined }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          type={type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          inputProps={{ 'aria-describedby': help ? helpId : undefined }}
        />
      )}
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  )
}
