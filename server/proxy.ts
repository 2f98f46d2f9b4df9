// The console's API proxy: the browser calls <base>/<scheme>/<host:port>/<path> on the
// console's own origin and this forwards the call to that cloud URL, so the cloud needs no
// CORS set-up. It forwards only for a signed-in console session (console-session.ts): it
// opens the session cookie and adds the session's token (X-Auth-Token); a call without a
// session, or with a cookie that does not open, is answered 401 and nothing is forwarded.
// Writes must carry the console's own header (X-Console-Request), which no other site's page
// can send. It is not an open proxy either: it forwards only to the configured Keystone and to
// the endpoints of Keystone's service catalog (learnt from the tokens the console signs in
// with, or asked of Keystone with the session's token). Requests and answers pass through
// unchanged (OpenStack-API-Version, x-openstack-request-id, bodies, encodings) but for
// hop-by-hop headers, the Host header, the console's cookie and header, and tokens: the
// page's own X-Auth-Token is dropped, and no X-Subject-Token ever reaches the page. An answer
// the cloud sent uncompressed (OpenStack's JSON is) goes out compressed, brotli or gzip, when
// the browser accepts it (answer-compression.ts); one the cloud encoded passes as it came.
// An exception of its own is a generic 500 and a line on stderr (failures.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream'
import { authTokensUrl } from '../src/api/keystone-wire.ts'
import type { Coding } from './answer-compression.ts'
import {
  chooseCoding,
  compressPassedBody,
  compressedHeaders,
  compressorFor,
  mayCompress,
  varyOnEncoding,
} from './answer-compression.ts'
import {
  CONSOLE_PROJECT_HEADER,
  CONSOLE_PROXY_BASE,
  CONSOLE_REGION_HEADER,
  fromProxyPath,
} from '../src/api/console-wire.ts'
import { catalogOrigins, createCatalogServices } from './catalog-services.ts'
import type { ConsoleSessions } from './console-session.ts'
import type { FailureLog } from './failures.ts'
import { answerFailure, logToStderr } from './failures.ts'
import { answerGone, errorBody, sendJson } from './http-json.ts'
import { note } from './request-context.ts'
import { CONSOLE_REQUEST_HEADER, isConsoleWrite } from './session-seal.ts'
import { callUpstream, transportFor } from './upstream.ts'

export const PROXY_BASE = CONSOLE_PROXY_BASE
/** The codings the proxy compresses JSON in, most preferred first. */
const CODINGS: readonly Coding[] = ['br', 'gzip']
/** Answers up to this size are compressed whole (one call, ~1 ms at most); bigger or unsized ones as they stream. */
const WHOLE_BODY_MAX = 256 * 1024
const PROJECT_HEADER = CONSOLE_PROJECT_HEADER.toLowerCase()
const REGION_HEADER = CONSOLE_REGION_HEADER.toLowerCase()

const headerText = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && value ? value : undefined

/** Headers that belong to one connection (RFC 9110 §7.6.1), the console's own, and tokens. */
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
  // The console's own login (basic auth, an SSO front) is not the cloud's business.
  'authorization',
  CONSOLE_REQUEST_HEADER,
  'x-auth-token',
  'x-subject-token',
  'x-console-project',
  'x-console-region',
])

/**
 * Never passed back to the page: hop-by-hop headers, tokens, the cloud's cookies (they would be
 * set on the console's origin, where one could replace the session's) and its CORS policy.
 */
const NOT_ANSWERED = new Set([
  ...[...NOT_FORWARDED].filter((name) => !['cookie', 'authorization', CONSOLE_REQUEST_HEADER].includes(name)),
  'set-cookie',
  'set-cookie2',
])

export interface ProxyOptions {
  /** The configured clouds' Keystone URLs (OS_AUTH_URL or clouds.yaml auth_url; several with CONSOLE_CLOUDS). */
  authUrls: string[]
  /** Opens the session cookie of each call. */
  sessions: ConsoleSessions
  base?: string
  /** How long to wait for the cloud before answering 504. */
  timeoutMs?: number
  /** Where an unexpected failure is logged (failures.ts); stderr without it. */
  log?: FailureLog
}

export interface CloudProxy {
  /** Handles the request when its path is under the proxy's base; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /** Allows the endpoints of a token body's catalog, for sessions of the cloud at `authUrl`. */
  learn(body: unknown, authUrl: string): void
}

function sendError(res: ServerResponse, code: number, title: string, message: string): void {
  sendJson(res, code, errorBody(code, title, message))
}

function forwardedHeaders(
  headers: IncomingMessage['headers'],
  target: URL,
  token: string,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
  for (const [name, value] of Object.entries(headers)) {
    // HTTP/2's pseudo-headers (:method, :path, :authority…) describe the browser's request to the
    // console (RFC 9113 §8.3); the call to the cloud has its own.
    if (value === undefined || name.startsWith(':') || NOT_FORWARDED.has(name) || listed.includes(name)) continue
    out[name] = value
  }
  out.host = target.host
  out['x-auth-token'] = token
  return out
}

function answerHeaders(headers: IncomingMessage['headers']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_ANSWERED.has(name) || listed.includes(name) || name.startsWith('access-control-'))
      continue
    out[name] = value
  }
  return out
}

/**
 * Keystone's token API on any origin, however the path is spelt (escapes, doubled slashes, a
 * trailing slash): tokens are the console's server's own.
 */
export function isTokenApi(target: URL): boolean {
  let path = target.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // Not decodable: checked as it is.
  }
  return /\/auth\/tokens$/i.test(path.replace(/\/{2,}/g, '/').replace(/\/+$/, ''))
}

export function createCloudProxy(options: ProxyOptions): CloudProxy {
  /** When each forwarded call was sent. */
  const sentAt = new WeakMap<IncomingMessage, number>()
  const base = options.base ?? PROXY_BASE
  const timeoutMs = options.timeoutMs ?? 120_000
  const log = options.log ?? logToStderr
  /** Each cloud's Keystone, its catalog URL and what it taught: catalog origin → the regions it serves. */
  const clouds = new Map(
    options.authUrls.map((authUrl) => {
      const tokensUrl = new URL(authTokensUrl(authUrl))
      return [
        authUrl,
        {
          keystoneOrigin: tokensUrl.origin,
          catalogUrl: new URL('catalog', tokensUrl.href.replace(/tokens$/, '')),
          learnt: new Map<string, Set<string>>(),
        },
      ] as const
    }),
  )

  const services = createCatalogServices()
  const keystoneOrigins = new Set([...clouds.values()].map((cloud) => cloud.keystoneOrigin))

  function learn(body: unknown, authUrl: string): void {
    const cloud = clouds.get(authUrl)
    if (!cloud) return
    const endpoints = catalogOrigins(body)
    services.learn(endpoints)
    for (const { origin, region } of endpoints) {
      const regions = cloud.learnt.get(origin) ?? new Set<string>()
      regions.add(region)
      cloud.learnt.set(origin, regions)
    }
  }

  /** The session cloud's Keystone always; its catalog endpoints of the session's region (any region when it chose none). */
  function allows(origin: string, authUrl: string, region: string | undefined): boolean {
    const cloud = clouds.get(authUrl)
    if (!cloud) return false
    if (origin === cloud.keystoneOrigin) return true
    const regions = cloud.learnt.get(origin)
    return Boolean(regions && (!region || regions.has(region) || regions.has('')))
  }

  /** Asks the session's Keystone for its catalog, to allow an endpoint this server has not seen yet. */
  async function askCatalog(token: string, authUrl: string): Promise<void> {
    const cloud = clouds.get(authUrl)
    if (!cloud) return
    try {
      const answer = await callUpstream(cloud.catalogUrl, { headers: { 'X-Auth-Token': token }, timeoutMs })
      if (answer.status === 200) learn(JSON.parse(answer.text), authUrl)
    } catch {
      // No answer, or not a catalog: nothing learnt.
    }
  }

  /** Passes the cloud's answer to the page: its headers filtered, its JSON compressed when the browser takes it. */
  function passOn(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    target: URL,
    answer: IncomingMessage,
  ): void {
    const status = answer.statusCode ?? 502
    const requestId = headerText(answer.headers['x-openstack-request-id'])
    noteCall(req, target, status, requestId)
    const headers = answerHeaders(answer.headers)
    // OpenStack sends its JSON uncompressed: compressed here, as it streams, when the browser takes it.
    const compressible = mayCompress(method, status, answer.headers)
    const coding = compressible ? chooseCoding(req.headers['accept-encoding'], CODINGS) : null
    // The status goes without the cloud's reason phrase: HTTP/2 has none (RFC 9113 §8.3.2), and
    // over HTTP/1.1 Node writes the standard one, as OpenStack's services do.
    if (!coding) {
      if (compressible) headers.vary = varyOnEncoding(headers.vary)
      res.writeHead(status, headers)
      // A cloud that drops the connection mid-body ends the browser's answer too.
      pipeline(answer, res, () => undefined)
      return
    }
    const length = Number(answer.headers['content-length'])
    if (Number.isFinite(length) && length <= WHOLE_BODY_MAX) {
      // A body of known, modest size (a page of a list): read whole and compressed in one call,
      // cheaper than a stream's hops, and sent with its length.
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('error', () => res.destroy())
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        const send = (packed: { coding: Coding; data: Buffer } | null) => {
          if (answerGone(res)) return
          const sent = packed
            ? compressedHeaders(headers, packed.coding)
            : { ...headers, vary: varyOnEncoding(headers.vary) }
          res.writeHead(status, {
            ...sent,
            'content-length': String((packed?.data ?? body).length),
          })
          res.end(packed?.data ?? body)
        }
        // Should zlib fail, the body goes as the cloud sent it; should sending fail, that is logged.
        compressPassedBody(req.headers['accept-encoding'], body)
          .then(send, () => send(null))
          .catch((error: unknown) => answerFailure(req, res, error, log))
      })
      return
    }
    res.writeHead(status, compressedHeaders(headers, coding))
    pipeline(answer, compressorFor(coding, Number.isFinite(length) ? length : undefined), res, () => undefined)
  }

  /** The call's service, status, time and the cloud's request id, for the log and the counts. */
  function noteCall(req: IncomingMessage, target: URL, status: number, requestId?: string): void {
    const seconds = (performance.now() - (sentAt.get(req) ?? performance.now())) / 1000
    const service = services.of(target, keystoneOrigins)
    note(req, { cloudCall: { service, status, seconds, ...(requestId ? { requestId } : {}) } })
  }

  function forward(req: IncomingMessage, res: ServerResponse, target: URL, token: string): void {
    sentAt.set(req, performance.now())
    const { send, agent } = transportFor(target)
    const method = req.method ?? 'GET'
    const upstream = send(
      target,
      { method, headers: forwardedHeaders(req.headers, target, token), agent },
      (answer) => {
        try {
          passOn(req, res, method, target, answer)
        } catch (error) {
          answer.resume()
          answerFailure(req, res, error, log)
        }
      },
    )
    // A browser that goes away frees the connection to the cloud at once.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    upstream.setTimeout(timeoutMs, () => upstream.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })))
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.code === 'ETIMEDOUT'
      if (!res.headersSent) noteCall(req, target, timedOut ? 504 : 502)
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
    const opened = options.sessions.open(req)
    if (!opened.ok) {
      options.sessions.refuse(req, res, opened.reason)
      return
    }
    if (!isConsoleWrite(req.method ?? 'GET', req.headers)) {
      req.resume()
      sendError(
        res,
        403,
        'Forbidden',
        `The console's proxy forwards writes only from the console's own pages (the ${CONSOLE_REQUEST_HEADER} header is missing).`,
      )
      return
    }
    if (isTokenApi(target)) {
      req.resume()
      sendError(res, 403, 'Forbidden', `Tokens are the console's server's own: sign in and out at /_console/session.`)
      return
    }
    // Every call of the page names the project and region it is for (X-Console-Project/Region):
    // the session's own go with its token; another (a tab left in the project the session moved
    // from, or the "All my volumes" view) with a token scoped there for this call alone, to the
    // endpoints of that region. Keystone decides, as for any token of the user's.
    const project = headerText(req.headers[PROJECT_HEADER])
    const { authUrl } = opened.session
    const region = headerText(req.headers[REGION_HEADER]) ?? opened.session.region
    let token = opened.session.token
    if (project && project !== opened.session.projectId) {
      const scoped = await options.sessions.scope(opened.session, project)
      if (!scoped.ok) {
        options.sessions.refuseScope(req, res, opened.session, scoped)
        return
      }
      token = scoped.token
    }
    if (!allows(target.origin, authUrl, region)) await askCatalog(token, authUrl)
    if (!allows(target.origin, authUrl, region)) {
      req.resume()
      const where = region ? `the endpoints of region ${region} in its catalog` : 'the endpoints in its catalog'
      const keystoneOrigin = clouds.get(authUrl)?.keystoneOrigin ?? new URL(authUrl).origin
      sendError(
        res,
        403,
        'Forbidden',
        `The console's proxy forwards only to the configured cloud (${keystoneOrigin} and ${where}); ${target.origin} is not one of them.`,
      )
      return
    }
    forward(req, res, target, token)
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
      route(req, res, target).catch((error: unknown) => answerFailure(req, res, error, log))
      return true
    },
    learn,
  }
}
