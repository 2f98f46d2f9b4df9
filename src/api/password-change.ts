// A user's own password change (docs/keystone-sign-in.md, 3.2): Keystone's
// POST /v3/users/{user_id}/password, which needs no token, so it works for a password that has
// expired. Through the console's server (its /_console/session/password route, which passes
// Keystone's answer on) when there is one, else straight to Keystone. 204 resolves; a refusal
// is an OpenStackError with Keystone's words (its password rules, a lockout, a wrong password).
import type { PasswordChangeRequest } from './console-wire'
import { CONSOLE_REQUEST_HEADERS } from './console-wire'
import type { FetchLike } from './http'
import { send } from './http'
import { passwordChangeBody, userPasswordUrl } from './keystone-wire'

export async function changeOwnPassword(
  fetchImpl: FetchLike,
  change: PasswordChangeRequest,
  /** The console's password route; none: straight to the cloud's Keystone. */
  consoleUrl: string | null,
  timeoutMs?: number,
): Promise<void> {
  await send(
    fetchImpl,
    consoleUrl
      ? { method: 'POST', url: consoleUrl, body: change, headers: CONSOLE_REQUEST_HEADERS, timeoutMs }
      : {
          method: 'POST',
          url: userPasswordUrl(change.authUrl, change.userId),
          body: passwordChangeBody(change.originalPassword, change.password),
          timeoutMs,
        },
  )
}
