// Single sign-on through Keystone federation (WebSSO), the console server's side
// (docs/sessions.md, "Single sign-on"; Keystone's side: docs/keystone-sign-in.md, section 1):
//   start     GET  /_console/websso/start?choice=<id>[&cloud=<name>][&project=<name>]: remembers
//             in a cookie that this browser started, and sends it to Keystone's WebSSO page with
//             `origin` = this server's callback;
//   callback  POST /_console/websso: Keystone's page posts the unscoped token here (a form from
//             Keystone's origin: no cookie of ours comes with it), kept for a minute in a cookie;
//   finish    GET  /_console/websso/finish: only in the browser that started (its Lax cookies
//             come on this top-level navigation), the user's projects (/v3/auth/projects), the
//             token scoped to the one asked for or the first, and the same sealed session cookie
//             as a password's. The unscoped token is revoked; nothing of it reaches the page.
// A sign-in that cannot finish lands on Sign In with `?sso=<why>` (WebSsoOutcome).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { WebSsoOutcome } from '../src/api/console-wire.ts'
import { CONSOLE_WEBSSO_FINISH_PATH, CONSOLE_WEBSSO_PATH, CONSOLE_WEBSSO_START_PATH } from '../src/api/console-wire.ts'
import { identityV3Url } from '../src/api/keystone-wire.ts'
import type { AuthProject, TokenBody } from '../src/api/types'
import type { CloudConfig } from './cloud-config.ts'
import { isSecure, readText, sendJson, errorBody } from './http-json.ts'
import type { SessionCore } from './session-core.ts'
import type { SessionPayload } from './session-seal.ts'
import { cookieValue, sealValue, unsealValue } from './session-seal.ts'

const STARTED = 'vc_sso'
const ARRIVED = 'vc_sso_token'
const STARTED_SECONDS = 600
const ARRIVED_SECONDS = 60

interface Started {
  authUrl: string
  project?: string
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
  key: Buffer,
  purpose: string,
  now: number,
): T | null {
  const value = cookieValue(req.headers.cookie, name)
  const read = value ? unsealValue(value, key, purpose) : null
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

/** The callback Keystone posts the token to: the `origin` its [federation] trusted_dashboard must list exactly. */
export function callbackUrl(req: IncomingMessage, options: WebSsoOptions): string {
  const base =
    options.publicUrl?.replace(/\/+$/, '') ?? `${isSecure(req) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`
  return `${base}${CONSOLE_WEBSSO_PATH}`
}

export function createWebSso(core: SessionCore, configs: CloudConfig[], options: WebSsoOptions) {
  const { key } = core.options
  const now = () => (core.options.now ?? Date.now)()

  function start(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void {
    const named = query.get('cloud')
    const cloud = named ? configs.find((config) => config.name === named) : configs[0]
    const choice = cloud?.websso?.find((candidate) => candidate.id === query.get('choice'))
    if (!cloud || !choice) return redirect(res, back('unknown-choice'))
    const v3 = identityV3Url(cloud.authUrl)
    const path = choice.identityProvider
      ? `/auth/OS-FEDERATION/identity_providers/${choice.identityProvider}/protocols/${choice.protocol}/websso`
      : `/auth/OS-FEDERATION/websso/${choice.protocol}`
    const project = query.get('project') || undefined
    const started: Started = {
      authUrl: cloud.authUrl,
      ...(project ? { project } : {}),
      expiresAt: now() + STARTED_SECONDS * 1000,
    }
    const secure = isSecure(req)
    redirect(res, `${v3}${path}?origin=${encodeURIComponent(callbackUrl(req, options))}`, [
      cookie(STARTED, sealValue(started, key, 'sso1'), secure, STARTED_SECONDS),
    ])
  }

  async function callback(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readText(req).catch(() => null)
    const token = new URLSearchParams(body ?? '').get('token')?.trim()
    if (!token || token.length > 8192) return redirect(res, back('no-token'))
    const arrived: Arrived = { token, expiresAt: now() + ARRIVED_SECONDS * 1000 }
    redirect(res, CONSOLE_WEBSSO_FINISH_PATH, [
      cookie(ARRIVED, sealValue(arrived, key, 'sso2'), isSecure(req), ARRIVED_SECONDS),
    ])
  }

  async function finish(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const secure = isSecure(req)
    const clear = [cookie(STARTED, '', secure, 0), cookie(ARRIVED, '', secure, 0)]
    const started = opened<Started>(req, STARTED, key, 'sso1', now())
    const arrived = opened<Arrived>(req, ARRIVED, key, 'sso2', now())
    // A token this browser did not ask for (another site's form) signs nobody in.
    if (!started || !configs.some((config) => config.authUrl === started.authUrl))
      return redirect(res, back('not-started'), clear)
    if (!arrived) return redirect(res, back('no-token'), clear)
    const { authUrl } = started
    const unscoped = { authUrl, token: arrived.token }
    const listed = await core
      .identity(`${identityV3Url(authUrl)}/auth/projects`, 'GET', { 'X-Auth-Token': arrived.token })
      .catch(() => null)
    if (listed?.status !== 200) return redirect(res, back('refused'), clear)
    const projects = ((JSON.parse(listed.text) as { projects?: AuthProject[] }).projects ?? [])
      .filter((project) => project.enabled !== false && !project.is_domain)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    const project = projects.find((candidate) => candidate.name === started.project) ?? projects[0]
    if (!project) {
      core.revoke(unscoped)
      return redirect(res, back('no-projects'), clear)
    }
    const scoped = await core.scope({ ...unscoped, expiresAt: 0, projectId: '' }, project.id)
    core.revoke(unscoped)
    if (!scoped.ok) return redirect(res, back('refused'), clear)
    const body: TokenBody = scoped.body
    const expiresAt = Date.parse(body.token.expires_at)
    const previous = core.open(req)
    if (previous.ok) core.revoke(previous.session)
    const cloud = configs.find((config) => config.authUrl === authUrl)
    const session: SessionPayload = {
      token: scoped.token,
      expiresAt,
      authUrl,
      projectId: project.id,
      region: cloud?.region ?? '',
      interface: cloud?.interface ?? 'public',
    }
    redirect(res, '/', [core.cookieFor(req, session), ...clear])
  }

  /** The WebSSO routes; false for any other path. */
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
