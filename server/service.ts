// The console's server as a service (`npm run serve`): its routes (health, session, proxy, the
// app's files) on one Node HTTP server, and a stop that loses no request:
//   1. /readyz answers 503 at once, so the load balancer stops sending new requests;
//   2. after `noticed` (the load balancer's time to see it: its check interval × its fall count),
//      the server takes no new connection and closes the idle kept-alive ones;
//   3. requests in flight — a long upload, a streamed list — finish, each answer closing its
//      connection, up to `deadlineMs`; what is still open then is cut;
//   4. stop() resolves: the process may exit.
// Every request gets its context (request-context.ts: its id, sent back as X-Request-Id, and
// where it came from, believing X-Forwarded-* only from the trusted proxies); when its answer
// ends it is counted (metrics.ts) and logged (request-log.ts). Over TLS, here or at a trusted
// proxy, answers carry HSTS. With a certificate it speaks HTTP/2 (ALPN h2), so that a browser's
// first visit fetches the app's many chunks side by side on one connection, and HTTP/1.1 to
// clients without it.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2SecureServer } from 'node:http2'
import { http2Connections, httpConnections, type Connections } from './connections.ts'
import type { Logger } from 'pino'
import type { CloudConfig } from './cloud-config.ts'
import { createConsoleRoutes, type ConsoleRouteOptions } from './console-routes.ts'
import { guarded, logToStderr, type FailureLog } from './failures.ts'
import { createHealthRoutes, type HealthOptions } from './health.ts'
import { errorBody, sendJson } from './http-json.ts'
import { answerMetrics, createMetrics, METRICS_PATH, routeOf, type ConsoleMetrics } from './metrics.ts'
import { beginRequest, contextOf, NO_TRUSTED_PROXIES, type TrustedProxies } from './request-context.ts'
import { failureLogTo, logRequest } from './request-log.ts'
import { SECURITY_HEADERS } from './security-headers.ts'
import { createStaticFiles } from './static-files.ts'

/** The status counted and logged for a request whose client left before its answer began. */
export const CLIENT_CLOSED = 499

/** Browsers keep to HTTPS for this origin for a year once they have seen it over TLS (RFC 6797). */
export const HSTS = 'max-age=31536000'

export interface ServiceOptions extends ConsoleRouteOptions {
  /** The app's build (index.html and assets). */
  root: string
  configs: CloudConfig[]
  /** Where failures go: the logger's when there is one, else stderr. */
  log?: FailureLog
  health?: Pick<HealthOptions, 'keystoneEveryMs' | 'keystoneTimeoutMs'>
  /** Serve HTTPS with this certificate chain and key. */
  tls?: { cert: Buffer; key: Buffer }
  /** The proxies whose X-Forwarded-Proto/-For are believed; none by default. */
  trustedProxies?: TrustedProxies
  /** GET /metrics on this server needs `Authorization: Bearer <token>`; without a token it is not served here. */
  metricsToken?: string
  /** A line per request (and the failures) as JSON; none without it. */
  logger?: Logger
  /** With a logger: no line per request but for failures. */
  quiet?: boolean
}

export interface StopOptions {
  /** Resolves when the load balancer has had time to see /readyz fail. */
  noticed: Promise<void>
  /** How long requests in flight may take once new connections are refused. */
  deadlineMs: number
}

/** Plain HTTP, or with TLS HTTP/2 and HTTP/1.1 (both are net.Server: listen, address, close). */
export type ConsoleServer = Server | Http2SecureServer

export interface ConsoleService {
  server: ConsoleServer
  metrics: ConsoleMetrics
  /** A server answering GET /metrics alone, without a token: for an address only operators reach. */
  metricsServer(): Server
  /** Requests begun and not yet answered. */
  inFlight(): number
  stopping(): boolean
  stop(options: StopOptions): Promise<{ cut: number }>
}

export function createConsoleService(options: ServiceOptions): ConsoleService {
  const { root, configs, health: probes, tls, trustedProxies, metricsToken, logger, quiet, ...routeOptions } = options
  const log = options.log ?? (logger ? failureLogTo(logger) : logToStderr)
  const trusted = trustedProxies ?? NO_TRUSTED_PROXIES
  const metrics = createMetrics()
  let stopping = false
  const health = createHealthRoutes({
    root,
    authUrls: configs.map((cloud) => cloud.authUrl),
    stopping: () => stopping,
    ...probes,
  })
  const routes = createConsoleRoutes(configs, { ...routeOptions, log })
  const files = createStaticFiles(root, SECURITY_HEADERS, log)
  const handle = guarded((req: IncomingMessage, res: ServerResponse) => {
    const probe = health.routes(req, res)
    if (probe) return probe
    if (contextOf(req).route === 'metrics') {
      if (metricsToken) return answerMetrics(req, res, metrics, metricsToken)
      req.resume()
      sendJson(res, 404, errorBody(404, 'Not Found', 'The metrics are not served on this address.'))
      return undefined
    }
    if (!routes(req, res)) files(req, res)
    return undefined
  }, log)
  const answering = new Set<ServerResponse>()
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const http1 = req.httpVersionMajor < 2
    const sent = http1 ? bytesOfConnection(req) : bytesOfStream(res)
    const context = beginRequest(req, trusted)
    context.route = routeOf((req.url ?? '/').split('?')[0] ?? '/')
    res.setHeader('X-Request-Id', context.id)
    if (context.secure) res.setHeader('Strict-Transport-Security', HSTS)
    answering.add(res)
    res.once('close', () => {
      // A client that went away before the answer began: 499, nginx's "client closed request".
      const answered = {
        method: req.method ?? 'GET',
        status: res.headersSent ? res.statusCode : CLIENT_CLOSED,
        complete: res.writableFinished,
        seconds: (performance.now() - started) / 1000,
        bytes: sent(),
      }
      metrics.observe(context, answered)
      if (logger) logRequest(logger, req, context, answered, quiet ?? false)
      answering.delete(res)
      // A connection that answered while stopping is closed once idle (Node marks it so after
      // this event).
      if (stopping && !server.listening) setImmediate(() => connections.closeIdle())
    })
    // Once stopping, each HTTP/1 answer ends its connection: the client's next request opens a
    // new one, which the load balancer sends elsewhere. (HTTP/2 has no Connection header: its
    // session is told to go away instead.)
    if (stopping && http1) res.setHeader('Connection', 'close')
    handle(req, res)
  }
  let server: ConsoleServer
  let connections: Connections
  if (tls) {
    // node:http2's compatibility API gives the routes the request and answer methods of
    // node:http they use; what differs is handled where it is used (no Connection header, no
    // status message, the host in :authority).
    const secure = createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true }, listener as never)
    server = secure
    connections = http2Connections(secure)
  } else {
    const plain = createHttpServer(listener)
    server = plain
    connections = httpConnections(plain)
  }

  return {
    server,
    metrics,
    metricsServer: () =>
      createHttpServer((req, res) => {
        if ((req.url ?? '/').split('?')[0] === METRICS_PATH) {
          answerMetrics(req, res, metrics, undefined).catch(() => res.destroy())
          return
        }
        req.resume()
        sendJson(res, 404, errorBody(404, 'Not Found', `Only ${METRICS_PATH} is served here.`))
      }),
    inFlight: () => answering.size,
    stopping: () => stopping,
    async stop({ noticed, deadlineMs }) {
      stopping = true
      for (const res of answering) {
        if (!res.headersSent && res.req.httpVersionMajor < 2) res.setHeader('Connection', 'close')
      }
      await noticed
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      connections.closeIdle()
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs)
      })
      const outcome = await Promise.race([closed.then(() => 'closed' as const), deadline])
      clearTimeout(timer)
      if (outcome === 'closed') return { cut: 0 }
      const cut = answering.size
      connections.closeAll()
      await closed
      return { cut }
    },
  }
}

/** The bytes an HTTP/1 answer sent: what its connection wrote meanwhile (headers included). */
function bytesOfConnection(req: IncomingMessage): () => number {
  const before = req.socket.bytesWritten
  return () => req.socket.bytesWritten - before
}

/**
 * The bytes an HTTP/2 answer sent: its body's (its connection carries other answers at the same
 * time, so the connection's count would not be its own).
 */
function bytesOfStream(res: ServerResponse): () => number {
  let bytes = 0
  const count = (chunk: unknown) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk)
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength
  }
  const { write, end } = res
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    count(chunk)
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') count(chunk)
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
  } as ServerResponse['end']
  return () => bytes
}
