// Keystone federation's WebSSO as the console's single sign-on meets it (docs/keystone-sign-in.md,
// section 1): the origin must be a trusted dashboard exactly (400 without one, the bare 401 for
// another, whichever path), an unknown identity provider is a 404 naming it, and a trusted one gets
// the page that posts an unscoped token there: a token of the protocol's method whose user
// carries OS-FEDERATION, which lists the user's projects and scopes to one. On the demo cloud's
// Keystone and on rigs/keystone (Zed; the identity provider's claims sent as mod_auth_openidc
// passes them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openComplianceKeystone, type ComplianceKeystone } from './keystone-compliance'

let keystone: ComplianceKeystone

beforeAll(async () => {
  keystone = await openComplianceKeystone()
}, 300_000)

afterAll(async () => {
  await keystone?.close()
}, 120_000)

const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message
const byProvider = () =>
  `/auth/OS-FEDERATION/identity_providers/${keystone.federation.identityProvider}/protocols/${keystone.federation.protocol}/websso`
const byProtocol = () => `/auth/OS-FEDERATION/websso/${keystone.federation.protocol}`
const origin = (url: string) => `?origin=${encodeURIComponent(url)}`

describe('WebSSO', () => {
  it('refuses an origin it does not trust with the bare 401, and none with a 400 saying so', async () => {
    for (const path of [byProtocol(), byProvider()]) {
      const untrusted = await keystone.websso(`${path}${origin('http://elsewhere.test/_console/websso')}`, 'alice')
      expect(untrusted.status, path).toBe(401)
      expect(await messageOf(untrusted), path).toBe('The request you have made requires authentication.')
      const none = await keystone.websso(path, 'alice')
      expect(none.status, path).toBe(400)
      expect(await messageOf(none), path).toBe('Request must have an origin query parameter')
    }
  })

  it('names an identity provider it does not know', async () => {
    const path = `/auth/OS-FEDERATION/identity_providers/nope/protocols/${keystone.federation.protocol}/websso`
    const answer = await keystone.websso(`${path}${origin(keystone.trustedDashboard)}`, 'alice')
    expect(answer.status).toBe(404)
    expect(await messageOf(answer)).toBe('Could not find Identity Provider: nope.')
  })

  it('posts an unscoped federated token to a trusted origin; it lists the projects and scopes to one', async () => {
    const page = await keystone.websso(`${byProvider()}${origin(keystone.trustedDashboard)}`, 'alice')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toMatch(new RegExp(`<form id="sso" name="sso" action="${keystone.trustedDashboard}" method="post">`))
    const token = /name="token" id="token" value="([^"]+)"/.exec(html)?.[1] ?? ''
    const asked = (path: string) => fetch(`${keystone.authUrl}${path}`, { headers: { 'X-Auth-Token': token } })
    const validated = await fetch(`${keystone.authUrl}/auth/tokens`, {
      headers: { 'X-Auth-Token': token, 'X-Subject-Token': token },
    })
    const body = (await validated.json()) as { token: Record<string, unknown> & { user: Record<string, unknown> } }
    expect(body.token.methods).toEqual([keystone.federation.protocol])
    expect(body.token).not.toHaveProperty('project')
    expect(body.token.user).toMatchObject({
      'OS-FEDERATION': {
        identity_provider: { id: keystone.federation.identityProvider },
        protocol: { id: keystone.federation.protocol },
        // The groups the mapping gave, by id (keystone/auth/plugins/mapped.py), not by name.
        groups: [{ id: expect.stringMatching(/^[0-9a-f]{32}$/) }],
      },
    })
    expect(body.token.user).not.toHaveProperty('password_expires_at')
    const projects = (await (await asked('/auth/projects')).json()) as { projects: Array<{ id: string; name: string }> }
    const project = projects.projects.find((candidate) => candidate.name === keystone.project)
    expect(project).toBeDefined()
    const scoped = await fetch(`${keystone.authUrl}/auth/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        auth: { identity: { methods: ['token'], token: { id: token } }, scope: { project: { id: project!.id } } },
      }),
    })
    expect(scoped.status).toBe(201)
    const scopedBody = (await scoped.json()) as { token: { methods: string[]; project: { name: string } } }
    expect([...scopedBody.token.methods].sort()).toEqual([keystone.federation.protocol, 'token'].sort())
    expect(scopedBody.token.project.name).toBe(keystone.project)
  })
})
