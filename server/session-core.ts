// What every session route of the console's server shares (console-session.ts): opening the
// request's cookie, the 401 for no session, the calls to the session cloud's Keystone (sign in,
// validate, re-scope, revoke), the answer the page gets (the token body without the token, with
// the session's settings and version documents) and the new cookie.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ConsoleSessionBody, NoSessionReason } from '../src/api/console-wire.ts'
import { NO_SESSION_MESSAGES } from '../src/api/console-wire.ts'
import { authTokensUrl, tokenRescopeBody } from '../src/api/keystone-wire.ts'
import type { EndpointInterface, TokenBody } from '../src/api/types'
import type { OfferedCloud } from '../src/rules/console-credentials.ts'
import type { FailureLog } from './failures.ts'
import { errorBody, isSecure, relay, sendJson } from './http-json.ts'
import { recentProjectCookie } from './recent-project.ts'
import { note } from './request-context.ts'
import type { SessionKeys, SessionPayload } from './session-seal.ts'
import { clearedSessionCookie, seal, sessionCookie, sessionCookieValue, unseal } from './session-seal.ts'
import type { UpstreamAnswer } from './upstream.ts'
import { callUpstream, UpstreamError } from './upstream.ts'
import type { VersionDocumentsFor } from './version-documents.ts'

export type OpenedSession = { ok: true; session: SessionPayload } | { ok: false; reason: NoSessionReason }

/** A cloud this server signs in to: its Keystone, and its name when Sign In offers several. */
export type ConsoleCloud = OfferedCloud

export interface ConsoleSessionOptions {
  /** The configured clouds (OS_* or clouds.yaml; CONSOLE_CLOUDS for several): the only Keystones this server signs in to. */
  clouds: ConsoleCloud[]
  keys: SessionKeys
  /** Told every catalog a token comes with (and its cloud's Keystone), so the proxy may forward to its endpoints. */
  learn?: (body: unknown, authUrl: string) => void
  timeoutMs?: number
  now?: () => number
  /** The version documents sent with a session (version-documents.ts); none without it. */
  versions?: VersionDocumentsFor
  /** Where a route's unexpected failure is logged (failures.ts); stderr without it. */
  log?: FailureLog
}

/** A token scoped to another project, or Keystone's answer refusing it (or null: Keystone did not answer). */
export type Scoped =
  { ok: true; token: string; body: TokenBody } | { ok: false; answer: UpstreamAnswer | null; error?: unknown }

export type SessionCore = ReturnType<typeof createSessionCore>

export function createSessionCore(options: ConsoleSessionOptions) {
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 30_000
  const { clouds } = options
  const cloudOf = (authUrl: string) => clouds.find((cloud) => authTokensUrl(cloud.authUrl) === authTokensUrl(authUrl))

  /** The request's session, or why it has none. */
  function open(req: IncomingMessage): OpenedSession {
    const value = sessionCookieValue(req.headers.cookie)
    if (!value) return { ok: false, reason: 'none' }
    const opened = unseal(value, options.keys, now())
    // A session of another cloud (a console with the same key set up for another Keystone) is
    // not one this server may forward for.
    if (opened.ok && !clouds.some((cloud) => cloud.authUrl === opened.session.authUrl))
      return { ok: false, reason: 'tampered' }
    if (opened.ok) note(req, { userId: opened.session.userId, projectId: opened.session.projectId })
    return opened
  }

  /** Answers 401 for a request without a usable session, clearing a cookie that did not open. */
  function refuse(req: IncomingMessage, res: ServerResponse, reason: NoSessionReason): void {
    req.resume()
    if (reason !== 'none')
      note(req, { cookieRefused: reason, ...(reason === 'expired' || reason === 'revoked' ? { ended: reason } : {}) })
    const clear: Record<string, string> =
      reason === 'none' ? {} : { 'Set-Cookie': clearedSessionCookie({ secure: isSecure(req) }) }
    sendJson(res, 401, errorBody(401, 'Unauthorized', NO_SESSION_MESSAGES[reason], { reason }), clear)
  }

  /** A call to Keystone at `url`, JSON in, with the session routes' time limit. */
  function identity(
    url: string,
    method: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<UpstreamAnswer> {
    return callUpstream(new URL(url), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    })
  }

  /** A call to Keystone's /v3/auth/tokens. */
  function keystone(
    authUrl: string,
    method: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<UpstreamAnswer> {
    return identity(authTokensUrl(authUrl), method, headers, body)
  }

  /** Keystone's answer about a token: validated with itself (GET /v3/auth/tokens). */
  function validate({ authUrl, token }: Pick<SessionPayload, 'authUrl' | 'token'>): Promise<UpstreamAnswer> {
    return keystone(authUrl, 'GET', { 'X-Auth-Token': token, 'X-Subject-Token': token })
  }

  /** Keystone's answer to re-scoping a token to another project (its token method). */
  function rescope({ authUrl, token }: Pick<SessionPayload, 'authUrl' | 'token'>, projectId: string) {
    return keystone(authUrl, 'POST', {}, tokenRescopeBody(token, projectId))
  }

  /** Revokes a token at Keystone without making anyone wait: the cookie is cleared either way. */
  function revoke({ authUrl, token }: Pick<SessionPayload, 'authUrl' | 'token'>): void {
    keystone(authUrl, 'DELETE', { 'X-Auth-Token': token, 'X-Subject-Token': token }).catch(() => {
      // An unrevoked token only lives until it expires.
    })
  }

  function unreachable(res: ServerResponse, authUrl: string, error: unknown): void {
    const why = error instanceof UpstreamError ? error.code : String(error)
    const message = `The console's server could not reach Keystone at ${new URL(authUrl).origin}: ${why}.`
    sendJson(res, 502, errorBody(502, 'Bad Gateway', message))
  }

  async function answerFor(body: TokenBody, session: SessionPayload): Promise<ConsoleSessionBody> {
    const iface = (session.interface as EndpointInterface | undefined) ?? 'public'
    const versions = await options.versions?.(body, session.region, iface)
    const cloud = cloudOf(session.authUrl)?.name
    return {
      token: body.token,
      session: {
        authUrl: session.authUrl,
        region: session.region ?? '',
        interface: iface,
        ...(cloud ? { cloud } : {}),
      },
      ...(versions ? { versions } : {}),
    }
  }

  /** The cookies of a session begun or moved: the session, sealed, and the user's recent project (recent-project.ts). */
  function cookiesFor(req: IncomingMessage, session: SessionPayload): string[] {
    const secure = isSecure(req)
    return [
      sessionCookie(seal(session, options.keys), { secure, expiresAt: session.expiresAt, now: now() }),
      ...recentProjectCookie(session, options.keys, secure),
    ]
  }

  /**
   * A token of the session's user for another project (Keystone's token method), for one side
   * call: never kept, never sent to the page. Keystone's refusal comes back as its answer.
   */
  async function scope(session: SessionPayload, projectId: string): Promise<Scoped> {
    let answer: UpstreamAnswer
    try {
      answer = await rescope(session, projectId)
    } catch (error) {
      return { ok: false, answer: null, error }
    }
    const token = answer.headers['x-subject-token']
    if (answer.status !== 201 || typeof token !== 'string') return { ok: false, answer }
    const body = JSON.parse(answer.text) as TokenBody
    options.learn?.(body, session.authUrl)
    return { ok: true, token, body }
  }

  /** Answers a scope Keystone refused: its answer as it came, or the session's end when its token is gone. */
  function refuseScope(
    req: IncomingMessage,
    res: ServerResponse,
    session: SessionPayload,
    scoped: Scoped & { ok: false },
  ): void {
    req.resume()
    // Keystone cannot re-scope from a token it revoked: the session has ended.
    if (scoped.answer?.status === 404) refuse(req, res, 'revoked')
    else if (scoped.answer) relay(res, scoped.answer)
    else unreachable(res, session.authUrl, scoped.error)
  }

  return {
    options,
    clouds,
    open,
    refuse,
    keystone,
    identity,
    validate,
    rescope,
    revoke,
    unreachable,
    answerFor,
    cookiesFor,
    scope,
    refuseScope,
  }
}
