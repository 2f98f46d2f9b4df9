// How the app reaches the cloud and signs in, as this console is set up (runtime-config.ts):
// through the console's server (its session and proxy: the page never holds the token, and a
// reload keeps the session), or, with no such server, directly to a cloud that allows CORS
// (the token then lives in the page's memory only, and a reload signs out).
import type { Credentials, OpenStackClient } from '../api'
import { connect, connectViaConsole, resumeConsoleSession } from '../api'
import type { PasswordChangeRequest } from '../api/console-wire'
import { CONSOLE_PASSWORD_PATH } from '../api/console-wire'
import type { FetchLike } from '../api/http'
import { changeOwnPassword } from '../api/password-change'
import { viaProxy } from '../api/proxy'
import { runtimeConfig } from './runtime-config'

const onThisOrigin = (path: string) => new URL(path, window.location.origin).href

/** The fetch the API module signs in with: through the console's proxy when it has one. */
export function cloudFetch(): FetchLike | undefined {
  const { proxy } = runtimeConfig()
  return proxy ? viaProxy(onThisOrigin(proxy)) : undefined
}

/** Does a reload keep the session (the console's server holds it)? */
export function hasConsoleSession(): boolean {
  return runtimeConfig().session !== null
}

let signingOut: Promise<void> = Promise.resolve()

/** Ends a session (revokes the token, clears the console's cookie); a Sign In meanwhile waits for it. */
export function signOutOfCloud(client: OpenStackClient): Promise<void> {
  signingOut = client.signOut()
  return signingOut
}

/** Signs in the way this console is set up, once a sign-out under way has ended. */
export async function signInToCloud(credentials: Credentials): Promise<OpenStackClient> {
  await signingOut
  const { session } = runtimeConfig()
  const fetch = cloudFetch()
  return session
    ? connectViaConsole(credentials, { fetch, sessionUrl: onThisOrigin(session) })
    : connect(credentials, { fetch })
}

/**
 * A user's own password change at the cloud Sign In names: through the console's server when
 * there is one, else straight to Keystone (which needs no token for it).
 */
export function changePasswordAtCloud(change: PasswordChangeRequest): Promise<void> {
  const { session } = runtimeConfig()
  const direct: FetchLike = (input, init) => globalThis.fetch(input, init)
  return session
    ? changeOwnPassword(direct, change, onThisOrigin(CONSOLE_PASSWORD_PATH))
    : changeOwnPassword(cloudFetch() ?? direct, change, null)
}

/** The session this browser already has with the console's server, or null (none, or no server). */
export async function resumeCloudSession(): Promise<OpenStackClient | null> {
  const { session } = runtimeConfig()
  if (!session) return null
  return resumeConsoleSession({ fetch: cloudFetch(), sessionUrl: onThisOrigin(session) })
}
