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
  const cloud = new DemoCloud(state ?? buildScenario(scenario), settings, now)
  cloud.setRunner(runStep)
  return cloud
}

/** Back to the scenario's first state; tokens stay valid, settings stay as they are. */
export function resetDemoCloud(cloud: DemoCloud, scenario: string = cloud.state.scenario): void {
  cloud.state = buildScenario(scenario)
  cloud.changed()
}
