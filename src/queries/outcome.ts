// The result of one step of a write (one server attached, one volume deleted…), as progress
// lists show it and notifications quote it.
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

/**
 * The failure as the one error type: for notifications and a form's alert, which show the
 * message and the request id. An instance action's failure keeps its request id.
 */
export function failureError(failure: Failure): OpenStackError {
  if (failure.error instanceof OpenStackError) return failure.error
  return new OpenStackError({
    kind: 'http',
    status: 0,
    fault: failure.requestId ? 'instanceAction' : failure.refused ? 'refused' : 'failed',
    message: failure.message,
    requestId: failure.requestId,
  })
}
