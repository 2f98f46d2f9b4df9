// The demo cloud in Node, for Vitest: msw/node intercepts fetch in the test process.
import { setupServer } from 'msw/node'
import type { DemoCloud } from './cloud/cloud'
import { createDemoCloud } from './cloud/create'
import type { CloudSettings } from './cloud/state'
import { createHandlers } from './handlers'

/** Base URL the Node transport answers on in tests. */
export const TEST_ORIGIN = 'http://cloud.test'

export function setupDemoCloud(scenario = 'demo', settings: Partial<CloudSettings> = {}, now?: () => number) {
  const cloud: DemoCloud = createDemoCloud(scenario, { transitionMs: 0, ...settings }, now)
  const server = setupServer(...createHandlers(cloud))
  return { cloud, server, authUrl: `${TEST_ORIGIN}/identity/v3` }
}
