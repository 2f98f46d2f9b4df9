// The console's own session (docs/sessions.md). When the console has a server in front of the cloud,
// that server signs in to Keystone and keeps the token sealed in an HttpOnly cookie; its
// proxy adds the token to each call it forwards. The page gets the token's body (user,
// project, roles, catalog, expiry) and never the token itself, so a reload, a new tab or a
// bookmark finds the session again. The browser demo cloud answers the same paths.
import type { ConsoleSessionBody, NoSessionReason, SessionChange } from './console-wire'
import { CONSOLE_REQUEST_HEADERS, NO_SESSION_MESSAGES } from './console-wire'
import { OpenStackError } from './errors'
import type { FetchLike } from './http'
import { send } from './http'
import type { Credentials } from './keystone'

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

/**
 * PUT: the server scopes the session's token to another project (Keystone's token method) or
 * takes its endpoints from another region, and sets a new cookie. Keystone's refusal (401: no
 * role there) comes back as it came; a session that ended is the server's 401.
 */
export async function changeConsoleSession(
  fetchImpl: FetchLike,
  sessionUrl: string,
  change: SessionChange,
  timeoutMs?: number,
): Promise<ConsoleSessionBody> {
  const response = await send<ConsoleSessionBody>(fetchImpl, {
    method: 'PUT',
    url: sessionUrl,
    body: change,
    headers: CONSOLE_REQUEST_HEADERS,
    timeoutMs,
  })
  return response.body
}

/**
 * GET: the session this browser has, or null when it never signed in (or signed out: the
 * server's 204; an older server's 401 with reason "none" means the same). A session
 * that ended (expired, revoked, or a cookie that does not verify) is an `expired` OpenStackError
 * saying which, so the Sign In page can tell the user.
 */
export async function readConsoleSession(
  fetchImpl: FetchLike,
  sessionUrl: string,
  timeoutMs?: number,
): Promise<ConsoleSessionBody | null> {
  const response = await send<ConsoleSessionBody | NoSession | null>(fetchImpl, {
    url: sessionUrl,
    headers: CONSOLE_REQUEST_HEADERS,
    timeoutMs,
    accept: [401],
  })
  if (response.status === 204) return null
  if (response.status !== 401) return response.body as ConsoleSessionBody
  const refused = response.body as NoSession | null
  const why = refused?.reason
  if (!why || why === 'none') return null
  throw new OpenStackError({
    kind: 'expired',
    status: 401,
    fault: 'sessionEnded',
    message: refused.error?.message ?? NO_SESSION_MESSAGES[why],
    reason: { code: 'session-ended', why },
  })
}

/**
 * GET ?project=&region=: the token body of the session's user in another project (its catalog
 * and roles), the session left as it is; Keystone's refusal (401: no role there) as it came.
 */
export async function readOtherScope(
  fetchImpl: FetchLike,
  sessionUrl: string,
  projectId: string,
  region: string,
  timeoutMs?: number,
): Promise<ConsoleSessionBody> {
  const response = await send<ConsoleSessionBody>(fetchImpl, {
    url: sessionUrl,
    query: { project: projectId, region },
    headers: CONSOLE_REQUEST_HEADERS,
    timeoutMs,
  })
  return response.body
}

/** The console's 401 when it holds no usable session. */
interface NoSession {
  error?: { message?: string }
  reason?: NoSessionReason
}

/** DELETE: the server revokes the token at Keystone and clears the cookie. */
export async function endConsoleSession(fetchImpl: FetchLike, sessionUrl: string, timeoutMs?: number): Promise<void> {
  await send(fetchImpl, { method: 'DELETE', url: sessionUrl, headers: CONSOLE_REQUEST_HEADERS, timeoutMs })
}
