// The proxy over real sockets: the demo cloud's HTTP server behind it, the API module in front.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect, type OpenStackError } from '../src/api'
import { viaProxy } from '../src/api/proxy'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createCloudProxy, type CloudProxy } from './proxy.ts'

interface Listening {
  server: Server
  origin: string
}

function listen(server: Server): Promise<Listening> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, origin: `http://127.0.0.1:${port}` })
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

let cloud: RunningCloud
let outsider: Listening
const outsiderSaw: IncomingHttpHeaders[] = []

async function startProxy(): Promise<{ proxy: CloudProxy; listening: Listening; base: string }> {
  const proxy = createCloudProxy({ authUrl: cloud.authUrl })
  const listening = await listen(
    createServer((req, res) => {
      if (!proxy.handle(req, res)) res.writeHead(404).end()
    }),
  )
  return { proxy, listening, base: `${listening.origin}/os-proxy` }
}

const demo = () => ({
  authUrl: cloud.authUrl,
  username: 'demo',
  password: 'demo',
  projectName: 'demo',
  userDomainName: 'Default',
  projectDomainName: 'Default',
})

beforeAll(async () => {
  cloud = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 10 } })
  outsider = await listen(
    createServer((req, res) => {
      outsiderSaw.push(req.headers)
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('outside')
    }),
  )
})

afterAll(async () => {
  await cloud.close()
  await close(outsider.server)
})

describe('the console proxy', () => {
  it('signs in and works through the API module with OpenStack headers intact', async () => {
    const { proxy, listening, base } = await startProxy()
    try {
      expect(proxy.allowedOrigins()).toEqual([cloud.origin])
      const client = await connect(demo(), { fetch: viaProxy(base) })
      expect(client.token.project.name).toBe('demo')
      // Microversions were negotiated through the proxy: OpenStack-API-Version went both ways.
      expect(client.services.volume.negotiated).toBe('3.71')
      const page = await client.cinder.listVolumes({ limit: 5 })
      expect(page.volumes.length).toBeGreaterThan(0)
      expect(proxy.allowedOrigins()).toContain(cloud.origin)
    } finally {
      await close(listening.server)
    }
  })

  it('passes answers through unchanged: status, request id, fault body', async () => {
    const { listening, base } = await startProxy()
    try {
      const client = await connect(demo(), { fetch: viaProxy(base) })
      const error = (await client.cinder.getVolume('no-such-volume').catch((e: unknown) => e)) as OpenStackError
      expect(error.status).toBe(404)
      expect(error.message).toBe('Volume no-such-volume could not be found.')
      expect(error.requestId).toMatch(/^req-/)
    } finally {
      await close(listening.server)
    }
  })

  it('forwards to catalog endpoints only: learnt from tokens, or confirmed by Keystone after a restart', async () => {
    const serviceSaw: string[] = []
    const service = await listen(
      createServer((req, res) => {
        serviceSaw.push(req.url ?? '')
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"volumes": []}')
      }),
    )
    const catalog = [{ type: 'volumev3', endpoints: [{ interface: 'public', url: `${service.origin}/v3/p1` }] }]
    const keystone = await listen(
      createServer((req, res) => {
        if (req.method === 'POST' && req.url === '/v3/auth/tokens') {
          req.resume()
          res.writeHead(201, { 'Content-Type': 'application/json', 'X-Subject-Token': 'good' })
          res.end(JSON.stringify({ token: { catalog } }))
        } else if (req.url === '/v3/auth/catalog' && req.headers['x-auth-token'] === 'good') {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ catalog }))
        } else {
          res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error": {"code": 401}}')
        }
      }),
    )
    const front = (proxy: CloudProxy) =>
      listen(
        createServer((req, res) => {
          if (!proxy.handle(req, res)) res.writeHead(404).end()
        }),
      )
    const through = (origin: string, target: string) => `${origin}/os-proxy/http/${target.slice('http://'.length)}`
    const first = await front(createCloudProxy({ authUrl: `${keystone.origin}/v3` }))
    const second = await front(createCloudProxy({ authUrl: `${keystone.origin}/v3` }))
    try {
      const volumes = `${service.origin}/v3/p1/volumes`
      // Before any token, only Keystone is reachable.
      expect((await fetch(through(first.origin, volumes))).status).toBe(403)
      const signIn = await fetch(through(first.origin, `${keystone.origin}/v3/auth/tokens`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"auth": {}}',
      })
      expect(signIn.status).toBe(201)
      expect(signIn.headers.get('x-subject-token')).toBe('good')
      expect((await fetch(through(first.origin, volumes), { headers: { 'X-Auth-Token': 'good' } })).status).toBe(200)
      // A restarted proxy has learnt nothing: Keystone must confirm the endpoint is in the caller's catalog.
      expect((await fetch(through(second.origin, volumes), { headers: { 'X-Auth-Token': 'bad' } })).status).toBe(403)
      expect((await fetch(through(second.origin, volumes), { headers: { 'X-Auth-Token': 'good' } })).status).toBe(200)
      // Anything else stays out of reach, whatever the token.
      const outside = await fetch(through(first.origin, `${outsider.origin}/anything`), {
        headers: { 'X-Auth-Token': 'good' },
      })
      expect(outside.status).toBe(403)
      const body = (await outside.json()) as { error: { message: string } }
      expect(body.error.message).toContain(`${outsider.origin} is not one of them`)
      expect(outsiderSaw).toHaveLength(0)
      expect(serviceSaw).toEqual(['/v3/p1/volumes', '/v3/p1/volumes'])
    } finally {
      for (const listening of [first, second, service, keystone]) await close(listening.server)
    }
  })

  it('does not forward the console’s cookies and sets Host to the cloud', async () => {
    const seen: IncomingHttpHeaders[] = []
    const upstream = await listen(
      createServer((req, res) => {
        seen.push(req.headers)
        res.writeHead(200, { 'Content-Type': 'application/json', 'x-openstack-request-id': 'req-1' })
        res.end('{"versions": []}')
      }),
    )
    const proxy = createCloudProxy({ authUrl: `${upstream.origin}/v3` })
    const front = await listen(
      createServer((req, res) => {
        if (!proxy.handle(req, res)) res.writeHead(404).end()
      }),
    )
    try {
      const answer = await fetch(`${front.origin}/os-proxy/http/${upstream.origin.slice(7)}/v3`, {
        headers: { Cookie: 'console=secret', 'OpenStack-API-Version': 'volume 3.60', 'X-Auth-Token': 'tok' },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-openstack-request-id')).toBe('req-1')
      expect(seen[0]?.cookie).toBeUndefined()
      expect(seen[0]?.host).toBe(upstream.origin.slice(7))
      expect(seen[0]?.['openstack-api-version']).toBe('volume 3.60')
      expect(seen[0]?.['x-auth-token']).toBe('tok')
    } finally {
      await close(front.server)
      await close(upstream.server)
    }
  })

  it('answers 400 for a path that names no cloud URL and 502 when the cloud is down', async () => {
    const proxy = createCloudProxy({ authUrl: 'http://127.0.0.1:9/v3' })
    const front = await listen(
      createServer((req, res) => {
        if (!proxy.handle(req, res)) res.writeHead(404).end()
      }),
    )
    try {
      const bad = await fetch(`${front.origin}/os-proxy/ftp/example.org/x`)
      expect(bad.status).toBe(400)
      const down = await fetch(`${front.origin}/os-proxy/http/127.0.0.1:9/v3/auth/tokens`)
      expect(down.status).toBe(502)
      const body = (await down.json()) as { error: { message: string } }
      expect(body.error.message).toContain('could not reach http://127.0.0.1:9')
    } finally {
      await close(front.server)
    }
  })
})
