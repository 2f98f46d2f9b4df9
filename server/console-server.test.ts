// The console's server over real sockets (sessions and proxy): the demo cloud's HTTP server
// behind it as the cloud, the API module in front as the page, with a cookie jar as the
// browser's. Two servers with one key serve one session, requests alternating.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectViaConsole, resumeConsoleSession, type OpenStackClient, type OpenStackError } from '../src/api'
import type { FetchLike } from '../src/api/http'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createConsoleRoutes } from './console-routes.ts'
import { close, CookieJar, demoCredentials, listen, type Listening, page, testCloudConfig } from './test-servers.ts'
import type { SessionKeys } from './session-seal.ts'

const KEY = Buffer.alloc(32, 7)

/** A console server (config, session and proxy routes) for `authUrl`. */
async function consoleServer(
  authUrl: string,
  options: { keys?: SessionKeys; now?: () => number } = {},
): Promise<Listening> {
  const routes = createConsoleRoutes(testCloudConfig(authUrl), { sessionKeys: options.keys ?? [KEY], now: options.now })
  return listen(
    createServer((req, res) => {
      if (!routes(req, res)) res.writeHead(404).end('app')
    }),
  )
}

let cloud: RunningCloud
let outsider: Listening
const outsiderSaw: IncomingHttpHeaders[] = []

const demo = () => demoCredentials(cloud.authUrl)

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

describe('the console session', () => {
  it('signs in at the server: an HttpOnly, SameSite=Strict cookie, the token body without the token', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    try {
      const answer = await jar.fetch(`${front.origin}/_console/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body: JSON.stringify({ credentials: demo() }),
      })
      expect(answer.status).toBe(201)
      expect(answer.headers.get('x-subject-token')).toBeNull()
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const body = (await answer.json()) as { token: { user: { name: string }; catalog: unknown[] } }
      expect(body.token.user.name).toBe('demo')
      expect(body.token.catalog.length).toBeGreaterThan(0)
      const cookie = jar.seen[0] ?? ''
      expect(cookie).toMatch(/^vc_session=v1\.[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/)
      // The demo cloud's tokens are gAAAA…: none in the body the page gets, nor in the cookie.
      const issued = [...cloud.cloud.tokens.keys()]
      expect(issued).toHaveLength(1)
      expect(JSON.stringify(body)).not.toContain(issued[0])
      expect(cookie).not.toContain(issued[0])
    } finally {
      await close(front.server)
    }
  })

  it('says nobody is signed in with a 204, not an error; a session that ended is the 401 saying why', async () => {
    const front = await consoleServer(cloud.authUrl)
    try {
      const nobody = await fetch(`${front.origin}/_console/session`, { headers: { 'X-Console-Request': '1' } })
      expect(nobody.status).toBe(204)
      expect(nobody.headers.get('cache-control')).toBe('no-store')
      expect(nobody.headers.get('set-cookie')).toBeNull()
      expect(await nobody.text()).toBe('')
      const tampered = await fetch(`${front.origin}/_console/session`, {
        headers: { 'X-Console-Request': '1', Cookie: 'vc_session=v1.not-a-sealed-session' },
      })
      expect(tampered.status).toBe(401)
      expect(((await tampered.json()) as { reason: string }).reason).not.toBe('none')
    } finally {
      await close(front.server)
    }
  })

  it('works through the API module: microversions both ways, the session again after a "reload", sign out revokes', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    try {
      const client = await connectViaConsole(demo(), page(front.origin, jar))
      expect(client.token.project.name).toBe('demo')
      expect(client.services.volume.negotiated).toBe('3.71')
      expect((await client.cinder.listVolumes({ limit: 5 })).volumes.length).toBeGreaterThan(0)
      // A reload: a new page with the same cookies finds the session.
      const again = (await resumeConsoleSession(page(front.origin, jar))) as OpenStackClient
      expect(again.token.user.id).toBe(client.token.user.id)
      expect((await again.cinder.listVolumes({ limit: 1 })).volumes).toHaveLength(1)
      const tokensBefore = cloud.cloud.tokens.size
      await again.signOut()
      // Revoked at Keystone right after the answer (the answer does not wait for it), and the
      // session cookie is gone (the user's recent project stays, for single sign-on).
      await expect.poll(() => cloud.cloud.tokens.size).toBe(tokensBefore - 1)
      expect([...jar.cookies.keys()]).toEqual(['vc_recent_project'])
      expect(await resumeConsoleSession(page(front.origin, jar))).toBeNull()
    } finally {
      await close(front.server)
    }
  })

  it('sends the services’ version documents with the session: the page asks no root of its own', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    const way = page(front.origin, jar)
    const asked: string[] = []
    const counted: FetchLike = (input, init) => {
      asked.push(`${init?.method ?? 'GET'} ${input}`)
      return way.fetch(input, init)
    }
    try {
      const client = await connectViaConsole(demo(), { ...way, fetch: counted })
      expect(client.services.volume.negotiated).toBe('3.71')
      expect(client.services.compute?.negotiated).toMatch(/^2\.\d+$/)
      // Sign In gave the documents of both roots: the first call the page made is its own read.
      expect(asked).toEqual([])
      await client.cinder.listVolumes({ limit: 1 })
      expect(asked).toHaveLength(1)
      expect(asked[0]).toMatch(/^GET .*\/volumes\/detail\?limit=1$/)
      // After a reload too, from the documents the server kept.
      asked.length = 0
      const again = (await resumeConsoleSession({ ...way, fetch: counted })) as OpenStackClient
      expect(again.services.volume.negotiated).toBe('3.71')
      expect(asked).toEqual([])
    } finally {
      await close(front.server)
    }
  })

  it('moves the session to another project: a token scoped there under a new cookie, the old one revoked', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    try {
      const earlier = new Set(cloud.cloud.tokens.keys())
      const client = await connectViaConsole(demo(), page(front.origin, jar))
      const projects = await client.keystone.projects()
      expect(projects.map((project) => project.name)).toEqual(['demo', 'staging'])
      const staging = projects.find((project) => project.name === 'staging')!
      const firstCookie = jar.cookies.get('vc_session')
      const tokensBefore = [...cloud.cloud.tokens.keys()].filter((id) => !earlier.has(id))
      expect(tokensBefore).toHaveLength(1)
      const moved = await client.switchTo({ projectId: staging.id })
      expect(moved.token.project.name).toBe('staging')
      expect(jar.cookies.get('vc_session')).not.toBe(firstCookie)
      const names = (await moved.cinder.listVolumes()).volumes.map((volume) => volume.name)
      expect(names).toEqual(expect.arrayContaining(['staging-db', 'staging-shared']))
      // The token of the project left is revoked at Keystone right after the answer.
      await expect.poll(() => tokensBefore.filter((id) => cloud.cloud.tokens.has(id)).length).toBe(0)
      // A reload opens the new project.
      const again = (await resumeConsoleSession(page(front.origin, jar))) as OpenStackClient
      expect(again.token.project.id).toBe(staging.id)
      await again.signOut()
    } finally {
      await close(front.server)
    }
  })

  it('keeps a tab in its project when another tab moves the session: each call names its project', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    try {
      const first = await connectViaConsole(demo(), page(front.origin, jar))
      // A second tab of the same browser (the same cookie) moves the session to staging.
      const second = (await resumeConsoleSession(page(front.origin, jar))) as OpenStackClient
      const staging = cloud.cloud.state.projects.find((project) => project.name === 'staging')!
      const moved = await second.switchTo({ projectId: staging.id })
      expect((await moved.nova!.listServers()).servers.map((server) => server.name)).toEqual(['staging-app'])
      // The first tab still reads, and would write, its own project: Nova's URL names no project.
      const servers = (await first.nova!.listServers({ limit: 100 })).servers.map((server) => server.name)
      expect(servers).toContain('db-primary')
      expect(servers).not.toContain('staging-app')
      expect((await first.cinder.listVolumes({ limit: 100 })).volumes.map((volume) => volume.name)).toContain(
        'pg-shared-data',
      )
    } finally {
      await close(front.server)
    }
  })

  it('refuses a project change Keystone refuses, a region the catalog lacks, without a session or the header', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    const put = (body: unknown, headers: Record<string, string> = { 'X-Console-Request': '1' }) =>
      jar.fetch(`${front.origin}/_console/session`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    try {
      const none = await put({ projectId: 'x' })
      expect(none.status).toBe(401)
      expect(await none.json()).toMatchObject({ reason: 'none' })
      const client = await connectViaConsole(demo(), page(front.origin, jar))
      const cookie = jar.cookies.get('vc_session')
      const adminProject = cloud.cloud.state.projects.find((project) => project.name === 'admin')!
      const refused = await put({ projectId: adminProject.id })
      expect(refused.status).toBe(401)
      expect(await refused.json()).toEqual({
        error: { code: 401, title: 'Unauthorized', message: 'The request you have made requires authentication.' },
      })
      const nowhere = await put({ region: 'Nowhere' })
      expect(nowhere.status).toBe(400)
      expect(((await nowhere.json()) as { error: { message: string } }).error.message).toBe(
        'The catalog has no public block-storage endpoint in region Nowhere.',
      )
      expect((await put({ projectId: 42 })).status).toBe(400)
      const crossSite = await put({ projectId: adminProject.id }, {})
      expect(crossSite.status).toBe(403)
      // Another project's token body is the console's pages' only, like a write.
      const unmarked = await jar.fetch(`${front.origin}/_console/session?project=${adminProject.id}`)
      expect(unmarked.status).toBe(403)
      // None of it touched the session.
      expect(jar.cookies.get('vc_session')).toBe(cookie)
      expect((await client.cinder.listVolumes({ limit: 1 })).volumes).toHaveLength(1)
    } finally {
      await close(front.server)
    }
  })

  it('reads another project and region beside the session: the cookie unchanged, Keystone’s refusal passed on', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    try {
      const client = await connectViaConsole(demo(), page(front.origin, jar))
      const cookie = jar.cookies.get('vc_session')
      const staging = cloud.cloud.state.projects.find((project) => project.name === 'staging')!
      const side = await client.side({ projectId: staging.id, region: 'RegionTwo' })
      expect(side.token.project.name).toBe('staging')
      expect(side.services.volume.endpoint).toBe(`${cloud.origin}/regions/RegionTwo/volume/v3/${staging.id}`)
      expect((await side.nova!.listServers()).servers.map((server) => server.name)).toEqual(['dr-tools'])
      expect((await side.cinder.listVolumes()).volumes.length).toBeGreaterThan(0)
      // The session is as it was: its project, its region, its cookie.
      expect(jar.cookies.get('vc_session')).toBe(cookie)
      const again = (await resumeConsoleSession(page(front.origin, jar))) as OpenStackClient
      expect(again.token.project.name).toBe('demo')
      expect(again.place.region).toBe('RegionOne')
      const adminProject = cloud.cloud.state.projects.find((project) => project.name === 'admin')!
      await expect(client.side({ projectId: adminProject.id, region: 'RegionOne' })).rejects.toMatchObject({
        status: 401,
        message: 'The request you have made requires authentication.',
      })
    } finally {
      await close(front.server)
    }
  })

  it('passes the cloud’s answers through unchanged: status, message, request id', async () => {
    const front = await consoleServer(cloud.authUrl)
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
    const front = await consoleServer(cloud.authUrl)
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
        `This console signs in to ${cloud.authUrl} only, not to http://keystone.example/v3.`,
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
    const front = await consoleServer(cloud.authUrl, { now: () => now })
    const jar = new CookieJar()
    const volumes = `${front.origin}/os-proxy/http/${cloud.origin.slice(7)}/volume/v3`
    try {
      await connectViaConsole(demo(), page(front.origin, jar))
      const none = await fetch(volumes)
      expect(none.status).toBe(401)
      expect(((await none.json()) as { reason: string }).reason).toBe('none')
      const sealed = jar.cookies.get('vc_session') ?? ''
      const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`
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
      const stranger = await consoleServer(cloud.authUrl, { keys: [Buffer.alloc(32, 9)] })
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
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    const client = await connectViaConsole(demo(), page(front.origin, jar))
    const volumes = `${client.services.volume.endpoint}/volumes`.replace('http://', `${front.origin}/os-proxy/http/`)
    const before = cloud.cloud.state.volumes.length
    try {
      const forged = await jar.fetch(volumes, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ volume: { size: 1, name: 'forged' } }),
      })
      expect(forged.status).toBe(403)
      expect(cloud.cloud.state.volumes.length).toBe(before)
      // However the path is spelt.
      for (const path of ['/identity/v3/auth/tokens', '/identity/v3/auth%2Ftokens', '/identity/v3//auth/tokens/']) {
        const tokens = await jar.fetch(`${front.origin}/os-proxy/http/${cloud.origin.slice(7)}${path}`, {
          headers: { 'X-Subject-Token': 'anything' },
        })
        expect(tokens.status, path).toBe(403)
      }
      // Through the API module (which marks its calls) the same write is made.
      await client.cinder.createVolume({ size: 1, name: 'made' })
      expect(cloud.cloud.state.volumes.length).toBe(before + 1)
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
      // The cloud's cookies and CORS policy stay off the console's origin; the console's login stays off the cloud.
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
      const outside = await jar.fetch(through(first.origin, `${outsider.origin}/anything`))
      expect(outside.status).toBe(403)
      expect(((await outside.json()) as { error: { message: string } }).error.message).toContain(
        `${outsider.origin} is not one of them`,
      )
      expect(outsiderSaw).toHaveLength(0)
      // The root once, from the first server at Sign In (the version document it sends with the session).
      expect(serviceSaw).toEqual(['/', '/v3/p1/volumes', '/v3/p1/volumes'])
    } finally {
      for (const listening of [first, second, service, keystone]) await close(listening.server)
    }
  })

  it('answers 400 for a path that names no cloud URL, 502 when Keystone or the cloud is down', async () => {
    const down = await consoleServer('http://127.0.0.1:9/v3')
    const front = await consoleServer(cloud.authUrl)
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
      await cloud.close()
      const gone = await jar.fetch(`${front.origin}/os-proxy/http/${cloud.origin.slice(7)}/volume/v3`)
      expect(gone.status).toBe(502)
      expect(((await gone.json()) as { error: { message: string } }).error.message).toContain(
        `could not reach ${cloud.origin}`,
      )
      const who = await jar.fetch(`${front.origin}/_console/session`)
      expect(who.status).toBe(502)
      // The session is kept for when Keystone is back.
      expect(jar.cookies.has('vc_session')).toBe(true)
    } finally {
      await close(down.server)
      await close(front.server)
      cloud = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 10 } })
    }
  })
})

describe('regions', () => {
  it('forwards only to the endpoints of the session’s region, and follows a region change', async () => {
    const answering = (name: string) =>
      listen(createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(name)))
    const [east, west] = await Promise.all([answering('east'), answering('west')])
    const endpoint = (region: string, origin: string) => ({
      interface: 'public',
      region,
      region_id: region,
      url: `${origin}/v3/p1`,
    })
    const body = JSON.stringify({
      token: {
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        project: { id: 'p1', name: 'p1', domain: { id: 'default', name: 'Default' } },
        catalog: [{ type: 'block-storage', endpoints: [endpoint('East', east.origin), endpoint('West', west.origin)] }],
      },
    })
    const keystone = await listen(
      createServer((req, res) => {
        req.resume()
        if (req.url !== '/v3/auth/tokens') return void res.writeHead(404).end()
        const status = req.method === 'POST' ? 201 : req.method === 'GET' ? 200 : 204
        res.writeHead(status, { 'Content-Type': 'application/json', 'X-Subject-Token': 'the-token' })
        res.end(status === 204 ? '' : body)
      }),
    )
    const front = await consoleServer(`${keystone.origin}/v3`)
    const jar = new CookieJar()
    const through = (origin: string) => jar.fetch(`${front.origin}/os-proxy/http/${origin.slice(7)}/v3/p1/volumes`)
    try {
      const signIn = await jar.fetch(`${front.origin}/_console/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body: JSON.stringify({ credentials: { username: 'u', password: 'p', projectName: 'p1', region: 'East' } }),
      })
      expect(signIn.status).toBe(201)
      expect(await (await through(east.origin)).text()).toBe('east')
      const refused = await through(west.origin)
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        `The console's proxy forwards only to the configured cloud (${keystone.origin} and the endpoints of region East in its catalog); ${west.origin} is not one of them.`,
      )
      const moved = await jar.fetch(`${front.origin}/_console/session`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body: JSON.stringify({ region: 'West' }),
      })
      expect(moved.status).toBe(200)
      expect(((await moved.json()) as { session: { region: string } }).session.region).toBe('West')
      expect(await (await through(west.origin)).text()).toBe('west')
      expect((await through(east.origin)).status).toBe(403)
    } finally {
      await Promise.all([front, keystone, east, west].map((listening) => close(listening.server)))
    }
  })
})

describe('several clouds and application credentials', () => {
  it('signs in to the cloud chosen by name; its session forwards to that cloud only', async () => {
    const second = await startHttpCloud({ port: 0, scenario: 'empty', settings: { transitionMs: 10 } })
    const routes = createConsoleRoutes(
      [
        { ...testCloudConfig(cloud.authUrl), name: 'east' },
        { ...testCloudConfig(second.authUrl), name: 'west' },
      ],
      { sessionKeys: [KEY] },
    )
    const front = await listen(createServer((req, res) => void (routes(req, res) || res.writeHead(404).end())))
    const jar = new CookieJar()
    try {
      const config = (await (await fetch(`${front.origin}/_console/config.json`)).json()) as {
        clouds: Array<{ name: string; authUrl: string }>
      }
      expect(config.clouds.map((entry) => [entry.name, entry.authUrl])).toEqual([
        ['east', cloud.authUrl],
        ['west', second.authUrl],
      ])
      const unknown = await jar.fetch(`${front.origin}/_console/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body: JSON.stringify({ credentials: { ...demo(), authUrl: '', cloud: 'north' } }),
      })
      expect(unknown.status).toBe(400)
      expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
        'This console offers the clouds east, west; not north.',
      )
      const client = await connectViaConsole({ ...demo(), authUrl: '', cloud: 'west' }, page(front.origin, jar))
      expect(client.place).toMatchObject({ authUrl: second.authUrl, cloud: 'west' })
      // The empty scenario: west has no volumes, east has the demo's.
      expect((await client.cinder.listVolumes()).volumes).toEqual([])
      const east = await jar.fetch(
        `${front.origin}/os-proxy/http/${cloud.origin.slice(7)}/volume/v3/${client.token.project.id}/volumes`,
      )
      expect(east.status).toBe(403)
      const again = (await resumeConsoleSession(page(front.origin, jar))) as OpenStackClient
      expect(again.place.cloud).toBe('west')
    } finally {
      await close(front.server)
      await second.close()
    }
  })

  it('signs in with an application credential: its project, no project switch (Keystone’s 403)', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    try {
      const member = await connectViaConsole(demo(), page(front.origin, jar))
      const made = await member.keystone.createApplicationCredential(member.token.user.id, { name: 'console-test' })
      await member.signOut()
      const robot = await connectViaConsole(
        {
          authUrl: cloud.authUrl,
          username: '',
          password: '',
          projectName: '',
          applicationCredential: { id: made.id, secret: made.secret },
        },
        page(front.origin, jar),
      )
      expect(robot.token.project.id).toBe(member.token.project.id)
      expect(robot.token.applicationCredential).toEqual({ id: made.id, name: 'console-test' })
      expect((await robot.cinder.listVolumes({ limit: 1 })).volumes).toHaveLength(1)
      const staging = cloud.cloud.state.projects.find((project) => project.name === 'staging')!
      await expect(robot.switchTo({ projectId: staging.id })).rejects.toMatchObject({
        status: 403,
        message:
          'You are not authorized to perform the requested action: Using a delegated token to create another token is not allowed..',
      })
      // The secret went to Keystone only: not into the cookie.
      expect(jar.seen.join(' ')).not.toContain(made.secret)
      await robot.signOut()
    } finally {
      await close(front.server)
    }
  })
})

describe('two console servers with one key', () => {
  it('for different clouds do not take each other’s sessions', async () => {
    const ours = await consoleServer(cloud.authUrl)
    const theirs = await consoleServer('http://127.0.0.1:9/v3')
    const jar = new CookieJar()
    try {
      await connectViaConsole(demo(), page(ours.origin, jar))
      const elsewhere = await jar.fetch(`${theirs.origin}/os-proxy/http/127.0.0.1:9/v3/auth/catalog`)
      expect(elsewhere.status).toBe(401)
    } finally {
      await close(ours.server)
      await close(theirs.server)
    }
  })

  it('a second Sign In in the same browser revokes the first session’s token', async () => {
    const front = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    try {
      await connectViaConsole(demo(), page(front.origin, jar))
      const first = jar.cookies.get('vc_session') ?? ''
      await connectViaConsole(demo(), page(front.origin, jar))
      const whoWasFirst = () =>
        fetch(`${front.origin}/_console/session`, { headers: { Cookie: `vc_session=${first}` } }).then((r) => r.status)
      await expect.poll(whoWasFirst).toBe(401)
    } finally {
      await close(front.server)
    }
  })

  it('serve one session with requests alternating, and a sign out on one ends it on both', async () => {
    const a = await consoleServer(cloud.authUrl)
    const b = await consoleServer(cloud.authUrl)
    const jar = new CookieJar()
    try {
      const onA = await connectViaConsole(demo(), page(a.origin, jar))
      const onB = (await resumeConsoleSession(page(b.origin, jar))) as OpenStackClient
      expect(onB.token.user.id).toBe(onA.token.user.id)
      const names: string[] = []
      for (let round = 0; round < 3; round += 1) {
        const made = await (round % 2 ? onA : onB).cinder.createVolume({ size: 1, name: `alternating-${round}` })
        names.push(made.name ?? '')
        const seen = await (round % 2 ? onB : onA).cinder.getVolume(made.id)
        expect(seen.name).toBe(`alternating-${round}`)
      }
      expect(names).toEqual(['alternating-0', 'alternating-1', 'alternating-2'])
      await onB.signOut()
      expect(await resumeConsoleSession(page(a.origin, jar))).toBeNull()
      // The old cookie, kept by someone who copied it, is refused too: Keystone revoked the token.
      const onAAgain = await connectViaConsole(demo(), page(a.origin, jar))
      const cookie = jar.cookies.get('vc_session') ?? ''
      await onAAgain.signOut()
      const replay = await fetch(`${b.origin}/os-proxy/http/${cloud.origin.slice(7)}/volume/v3/x/volumes`, {
        headers: { Cookie: `vc_session=${cookie}` },
      })
      expect(replay.status).toBe(401)
    } finally {
      await close(a.server)
      await close(b.server)
    }
  })
})
