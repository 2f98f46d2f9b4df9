// The console's API proxy: the browser calls <base>/<scheme>/<host:port>/<path> on the
// console's own origin and this forwards the call to that cloud URL, so the cloud needs no
// CORS set-up. It is not an open proxy: it forwards only to the configured Keystone and to
// the endpoints that Keystone's service catalog lists (learnt from the tokens it issues, or
// asked of Keystone with the caller's token). Requests and answers pass through unchanged
// (X-Auth-Token, X-Subject-Token, OpenStack-API-Version, x-openstack-request-id, bodies,
// encodings) but for hop-by-hop headers, the Host header and the console's own cookies.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { gunzipSync, inflateSync } from 'node:zlib'
import { authTokensUrl } from '../src/api/keystone-url.ts'

export const PROXY_BASE = '/os-proxy'

/** The cloud URL a proxy path stands for, or null when `path` is not one (see src/api/proxy.ts for the other way). */
export function fromProxyPath(base: string, path: string): URL | null {
  const prefix = `${base.replace(/\/+$/, '')}/`
  if (!path.startsWith(prefix)) return null
  const match = /^(https?)\/([^/?#]+)(.*)$/i.exec(path.slice(prefix.length))
  if (!match) return null
  const [, scheme = 'http', authority = '', rest = ''] = match
  try {
    const url = new URL(
      `${scheme.toLowerCase()}://${authority}${rest.startsWith('/') || rest === '' ? rest : `/${rest}`}`,
    )
    return url.username || url.password ? null : url
  } catch {
    return null
  }
}

/** Headers that belong to one connection (RFC 9110 §7.6.1), plus the console's cookies. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
])

export interface ProxyOptions {
  /** The configured cloud's Keystone URL (OS_AUTH_URL or clouds.yaml auth_url). */
  authUrl: string
  base?: string
  /** How long to wait for the cloud before answering 504. */
  timeoutMs?: number
  /** Called for every forwarded call (for logs). */
  onForward?: (method: string, target: URL, status: number) => void
}

export interface CloudProxy {
  /** Handles the request when its path is under the proxy's base; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /** The origins the proxy forwards to now. */
  allowedOrigins(): string[]
}

function sendError(res: ServerResponse, code: number, title: string, message: string): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = JSON.stringify({ error: { code, title, message } })
  res.writeHead(code, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
}

function forwardedHeaders(headers: IncomingMessage['headers'], target: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name) || listed.includes(name)) continue
    out[name] = value
  }
  out.host = target.host
  return out
}

function answerHeaders(headers: IncomingMessage['headers']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || (NOT_FORWARDED.has(name) && name !== 'cookie')) continue
    out[name] = value
  }
  return out
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  if (encoding === 'deflate') return inflateSync(body).toString('utf8')
  return body.toString('utf8')
}

/** Every endpoint origin of a Keystone catalog (token body or GET /auth/catalog body). */
export function catalogOrigins(body: unknown): string[] {
  const root = body as { token?: { catalog?: unknown }; catalog?: unknown } | null
  const catalog = root?.token?.catalog ?? root?.catalog
  if (!Array.isArray(catalog)) return []
  const origins: string[] = []
  for (const entry of catalog as Array<{ endpoints?: Array<{ url?: unknown }> }>) {
    for (const endpoint of entry.endpoints ?? []) {
      if (typeof endpoint.url !== 'string') continue
      try {
        origins.push(new URL(endpoint.url).origin)
      } catch {
        // A malformed catalog URL is never a place to forward to.
      }
    }
  }
  return origins
}

export function createCloudProxy(options: ProxyOptions): CloudProxy {
  const base = options.base ?? PROXY_BASE
  const timeoutMs = options.timeoutMs ?? 120_000
  const tokensUrl = new URL(authTokensUrl(options.authUrl))
  const catalogUrl = new URL('catalog', tokensUrl.href.replace(/tokens$/, ''))
  const keystoneOrigin = tokensUrl.origin
  const allowed = new Set<string>([keystoneOrigin])

  function learn(body: unknown): void {
    for (const origin of catalogOrigins(body)) allowed.add(origin)
  }

  /** Asks the configured Keystone for the caller's catalog, to allow an endpoint after a restart. */
  function askCatalog(token: string): Promise<void> {
    return new Promise((resolve) => {
      const send = catalogUrl.protocol === 'https:' ? httpsRequest : httpRequest
      const call = send(catalogUrl, { headers: { 'X-Auth-Token': token, Accept: 'application/json' } }, (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          try {
            if (answer.statusCode === 200)
              learn(JSON.parse(decode(Buffer.concat(chunks), answer.headers['content-encoding'])))
          } catch {
            // Not a catalog: nothing learnt.
          }
          resolve()
        })
        answer.on('error', () => resolve())
      })
      call.setTimeout(timeoutMs, () => call.destroy())
      call.on('error', () => resolve())
      call.end()
    })
  }

  function forward(req: IncomingMessage, res: ServerResponse, target: URL): void {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    const isTokenCall = target.origin === keystoneOrigin && target.pathname.replace(/\/+$/, '') === tokensUrl.pathname
    const method = req.method ?? 'GET'
    const upstream = send(target, { method, headers: forwardedHeaders(req.headers, target) }, (answer) => {
      const status = answer.statusCode ?? 502
      options.onForward?.(method, target, status)
      res.writeHead(status, answer.statusMessage, answerHeaders(answer.headers))
      if (!isTokenCall || status >= 300) {
        answer.pipe(res)
        return
      }
      // A token from the configured Keystone: its catalog says where the proxy may go.
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        res.write(chunk)
      })
      answer.on('end', () => {
        res.end()
        try {
          learn(JSON.parse(decode(Buffer.concat(chunks), answer.headers['content-encoding'])))
        } catch {
          // Not JSON: nothing learnt.
        }
      })
    })
    upstream.setTimeout(timeoutMs, () => upstream.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })))
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.code === 'ETIMEDOUT'
      sendError(
        res,
        timedOut ? 504 : 502,
        timedOut ? 'Gateway Timeout' : 'Bad Gateway',
        `The console's proxy could not reach ${target.origin}: ${error.code ?? error.message}.`,
      )
    })
    req.pipe(upstream)
  }

  async function route(req: IncomingMessage, res: ServerResponse, target: URL): Promise<void> {
    const token = req.headers['x-auth-token']
    if (!allowed.has(target.origin) && typeof token === 'string' && token !== '') await askCatalog(token)
    if (!allowed.has(target.origin)) {
      req.resume()
      sendError(
        res,
        403,
        'Forbidden',
        `The console's proxy forwards only to the configured cloud (${keystoneOrigin} and the endpoints in its catalog); ${target.origin} is not one of them.`,
      )
      return
    }
    forward(req, res, target)
  }

  return {
    handle(req, res) {
      const path = req.url ?? '/'
      if (path !== base && !path.startsWith(`${base}/`)) return false
      const target = fromProxyPath(base, path)
      if (!target) {
        req.resume()
        sendError(res, 400, 'Bad Request', `Expected ${base}/<http|https>/<host[:port]>/<path>.`)
        return true
      }
      void route(req, res, target)
      return true
    },
    allowedOrigins: () => [...allowed],
  }
}
