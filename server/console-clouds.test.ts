// The console's server over real sockets: regions, several clouds, application credentials, and
// two servers with one key serving one session, requests alternating.
import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { connectViaConsole, resumeConsoleSession, type OpenStackClient } from '../src/api'
import { startHttpCloud } from '../src/mocks/http-server'
import { consoleServer, KEY, useConsoleWorld } from './console-server-world.ts'
import { createConsoleRoutes } from './console-routes.ts'
import { close, CookieJar, demoCredentials, listen, page, testCloudConfig } from './test-servers.ts'

const world = useConsoleWorld()
const demo = () => demoCredentials(world.cloud.authUrl)

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
        { ...testCloudConfig(world.cloud.authUrl), name: 'east' },
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
        ['east', world.cloud.authUrl],
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
        `${front.origin}/os-proxy/http/${world.cloud.origin.slice(7)}/volume/v3/${client.token.project.id}/volumes`,
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
    const front = await consoleServer(world.cloud.authUrl)
    const jar = new CookieJar()
    try {
      const member = await connectViaConsole(demo(), page(front.origin, jar))
      const made = await member.keystone.createApplicationCredential(member.token.user.id, { name: 'console-test' })
      await member.signOut()
      const robot = await connectViaConsole(
        {
          authUrl: world.cloud.authUrl,
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
      const staging = world.cloud.cloud.state.projects.find((project) => project.name === 'staging')!
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
    const ours = await consoleServer(world.cloud.authUrl)
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
    const front = await consoleServer(world.cloud.authUrl)
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
    const a = await consoleServer(world.cloud.authUrl)
    const b = await consoleServer(world.cloud.authUrl)
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
      const replay = await fetch(`${b.origin}/os-proxy/http/${world.cloud.origin.slice(7)}/volume/v3/x/volumes`, {
        headers: { Cookie: `vc_session=${cookie}` },
      })
      expect(replay.status).toBe(401)
    } finally {
      await close(a.server)
      await close(b.server)
    }
  })
})
