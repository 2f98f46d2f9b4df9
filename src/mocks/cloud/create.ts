// A demo cloud for a scenario, with its transitions wired.
import { buildScenario } from '../scenarios'
import { DemoCloud } from './cloud'
import type { CloudSettings, CloudState } from './state'
import { runStep } from './transitions'

export function createDemoCloud(
  scenario = 'demo',
  settings: Partial<CloudSettings> = {},
  now?: () => number,
  state?: CloudState,
): DemoCloud {
  const cloud = new DemoCloud(state ?? buildScenario(scenario, (now ?? Date.now)()), settings, now)
  cloud.setRunner(runStep)
  linkRegions(cloud)
  return cloud
}

/** Where a further region's services answer on the demo cloud's origin. */
export function regionMount(name: string): string {
  return `/regions/${encodeURIComponent(name)}`
}

/**
 * The further regions' clouds for the first region's state: each region's state gets the first
 * region's domains, projects and users (not enumerable, so the saved state holds them once).
 */
export function linkRegions(cloud: DemoCloud): void {
  const records = cloud.state.regions ?? {}
  for (const name of [...cloud.regions.keys()]) if (!(name in records)) cloud.regions.delete(name)
  for (const [name, record] of Object.entries(records)) {
    for (const key of ['domains', 'projects', 'users'] as const) {
      Object.defineProperty(record.state, key, {
        value: cloud.state[key],
        enumerable: false,
        configurable: true,
        writable: true,
      })
    }
    const existing = cloud.regions.get(name)
    if (existing && existing.home) {
      existing.state = record.state
      existing.home.overrides = record.settings
      continue
    }
    const region = new DemoCloud(record.state, {}, cloud.now, {
      cloud,
      name,
      mount: regionMount(name),
      overrides: record.settings,
    })
    region.setRunner(runStep)
    cloud.regions.set(name, region)
  }
}

/** Back to the scenario's first state; tokens stay valid, settings stay as they are. */
export function resetDemoCloud(cloud: DemoCloud, scenario: string = cloud.state.scenario): void {
  cloud.state = buildScenario(scenario, cloud.now())
  linkRegions(cloud)
  cloud.changed()
}
