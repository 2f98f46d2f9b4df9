// What the console's own server answers besides the app's files, in `npm run serve` and in
// the dev server: the Sign In defaults (/_console/config.json, never a password) and the
// API proxy to the configured cloud.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RuntimeConfig } from '../src/lib/console-config.ts'
import { emptyCloud, RUNTIME_CONFIG_PATH } from '../src/lib/console-config.ts'
import type { CloudConfig } from './cloud-config.ts'
import { publicDefaults } from './cloud-config.ts'
import type { ProxyOptions } from './proxy.ts'
import { createCloudProxy, PROXY_BASE } from './proxy.ts'
import { SECURITY_HEADERS } from './security-headers.ts'

export type ConsoleRoutes = (req: IncomingMessage, res: ServerResponse) => boolean

export function runtimeConfigFor(config: CloudConfig | null): RuntimeConfig {
  if (!config) return { proxy: null, cloud: emptyCloud, source: null }
  return { proxy: PROXY_BASE, cloud: publicDefaults(config), source: config.source }
}

export function createConsoleRoutes(
  config: CloudConfig | null,
  options: Omit<ProxyOptions, 'authUrl'> = {},
): ConsoleRoutes {
  const proxy = config ? createCloudProxy({ ...options, authUrl: config.authUrl }) : null
  const body = JSON.stringify(runtimeConfigFor(config))
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path === RUNTIME_CONFIG_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...SECURITY_HEADERS })
      res.end(body)
      return true
    }
    if (proxy) return proxy.handle(req, res)
    if (path === PROXY_BASE || path?.startsWith(`${PROXY_BASE}/`)) {
      req.resume()
      const message = 'No cloud is configured: set OS_CLOUD (clouds.yaml) or OS_AUTH_URL and restart the console.'
      res.writeHead(503, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { code: 503, title: 'Service Unavailable', message } }))
      return true
    }
    return false
  }
}
