// Before the journey on a real cloud: two servers booted from bootable volumes, and a
// multi-attach volume type if the cloud has none (made with CONTRACT_ADMIN_*), all through the
// API module. Afterwards: the servers, their root volumes, the journey's volumes and the type go.
import { connect } from '../../src/api'
import { createFixtures } from '../../src/contract/fixtures'
import { cloudTarget } from '../../src/contract/target'
import type { JourneyWorld } from './journey-world'
import { JOURNEY_WORLD } from './journey-world'

export default async function setup(): Promise<() => Promise<void>> {
  const target = cloudTarget()
  const member = await connect(target.member)
  const admin = target.admin ? await connect(target.admin) : null
  const prefix = `vc-e2e-${Date.now().toString(36)}`
  const fixtures = createFixtures(target, member, admin, prefix)
  let credential: { id: string; secret: string } | null = null
  const teardown = async () => {
    if (credential) await member.keystone.deleteApplicationCredential(member.token.user.id, credential.id)
    // The journey's own volumes, found by name, go with the fixtures (users may not filter by
    // name~ on a default cloud, so the project's list is searched here).
    const left = await member.cinder.listVolumes({ limit: 1000 })
    for (const volume of left.volumes) if (volume.name?.startsWith(prefix)) fixtures.track(volume.id)
    const problems = await fixtures.cleanUp()
    if (problems.length) throw new Error(`clean-up left things behind:\n${problems.join('\n')}`)
  }
  try {
    const type = await fixtures.multiattachType()
    const [a, b] = await Promise.all([fixtures.server('a'), fixtures.server('b')])
    const made = await member.keystone.createApplicationCredential(member.token.user.id, { name: `${prefix}-robot` })
    credential = { id: made.id, secret: made.secret }
    const world: JourneyWorld = {
      cloud: 'real',
      prefix,
      servers: [a.name, b.name],
      password: target.member.password,
      memberProject: target.member.projectName,
      admin: target.admin
        ? { username: target.admin.username, password: target.admin.password, projectName: target.admin.projectName }
        : null,
      applicationCredential: credential,
    }
    process.env[JOURNEY_WORLD] = JSON.stringify(world)
    console.log(`cloud-setup: servers ${a.name}, ${b.name}; multi-attach type ${type}`)
  } catch (error) {
    await teardown().catch(() => undefined)
    throw error
  }
  return teardown
}
