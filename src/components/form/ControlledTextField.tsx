import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form'

type ControlledTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: FieldPath<T>
  control: Control<T>
  rules?: UseControllerProps<T>['rules']
}

/** An MUI TextField bound to react-hook-form, showing the field's validation message. */
export function ControlledTextField<T extends FieldValues>({
  name,
  control,
  rules,
  helperText,
  ...props
}: ControlledTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control, rules })
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    />
  )
}
