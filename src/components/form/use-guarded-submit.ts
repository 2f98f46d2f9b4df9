// One request per submit, however fast the clicks: the button is disabled while a request is
// out, but a second click can land before React re-renders it, and Enter submits without the
// button; a ref is what keeps it to one. The cloud's refusal is kept for the form's alert, and
// after a write whose answer was lost (the cloud may have done it) nothing is sent again.
import { useRef, useState, type FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { isOutcomeUnknown } from '../error-text'

export function useGuardedSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  send: (values: T) => Promise<void>,
  blocked = false,
) {
  const [serverError, setServerError] = useState<unknown>(null)
  const inFlight = useRef(false)
  const outcomeUnknown = isOutcomeUnknown(serverError)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current || blocked || outcomeUnknown) return
    inFlight.current = true
    // The alert tells about the last attempt; a new one starts without it.
    setServerError(null)
    void form
      .handleSubmit(async (values) => {
        try {
          await send(values)
        } catch (error) {
          setServerError(error)
        }
      })(event)
      .finally(() => {
        inFlight.current = false
      })
  }

  return { submit, serverError, outcomeUnknown }
}
