// Who may change things: Cinder's and Nova's default policies let a project's members (and
// admins) write; a reader only reads. The dashboard asks here before it offers a write.
import type { OpenStackClient } from '../api'
import { N_ } from '../i18n/marker'
import { tr } from '../i18n/tr'
import type { Guard } from './guards'

export function canWrite(client: Pick<OpenStackClient, 'token'>): boolean {
  return client.token.roles.some((role) => role === 'member' || role === 'admin')
}

export const READER_REASON = N_('Your role in this project can only read.')

/** Why a reader cannot, in the reader's language. */
export function readerReason(): string {
  return tr(READER_REASON)
}

/** `check` for someone who may write; the reader's refusal otherwise. */
export function asWriter(client: Pick<OpenStackClient, 'token'>, check: () => Guard): Guard {
  return canWrite(client) ? check() : { ok: false, reason: readerReason() }
}
