// How an error reads in the UI: the OpenStack message, and the request id to quote.
import { isOpenStackError } from '../api'

export interface ErrorText {
  message: string
  requestId?: string
  status?: number
}

export function errorText(error: unknown): ErrorText {
  if (isOpenStackError(error)) {
    return { message: error.message, requestId: error.requestId, status: error.status || undefined }
  }
  if (error instanceof Error) return { message: error.message }
  return { message: String(error) }
}
