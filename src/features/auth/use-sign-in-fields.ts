// The Sign In form's state without a form library: the values as typed, the required fields
// checked on submit (then again as the user types), and the cursor put in the first field
// that needs something.
import { useRef, useState } from 'react'
import type { LeanInputProps } from '../../components/form/LeanInput'
import { requiredFields, type SignInValues } from './sign-in-values'

type Name = keyof SignInValues
type Errors = Partial<Record<Name, string>>

export function useSignInFields(defaultValues: SignInValues, requiredMessage: (name: Name) => string) {
  const [values, setValues] = useState(defaultValues)
  const [errors, setErrors] = useState<Errors>({})
  const [submitted, setSubmitted] = useState(false)
  const inputs = useRef(new Map<Name, HTMLInputElement | HTMLSelectElement>())

  const check = (next: SignInValues): Errors =>
    Object.fromEntries(
      requiredFields(next)
        .filter((name) => next[name].trim() === '')
        .map((name) => [name, requiredMessage(name)]),
    ) as Errors

  const field = (name: Name): Pick<LeanInputProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => {
      const next = { ...values, [name]: value } as SignInValues
      setValues(next)
      if (submitted) setErrors(check(next))
    },
    inputRef: (node) => {
      if (node) inputs.current.set(name, node)
      else inputs.current.delete(name)
    },
  })

  /** Several values at once (another cloud's defaults); errors are checked again once submitted. */
  const replace = (next: SignInValues) => {
    setValues(next)
    if (submitted) setErrors(check(next))
  }

  /** The values when every required field is filled; otherwise null, with the errors shown. */
  const validate = (): SignInValues | null => {
    setSubmitted(true)
    const found = check(values)
    setErrors(found)
    const first = requiredFields(values).find((name) => found[name])
    if (!first) return values
    inputs.current.get(first)?.focus()
    return null
  }

  return { values, field, replace, validate }
}
