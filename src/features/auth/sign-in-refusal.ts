// What a Sign In refusal means when Keystone words it as one of its password rules
// (src/rules/keystone-passwords.ts): an expired password, which the user changes there and
// then; Keystone's bare 401, which may be a wrong password or a locked account (Keystone does not
// say which), and which the form explains; or when Keystone answers with a receipt
// (src/rules/keystone-mfa.ts): the account needs a second method, asked for next. Any other
// refusal is shown as it came.
import type { KeystoneReceipt } from '../../api'
import { isOpenStackError } from '../../api'
import { expiredPasswordUser, UNAUTHORIZED_MESSAGE } from '../../rules/keystone-passwords'

export type SignInRefusal =
  { kind: 'expired'; userId: string } | { kind: 'not-accepted' } | { kind: 'second-factor'; receipt: KeystoneReceipt }

export function signInRefusal(error: unknown): SignInRefusal | null {
  if (!isOpenStackError(error) || error.status !== 401) return null
  if (error.receipt) return { kind: 'second-factor', receipt: error.receipt }
  const expired = expiredPasswordUser(error.message)
  if (expired) return { kind: 'expired', userId: expired }
  return error.message === UNAUTHORIZED_MESSAGE ? { kind: 'not-accepted' } : null
}
