// Single sign-on through Keystone federation (WebSSO), the console server's side
// (docs/sessions.md, "Single sign-on"; Keystone's side: docs/keystone-sign-in.md, section 1):
//   start     GET  /_console/websso/start?choice=<id>[&cloud=<name>][&project=<name>], only as
//             the console's own page (or the user) opens it (Sec-Fetch-Site same-origin or none):
//             ends the session this browser had, remembers in a cookie that this browser started,
//             and sends it to Keystone's WebSSO page with `origin` = this server's callback;
//   callback  POST /_console/websso: Keystone's page posts the unscoped token here, from the
//             Keystone's own origin (no cookie of ours comes with it); kept a minute in a cookie;
//   finish    GET  /_console/websso/finish: only in the browser that started (its Lax cookies
//             come on this top-level navigation), only a federated token of the identity provider
//             and protocol chosen (validated at Keystone), the user's projects
//             (/v3/auth/projects), the token scoped to the one asked for or the first, and the same
//             sealed session cookie as a password's. The unscoped token is revoked; nothing of it
//             reaches the page.
// A sign-in that cannot finish lands on Sign In with `?sso=<why>` (WebSsoOutcome).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { WebSsoOutcome } from '../src/api/console-wire.ts'
import { CONSOLE_WEBSSO_FINISH_PATH, CONSOLE_WEBSSO_PATH, CONSOLE_WEBSSO_START_PATH } from '../src/api/console-wire.ts'
import { identityV3Url } from '../src/api/keystone-wire.ts'
import type { AuthProject, TokenBody } from '../src/api/types'
import type { CloudConfig } from './cloud-config.ts'
import { errorBody, isSecure, readText, sendJson } from './http-json.ts'
import { note } from './request-context.ts'
import type { SessionCore } from './session-core.ts'
import type { SessionKeys, SessionPayload } from './session-seal.ts'
import { clearedSessionCookie, cookieValue, sealValue, unsealValue } from './session-seal.ts'
import type { WebSsoChoice } from './websso-config.ts'
import { openRecentProject, type RecentProject } from './recent-project.ts'

const STARTED = 'vc_sso'
const ARRIVED = 'vc_sso_token'
const STARTED_SECONDS = 600
const ARRIVED_SECONDS = 60
const CLOCK_SKEW_MS = 5 * 60_000

interface Started {
  authUrl: string
  choice: Pick<WebSsoChoice, 'protocol' | 'identityProvider'>
  project?: string
  /** The project this browser's user last worked in (recent-project.ts), when it knows one. */
  recent?: RecentProject
  /** The console's page to come back to (a session that expired there); Volumes without it. */
  next?: string
  startedAt: number
  expiresAt: number
}

interface Arrived {
  token: string
  expiresAt: number
}

export interface WebSsoOptions {
  /** The console's address as browsers reach it (CONSOLE_PUBLIC_URL); else the request's Host. */
  publicUrl?: string
}

function cookie(name: string, value: string, secure: boolean, maxAge: number): string {
  // Lax: the browser sends it on the top-level GET that Keystone's redirect chain ends in.
  return [
    `${name}=${value}`,
    `Path=${CONSOLE_WEBSSO_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
    `Max-Age=${maxAge}`,
  ].join('; ')
}

function opened<T extends { expiresAt: number }>(
  req: IncomingMessage,
  name: string,
  keys: SessionKeys,
  purpose: string,
  now: number,
): T | null {
  const value = cookieValue(req.headers.cookie, name)
  const read = value ? unsealValue(value, keys, purpose) : null
  const payload = read?.ok ? (read.value as T) : null
  return payload && typeof payload.expiresAt === 'number' && payload.expiresAt > now ? payload : null
}

function redirect(res: ServerResponse, location: string, cookies: string[] = []): void {
  res.writeHead(303, {
    Location: location,
    'Cache-Control': 'no-store',
    ...(cookies.length ? { 'Set-Cookie': cookies } : {}),
  })
  res.end()
}

const back = (why: WebSsoOutcome) => `/sign-in?sso=${why}`

/** The host the browser asked for: Host in HTTP/1.1, the :authority pseudo-header in HTTP/2 (RFC 9113 §8.3.1). */
function hostOf(req: IncomingMessage): string {
  const authority = req.headers[':authority']
  return req.headers.host ?? (typeof authority === 'string' ? authority : 'localhost')
}

/** The callback Keystone posts the token to: the `origin` its [federation] trusted_dashboard must list exactly. */
export function callbackUrl(req: IncomingMessage, options: WebSsoOptions): string {
  const base = options.publicUrl?.replace(/\/+$/, '') ?? `${isSecure(req) ? 'https' : 'http'}://${hostOf(req)}`
  return `${base}${CONSOLE_WEBSSO_PATH}`
}

/**
 * A page of the console's own to return to: a path of this origin ("/…", never "//host" or
 * "/\\host", which browsers read as another host), not one of the server's routes; else none.
 */
export function pageToReturnTo(next: string | null): string | undefined {
  if (!next || next.length > 2048 || !next.startsWith('/') || /^\/[/\\]/.test(next)) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next) || next.startsWith('/_console') || next.startsWith('/os-proxy'))
    return undefined
  return next
}

/** A navigation the console's page (or the user, typing or from a bookmark) made, not another site. */
const ownNavigation = (req: IncomingMessage) => ['same-origin', 'none'].includes(String(req.headers['sec-fetch-site']))

/** Whether a validated token is the federated one this sign-in asked for, issued since it started. */
function isTheFederatedToken(body: TokenBody, started: Started): boolean {
  const federation = body.token.user['OS-FEDERATION']
  return (
    !body.token.project &&
    federation?.protocol.id === started.choice.protocol &&
    (!started.choice.identityProvider || federation.identity_provider.id === started.choice.identityProvider) &&
    // Since the start, give or take a clock five minutes off Keystone's.
    Date.parse(body.token.issued_at) >= started.startedAt - CLOCK_SKEW_MS
  )
}

export function createWebSso(core: SessionCore, configs: CloudConfig[], options: WebSsoOptions) {
  const { keys } = core.options
  const now = () => (core.options.now ?? Date.now)()
  const keystoneOrigins = new Set(
    configs.filter((config) => config.websso).map((config) => new URL(config.authUrl).origin),
  )

  function start(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void {
    // Another site cannot start one for this browser (and then post its own token to it).
    if (!ownNavigation(req)) return redirect(res, back('not-started'))
    const named = query.get('cloud')
    const cloud = named ? configs.find((config) => config.name === named) : configs[0]
    const choice = cloud?.websso?.find((candidate) => candidate.id === query.get('choice'))
    if (!cloud || !choice) return redirect(res, back('unknown-choice'))
    const secure = isSecure(req)
    // Signing in again ends the session this browser had (its SameSite=Strict cookie comes now, not at finish).
    const previous = core.open(req)
    if (previous.ok) core.revoke(previous.session)
    const path = choice.identityProvider
      ? `/auth/OS-FEDERATION/identity_providers/${choice.identityProvider}/protocols/${choice.protocol}/websso`
      : `/auth/OS-FEDERATION/websso/${choice.protocol}`
    const project = query.get('project') || undefined
    const recent = openRecentProject(req.headers.cookie, keys)
    const next = pageToReturnTo(query.get('next'))
    const started: Started = {
      authUrl: cloud.authUrl,
      choice: {
        protocol: choice.protocol,
        ...(choice.identityProvider ? { identityProvider: choice.identityProvider } : {}),
      },
      ...(project ? { project } : {}),
      ...(recent ? { recent } : {}),
      ...(next ? { next } : {}),
      startedAt: now(),
      expiresAt: now() + STARTED_SECONDS * 1000,
    }
    redirect(res, `${identityV3Url(cloud.authUrl)}${path}?origin=${encodeURIComponent(callbackUrl(req, options))}`, [
      cookie(STARTED, sealValue(started, keys, 'sso1'), secure, STARTED_SECONDS),
      ...(previous.ok ? [clearedSessionCookie({ secure })] : []),
    ])
  }

  async function callback(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readText(req).catch(() => null)
    // Keystone's page posts it; a form of any other origin is not taken.
    if (!keystoneOrigins.has(String(req.headers.origin))) return redirect(res, back('not-started'))
    const token = new URLSearchParams(body ?? '').get('token')?.trim()
    if (!token || token.length > 8192) return redirect(res, back('no-token'))
    const arrived: Arrived = { token, expiresAt: now() + ARRIVED_SECONDS * 1000 }
    redirect(res, CONSOLE_WEBSSO_FINISH_PATH, [
      cookie(ARRIVED, sealValue(arrived, keys, 'sso2'), isSecure(req), ARRIVED_SECONDS),
    ])
  }

  /** The session for a federated token, or why not. */
  async function sessionFor(started: Started, token: string): Promise<SessionPayload | WebSsoOutcome> {
    const { authUrl } = started
    const v3 = identityV3Url(authUrl)
    const validated = await core.validate({ authUrl, token })
    const federated = validated.status === 200 ? (JSON.parse(validated.text) as TokenBody) : null
    if (!federated || !isTheFederatedToken(federated, started)) return 'refused'
    const listed = await core.identity(`${v3}/auth/projects`, 'GET', { 'X-Auth-Token': token })
    if (listed.status !== 200) return 'refused'
    const projects = ((JSON.parse(listed.text) as { projects?: AuthProject[] }).projects ?? [])
      .filter((project) => project.enabled !== false && !project.is_domain && typeof project.name === 'string')
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    // The project Sign In named, else the one this user last worked in, else the first.
    const recent = started.recent?.userId === federated.token.user.id ? started.recent.projectId : undefined
    const project =
      projects.find((candidate) => candidate.name === started.project) ??
      projects.find((candidate) => candidate.id === recent) ??
      projects[0]
    if (!project) return 'no-projects'
    const scoped = await core.scope({ authUrl, token, expiresAt: 0, projectId: '' }, project.id)
    if (!scoped.ok) return 'refused'
    const expiresAt = Date.parse(scoped.body.token.expires_at)
    if (!Number.isFinite(expiresAt)) return 'refused'
    const cloud = configs.find((config) => config.authUrl === authUrl)
    return {
      token: scoped.token,
      expiresAt,
      authUrl,
      userId: scoped.body.token.user?.id,
      projectId: project.id,
      region: cloud?.region ?? '',
      interface: cloud?.interface ?? 'public',
    }
  }

  async function finish(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const secure = isSecure(req)
    const clear = [cookie(STARTED, '', secure, 0), cookie(ARRIVED, '', secure, 0)]
    const started = opened<Started>(req, STARTED, keys, 'sso1', now())
    const arrived = opened<Arrived>(req, ARRIVED, keys, 'sso2', now())
    // A token this browser did not ask for (another site's form) signs nobody in.
    if (!started || !configs.some((config) => config.authUrl === started.authUrl))
      return redirect(res, back('not-started'), clear)
    if (!arrived) return redirect(res, back('no-token'), clear)
    const outcome = await sessionFor(started, arrived.token).catch((): WebSsoOutcome => 'refused')
    // The unscoped token served its turn: revoked, whatever came of it.
    core.revoke({ authUrl: started.authUrl, token: arrived.token })
    if (typeof outcome === 'string') {
      note(req, { signIn: 'refused' })
      return redirect(res, back(outcome), clear)
    }
    note(req, { signIn: 'accepted', opened: 'single-sign-on', userId: outcome.userId, projectId: outcome.projectId })
    redirect(res, started.next ?? '/', [...core.cookiesFor(req, outcome), ...clear])
  }

  /** The WebSSO routes; null for any other path. */
  return function handle(req: IncomingMessage, res: ServerResponse): Promise<void> | null {
    const [path = '', search = ''] = (req.url ?? '/').split('?')
    const method = req.method ?? 'GET'
    if (path === CONSOLE_WEBSSO_START_PATH && method === 'GET') {
      req.resume()
      start(req, res, new URLSearchParams(search))
      return Promise.resolve()
    }
    if (path === CONSOLE_WEBSSO_PATH && method === 'POST') return callback(req, res)
    if (path === CONSOLE_WEBSSO_FINISH_PATH && method === 'GET') {
      req.resume()
      return finish(req, res)
    }
    if ([CONSOLE_WEBSSO_PATH, CONSOLE_WEBSSO_START_PATH, CONSOLE_WEBSSO_FINISH_PATH].includes(path)) {
      req.resume()
      sendJson(res, 405, errorBody(405, 'Method Not Allowed', 'Use GET (start, finish) or POST (Keystone’s callback).'))
      return Promise.resolve()
    }
    return null
  }
}
