// Server refusals of POST /volumes that belong to one field of the dialog rather than to the
// whole request (messages of R11 and R12, docs/rules.md).
import { isOpenStackError } from '../../../api'
import { MULTIATTACH_ENCRYPTED_REASON } from '../../../rules/cinder-rules'

export type FieldRefusal =
  { field: 'shareable'; message: string } | { field: 'volumeType'; message: string } | { field: null; message: string }

export function fieldRefusal(error: unknown): FieldRefusal {
  if (!isOpenStackError(error)) return { field: null, message: error instanceof Error ? error.message : String(error) }
  // "Policy doesn't allow volume:multiattach to be performed." (C:cinder/volume/api.py#create)
  if (error.status === 403 && /\bvolume:multiattach\b/.test(error.message)) {
    return { field: 'shareable', message: error.message }
  }
  if (error.status === 400 && error.message.includes(MULTIATTACH_ENCRYPTED_REASON)) {
    return { field: 'volumeType', message: error.message }
  }
  return { field: null, message: error.message }
}
