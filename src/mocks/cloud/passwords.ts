// Keystone's password checks for the SQL identity driver, in its order
// (keystone/identity/backends/sql.py authenticate; keystone/identity/core.py change_password;
// docs/keystone-sign-in.md, section 3): a locked account is refused before the password is
// looked at, a wrong password counts towards the lock, an expired one is refused only once it
// is known to be right. The options are the cloud's `passwordRules` (none when absent).
import {
  accountLockedMessage,
  passwordExpiredMessage,
  passwordHistoryMessage,
  passwordRequirementsMessage,
} from '../../rules/keystone-passwords'
import { AUTH_REQUIRED } from '../http/respond'
import type { DemoCloud } from './cloud'
import type { KeystoneRefusal } from './identity'
import type { UserRecord } from './state'

const unauthorized = (message: string): KeystoneRefusal => ({ status: 401, title: 'Unauthorized', message })
const badRequest = (message: string) => ({ status: 400 as const, title: 'Bad Request', message })

function locked(cloud: DemoCloud, user: UserRecord): boolean {
  const rules = cloud.settings.passwordRules
  if (!rules?.lockoutFailureAttempts || (user.failedAuthCount ?? 0) < rules.lockoutFailureAttempts) return false
  if ((user.failedAuthAt ?? 0) + rules.lockoutSeconds * 1000 > cloud.now()) return true
  // The lock has run out: the count starts again.
  user.failedAuthCount = 0
  return false
}

/**
 * The password checks of a sign-in, for a user that exists: null when it may go on, else the
 * 401 Keystone gives. `expiredPasses` is the change-password path, where an expired password
 * is what is being replaced.
 */
export function checkPassword(
  cloud: DemoCloud,
  user: UserRecord,
  password: string,
  expiredPasses = false,
): KeystoneRefusal | null {
  if (locked(cloud, user)) return unauthorized(accountLockedMessage(user.id))
  if (user.password !== password) {
    user.failedAuthCount = (user.failedAuthCount ?? 0) + 1
    user.failedAuthAt = cloud.now()
    cloud.changed()
    return unauthorized(AUTH_REQUIRED)
  }
  if (user.failedAuthCount) {
    user.failedAuthCount = 0
    cloud.changed()
  }
  const expiresAt = user.passwordExpiresAt ? Date.parse(user.passwordExpiresAt) : NaN
  if (!expiredPasses && expiresAt <= cloud.now()) return unauthorized(passwordExpiredMessage(user.id))
  return null
}

/** `POST /v3/users/{user_id}/password`'s body (keystone/identity/schema.py password_change). */
export interface PasswordChange {
  original_password?: unknown
  password?: unknown
}

/**
 * The self-service change, no token needed: the original password checked as at sign-in
 * (an expired one passes), then the new one against the regex and the history; on success
 * every token of the user is revoked. null is Keystone's 204.
 */
export function changePassword(
  cloud: DemoCloud,
  userId: string,
  change: PasswordChange,
): KeystoneRefusal | ReturnType<typeof badRequest> | null {
  for (const field of ['original_password', 'password'] as const) {
    if (typeof change[field] !== 'string') return badRequest(`'${field}' is a required property`)
  }
  const original = change.original_password as string
  const password = change.password as string
  const user = cloud.state.users.find((candidate) => candidate.id === userId)
  if (!user) return unauthorized(AUTH_REQUIRED)
  const refused = checkPassword(cloud, user, original, true)
  if (refused) return refused
  const rules = cloud.settings.passwordRules
  if (rules?.regex && !new RegExp(rules.regex).test(password))
    return badRequest(passwordRequirementsMessage(rules.regexDescription ?? 'None'))
  // The last unique_last_password_count passwords, the current one included (sql.py _validate_password_history).
  const history = [user.password, ...(user.previousPasswords ?? [])].slice(0, rules?.uniqueLastPasswordCount ?? 0)
  if (rules && history.includes(password)) return badRequest(passwordHistoryMessage(rules.uniqueLastPasswordCount))
  user.previousPasswords = [user.password, ...(user.previousPasswords ?? [])].slice(0, 10)
  user.password = password
  user.passwordExpiresAt = rules?.expiresDays
    ? new Date(cloud.now() + rules.expiresDays * 86_400_000).toISOString()
    : null
  for (const [tokenId, caller] of cloud.tokens) if (caller.userId === user.id) cloud.revokeToken(tokenId)
  cloud.changed()
  return null
}
