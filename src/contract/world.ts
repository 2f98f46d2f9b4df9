// What a contract test file works with: the target, signed-in clients, and the fixtures
// (resources named vc-contract-<run>-…, cleaned up after the file).
import { afterAll, beforeAll } from 'vitest'
import type { OpenStackClient } from '../api'
import { connect } from '../api'
import type { Fixtures } from './fixtures'
import { createFixtures } from './fixtures'
import type { Target } from './target'
import { openTarget } from './target'

export { MULTIATTACH_TYPE } from './fixtures'
export const RUN = `vc-contract-${Date.now().toString(36)}`

export interface World extends Omit<Fixtures, 'cleanUp'> {
  target: Target
  member: OpenStackClient
  admin: OpenStackClient | null
  nova: NonNullable<OpenStackClient['nova']>
}

export function setUpWorld(): World {
  const world = {} as World
  let fixtures: Fixtures | null = null

  beforeAll(async () => {
    world.target = await openTarget()
    world.member = await connect(world.target.member)
    world.admin = world.target.admin ? await connect(world.target.admin) : null
    if (!world.member.nova) throw new Error('the contract suite needs a compute service in the catalog')
    world.nova = world.member.nova
    fixtures = createFixtures(world.target, world.member, world.admin, RUN)
    const { cleanUp: _cleanUp, ...rest } = fixtures
    Object.assign(world, rest)
  }, 300_000)

  afterAll(async () => {
    if (!world.target) return
    const problems = fixtures ? await fixtures.cleanUp() : []
    await world.target.close()
    if (problems.length) throw new Error(`clean-up left things behind:\n${problems.join('\n')}`)
  }, 300_000)

  return world
}
