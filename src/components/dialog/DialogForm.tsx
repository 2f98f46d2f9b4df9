// The inside of every dialog: a form, the refusal of the last submit above the fields with its
// request id, and Cancel + Submit. A dialog that sends hands over its write whole (useApiMutation,
// useStepsMutation) with what to send: the button and Enter both submit through the write's
// submitForm (one request however fast the clicks), the button spins while the request is out,
// the write's error shows in place with every input kept, and after a lost answer the button
// stays disabled. A confirmation (delete, detach, reset…) has no fields: it leaves out `form` and
// sends `toVars()` of an empty one. A dialog that only shows (Manage Attachments) has no write:
// Close only.
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { DialogWrite, FormAnswer } from './dialog-write'
import { DialogFormLayout, type DialogFormLooks } from './DialogFormLayout'
import { EquivalentCommand, type CommandSpec } from './EquivalentCommand'

interface Sending<T extends FieldValues, TVars, TData> extends DialogFormLooks {
  /** The write this form sends: its pending state, its error and a lost answer are read from it. */
  mutation: DialogWrite<TVars, TData>
  /** The fields' form; left out by a confirmation, which has none. */
  form?: UseFormReturn<T>
  /** What to send of the (valid) values; null: nothing to send now. */
  toVars: (values: T) => NoInfer<TVars> | null
  /** What the form itself does with the answer (a refusal that belongs to one field, say). */
  answer?: FormAnswer<NoInfer<TVars>, NoInfer<TData>>
  submitLabel: string
  /** What the write would send of these variables, shown under "Equivalent command" (EquivalentCommand.tsx). */
  command?: (vars: NoInfer<TVars>) => CommandSpec | null
}

interface Showing extends DialogFormLooks {
  mutation?: undefined
  form?: undefined
  toVars?: undefined
  answer?: undefined
  command?: undefined
}

export type DialogFormProps<T extends FieldValues, TVars, TData> = Sending<T, TVars, TData> | Showing

export function DialogForm<T extends FieldValues = FieldValues, TVars = void, TData = unknown>(
  props: DialogFormProps<T, TVars, TData>,
) {
  // A confirmation's form: nothing to fill in, but the same submit path as every form.
  const empty = useForm<T>()
  if (props.mutation === undefined) {
    const { mutation: _mutation, form: _form, toVars: _toVars, answer: _answer, command: _command, ...looks } = props
    return <DialogFormLayout {...looks} />
  }
  const { mutation, form, toVars, answer, command, submitDisabled = false, ...looks } = props
  return (
    <DialogFormLayout
      {...looks}
      command={command && <EquivalentCommand form={form ?? empty} toVars={toVars} command={command} />}
      onSubmit={mutation.submitForm(form ?? empty, toVars, answer)}
      pending={mutation.isPending}
      error={mutation.error}
      submitDisabled={submitDisabled || mutation.outcomeUnknown}
    />
  )
}
