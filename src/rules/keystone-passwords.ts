// Keystone's password rules (PCI-DSS, `[security_compliance]`), as the console recognises their
// refusals at Sign In and the demo cloud gives them (docs/keystone-sign-in.md, section 3). The
// words are Keystone's own: its exception classes build them from their arguments, so they show
// in production too (keystone/exception.py PasswordExpired, PasswordRequirementsValidationError,
// PasswordHistoryValidationError). A locked account is the exception: Zed answers it with the
// same bare 401 as a wrong password, at Sign In and at the password change alike
// (keystone/notifications.py emit_event turns AccountLocked into Unauthorized; seen on Zed).

const EXPIRED = 'The password is expired and needs to be changed for user: '

/** Keystone's 401 that says nothing more: a wrong password, an unknown user or project, a locked account, a refused code. */
export const UNAUTHORIZED_MESSAGE = 'The request you have made requires authentication.'

/** 401 at Sign In when the password is right but expired, or must be changed on first use (keystone/identity/backends/sql.py). */
export const passwordExpiredMessage = (userId: string) => `${EXPIRED}${userId}.`

/** 400 from the password change when the new one fails `password_regex`; the description is the operator's. */
export const passwordRequirementsMessage = (description: string) =>
  `The password does not match the requirements: ${description}.`

/** 400 from the password change when the new one is among the last `unique_last_password_count` (the current one included). */
export const passwordHistoryMessage = (count: number) =>
  `The new password cannot be identical to a previous password. The total number which includes the new password must be unique is ${count}.`

/** The user id in Keystone's message, when the message is the one that starts with `prefix`. */
function userIn(message: string, prefix: string): string | null {
  if (!message.startsWith(prefix) || !message.endsWith('.')) return null
  const id = message.slice(prefix.length, -1)
  return /^[^\s/]+$/.test(id) ? id : null
}

/** The user whose password Keystone says has expired (Horizon reads the same message: openstack_auth/plugin/base.py). */
export const expiredPasswordUser = (message: string) => userIn(message, EXPIRED)

/** Keystone's `lockout_duration` default, in seconds (keystone/conf/security_compliance.py). */
export const DEFAULT_LOCKOUT_SECONDS = 1800

/** What the new password must be, checked before sending (Keystone checks it again and has the last word). */
export type NewPasswordProblem = 'empty' | 'mismatch' | 'unchanged'

/** Horizon's own checks on its change-password form (openstack_auth/forms.py Password), before Keystone is asked. */
export function newPasswordProblem(original: string, password: string, confirm: string): NewPasswordProblem | null {
  if (password === '') return 'empty'
  if (password !== confirm) return 'mismatch'
  if (password === original) return 'unchanged'
  return null
}
