// How an error reads in the UI: the OpenStack message, and the request id to quote.
import { isOpenStackError } from '../api'
import { N_ } from '../i18n/marker'
import { tr } from '../i18n/tr'

export interface ErrorText {
  message: string
  requestId?: string
  status?: number
  /** Set when a change was sent but no answer came: the cloud may have made it all the same. */
  unknownOutcome?: string
}

const READS = new Set(['GET', 'HEAD'])

export const UNKNOWN_OUTCOME = N_(
  'No answer came back, so whether the cloud made the change is unknown. The views are being refreshed: check them before trying again.',
)

/**
 * A change (POST, PUT, DELETE…) whose answer never arrived: a dropped connection or a timeout.
 * The request may have reached the cloud and done its work, so sending it again could do it twice.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return (
    isOpenStackError(error) &&
    (error.kind === 'network' || error.kind === 'timeout') &&
    error.method !== undefined &&
    !READS.has(error.method.toUpperCase())
  )
}

export function errorText(error: unknown): ErrorText {
  if (isOpenStackError(error)) {
    return {
      message: error.message,
      requestId: error.requestId,
      status: error.status || undefined,
      unknownOutcome: isOutcomeUnknown(error) ? tr(UNKNOWN_OUTCOME) : undefined,
    }
  }
  if (error instanceof Error) return { message: error.message }
  return { message: String(error) }
}
