// The console server's sessions: Sign In posts the credentials here, this server signs in to
// Keystone and sets the sealed session cookie (session-seal.ts); the page gets the token's body
// without the token. GET says who is signed in (after a reload or in a new tab), PUT moves the
// session to another project or region (a new cookie), DELETE revokes the token at Keystone and
// clears the cookie. The proxy (proxy.ts) opens the same cookie to add the token to the calls it
// forwards. Nothing is kept between requests, so every console server with the same key serves
// every session. The routes: session-sign-in.ts (POST), session-change.ts (PUT), GET and DELETE
// here; what they share: session-core.ts; the flow and Keystone's part: docs/sessions.md.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NoSessionReason } from '../src/api/console-wire.ts'
import { CONSOLE_PASSWORD_PATH, CONSOLE_SESSION_PATH } from '../src/api/console-wire.ts'
import type { TokenBody } from '../src/api/types'
import { answerFailure, logToStderr } from './failures.ts'
import { errorBody, isSecure, refuseWithoutHeader, relay, sendJson } from './http-json.ts'
import { note } from './request-context.ts'
import { changeSession } from './session-change.ts'
import type { ConsoleSessionOptions, OpenedSession, Scoped, SessionCore } from './session-core.ts'
import { createSessionCore } from './session-core.ts'
import { changePassword } from './session-password.ts'
import { signIn } from './session-sign-in.ts'
import type { SessionPayload } from './session-seal.ts'
import { CONSOLE_REQUEST_HEADER, clearedSessionCookie, isConsoleWrite } from './session-seal.ts'
import type { UpstreamAnswer } from './upstream.ts'

export type { ConsoleCloud, ConsoleSessionOptions, OpenedSession, Scoped } from './session-core.ts'

export interface ConsoleSessions {
  /** What the session routes share (single sign-on opens its sessions with it: websso.ts). */
  core: SessionCore
  /** The request's session, or why it has none. */
  open(req: IncomingMessage): OpenedSession
  /** Answers 401 for a request without a usable session, clearing a cookie that did not open. */
  refuse(req: IncomingMessage, res: ServerResponse, reason: NoSessionReason): void
  /** The /_console/session routes; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /**
   * A token of the session's user for another project (Keystone's token method), for one side
   * call: never kept, never sent to the page. Keystone's refusal comes back as its answer.
   */
  scope(session: SessionPayload, projectId: string): Promise<Scoped>
  /** Answers a scope Keystone refused: its answer as it came, or the session's end when its token is gone. */
  refuseScope(req: IncomingMessage, res: ServerResponse, session: SessionPayload, scoped: Scoped & { ok: false }): void
}

/**
 * GET ?project=<id>[&region=<name>]: the token body (catalog, roles) of the session's user in
 * another project, for reading it beside the session's own (the "All my volumes" view). The
 * session and its cookie stay as they are.
 */
async function another(
  core: SessionCore,
  req: IncomingMessage,
  res: ServerResponse,
  session: SessionPayload,
  query: URLSearchParams,
): Promise<void> {
  const scoped = await core.scope(session, query.get('project') ?? '')
  if (!scoped.ok) {
    core.refuseScope(req, res, session, scoped)
    return
  }
  sendJson(res, 200, await core.answerFor(scoped.body, { ...session, region: query.get('region') ?? session.region }))
}

/** GET: who is signed in, the session's token validated at Keystone (after a reload, in a new tab). */
async function whoAmI(core: SessionCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  req.resume()
  const opened = core.open(req)
  // Nobody signed in is an answer, not an error: 204 (a browser logs each 4xx in its console,
  // on every visit to Sign In). A session that ended is the 401 saying why.
  if (!opened.ok && opened.reason === 'none') {
    sendJson(res, 204, undefined)
    return
  }
  if (!opened.ok) {
    core.refuse(req, res, opened.reason)
    return
  }
  const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '')
  if (query.has('project') && query.get('project') !== opened.session.projectId) {
    // It makes a token: the console's own pages only, as a write.
    if (req.headers[CONSOLE_REQUEST_HEADER] !== '1') return refuseWithoutHeader(res, CONSOLE_REQUEST_HEADER)
    return another(core, req, res, opened.session, query)
  }
  const { authUrl } = opened.session
  let answer: UpstreamAnswer
  try {
    answer = await core.validate(opened.session)
  } catch (error) {
    core.unreachable(res, authUrl, error)
    return
  }
  if (answer.status === 401 || answer.status === 404) {
    core.refuse(req, res, 'revoked')
    return
  }
  if (answer.status !== 200) {
    relay(res, answer)
    return
  }
  const body = JSON.parse(answer.text) as TokenBody
  core.options.learn?.(body, authUrl)
  sendJson(res, 200, await core.answerFor(body, opened.session))
}

/**
 * DELETE: Sign Out. Async like the other routes; the answer does not wait for Keystone, so a
 * late answer can never clear the cookie of a sign-in that came after.
 */
async function signOut(core: SessionCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  req.resume()
  const opened = core.open(req)
  if (opened.ok) note(req, { ended: 'signed-out' })
  sendJson(res, 204, undefined, { 'Set-Cookie': clearedSessionCookie({ secure: isSecure(req) }) })
  if (opened.ok) core.revoke(opened.session)
}

type Route = (core: SessionCore, req: IncomingMessage, res: ServerResponse) => Promise<void>
const ROUTES: Readonly<Record<string, Route>> = { GET: whoAmI, POST: signIn, PUT: changeSession, DELETE: signOut }
const PASSWORD_ROUTES: Readonly<Record<string, Route>> = { POST: changePassword }

/** "GET, POST, PUT or DELETE". */
const allowedWords = (methods: string[]) =>
  methods.length > 1 ? `${methods.slice(0, -1).join(', ')} or ${methods[methods.length - 1]}` : (methods[0] ?? '')

export function createConsoleSessions(options: ConsoleSessionOptions): ConsoleSessions {
  const core = createSessionCore(options)
  const log = options.log ?? logToStderr
  return {
    core,
    open: core.open,
    refuse: core.refuse,
    scope: core.scope,
    refuseScope: core.refuseScope,
    handle(req, res) {
      const path = (req.url ?? '/').split('?')[0]
      const routes = path === CONSOLE_SESSION_PATH ? ROUTES : path === CONSOLE_PASSWORD_PATH ? PASSWORD_ROUTES : null
      if (!routes) return false
      const method = req.method ?? 'GET'
      if (!isConsoleWrite(method, req.headers)) {
        req.resume()
        refuseWithoutHeader(res, CONSOLE_REQUEST_HEADER)
        return true
      }
      const route = Object.hasOwn(routes, method) ? routes[method] : undefined
      if (!route) {
        req.resume()
        const allowed = Object.keys(routes)
        sendJson(res, 405, errorBody(405, 'Method Not Allowed', `Use ${allowedWords(allowed)}.`), {
          Allow: allowed.join(', '),
        })
        return true
      }
      route(core, req, res).catch((error: unknown) => answerFailure(req, res, error, log))
      return true
    },
  }
}
