// The console's server over real sockets, its sessions: the demo cloud's HTTP server behind it
// as the cloud, the API module in front as the page, with a cookie jar as the browser's.
import { describe, expect, it } from 'vitest'
import { connectViaConsole, resumeConsoleSession, type OpenStackClient } from '../src/api'
import type { FetchLike } from '../src/api/http'
import { consoleServer, useConsoleWorld } from './console-server-world.ts'
import { close, CookieJar, demoCredentials, page } from './test-servers.ts'

const world = useConsoleWorld()
const demo = () => demoCredentials(world.cloud.authUrl)

describe('the console session', () => {
  it('signs in at the server: an HttpOnly, SameSite=Strict cookie, the token body without the token', async () => {
    const front = await consoleServer(world.cloud.authUrl)
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
      const issued = [...world.cloud.cloud.tokens.keys()]
      expect(issued).toHaveLength(1)
      expect(JSON.stringify(body)).not.toContain(issued[0])
      expect(cookie).not.toContain(issued[0])
    } finally {
      await close(front.server)
    }
  })

  it('says nobody is signed in with a 204, not an error; a session that ended is the 401 saying why', async () => {
    const front = await consoleServer(world.cloud.authUrl)
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
    const front = await consoleServer(world.cloud.authUrl)
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
      const tokensBefore = world.cloud.cloud.tokens.size
      await again.signOut()
      // Revoked at Keystone right after the answer (the answer does not wait for it), and the
      // session cookie is gone (the user's recent project stays, for single sign-on).
      await expect.poll(() => world.cloud.cloud.tokens.size).toBe(tokensBefore - 1)
      expect([...jar.cookies.keys()]).toEqual(['vc_recent_project'])
      expect(await resumeConsoleSession(page(front.origin, jar))).toBeNull()
    } finally {
      await close(front.server)
    }
  })

  it('sends the services’ version documents with the session: the page asks no root of its own', async () => {
    const front = await consoleServer(world.cloud.authUrl)
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
    const front = await consoleServer(world.cloud.authUrl)
    const jar = new CookieJar()
    try {
      const earlier = new Set(world.cloud.cloud.tokens.keys())
      const client = await connectViaConsole(demo(), page(front.origin, jar))
      const projects = await client.keystone.projects()
      expect(projects.map((project) => project.name)).toEqual(['demo', 'staging'])
      const staging = projects.find((project) => project.name === 'staging')!
      const firstCookie = jar.cookies.get('vc_session')
      const tokensBefore = [...world.cloud.cloud.tokens.keys()].filter((id) => !earlier.has(id))
      expect(tokensBefore).toHaveLength(1)
      const moved = await client.switchTo({ projectId: staging.id })
      expect(moved.token.project.name).toBe('staging')
      expect(jar.cookies.get('vc_session')).not.toBe(firstCookie)
      const names = (await moved.cinder.listVolumes()).volumes.map((volume) => volume.name)
      expect(names).toEqual(expect.arrayContaining(['staging-db', 'staging-shared']))
      // The token of the project left is revoked at Keystone right after the answer.
      await expect.poll(() => tokensBefore.filter((id) => world.cloud.cloud.tokens.has(id)).length).toBe(0)
      // A reload opens the new project.
      const again = (await resumeConsoleSession(page(front.origin, jar))) as OpenStackClient
      expect(again.token.project.id).toBe(staging.id)
      await again.signOut()
    } finally {
      await close(front.server)
    }
  })

  it('keeps a tab in its project when another tab moves the session: each call names its project', async () => {
    const front = await consoleServer(world.cloud.authUrl)
    const jar = new CookieJar()
    try {
      const first = await connectViaConsole(demo(), page(front.origin, jar))
      // A second tab of the same browser (the same cookie) moves the session to staging.
      const second = (await resumeConsoleSession(page(front.origin, jar))) as OpenStackClient
      const staging = world.cloud.cloud.state.projects.find((project) => project.name === 'staging')!
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
    const front = await consoleServer(world.cloud.authUrl)
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
      const adminProject = world.cloud.cloud.state.projects.find((project) => project.name === 'admin')!
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
    const front = await consoleServer(world.cloud.authUrl)
    const jar = new CookieJar()
    try {
      const client = await connectViaConsole(demo(), page(front.origin, jar))
      const cookie = jar.cookies.get('vc_session')
      const staging = world.cloud.cloud.state.projects.find((project) => project.name === 'staging')!
      const side = await client.side({ projectId: staging.id, region: 'RegionTwo' })
      expect(side.token.project.name).toBe('staging')
      expect(side.services.volume.endpoint).toBe(`${world.cloud.origin}/regions/RegionTwo/volume/v3/${staging.id}`)
      expect((await side.nova!.listServers()).servers.map((server) => server.name)).toEqual(['dr-tools'])
      expect((await side.cinder.listVolumes()).volumes.length).toBeGreaterThan(0)
      // The session is as it was: its project, its region, its cookie.
      expect(jar.cookies.get('vc_session')).toBe(cookie)
      const again = (await resumeConsoleSession(page(front.origin, jar))) as OpenStackClient
      expect(again.token.project.name).toBe('demo')
      expect(again.place.region).toBe('RegionOne')
      const adminProject = world.cloud.cloud.state.projects.find((project) => project.name === 'admin')!
      await expect(client.side({ projectId: adminProject.id, region: 'RegionOne' })).rejects.toMatchObject({
        status: 401,
        message: 'The request you have made requires authentication.',
      })
    } finally {
      await close(front.server)
    }
  })
})
