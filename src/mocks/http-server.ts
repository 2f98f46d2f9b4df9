// The demo cloud over real HTTP on loopback: the same MSW handlers answer real sockets, so
// browsers, the dev proxy and real OpenStack clients can use it.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import type { DemoCloud } from './cloud/cloud'
import { createDemoCloud } from './cloud/create'
import type { CloudSettings } from './cloud/state'
import { createHandlers } from './handlers'

const EXPOSED = [
  'X-Subject-Token',
  'OpenStack-API-Version',
  'X-OpenStack-Nova-API-Version',
  'x-openstack-request-id',
  'x-compute-request-id',
  'Location',
]

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  if (!origin) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
    'Access-Control-Allow-Headers':
      request.headers['access-control-request-headers'] ??
      'Content-Type, X-Auth-Token, X-Subject-Token, OpenStack-API-Version, X-OpenStack-Nova-API-Version',
    'Access-Control-Expose-Headers': EXPOSED.join(', '),
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin',
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length ? Buffer.concat(chunks) : undefined
}

export interface RunningCloud {
  cloud: DemoCloud
  origin: string
  authUrl: string
  close(): Promise<void>
}

export async function startHttpCloud(options: {
  port?: number
  host?: string
  scenario?: string
  settings?: Partial<CloudSettings>
}): Promise<RunningCloud> {
  const cloud = createDemoCloud(options.scenario ?? 'demo', options.settings ?? {})
  const handlers = createHandlers(cloud)
  const host = options.host ?? '127.0.0.1'
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const cors = corsHeaders(request)
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end()
        return
      }
      const url = `http://${request.headers.host ?? `${host}`}${request.url ?? '/'}`
      const headers = new Headers()
      for (const [key, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(key, value)
        else if (Array.isArray(value)) headers.set(key, value.join(', '))
      }
      const body = await readBody(request)
      const fetchRequest = new Request(url, {
        method: request.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
      })
      const answer = await getResponse(handlers, fetchRequest)
      if (!answer) {
        response.writeHead(404, { 'Content-Type': 'text/plain', ...cors }).end('404 Not Found')
        return
      }
      if (answer.type === 'error') {
        // An injected dropped response: the work is done, the answer never arrives.
        request.socket.destroy()
        return
      }
      const out: Record<string, string> = { ...cors }
      answer.headers.forEach((value, key) => {
        out[key] = value
      })
      const payload = Buffer.from(await answer.arrayBuffer())
      if (answer.status !== 204 && answer.status !== 304) out['content-length'] = String(payload.length)
      response.writeHead(answer.status, out)
      response.end(request.method === 'HEAD' ? undefined : payload)
    })().catch((error: unknown) => {
      console.error('demo cloud HTTP server:', error)
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end('internal error')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${host}:${port}`
  return {
    cloud,
    origin,
    authUrl: `${origin}/identity/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
