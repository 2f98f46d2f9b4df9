// The result of one attach or detach, as the dialogs list it and the notifications quote it.
import { OpenStackError } from '../api'
import { errorText } from '../components/error-text'

export type Outcome = { ok: true } | Failure

export interface Failure {
  ok: false
  message: string
  requestId?: string
  /** Refused by a guard before any request was sent. */
  refused?: boolean
  /** The error as it arrived, when one did. */
  error?: unknown
}

export const SUCCESS: Outcome = { ok: true }

export function failureOf(error: unknown): Failure {
  const text = errorText(error)
  return { ok: false, message: text.message, requestId: text.requestId, error }
}

/** The error to hand to notify.error, so the notification shows the message and the request id. */
export function failureError(failure: Failure): unknown {
  if (failure.error !== undefined) return failure.error
  if (!failure.requestId) return new Error(failure.message)
  return new OpenStackError({
    kind: 'http',
    status: 0,
    fault: 'instanceAction',
    message: failure.message,
    requestId: failure.requestId,
  })
}
