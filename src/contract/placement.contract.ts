// Placement as the Sharing Map reads it (src/api/placement.ts): an administrator lists the compute
// nodes as resource providers, named as Nova names the hypervisors, and those with
// COMPUTE_VOLUME_MULTI_ATTACH (microversion 1.18's required); a member is refused by policy, in
// Placement's own error body. Runs on the demo cloud and on a real Zed cloud.
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { MULTIATTACH_TRAIT } from '../api/placement'
import { refusal } from '../test/refusal'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient

beforeAll(() => {
  if (!world.admin) throw new Error('Placement is read by an administrator: CONTRACT_ADMIN_* are needed')
  admin = world.admin
})

describe('Placement: the compute nodes and which can multi-attach', () => {
  it("lists every node by the hypervisor's name, those with the trait a subset of them", async () => {
    const placement = admin.placement
    if (!placement) throw new Error('the catalog has no placement service')
    const every = await placement.listResourceProviders()
    expect(every.length).toBeGreaterThan(0)
    for (const provider of every) expect(provider.uuid).toMatch(/^[0-9a-f-]{36}$/)
    const capable = await placement.listResourceProviders({ required: [MULTIATTACH_TRAIT] })
    const names = new Set(every.map((provider) => provider.name))
    for (const provider of capable) expect(names.has(provider.name)).toBe(true)
    // A server's node (an admin's OS-EXT-SRV-ATTR:hypervisor_hostname) is one of them.
    const server = await world.server('placement')
    const seen = await admin.nova!.getServer(server.id)
    expect(names.has(seen['OS-EXT-SRV-ATTR:hypervisor_hostname'] ?? '')).toBe(true)
  })

  it('refuses a member by policy, and a trait it does not know', async () => {
    const placement = world.member.placement
    if (!placement) throw new Error('the catalog has no placement service')
    expect(await refusal(placement.listResourceProviders())).toEqual({
      status: 403,
      message:
        'Access was denied to this resource. Policy does not allow placement:resource_providers:list to be performed.',
    })
    expect(await refusal(admin.placement!.listResourceProviders({ required: ['VC_NO_SUCH_TRAIT'] }))).toEqual({
      status: 400,
      message:
        'The server could not comply with the request since it is either malformed or otherwise incorrect. Invalid trait(s) in "required" parameter: No such trait(s): VC_NO_SUCH_TRAIT.',
    })
  })
})
