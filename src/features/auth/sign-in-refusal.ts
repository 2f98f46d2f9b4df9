// What a Sign In refusal means when Keystone words it as one of its password rules
// (src/rules/keystone-passwords.ts): an expired password, which the user changes there and
// then, or a locked account, which the form explains. Any other refusal is shown as it came.
import { isOpenStackError } from '../../api'
import { expiredPasswordUser, lockedAccountUser } from '../../rules/keystone-passwords'

export type SignInRefusal = { kind: 'expired'; userId: string } | { kind: 'locked' }

export function signInRefusal(error: unknown): SignInRefusal | null {
  if (!isOpenStackError(error) || error.status !== 401) return null
  const expired = expiredPasswordUser(error.message)
  if (expired) return { kind: 'expired', userId: expired }
  return lockedAccountUser(error.message) ? { kind: 'locked' } : null
}
