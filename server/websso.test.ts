// Single sign-on through the console's server against the demo cloud's Keystone federation, over
// real HTTP, step by step as a browser goes (its cookies carried by hand, redirects not followed):
// start → Keystone's WebSSO page (the identity provider's sign-in, then the page that posts the
// token back) → the callback → finish, which opens the same session as a password. And the ways
// it ends on Sign In instead: a start another site made, a token posted from elsewhere or not
// the federated one asked for, no project, an unknown choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createConsoleRoutes } from './console-routes.ts'
import { close, listen, testCloudConfig, type Listening } from './test-servers.ts'

const PUBLIC_URL = 'http://console.test'
const CALLBACK = `${PUBLIC_URL}/_console/websso`
const CHOICE = 'demo-university/openid'
let cloud: RunningCloud
let front: Listening

beforeAll(async () => {
  cloud = await startHttpCloud({
    port: 0,
    scenario: 'demo',
    settings: { transitionMs: 0, trustedDashboards: [CALLBACK] },
  })
  const config = {
    ...testCloudConfig(cloud.authUrl),
    websso: [{ id: CHOICE, label: 'Demo University', protocol: 'openid', identityProvider: 'demo-university' }],
  }
  const routes = createConsoleRoutes(config, { sessionKeys: [Buffer.alloc(32, 9)], publicUrl: PUBLIC_URL })
  front = await listen((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end()
  })
})

afterAll(async () => {
  await close(front.server)
  await cloud.close()
})

/** A browser's cookies for the console, and a request with them (no redirect followed). */
function browser() {
  const jar = new Map<string, string>()
  return async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${front.origin}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    const cookies = answer.headers.getSetCookie()
    for (const cookie of cookies) {
      const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=')
      if (value) jar.set(name, value)
      else jar.delete(name)
    }
    return { answer, cookies, location: answer.headers.get('location') }
  }
}

/** At Keystone: its WebSSO page, the identity provider's sign-in there, and the token its page posts back. */
async function tokenFromKeystone(websso: string, name: string): Promise<string> {
  const page = await fetch(websso)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<h1>Demo University</h1>')
  const posted = await fetch(websso, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: name, password: name }),
  })
  const html = await posted.text()
  expect(html).toContain(`<form id="sso" name="sso" action="${CALLBACK}" method="post">`)
  return /name="token" id="token" value="([^"]+)"/.exec(html)?.[1] ?? ''
}

/** Keystone's page posting the token back, from Keystone's origin as a browser sends it. */
const form = (token: string, origin = new URL(cloud.authUrl).origin): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
  body: new URLSearchParams({ token }),
})

/** The session moved to the user's project `name` (found through the proxy at Keystone), as the project menu does. */
async function moveTo(go: ReturnType<typeof browser>, name: string) {
  const listed = await go(`/os-proxy/http/127.0.0.1:${new URL(cloud.authUrl).port}/identity/v3/auth/projects`, {
    headers: { 'X-Console-Request': '1' },
  })
  const { projects } = (await listed.answer.json()) as { projects: Array<{ id: string; name: string }> }
  const project = projects.find((candidate) => candidate.name === name)!
  const moved = await go('/_console/session', {
    method: 'PUT',
    headers: { 'X-Console-Request': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ projectId: project.id }),
  })
  return { project, moved }
}

/** Sign In's button: a navigation of the console's own page. */
const ownPage: RequestInit = { headers: { 'Sec-Fetch-Site': 'same-origin' } }

/** Whether Keystone still takes a token (validated with itself). */
const alive = async (token: string) =>
  (await fetch(`${cloud.authUrl}/auth/tokens`, { headers: { 'X-Auth-Token': token, 'X-Subject-Token': token } }))
    .status === 200

describe('single sign-on through Keystone federation', () => {
  it('opens the session of the federated user in the first of their projects; the page never holds a token', async () => {
    const go = browser()
    const start = await go(`/_console/websso/start?choice=${encodeURIComponent(CHOICE)}`, ownPage)
    expect(start.answer.status).toBe(303)
    expect(start.location).toBe(
      `${cloud.authUrl}/auth/OS-FEDERATION/identity_providers/demo-university/protocols/openid/websso?origin=${encodeURIComponent(CALLBACK)}`,
    )
    expect(start.cookies[0]).toMatch(/^vc_sso=\S+; Path=\/_console\/websso; HttpOnly; SameSite=Lax; Max-Age=600$/)
    const token = await tokenFromKeystone(start.location!, 'alice')
    const back = await go('/_console/websso', form(token))
    expect(back.answer.status).toBe(303)
    expect(back.location).toBe('/_console/websso/finish')
    const finish = await go('/_console/websso/finish')
    expect(finish.location).toBe('/')
    expect(await alive(token)).toBe(false)
    expect(finish.cookies.some((cookie) => cookie.startsWith('vc_session=') && cookie.includes('HttpOnly'))).toBe(true)
    const session = await go('/_console/session', { headers: { 'X-Console-Request': '1' } })
    const body = (await session.answer.json()) as {
      token: { user: Record<string, unknown>; project: { name: string }; methods: string[] }
    }
    expect(body.token.project.name).toBe('demo')
    expect(body.token.user).toMatchObject({
      name: 'alice',
      'OS-FEDERATION': { identity_provider: { id: 'demo-university' }, protocol: { id: 'openid' } },
    })
    expect([...body.token.methods].sort()).toEqual(['openid', 'token'])
    expect(JSON.stringify(body)).not.toContain(token)
    // The project switch works for a federated session as for a password's.
    const { moved } = await moveTo(go, 'staging')
    expect(moved.answer.status).toBe(200)
    expect(((await moved.answer.json()) as { token: { project: { name: string } } }).token.project.name).toBe('staging')
    // Sign Out revokes the session's token at Keystone.
    expect(
      (await go('/_console/session', { method: 'DELETE', headers: { 'X-Console-Request': '1' } })).answer.status,
    ).toBe(204)
  })

  it('lands in the project Sign In asked for when the user has it', async () => {
    const go = browser()
    const start = await go(`/_console/websso/start?choice=${encodeURIComponent(CHOICE)}&project=staging`, ownPage)
    await go('/_console/websso', form(await tokenFromKeystone(start.location!, 'alice')))
    await go('/_console/websso/finish')
    const session = await go('/_console/session', { headers: { 'X-Console-Request': '1' } })
    expect(((await session.answer.json()) as { token: { project: { name: string } } }).token.project.name).toBe(
      'staging',
    )
  })

  it('lands in the project the user last worked in, kept across a sign-out', async () => {
    const go = browser()
    const signIn = async () => {
      const start = await go(`/_console/websso/start?choice=${encodeURIComponent(CHOICE)}`, ownPage)
      await go('/_console/websso', form(await tokenFromKeystone(start.location!, 'alice')))
      const finish = await go('/_console/websso/finish')
      const session = await go('/_console/session', { headers: { 'X-Console-Request': '1' } })
      const body = (await session.answer.json()) as { token: { project: { id: string; name: string } } }
      return { finish, project: body.token.project }
    }
    const first = await signIn()
    expect(first.project.name).toBe('demo')
    expect(first.finish.cookies.find((cookie) => cookie.startsWith('vc_recent_project='))).toMatch(
      /; Path=\/_console\/websso; HttpOnly; SameSite=Strict; Max-Age=2592000$/,
    )
    const { project: staging, moved } = await moveTo(go, 'staging')
    expect(moved.cookies.some((cookie) => cookie.startsWith('vc_recent_project='))).toBe(true)
    await go('/_console/session', { method: 'DELETE', headers: { 'X-Console-Request': '1' } })
    const again = await signIn()
    expect(again.project).toMatchObject({ id: staging.id, name: 'staging' })
  })

  it('comes back to the console page it started from (a session that expired there), and to no other site', async () => {
    const go = browser()
    const signInFrom = async (next: string) => {
      const start = await go(
        `/_console/websso/start?choice=${encodeURIComponent(CHOICE)}&next=${encodeURIComponent(next)}`,
        ownPage,
      )
      await go('/_console/websso', form(await tokenFromKeystone(start.location!, 'alice')))
      return (await go('/_console/websso/finish')).location
    }
    expect(await signInFrom('/project/p1/volumes/v1?tab=attachments')).toBe('/project/p1/volumes/v1?tab=attachments')
    for (const elsewhere of ['//evil.test/x', '/\\evil.test', 'https://evil.test/', '/_console/session', 'volumes'])
      expect(await signInFrom(elsewhere), elsewhere).toBe('/')
  })

  it('uses no token this browser did not start a sign-in for, and says so on Sign In', async () => {
    const other = browser()
    const start = await other(`/_console/websso/start?choice=${encodeURIComponent(CHOICE)}`, ownPage)
    const token = await tokenFromKeystone(start.location!, 'alice')
    const victim = browser()
    await victim('/_console/websso', form(token))
    const finish = await victim('/_console/websso/finish')
    expect(finish.location).toBe('/sign-in?sso=not-started')
    expect(finish.cookies.some((cookie) => cookie.startsWith('vc_session='))).toBe(false)
  })

  it('takes no start another site made, no token posted from elsewhere, and no token but the federated one asked for', async () => {
    const go = browser()
    const crossSite = await go(`/_console/websso/start?choice=${encodeURIComponent(CHOICE)}`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(crossSite.location).toBe('/sign-in?sso=not-started')
    expect(crossSite.cookies).toEqual([])
    const start = await go(`/_console/websso/start?choice=${encodeURIComponent(CHOICE)}`, ownPage)
    const federated = await tokenFromKeystone(start.location!, 'alice')
    expect((await go('/_console/websso', form(federated, 'http://elsewhere.test'))).location).toBe(
      '/sign-in?sso=not-started',
    )
    // Someone's own password token, posted in place of Keystone's page: not a federated one.
    const password = await fetch(`${cloud.authUrl}/auth/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        auth: {
          identity: {
            methods: ['password'],
            password: { user: { name: 'demo', password: 'demo', domain: { name: 'Default' } } },
          },
          scope: { project: { name: 'demo', domain: { name: 'Default' } } },
        },
      }),
    })
    await go('/_console/websso', form(password.headers.get('x-subject-token') ?? ''))
    const finish = await go('/_console/websso/finish')
    expect(finish.location).toBe('/sign-in?sso=refused')
    expect(finish.cookies.some((cookie) => cookie.startsWith('vc_session=') && !cookie.includes('Max-Age=0'))).toBe(
      false,
    )
  })

  it('sends a user with no project to Sign In with the reason, and refuses an unknown choice', async () => {
    const go = browser()
    const start = await go(`/_console/websso/start?choice=${encodeURIComponent(CHOICE)}`, ownPage)
    await go('/_console/websso', form(await tokenFromKeystone(start.location!, 'nobody')))
    expect((await go('/_console/websso/finish')).location).toBe('/sign-in?sso=no-projects')
    expect((await go('/_console/websso/start?choice=saml2', ownPage)).location).toBe('/sign-in?sso=unknown-choice')
  })

  it("is refused by Keystone for an origin it does not trust, and without one, in Keystone's words", async () => {
    const websso = `${cloud.authUrl}/auth/OS-FEDERATION/websso/openid`
    const untrusted = await fetch(`${websso}?origin=${encodeURIComponent('http://elsewhere.test/_console/websso')}`)
    expect(untrusted.status).toBe(401)
    expect(((await untrusted.json()) as { error: { message: string } }).error.message).toBe(
      'The request you have made requires authentication.',
    )
    const none = await fetch(websso)
    expect(none.status).toBe(400)
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      'Request must have an origin query parameter',
    )
  })
})
