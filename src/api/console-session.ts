// The console's own session (issue 16). When the console has a server in front of the cloud,
// that server signs in to Keystone and keeps the token sealed in an HttpOnly cookie; its
// proxy adds the token to each call it forwards. The page gets the token's body (user,
// project, roles, catalog, expiry) and never the token itself, so a reload, a new tab or a
// bookmark finds the session again. The browser demo cloud answers the same paths.
import type { ConsoleSessionBody } from './console-wire'
import { CONSOLE_REQUEST_HEADERS } from './console-wire'
import type { FetchLike } from './http'
import { send } from './http'
import type { Credentials } from './keystone'

export * from './console-wire'

/** POST: the server signs in to Keystone with these credentials and sets the session cookie. */
export async function createConsoleSession(
  fetchImpl: FetchLike,
  sessionUrl: string,
  credentials: Credentials,
  timeoutMs?: number,
): Promise<ConsoleSessionBody> {
  const response = await send<ConsoleSessionBody>(fetchImpl, {
    method: 'POST',
    url: sessionUrl,
    body: { credentials },
    headers: CONSOLE_REQUEST_HEADERS,
    timeoutMs,
  })
  return response.body
}

/** GET: the session this browser has, or null when it has none (never signed in, expired, revoked). */
export async function readConsoleSession(
  fetchImpl: FetchLike,
  sessionUrl: string,
  timeoutMs?: number,
): Promise<ConsoleSessionBody | null> {
  const response = await send<ConsoleSessionBody | null>(fetchImpl, {
    url: sessionUrl,
    headers: CONSOLE_REQUEST_HEADERS,
    timeoutMs,
    accept: [401],
  })
  return response.status === 401 ? null : response.body
}

/** DELETE: the server revokes the token at Keystone and clears the cookie. */
export async function endConsoleSession(fetchImpl: FetchLike, sessionUrl: string, timeoutMs?: number): Promise<void> {
  await send(fetchImpl, { method: 'DELETE', url: sessionUrl, headers: CONSOLE_REQUEST_HEADERS, timeoutMs })
}
