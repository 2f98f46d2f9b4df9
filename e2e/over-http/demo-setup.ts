// The demo cloud's scenario has the servers the journey needs.
import { DEMO_APPLICATION_CREDENTIAL } from '../../src/mocks/scenarios/base'
import type { JourneyWorld } from './journey-world'
import { JOURNEY_WORLD } from './journey-world'

export default function setup(): void {
  const world: JourneyWorld = {
    cloud: 'demo',
    prefix: `e2e-http-${Date.now().toString(36)}`,
    servers: ['web-1', 'web-2'],
    password: 'demo',
    memberProject: 'demo',
    admin: { username: 'admin', password: 'admin', projectName: 'admin' },
    applicationCredential: { id: DEMO_APPLICATION_CREDENTIAL.id, secret: DEMO_APPLICATION_CREDENTIAL.secret },
  }
  process.env[JOURNEY_WORLD] = JSON.stringify(world)
}
