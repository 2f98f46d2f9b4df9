// Keystone's projects as the demo cloud answers them, as the real Keystone (Zed) does: an
// administrator lists them, by name too, and reads any; a member reads only its own project and is
// refused another, even one that does not exist (the policy comes before the lookup).
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../test/demo-cloud'

const demo = setUpDemoCloud()

async function tokenOf(name: string, password: string, project: string): Promise<{ token: string; projectId: string }> {
  const answer = await fetch(`${demo.authUrl}/auth/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      auth: {
        identity: { methods: ['password'], password: { user: { name, password, domain: { name: 'Default' } } } },
        scope: { project: { name: project, domain: { name: 'Default' } } },
      },
    }),
  })
  const body = (await answer.json()) as { token: { project: { id: string } } }
  return { token: answer.headers.get('x-subject-token') ?? '', projectId: body.token.project.id }
}

const get = (token: string, path: string) => fetch(`${demo.authUrl}${path}`, { headers: { 'X-Auth-Token': token } })

describe("the demo cloud's Keystone projects", () => {
  it('lists them to an administrator, by name too; reads one, or 404 with Keystone’s words', async () => {
    const admin = await tokenOf('admin', 'admin', 'admin')
    const named = (await (await get(admin.token, '/projects?name=demo')).json()) as {
      projects: Array<{ name: string }>
    }
    expect(named.projects.map((project) => project.name)).toEqual(['demo'])
    const one = (await (await get(admin.token, `/projects/${admin.projectId}`)).json()) as { project: { name: string } }
    expect(one.project.name).toBe('admin')
    const missing = await get(admin.token, '/projects/nope')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      error: { code: 404, message: 'Could not find project: nope.', title: 'Not Found' },
    })
  })

  it('lets a member read its own project only: another, or none, is refused by policy', async () => {
    const member = await tokenOf('demo', 'demo', 'demo')
    const admin = await tokenOf('admin', 'admin', 'admin')
    expect((await get(member.token, `/projects/${member.projectId}`)).status).toBe(200)
    for (const id of [admin.projectId, 'nope']) {
      const refused = await get(member.token, `/projects/${id}`)
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        'You are not authorized to perform the requested action: identity:get_project.',
      )
    }
  })
})
