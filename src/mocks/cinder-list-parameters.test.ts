// A list parameter asked below the microversion that brought it, as a real Zed answers (the
// differential recorder's "lists:" and "groups: list" probes, docs/cloud-differences.md): below 3.31
// Cinder drops it, from 3.31 a member's key outside resource_filters.json is a 400 and an admin's
// key that is no column lists nothing; with_count is such a key below 3.45; a created_at
// comparison and consumes_quota filter from 3.31; an admin's name~ is a like-filter at any version.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { setUpDemoCloud } from '../test/demo-cloud'

const demo = setUpDemoCloud()

async function list(client: OpenStackClient, path: string, version: string) {
  const token = [...demo.cloud.tokens.entries()].find(([, caller]) => caller.userId === client.token.user.id)?.[0]
  const response = await fetch(`${client.services.volume.endpoint}/${path}`, {
    headers: { 'X-Auth-Token': token ?? '', 'OpenStack-API-Version': `volume ${version}` },
  })
  const body = (await response.json()) as Record<string, unknown>
  const items = Object.values(body).find(Array.isArray) as Array<{ name: string }> | undefined
  return { status: response.status, names: items?.map((item) => item.name), body }
}

const invalid = (key: string) => ({
  badRequest: { code: 400, message: `Invalid filters ${key} are found in query options.` },
})

describe('list parameters below their microversion', () => {
  it('with_count: a member’s 400 and an admin’s empty list at 3.44, the count from 3.45', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    for (const path of ['volumes/detail?name=scratch-01', 'snapshots/detail?name=pg-before-upgrade']) {
      const refused = await list(member, `${path}&with_count=true`, '3.44')
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual(invalid('with_count'))
      expect((await list(member, `${path}&with_count=true`, '3.30')).names).toHaveLength(1)
      expect((await list(admin, `${path}&all_tenants=1&with_count=true`, '3.44')).names).toEqual([])
      expect((await list(member, `${path}&with_count=true`, '3.45')).body).toMatchObject({ count: 1 })
    }
  })

  it('an admin’s key that is no column lists nothing; a member’s is dropped below 3.31', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    expect((await list(admin, 'volumes/detail?all_tenants=1&name=scratch-01&foo=1', '3.30')).names).toEqual([])
    expect((await list(member, 'volumes/detail?name=scratch-01&foo=1', '3.30')).names).toEqual(['scratch-01'])
  })

  it('created_at comparisons and consumes_quota filter from 3.31; below, they are dropped', async () => {
    const member = await demo.signIn('member')
    const path = 'volumes/detail?name=scratch-01'
    expect((await list(member, `${path}&created_at=lt:2000-01-01T00:00:00`, '3.59')).names).toEqual([])
    expect((await list(member, `${path}&created_at=gt:2000-01-01T00:00:00`, '3.60')).names).toEqual(['scratch-01'])
    expect((await list(member, `${path}&created_at=lt:2000-01-01T00:00:00`, '3.30')).names).toEqual(['scratch-01'])
    expect((await list(member, `${path}&created_at=after:2000-01-01T00:00:00`, '3.60')).body).toEqual({
      badRequest: { code: 400, message: 'Invalid after operator' },
    })
    expect((await list(member, `${path}&consumes_quota=false`, '3.64')).names).toEqual([])
    expect((await list(member, `${path}&consumes_quota=true`, '3.65')).names).toEqual(['scratch-01'])
  })

  it('an admin’s name~ is a like-filter at 3.33; a snapshot’s metadata filter is dropped below 3.22', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    expect((await list(admin, 'volumes/detail?all_tenants=1&name~=scratch-0', '3.33')).names).toContain('scratch-01')
    const snapshots = 'snapshots/detail?name=pg-before-upgrade&metadata=%7B%22k%22%3A%22v%22%7D'
    expect((await list(member, snapshots, '3.21')).names).toEqual(['pg-before-upgrade'])
    expect((await list(member, snapshots, '3.22')).names).toEqual([])
  })

  it('groups: a member’s key outside "name" is a 400 from 3.31, name~ and with_count included; below, an unknown key lists nothing', async () => {
    const member = await demo.signIn('member')
    expect((await list(member, 'groups/detail?name=app-stack', '3.31')).names).toEqual(['app-stack'])
    for (const [key, version] of [
      ['foo', '3.31'],
      ['name~', '3.34'],
      ['with_count', '3.45'],
    ] as const) {
      const refused = await list(member, `groups/detail?${key}=app`, version)
      expect(refused.body).toEqual(invalid(key))
    }
    expect((await list(member, 'groups/detail?foo=1', '3.30')).names).toEqual([])
  })
})
