// Keystone's password checks for the SQL identity driver, in its order
// (keystone/identity/backends/sql.py authenticate; keystone/identity/core.py change_password;
// docs/keystone-sign-in.md, section 3): a locked account is refused before the password is
// looked at (with the same 401 as a wrong password), a wrong password counts towards the lock, an expired one is refused only once it
// is known to be right. The options are the cloud's `passwordRules` (none when absent).
import {
  passwordExpiredMessage,
  passwordHistoryMessage,
  passwordRequirementsMessage,
} from '../../rules/keystone-passwords'
import { AUTH_REQUIRED } from '../http/respond'
import { pythonPformat, pythonRepr } from './python-repr'
import type { DemoCloud } from './cloud'
import type { KeystoneRefusal } from './identity-records'
import type { UserRecord } from './state'

const unauthorized = (message: string): KeystoneRefusal => ({ status: 401, title: 'Unauthorized', message })
const badRequest = (message: string): KeystoneRefusal => ({ status: 400, title: 'Bad Request', message })

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
  // Zed's sign-in and password change answer a locked account with the bare 401 (keystone-passwords.ts).
  if (locked(cloud, user)) return unauthorized(AUTH_REQUIRED)
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

/** keystone/identity/schema.py password_change, as jsonschema words its refusals (checked on Zed). */
const SCHEMA = `{'additionalProperties': False,
 'properties': {'original_password': {'type': 'string'},
                'password': {'type': 'string'}},
 'required': ['original_password', 'password'],
 'type': 'object'}`

const indent = (text: string) => text.replace(/^/gm, '    ')

/** jsonschema's message for the first thing the schema refuses in `change`, or null. */
function schemaRefusal(change: PasswordChange): string | null {
  const missing = (['original_password', 'password'] as const).find((field) => !(field in change))
  if (missing)
    return `'${missing}' is a required property\n\nFailed validating 'required' in schema:\n${indent(SCHEMA)}\n\nOn instance:\n${indent(pythonPformat(change))}`
  const extra = Object.keys(change).find((key) => key !== 'original_password' && key !== 'password')
  if (extra)
    return `Additional properties are not allowed (${pythonRepr(extra)} was unexpected)\n\nFailed validating 'additionalProperties' in schema:\n${indent(SCHEMA)}\n\nOn instance:\n${indent(pythonPformat(change))}`
  const wrongType = (['original_password', 'password'] as const).find((field) => typeof change[field] !== 'string')
  if (wrongType) {
    const value = pythonRepr(change[wrongType])
    return `Invalid input for field '${wrongType}': ${value} is not of type 'string'\n\nFailed validating 'type' in schema['properties']['${wrongType}']:\n    {'type': 'string'}\n\nOn instance['${wrongType}']:\n    ${value}`
  }
  return null
}

/** `POST /v3/users/{user_id}/password`'s body (keystone/identity/schema.py password_change). */
export type PasswordChange = Record<string, unknown> & {
  original_password?: unknown
  password?: unknown
}

/**
 * The self-service change, no token needed: the original password checked as at sign-in
 * (an expired one passes), then the new one against the regex and the history; on success
 * every token of the user is revoked. null is Keystone's 204.
 */
export function changePassword(cloud: DemoCloud, userId: string, change: PasswordChange): KeystoneRefusal | null {
  const refused = schemaRefusal(change)
  if (refused) return badRequest(refused)
  const original = change.original_password as string
  const password = change.password as string
  const user = cloud.state.users.find((candidate) => candidate.id === userId)
  if (!user) return unauthorized(AUTH_REQUIRED)
  const wrong = checkPassword(cloud, user, original, true)
  if (wrong) return wrong
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
