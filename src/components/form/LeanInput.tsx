// A lighter labelled text field for the first screen (Sign In): the look of TextField without
// its select machinery (Select, Menu, Popover) and without a form library, which the first load
// need not carry. The error, when there is one, replaces the helper text and describes the input.
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import { useId, type ReactNode, type Ref } from 'react'

export interface LeanInputProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  helperText?: ReactNode
  disabled?: boolean
  type?: string
  autoComplete?: string
  autoFocus?: boolean
  /** The keyboard a phone shows (numeric for a code). */
  inputMode?: 'numeric' | 'text'
  inputRef?: Ref<HTMLInputElement | HTMLSelectElement>
  /** Options of a native select (a value, or a value with its label); a text input when absent. */
  options?: ReadonlyArray<string | { value: string; label: string }>
}

export function LeanInput({
  name,
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  type,
  autoComplete,
  autoFocus,
  inputMode,
  inputRef,
  options,
}: LeanInputProps) {
  const id = useId()
  const helpId = useId()
  const help = error ?? helperText
  const described = { 'aria-describedby': help ? helpId : undefined, 'aria-invalid': error ? true : undefined }
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id} shrink={options ? true : undefined}>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect
          id={id}
          input={<OutlinedInput label={label} notched />}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputRef={inputRef}
          inputProps={described}
        >
          {options.map((option) => {
            const { value: optionValue, label: optionLabel } =
              typeof option === 'string' ? { value: option, label: option } : option
            return (
              <option key={optionValue} value={optionValue}>
                {optionLabel}
              </option>
            )
          })}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          label={label}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputRef={inputRef}
          type={type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          inputProps={{ ...described, inputMode }}
        />
      )}
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  )
}
