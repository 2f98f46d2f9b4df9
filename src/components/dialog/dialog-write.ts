// What a dialog's form needs of its write (useApiMutation, useStepsMutation): whether a request
// is out, the cloud's refusal of the last submit, whether its answer was lost (then the form
// sends nothing more), and the one submit path that takes the single-flight guard.
import type { FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { OpenStackError } from '../../api'

/** What the form itself does with the answer (a refusal that belongs to one field, say). */
export interface FormAnswer<TVars, TData> {
  onSuccess?: (data: TData, vars: TVars) => void
  onError?: (error: OpenStackError, vars: TVars) => void
}

export interface DialogWrite<TVars, TData> {
  isPending: boolean
  /** The refusal shown above the fields (a one-step run's failure, for a steps write that says so). */
  error: unknown
  /** The last answer was lost: the form must not send again (the views are being refreshed). */
  outcomeUnknown: boolean
  /**
   * A form's onSubmit: validates, then sends the values (as `toVars` makes them; null: nothing to
   * send now). The guard is taken before validation, so a second Enter or click during it sends
   * nothing either.
   */
  submitForm: <T extends FieldValues>(
    form: UseFormReturn<T>,
    toVars: (values: T) => TVars | null,
    answer?: FormAnswer<TVars, TData>,
  ) => (event?: FormEvent<HTMLFormElement>) => void
}
