// The console's server over real sockets, its proxy: what it forwards, to where, with which
// token and headers, and what it refuses; the demo cloud's HTTP server behind it as the cloud.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { describe, expect, it } from 'vitest'
import { connectViaConsole, resumeConsoleSession, type OpenStackError } from '../src/api'
import { startHttpCloud } from '../src/mocks/http-server'
import { consoleServer, useConsoleWorld } from './console-server-world.ts'
import { close, CookieJar, demoCredentials, listen, page } from './test-servers.ts'

const world = useConsoleWorld()
const demo = () => demoCredentials(world.cloud.authUrl)

describe('the console proxy', () => {
  it('passes the cloud’s answers through unchanged: status, message, request id', async () => {
    const front = await consoleServer(world.cloud.authUrl)
    try {
      const client = await connectViaConsole(demo(), page(front.origin, new CookieJar()))
      const error = (await client.cinder.getVolume('no-such-volume').catch((e: unknown) => e)) as OpenStackError
      expect(error.status).toBe(404)
      expect(error.message).toBe('Volume no-such-volume could not be found.')
      expect(error.requestId).toMatch(/^req-/)
    } finally {
      await close(front.server)
    }
  })

  it('refuses Sign In without the console’s header, for another Keystone, and passes Keystone’s own refusal on', async () => {
    const front = await consoleServer(world.cloud.authUrl)
    const post = (body: unknown, headers: Record<string, string> = { 'X-Console-Request': '1' }) =>
      fetch(`${front.origin}/_console/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    try {
      const crossSite = await post({ credentials: demo() }, {})
      expect(crossSite.status).toBe(403)
      expect(crossSite.headers.get('set-cookie')).toBeNull()
      const elsewhere = await post({ credentials: { ...demo(), authUrl: 'http://keystone.example/v3' } })
      expect(elsewhere.status).toBe(400)
      expect(((await elsewhere.json()) as { error: { message: string } }).error.message).toBe(
        `This console signs in to ${world.cloud.authUrl} only, not to http://keystone.example/v3.`,
      )
      const wrong = await post({ credentials: { ...demo(), password: 'nope' } })
      expect(wrong.status).toBe(401)
      expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
        'The request you have made requires authentication.',
      )
      expect(wrong.headers.get('set-cookie')).toBeNull()
      const missing = await post({ credentials: { ...demo(), password: '' } })
      expect(missing.status).toBe(400)
    } finally {
      await close(front.server)
    }
  })

  it('forwards nothing without a session it can verify: none, tampered, expired, revoked', async () => {
    let now = Date.now()
    const front = await consoleServer(world.cloud.authUrl, { now: () => now })
    const jar = new CookieJar()
    const volumes = `${front.origin}/os-proxy/http/${world.cloud.origin.slice(7)}/volume/v3`
    try {
      await connectViaConsole(demo(), page(front.origin, jar))
      const none = await fetch(volumes)
      expect(none.status).toBe(401)
      expect(((await none.json()) as { reason: string }).reason).toBe('none')
      const sealed = jar.cookies.get('vc_session') ?? ''
      // One character of the sealed bytes changed (the one before the last, every bit of which is
      // data): to another letter than the one it is, which the random IV makes any of 64.
      const changed = sealed.at(-2) === 'A' ? 'B' : 'A'
      const flipped = `${sealed.slice(0, -2)}${changed}${sealed.slice(-1)}`
      expect(flipped).not.toBe(sealed)
      const tampered = await fetch(volumes, { headers: { Cookie: `vc_session=${flipped}` } })
      expect(tampered.status).toBe(401)
      expect(await tampered.json()).toMatchObject({
        reason: 'tampered',
        error: { message: 'The console could not verify your session; please sign in again.' },
      })
      expect(tampered.headers.get('set-cookie')).toMatch(/^vc_session=; .*Max-Age=0$/)
      // The page, resuming with it, learns why there is no session (the Sign In page says so).
      const forged = new CookieJar()
      forged.cookies.set('vc_session', flipped)
      const resumed = (await resumeConsoleSession(page(front.origin, forged)).catch(
        (e: unknown) => e,
      )) as OpenStackError
      expect(resumed).toMatchObject({
        kind: 'expired',
        status: 401,
        reason: { code: 'session-ended', why: 'tampered' },
      })
      expect(forged.cookies.size).toBe(0)
      // Under another server's key the same cookie is as good as forged.
      const stranger = await consoleServer(world.cloud.authUrl, { keys: [Buffer.alloc(32, 9)] })
      const foreign = await jar.fetch(`${stranger.origin}/_console/session`)
      expect(foreign.status).toBe(401)
      await close(stranger.server)
      await connectViaConsole(demo(), page(front.origin, jar))
      now += 2 * 24 * 3600 * 1000
      const expired = await jar.fetch(volumes)
      expect(expired.status).toBe(401)
      expect(((await expired.json()) as { reason: string }).reason).toBe('expired')
    } finally {
      await close(front.server)
    }
  })

  it('forwards writes only with the console’s header, and never the token endpoint', async () => {
    const front = await consoleServer(world.cloud.authUrl)
    const jar = new CookieJar()
    const client = await connectViaConsole(demo(), page(front.origin, jar))
    const volumes = `${client.services.volume.endpoint}/volumes`.replace('http://', `${front.origin}/os-proxy/http/`)
    const before = world.cloud.cloud.state.volumes.length
    try {
      const forged = await jar.fetch(volumes, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ volume: { size: 1, name: 'forged' } }),
      })
      expect(forged.status).toBe(403)
      expect(world.cloud.cloud.state.volumes.length).toBe(before)
      // However the path is spelt.
      for (const path of ['/identity/v3/auth/tokens', '/identity/v3/auth%2Ftokens', '/identity/v3//auth/tokens/']) {
        const tokens = await jar.fetch(`${front.origin}/os-proxy/http/${world.cloud.origin.slice(7)}${path}`, {
          headers: { 'X-Subject-Token': 'anything' },
        })
        expect(tokens.status, path).toBe(403)
      }
      // Through the API module (which marks its calls) the same write is made.
      await client.cinder.createVolume({ size: 1, name: 'made' })
      expect(world.cloud.cloud.state.volumes.length).toBe(before + 1)
    } finally {
      await close(front.server)
    }
  })

  it('sends the session’s token, not the page’s, and no cookie; gives the page no token back', async () => {
    const seen: IncomingHttpHeaders[] = []
    const rootSaw: IncomingHttpHeaders[] = []
    const catalog = (origin: string) => [
      { type: 'volumev3', endpoints: [{ interface: 'public', url: `${origin}/v3/p1` }] },
    ]
    const upstream = await listen(
      createServer((req, res) => {
        if (req.method === 'POST' && req.url === '/v3/auth/tokens') {
          req.resume()
          res.writeHead(201, { 'Content-Type': 'application/json', 'X-Subject-Token': 'session-token' })
          res.end(
            JSON.stringify({
              token: {
                expires_at: new Date(Date.now() + 3600_000).toISOString(),
                catalog: catalog(`http://${req.headers.host}`),
              },
            }),
          )
          return
        }
        if (req.url === '/') {
          rootSaw.push(req.headers)
          res.writeHead(404).end()
          return
        }
        seen.push(req.headers)
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'x-openstack-request-id': 'req-1',
          'X-Subject-Token': 'leak',
          'Set-Cookie': 'vc_session=planted; Path=/',
          'Access-Control-Allow-Origin': '*',
        })
        res.end('{"volumes": []}')
      }),
    )
    const front = await consoleServer(`${upstream.origin}/v3`)
    const jar = new CookieJar()
    try {
      const signIn = await jar.fetch(`${front.origin}/_console/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body: JSON.stringify({ credentials: { username: 'u', password: 'p', projectName: 'x' } }),
      })
      expect(signIn.status).toBe(201)
      // The server's own version discovery at Sign In goes without a token.
      expect(rootSaw).toHaveLength(1)
      expect(rootSaw[0]?.['x-auth-token']).toBeUndefined()
      const answer = await jar.fetch(`${front.origin}/os-proxy/http/${upstream.origin.slice(7)}/v3/p1/volumes`, {
        headers: {
          'OpenStack-API-Version': 'volume 3.60',
          'X-Auth-Token': 'the-page-s-own',
          'X-Console-Request': '1',
          Authorization: 'Basic Y29uc29sZTpsb2dpbg==',
        },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-openstack-request-id')).toBe('req-1')
      expect(answer.headers.get('x-subject-token')).toBeNull()
      // The cloud's cookies and CORS policy stay off the console's origin; the console's login stays off the world.cloud.
      expect(answer.headers.get('set-cookie')).toBeNull()
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
      expect(seen[0]?.authorization).toBeUndefined()
      expect(seen[0]?.['x-auth-token']).toBe('session-token')
      expect(seen[0]?.cookie).toBeUndefined()
      expect(seen[0]?.['x-console-request']).toBeUndefined()
      expect(seen[0]?.host).toBe(upstream.origin.slice(7))
      expect(seen[0]?.['openstack-api-version']).toBe('volume 3.60')
    } finally {
      await close(front.server)
      await close(upstream.server)
    }
  })

  it('forwards to catalog endpoints only: learnt at sign-in, or confirmed by Keystone on another server', async () => {
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
          res.end(JSON.stringify({ token: { expires_at: new Date(Date.now() + 3600_000).toISOString(), catalog } }))
        } else if (req.url === '/v3/auth/catalog' && req.headers['x-auth-token'] === 'good') {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ catalog }))
        } else {
          res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error": {"code": 401}}')
        }
      }),
    )
    const first = await consoleServer(`${keystone.origin}/v3`)
    const second = await consoleServer(`${keystone.origin}/v3`)
    const jar = new CookieJar()
    const through = (origin: string, target: string) => `${origin}/os-proxy/http/${target.slice('http://'.length)}`
    try {
      const volumes = `${service.origin}/v3/p1/volumes`
      await jar.fetch(`${first.origin}/_console/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body: JSON.stringify({ credentials: { username: 'u', password: 'p', projectName: 'x' } }),
      })
      expect((await jar.fetch(through(first.origin, volumes))).status).toBe(200)
      // The second server has learnt nothing: Keystone confirms the endpoint is in the session's catalog.
      expect((await jar.fetch(through(second.origin, volumes))).status).toBe(200)
      // Anything else stays out of reach.
      const outside = await jar.fetch(through(first.origin, `${world.outsider.origin}/anything`))
      expect(outside.status).toBe(403)
      expect(((await outside.json()) as { error: { message: string } }).error.message).toContain(
        `${world.outsider.origin} is not one of them`,
      )
      expect(world.outsiderSaw).toHaveLength(0)
      // The root once, from the first server at Sign In (the version document it sends with the session).
      expect(serviceSaw).toEqual(['/', '/v3/p1/volumes', '/v3/p1/volumes'])
    } finally {
      for (const listening of [first, second, service, keystone]) await close(listening.server)
    }
  })

  it('answers 400 for a path that names no cloud URL, 502 when Keystone or the cloud is down', async () => {
    const down = await consoleServer('http://127.0.0.1:9/v3')
    const front = await consoleServer(world.cloud.authUrl)
    const jar = new CookieJar()
    try {
      const signIn = await fetch(`${down.origin}/_console/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body: JSON.stringify({ credentials: { username: 'u', password: 'p', projectName: 'x' } }),
      })
      expect(signIn.status).toBe(502)
      expect(((await signIn.json()) as { error: { message: string } }).error.message).toBe(
        "The console's server could not reach Keystone at http://127.0.0.1:9: ECONNREFUSED.",
      )
      await connectViaConsole(demo(), page(front.origin, jar))
      expect((await jar.fetch(`${front.origin}/os-proxy/ftp/example.org/x`)).status).toBe(400)
      await world.cloud.close()
      const gone = await jar.fetch(`${front.origin}/os-proxy/http/${world.cloud.origin.slice(7)}/volume/v3`)
      expect(gone.status).toBe(502)
      expect(((await gone.json()) as { error: { message: string } }).error.message).toContain(
        `could not reach ${world.cloud.origin}`,
      )
      const who = await jar.fetch(`${front.origin}/_console/session`)
      expect(who.status).toBe(502)
      // The session is kept for when Keystone is back.
      expect(jar.cookies.has('vc_session')).toBe(true)
    } finally {
      await close(down.server)
      await close(front.server)
      world.cloud = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 10 } })
    }
  })
})
