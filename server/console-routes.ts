// What the console's own server answers besides the app's files, in `npm run serve` and in
// the dev server: the Sign In defaults (/_console/config.json, never a password), the session
// (/_console/session: sign in, who is signed in, sign out) and the API proxy to the
// configured cloud, which forwards only for a signed-in session.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CONSOLE_SESSION_PATH } from '../src/api/console-wire.ts'
import type { RuntimeConfig } from '../src/lib/console-config.ts'
import { emptyCloud, RUNTIME_CONFIG_PATH } from '../src/lib/console-config.ts'
import type { CloudConfig } from './cloud-config.ts'
import { publicDefaults } from './cloud-config.ts'
import { createConsoleSessions } from './console-session.ts'
import { errorBody, sendJson } from './http-json.ts'
import type { ProxyOptions } from './proxy.ts'
import { createCloudProxy, PROXY_BASE } from './proxy.ts'
import { SECURITY_HEADERS } from './security-headers.ts'
import { type SessionKeys, sessionKeyFrom } from './session-seal.ts'
import { createVersionDocuments } from './version-documents.ts'
import { answerFailure, logToStderr } from './failures.ts'
import { createWebSso } from './websso.ts'

export type ConsoleRoutes = (req: IncomingMessage, res: ServerResponse) => boolean

/** What the Sign In page is told: the first cloud's defaults, and every cloud offered (never a password or secret). */
export function runtimeConfigFor(configs: CloudConfig[]): RuntimeConfig {
  const [first] = configs
  if (!first) return { proxy: null, session: null, cloud: emptyCloud, source: null }
  return {
    proxy: PROXY_BASE,
    session: CONSOLE_SESSION_PATH,
    cloud: publicDefaults(first),
    ...(configs.length > 1
      ? { clouds: configs.map((config) => ({ ...publicDefaults(config), source: config.source })) }
      : {}),
    source: first.source,
  }
}

export interface ConsoleRouteOptions extends Omit<ProxyOptions, 'authUrls' | 'sessions'> {
  /** The keys sessions are sealed with (the first seals, all open); CONSOLE_SESSION_KEY or one made now when not given. */
  sessionKeys?: SessionKeys
  /** Keystone calls of the session routes give up after this long. */
  sessionTimeoutMs?: number
  now?: () => number
  /** The console's address as browsers reach it, for Keystone's WebSSO callback (CONSOLE_PUBLIC_URL). */
  publicUrl?: string
}

/** The console's routes for the configured clouds: one (OS_* or OS_CLOUD), several (CONSOLE_CLOUDS), or none. */
export function createConsoleRoutes(
  config: CloudConfig | CloudConfig[] | null,
  options: ConsoleRouteOptions = {},
): ConsoleRoutes {
  const configs = config === null ? [] : Array.isArray(config) ? config : [config]
  const body = JSON.stringify(runtimeConfigFor(configs))
  // Revalidated on each load, answered 304 while the configuration is the same.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  let handle: ConsoleRoutes | null = null
  if (configs.length) {
    const keys = options.sessionKeys ?? sessionKeyFrom(process.env).keys
    let learn: (catalog: unknown, authUrl: string) => void = () => undefined
    const sessions = createConsoleSessions({
      clouds: configs.map(({ name, authUrl }) => ({ ...(name === undefined ? {} : { name }), authUrl })),
      keys,
      learn: (catalog, authUrl) => learn(catalog, authUrl),
      timeoutMs: options.sessionTimeoutMs,
      now: options.now,
      versions: createVersionDocuments({ now: options.now }),
      log: options.log,
    })
    const proxy = createCloudProxy({ ...options, authUrls: configs.map((cloud) => cloud.authUrl), sessions })
    learn = proxy.learn
    const websso = createWebSso(sessions.core, configs, {
      publicUrl: options.publicUrl ?? (process.env.CONSOLE_PUBLIC_URL || undefined),
    })
    const log = options.log ?? logToStderr
    const single = (req: IncomingMessage, res: ServerResponse) => {
      const answering = websso(req, res)
      answering?.catch((error: unknown) => answerFailure(req, res, error, log))
      return answering !== null
    }
    handle = (req, res) => single(req, res) || sessions.handle(req, res) || proxy.handle(req, res)
  }
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path === RUNTIME_CONFIG_PATH) {
      const headers = { 'Cache-Control': 'no-cache', ETag: etag, ...SECURITY_HEADERS }
      const tags = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''))
      if (tags.includes(etag) || tags.includes('*')) {
        res.writeHead(304, headers).end()
        return true
      }
      res.writeHead(200, { 'Content-Type': 'application/json', ...headers })
      res.end(body)
      return true
    }
    if (handle) return handle(req, res)
    if (path === CONSOLE_SESSION_PATH || path === PROXY_BASE || path?.startsWith(`${PROXY_BASE}/`)) {
      req.resume()
      const message = 'No cloud is configured: set OS_CLOUD (clouds.yaml) or OS_AUTH_URL and restart the console.'
      sendJson(res, 503, errorBody(503, 'Service Unavailable', message))
      return true
    }
    return false
  }
}
