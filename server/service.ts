// The console's server as a service (`npm run serve`): its routes (health, session, proxy, the
// app's files) on one Node HTTP server, and a stop that loses no request:
//   1. /readyz answers 503 at once, so the load balancer stops sending new requests;
//   2. after `noticed` (the load balancer's time to see it: its check interval × its fall count),
//      the server takes no new connection and closes the idle kept-alive ones;
//   3. requests in flight — a long upload, a streamed list — finish, each answer closing its
//      connection, up to `deadlineMs`; what is still open then is cut;
//   4. stop() resolves: the process may exit.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { CloudConfig } from './cloud-config.ts'
import { createConsoleRoutes, type ConsoleRouteOptions } from './console-routes.ts'
import { guarded, logToStderr, type FailureLog } from './failures.ts'
import { createHealthRoutes, type HealthOptions } from './health.ts'
import { SECURITY_HEADERS } from './security-headers.ts'
import { createStaticFiles } from './static-files.ts'

export interface ServiceOptions extends ConsoleRouteOptions {
  /** The app's build (index.html and assets). */
  root: string
  configs: CloudConfig[]
  log?: FailureLog
  health?: Pick<HealthOptions, 'keystoneEveryMs' | 'keystoneTimeoutMs'>
}

export interface StopOptions {
  /** Resolves when the load balancer has had time to see /readyz fail. */
  noticed: Promise<void>
  /** How long requests in flight may take once new connections are refused. */
  deadlineMs: number
}

export interface ConsoleService {
  server: Server
  /** Requests begun and not yet answered. */
  inFlight(): number
  stopping(): boolean
  stop(options: StopOptions): Promise<{ cut: number }>
}

export function createConsoleService(options: ServiceOptions): ConsoleService {
  const { root, configs, health: probes, ...routeOptions } = options
  const log = options.log ?? logToStderr
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
    if (!routes(req, res)) files(req, res)
    return undefined
  }, log)
  const answering = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    answering.add(res)
    res.once('close', () => {
      answering.delete(res)
      // A connection that answered while stopping is closed once idle (Node marks it so after
      // this event).
      if (stopping && !server.listening) setImmediate(() => server.closeIdleConnections())
    })
    // Once stopping, each answer ends its connection: the client's next request opens a new one,
    // which the load balancer sends elsewhere.
    if (stopping) res.setHeader('Connection', 'close')
    handle(req, res)
  })

  return {
    server,
    inFlight: () => answering.size,
    stopping: () => stopping,
    async stop({ noticed, deadlineMs }) {
      stopping = true
      for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close')
      await noticed
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs)
      })
      const outcome = await Promise.race([closed.then(() => 'closed' as const), deadline])
      clearTimeout(timer)
      if (outcome === 'closed') return { cut: 0 }
      const cut = answering.size
      server.closeAllConnections()
      await closed
      return { cut }
    },
  }
}
