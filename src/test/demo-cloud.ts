// The demo cloud on the Node transport for a test file: a fresh scenario before every test,
// clients signed in through the real API module.
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { OpenStackClient } from '../api'
import { connect } from '../api'
import type { DemoCloud } from '../mocks/cloud/cloud'
import { resetDemoCloud } from '../mocks/cloud/create'
import type { CloudSettings } from '../mocks/cloud/state'
import { setupDemoCloud } from '../mocks/node'
import { DEMO_CREDENTIALS } from '../mocks/scenarios/base'

export type DemoUser = keyof typeof DEMO_CREDENTIALS

/** A clock the test moves by hand, so transitional states last exactly as long as it says. */
export class ManualClock {
  constructor(public time = Date.UTC(2026, 10, 21, 12, 0, 0)) {}
  now = (): number => this.time
  advance(ms: number): void {
    this.time += ms
  }
}

export function setUpDemoCloud(
  options: { scenario?: string; settings?: Partial<CloudSettings>; clock?: ManualClock } = {},
) {
  const scenario = options.scenario ?? 'demo'
  const settings = options.settings ?? {}
  const { cloud, server, authUrl } = setupDemoCloud(scenario, settings, options.clock?.now)
  const initialSettings = structuredClone(cloud.settings)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  beforeEach(() => {
    resetDemoCloud(cloud, scenario)
    cloud.settings = structuredClone(initialSettings)
    cloud.tokens.clear()
  })
  return {
    cloud: cloud as DemoCloud,
    server,
    authUrl,
    signIn(user: DemoUser = 'member', overrides: { now?: () => number } = {}): Promise<OpenStackClient> {
      const credentials = DEMO_CREDENTIALS[user]
      return connect(
        { authUrl, ...credentials, userDomainName: 'Default', projectDomainName: 'Default' },
        { now: overrides.now ?? options.clock?.now },
      )
    },
  }
}

/** Runs `check` until it returns a value, advancing a manual clock or waiting real time. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  options: { clock?: ManualClock; stepMs?: number; tries?: number } = {},
): Promise<T> {
  const tries = options.tries ?? 50
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (options.clock) options.clock.advance(options.stepMs ?? 1000)
    else await new Promise((resolve) => setTimeout(resolve, options.stepMs ?? 20))
  }
  throw new Error(`condition not met after ${tries} tries`)
}
