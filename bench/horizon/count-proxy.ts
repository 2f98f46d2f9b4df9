// A counting loopback proxy in front of the real cloud's services: one listener per service (Keystone,
// Cinder, Nova, Glance, Placement), each forwarding to the real one and noting the call. Answers
// that name a service's origin (the token's catalog, version documents, Location) are rewritten
// to the proxy's, so a client configured with the proxy's Keystone URL sends every later call
// through it too. Both Horizon and the console's server are pointed at it: each call either UI
// makes to OpenStack is counted here, apart from other traffic on the shared real cloud.
// With a round trip (`rttMs`), each call is held half of it on the way in and half on the way
// back: the dashboards' servers then reach the cloud as from another site.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Agent, createServer, request } from 'node:http'
import { freePort } from '../servers.ts'

export const SERVICES: Record<string, string> = {
  keystone: 'http://127.0.0.1:5000',
  cinder: 'http://127.0.0.1:8776',
  nova: 'http://127.0.0.1:8774',
  glance: 'http://127.0.0.1:9292',
  placement: 'http://127.0.0.1:8778',
}

export interface ServiceCall {
  service: string
  method: string
  path: string
  status: number
  /** Milliseconds since the proxy started, when the call came in and when its answer was sent. */
  start: number
  end: number
  /** Body bytes of the answer as sent to the client. */
  bytes: number
}

export interface CountingProxy {
  /** The Keystone URL to give clients (…/v3). */
  keystone: string
  calls: ServiceCall[]
  /** Calls whose answer has not been sent yet. */
  pending(): number
  /** Now on the calls' clock (ServiceCall.start). */
  clock(): number
  close(): Promise<void>
}

const agent = new Agent({ keepAlive: true, maxSockets: 32 })

const after = (ms: number, then: () => void) => (ms > 0 ? setTimeout(then, ms) : then())

export async function startCountingProxy(rttMs = 0): Promise<CountingProxy> {
  const t0 = performance.now()
  const calls: ServiceCall[] = []
  let inFlight = 0
  const origins = new Map<string, string>()
  for (const service of Object.keys(SERVICES)) origins.set(service, `http://127.0.0.1:${await freePort()}`)
  const rewrites = Object.entries(SERVICES).map(([service, upstream]) => [upstream, origins.get(service) as string])
  const rewrite = (text: string) => rewrites.reduce((out, [from, to]) => out.split(from as string).join(to), text)

  const servers: Server[] = []
  for (const [service, upstream] of Object.entries(SERVICES)) {
    const target = new URL(upstream)
    const handle = (req: IncomingMessage, res: ServerResponse) => {
      const start = performance.now() - t0
      inFlight += 1
      res.once('close', () => (inFlight -= 1))
      const headers = { ...req.headers, host: target.host }
      delete headers['accept-encoding']
      const forward = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
        (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => {
            let body = Buffer.concat(chunks)
            const type = String(answer.headers['content-type'] ?? '')
            if (/json|text/.test(type)) body = Buffer.from(rewrite(body.toString('utf8')))
            const out = { ...answer.headers }
            delete out['transfer-encoding']
            if (out.location) out.location = rewrite(String(out.location))
            if (req.method !== 'HEAD' && answer.statusCode !== 204 && answer.statusCode !== 304)
              out['content-length'] = String(body.length)
            after(rttMs / 2, () => {
              res.writeHead(answer.statusCode ?? 502, out)
              res.end(body)
              calls.push({
                service,
                method: req.method ?? 'GET',
                path: req.url ?? '/',
                status: answer.statusCode ?? 0,
                start,
                end: performance.now() - t0,
                bytes: body.length,
              })
            })
          })
        },
      )
      forward.on('error', (error) => {
        res.writeHead(502, { 'Content-Type': 'text/plain' })
        res.end(`count-proxy: ${service} did not answer: ${error.message}`)
      })
      // The request's body is read meanwhile; it goes once the half round trip has passed.
      const body: Buffer[] = []
      req.on('data', (chunk: Buffer) => body.push(chunk))
      req.on('end', () => after(rttMs / 2, () => forward.end(Buffer.concat(body))))
    }
    const server = createServer(handle)
    const port = Number(new URL(origins.get(service) as string).port)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    servers.push(server)
  }
  return {
    keystone: `${origins.get('keystone')}/v3`,
    calls,
    pending: () => inFlight,
    clock: () => performance.now() - t0,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve())
              server.closeAllConnections()
            }),
        ),
      )
      agent.destroy()
    },
  }
}
