// The console server's sessions (issue 16): Sign In posts the credentials here, this server
// signs in to Keystone and sets the sealed session cookie (session-seal.ts); the page gets the
// token's body without the token. GET says who is signed in (after a reload or in a new tab),
// PUT moves the session to another project or region (a new cookie), DELETE revokes the token at
// Keystone and clears the cookie. The proxy (proxy.ts) opens the
// same cookie to add the token to the calls it forwards. Nothing is kept between requests, so
// every console server with the same key serves every session.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { ConsoleSessionBody, NoSessionReason } from '../src/api/console-wire.ts'
import { CONSOLE_SESSION_PATH, NO_SESSION_MESSAGES } from '../src/api/console-wire.ts'
import type { Credentials } from '../src/api/keystone-wire.ts'
import { SERVICE_TYPES, authTokensUrl, catalogRegions, authBody, tokenRescopeBody } from '../src/api/keystone-wire.ts'
import type { EndpointInterface, TokenBody } from '../src/api/types'
import { compressBody, MIN_COMPRESSED_BYTES } from './answer-compression.ts'
import type { VersionDocumentsFor } from './version-documents.ts'
import type { SessionPayload } from './session-seal.ts'
import type { UpstreamAnswer } from './upstream.ts'
import { callUpstream, UpstreamError } from './upstream.ts'
import {
  CONSOLE_REQUEST_HEADER,
  clearedSessionCookie,
  isConsoleWrite,
  seal,
  sessionCookie,
  sessionCookieValue,
  unseal,
} from './session-seal.ts'

export type OpenedSession = { ok: true; session: SessionPayload } | { ok: false; reason: NoSessionReason }

/** A cloud this server signs in to: its Keystone, and its name when Sign In offers several. */
export interface ConsoleCloud {
  name?: string
  authUrl: string
}

export interface ConsoleSessionOptions {
  /** The configured clouds (OS_* or clouds.yaml; CONSOLE_CLOUDS for several): the only Keystones this server signs in to. */
  clouds: ConsoleCloud[]
  key: Buffer
  /** Told every catalog a token comes with (and its cloud's Keystone), so the proxy may forward to its endpoints. */
  learn?: (body: unknown, authUrl: string) => void
  timeoutMs?: number
  now?: () => number
  /** The version documents sent with a session (version-documents.ts); none without it. */
  versions?: VersionDocumentsFor
}

export interface ConsoleSessions {
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

/** A token scoped to another project, or Keystone's answer refusing it (or null: Keystone did not answer). */
export type Scoped =
  { ok: true; token: string; body: TokenBody } | { ok: false; answer: UpstreamAnswer | null; error?: unknown }

const MAX_BODY = 64 * 1024
const INTERFACES: readonly EndpointInterface[] = ['public', 'internal', 'admin']

/** Served over TLS, here or at a proxy in front that says so: the cookie is then Secure. */
export function isSecure(req: IncomingMessage): boolean {
  return Boolean((req.socket as TLSSocket).encrypted) || req.headers['x-forwarded-proto'] === 'https'
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const text = body === undefined ? '' : JSON.stringify(body)
  // A token body with its catalog is a few KiB: compressed when the browser takes it.
  const raw = Buffer.from(text)
  const compressed = compressBody(res.req?.headers['accept-encoding'], raw)
  res.writeHead(status, {
    ...(text ? { 'Content-Type': 'application/json', 'Content-Length': (compressed?.data ?? raw).length } : {}),
    ...(compressed ? { 'Content-Encoding': compressed.coding } : {}),
    ...(raw.length >= MIN_COMPRESSED_BYTES ? { Vary: 'Accept-Encoding' } : {}),
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(compressed?.data ?? raw)
}

export function errorBody(code: number, title: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { code, title, message }, ...extra }
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(new Error('too large'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        reject(new Error('not JSON'))
      }
    })
    req.on('error', reject)
  })
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** The application credential of a Sign In body: its id (or name) and secret; a string names what is missing. */
function applicationCredentialOf(raw: Record<string, unknown>): Credentials['applicationCredential'] | string {
  const given = raw.applicationCredential
  if (typeof given !== 'object' || given === null) return 'applicationCredential'
  const { id, name, secret } = given as Record<string, unknown>
  if (!text(secret)) return 'applicationCredential.secret'
  if (text(id)) return { id: text(id), secret: text(secret) ?? '' }
  if (text(name) && text(raw.username)) return { name: text(name), secret: text(secret) ?? '' }
  return 'applicationCredential.id'
}

/** The credentials in a Sign In body, or the field that is wrong. */
function credentialsOf(body: unknown): Credentials | string {
  const raw = (body as { credentials?: Record<string, unknown> } | null)?.credentials
  if (typeof raw !== 'object' || raw === null) return 'credentials'
  const applicationCredential = raw.applicationCredential === undefined ? undefined : applicationCredentialOf(raw)
  if (typeof applicationCredential === 'string') return applicationCredential
  if (!applicationCredential) {
    for (const field of ['username', 'password', 'projectName'] as const) {
      if (!text(raw[field])) return field
    }
  }
  const wanted = text(raw.interface) ?? 'public'
  const iface = INTERFACES.find((name) => name === wanted)
  if (!iface) return 'interface'
  return {
    ...(applicationCredential ? { applicationCredential } : {}),
    ...(text(raw.cloud) ? { cloud: text(raw.cloud) } : {}),
    authUrl: text(raw.authUrl) ?? '',
    username: text(raw.username) ?? '',
    password: text(raw.password) ?? '',
    projectName: text(raw.projectName) ?? '',
    userDomainName: text(raw.userDomainName) || 'Default',
    projectDomainName: text(raw.projectDomainName) || 'Default',
    region: text(raw.region) ?? '',
    interface: iface,
  }
}

export function createConsoleSessions(options: ConsoleSessionOptions): ConsoleSessions {
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 30_000
  const { clouds } = options
  const cloudOf = (authUrl: string) => clouds.find((cloud) => authTokensUrl(cloud.authUrl) === authTokensUrl(authUrl))

  function open(req: IncomingMessage): OpenedSession {
    const value = sessionCookieValue(req.headers.cookie)
    if (!value) return { ok: false, reason: 'none' }
    const opened = unseal(value, options.key, now())
    // A session of another cloud (a console with the same key set up for another Keystone) is
    // not one this server may forward for.
    if (opened.ok && !clouds.some((cloud) => cloud.authUrl === opened.session.authUrl))
      return { ok: false, reason: 'tampered' }
    return opened
  }

  function refuse(req: IncomingMessage, res: ServerResponse, reason: NoSessionReason): void {
    req.resume()
    const clear: Record<string, string> =
      reason === 'none' ? {} : { 'Set-Cookie': clearedSessionCookie({ secure: isSecure(req) }) }
    sendJson(res, 401, errorBody(401, 'Unauthorized', NO_SESSION_MESSAGES[reason], { reason }), clear)
  }

  function keystone(
    authUrl: string,
    method: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<UpstreamAnswer> {
    return callUpstream(new URL(authTokensUrl(authUrl)), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    })
  }

  function unreachable(res: ServerResponse, authUrl: string, error: unknown): void {
    const why = error instanceof UpstreamError ? error.code : String(error)
    sendJson(
      res,
      502,
      errorBody(
        502,
        'Bad Gateway',
        `The console's server could not reach Keystone at ${new URL(authUrl).origin}: ${why}.`,
      ),
    )
  }

  /** Passes Keystone's refusal on as it came (status, body, request id). */
  function relay(res: ServerResponse, answer: UpstreamAnswer): void {
    const requestId = answer.headers['x-openstack-request-id']
    res.writeHead(answer.status, {
      'Content-Type': answer.headers['content-type'] ?? 'application/json',
      'Cache-Control': 'no-store',
      ...(typeof requestId === 'string' ? { 'x-openstack-request-id': requestId } : {}),
    })
    res.end(answer.text)
  }

  async function answerFor(body: TokenBody, session: SessionPayload): Promise<ConsoleSessionBody> {
    const iface = (session.interface as EndpointInterface | undefined) ?? 'public'
    const versions = await options.versions?.(body, session.region, iface)
    return {
      token: body.token,
      session: {
        authUrl: session.authUrl,
        region: session.region ?? '',
        interface: iface,
        ...(cloudOf(session.authUrl)?.name ? { cloud: cloudOf(session.authUrl)?.name } : {}),
      },
      ...(versions ? { versions } : {}),
    }
  }

  async function signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let parsed: unknown
    try {
      parsed = await readJson(req)
    } catch {
      sendJson(res, 400, errorBody(400, 'Bad Request', 'Sign In expects a JSON body of at most 64 KiB.'))
      return
    }
    const credentials = credentialsOf(parsed)
    if (typeof credentials === 'string') {
      sendJson(res, 400, errorBody(400, 'Bad Request', `Sign In needs ${credentials}.`))
      return
    }
    const named = credentials.cloud === undefined ? undefined : clouds.find((cloud) => cloud.name === credentials.cloud)
    if (credentials.cloud !== undefined && !named) {
      const offered = clouds.map((cloud) => cloud.name ?? cloud.authUrl).join(', ')
      sendJson(
        res,
        400,
        errorBody(400, 'Bad Request', `This console offers the clouds ${offered}; not ${credentials.cloud}.`),
      )
      return
    }
    const cloud = credentials.authUrl ? cloudOf(credentials.authUrl) : (named ?? clouds[0])
    if (!cloud || (named && cloud !== named)) {
      const only = clouds.map((candidate) => candidate.authUrl).join(', ')
      sendJson(
        res,
        400,
        errorBody(400, 'Bad Request', `This console signs in to ${only} only, not to ${credentials.authUrl}.`),
      )
      return
    }
    const authUrl = cloud.authUrl
    let answer: UpstreamAnswer
    try {
      answer = await keystone(authUrl, 'POST', {}, authBody({ ...credentials, authUrl }))
    } catch (error) {
      unreachable(res, authUrl, error)
      return
    }
    const token = answer.headers['x-subject-token']
    if (answer.status !== 201 || typeof token !== 'string') {
      relay(res, answer)
      return
    }
    const body = JSON.parse(answer.text) as TokenBody
    const expiresAt = Date.parse(body.token?.expires_at ?? '')
    if (!Number.isFinite(expiresAt)) {
      sendJson(res, 502, errorBody(502, 'Bad Gateway', 'Keystone answered Sign In without a token expiry.'))
      return
    }
    options.learn?.(body, authUrl)
    // Signing in again ends the session this browser had.
    const previous = open(req)
    if (previous.ok) revoke(previous.session)
    const session: SessionPayload = {
      token,
      expiresAt,
      authUrl,
      projectId: body.token.project?.id ?? '',
      region: credentials.region,
      interface: credentials.interface,
    }
    const cookie = sessionCookie(seal(session, options.key), {
      secure: isSecure(req),
      expiresAt: session.expiresAt,
      now: now(),
    })
    sendJson(res, 201, await answerFor(body, session), { 'Set-Cookie': cookie })
  }

  async function scope(session: SessionPayload, projectId: string): Promise<Scoped> {
    let answer: UpstreamAnswer
    try {
      answer = await keystone(session.authUrl, 'POST', {}, tokenRescopeBody(session.token, projectId))
    } catch (error) {
      return { ok: false, answer: null, error }
    }
    const token = answer.headers['x-subject-token']
    if (answer.status !== 201 || typeof token !== 'string') return { ok: false, answer }
    const body = JSON.parse(answer.text) as TokenBody
    options.learn?.(body, session.authUrl)
    return { ok: true, token, body }
  }

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

  /**
   * GET ?project=<id>[&region=<name>]: the token body (catalog, roles) of the session's user in
   * another project, for reading it beside the session's own (the "All my volumes" view). The
   * session and its cookie stay as they are.
   */
  async function another(req: IncomingMessage, res: ServerResponse, session: SessionPayload, query: URLSearchParams) {
    const projectId = query.get('project') ?? ''
    const scoped = await scope(session, projectId)
    if (!scoped.ok) {
      refuseScope(req, res, session, scoped)
      return
    }
    sendJson(res, 200, await answerFor(scoped.body, { ...session, region: query.get('region') ?? session.region }))
  }

  async function whoAmI(req: IncomingMessage, res: ServerResponse): Promise<void> {
    req.resume()
    const opened = open(req)
    // Nobody signed in is an answer, not an error: 204 (a browser logs each 4xx in its console,
    // on every visit to Sign In). A session that ended is the 401 saying why.
    if (!opened.ok && opened.reason === 'none') {
      sendJson(res, 204, undefined)
      return
    }
    if (!opened.ok) {
      refuse(req, res, opened.reason)
      return
    }
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '')
    if (query.has('project') && query.get('project') !== opened.session.projectId) {
      // It makes a token: the console's own pages only, as a write.
      if (req.headers[CONSOLE_REQUEST_HEADER] !== '1') {
        sendJson(
          res,
          403,
          errorBody(
            403,
            'Forbidden',
            `Only the console's own pages may do this (the ${CONSOLE_REQUEST_HEADER} header is missing).`,
          ),
        )
        return
      }
      await another(req, res, opened.session, query)
      return
    }
    const { token, authUrl } = opened.session
    let answer: UpstreamAnswer
    try {
      answer = await keystone(authUrl, 'GET', { 'X-Auth-Token': token, 'X-Subject-Token': token })
    } catch (error) {
      unreachable(res, authUrl, error)
      return
    }
    if (answer.status === 401 || answer.status === 404) {
      refuse(req, res, 'revoked')
      return
    }
    if (answer.status !== 200) {
      relay(res, answer)
      return
    }
    const body = JSON.parse(answer.text) as TokenBody
    options.learn?.(body, authUrl)
    sendJson(res, 200, await answerFor(body, opened.session))
  }

  /**
   * PUT: the same user in another project (a token scoped there with Keystone's token method,
   * the one left revoked) or another region (the endpoints the page and the proxy use), under a
   * new cookie. Keystone's refusal comes back as it came: 401 when the user has no role there.
   */
  async function change(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let parsed: unknown
    try {
      parsed = await readJson(req)
    } catch {
      sendJson(res, 400, errorBody(400, 'Bad Request', 'A session change expects a JSON body of at most 64 KiB.'))
      return
    }
    const raw = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>
    const projectId = raw.projectId === undefined ? undefined : text(raw.projectId)
    const region = raw.region === undefined ? undefined : text(raw.region)
    if ((raw.projectId !== undefined && !projectId) || (raw.region !== undefined && region === undefined)) {
      sendJson(res, 400, errorBody(400, 'Bad Request', 'A session change takes a projectId and a region, as text.'))
      return
    }
    const opened = open(req)
    if (!opened.ok) {
      refuse(req, res, opened.reason)
      return
    }
    const current = opened.session
    const rescoping = projectId !== undefined && projectId !== current.projectId
    let answer: UpstreamAnswer
    try {
      answer = rescoping
        ? await keystone(current.authUrl, 'POST', {}, tokenRescopeBody(current.token, projectId))
        : await keystone(current.authUrl, 'GET', { 'X-Auth-Token': current.token, 'X-Subject-Token': current.token })
    } catch (error) {
      unreachable(res, current.authUrl, error)
      return
    }
    // The session's own token no longer validates (re-scoping from it: 404; validating it: 401 or 404).
    if ((rescoping && answer.status === 404) || (!rescoping && (answer.status === 401 || answer.status === 404))) {
      refuse(req, res, 'revoked')
      return
    }
    const token = rescoping ? answer.headers['x-subject-token'] : current.token
    if (answer.status !== (rescoping ? 201 : 200) || typeof token !== 'string') {
      relay(res, answer)
      return
    }
    const body = JSON.parse(answer.text) as TokenBody
    const iface = (current.interface as EndpointInterface | undefined) ?? 'public'
    const nextRegion = region ?? current.region ?? ''
    if (nextRegion && !catalogRegions(body.token.catalog ?? [], SERVICE_TYPES.volume, iface).includes(nextRegion)) {
      if (rescoping) revoke({ ...current, token })
      sendJson(
        res,
        400,
        errorBody(400, 'Bad Request', `The catalog has no ${iface} block-storage endpoint in region ${nextRegion}.`),
      )
      return
    }
    options.learn?.(body, current.authUrl)
    const session: SessionPayload = {
      ...current,
      token,
      expiresAt: Date.parse(body.token.expires_at) || current.expiresAt,
      projectId: body.token.project?.id ?? '',
      region: nextRegion,
    }
    const cookie = sessionCookie(seal(session, options.key), {
      secure: isSecure(req),
      expiresAt: session.expiresAt,
      now: now(),
    })
    sendJson(res, 200, await answerFor(body, session), { 'Set-Cookie': cookie })
    if (rescoping) revoke(current)
  }

  /** Revokes a token at Keystone without making anyone wait: the cookie is cleared either way. */
  function revoke({ authUrl, token }: Pick<SessionPayload, 'authUrl' | 'token'>): void {
    keystone(authUrl, 'DELETE', { 'X-Auth-Token': token, 'X-Subject-Token': token }).catch(() => {
      // An unrevoked token only lives until it expires.
    })
  }

  // Async like the other routes; the answer does not wait for Keystone, so a late answer can
  // never clear the cookie of a sign-in that came after.
  async function signOut(req: IncomingMessage, res: ServerResponse): Promise<void> {
    req.resume()
    const opened = open(req)
    sendJson(res, 204, undefined, { 'Set-Cookie': clearedSessionCookie({ secure: isSecure(req) }) })
    if (opened.ok) revoke(opened.session)
  }

  function fail(res: ServerResponse, error: unknown): void {
    sendJson(res, 500, errorBody(500, 'Internal Server Error', `The console's server failed: ${String(error)}`))
  }

  return {
    open,
    refuse,
    scope,
    refuseScope,
    handle(req, res) {
      const path = (req.url ?? '/').split('?')[0]
      if (path !== CONSOLE_SESSION_PATH) return false
      const method = req.method ?? 'GET'
      if (!isConsoleWrite(method, req.headers)) {
        req.resume()
        sendJson(
          res,
          403,
          errorBody(
            403,
            'Forbidden',
            `Only the console's own pages may do this (the ${CONSOLE_REQUEST_HEADER} header is missing).`,
          ),
        )
        return true
      }
      const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> = {
        POST: signIn,
        GET: whoAmI,
        PUT: change,
        DELETE: signOut,
      }
      const run = routes[method]
      if (!run) {
        req.resume()
        sendJson(res, 405, errorBody(405, 'Method Not Allowed', 'Use GET, POST, PUT or DELETE.'), {
          Allow: 'GET, POST, PUT, DELETE',
        })
        return true
      }
      run(req, res).catch((error: unknown) => fail(res, error))
      return true
    },
  }
}
