// Scenarios by name (README, "The demo cloud").
import type { CloudState } from '../cloud/state'
import { demoScenario } from './demo'
import { emptyScenario } from './empty'
import { scaleScenario } from './scale'

/** Each scenario is built at `now` (the demo cloud's clock): its records were made shortly before. */
export const SCENARIOS: Record<string, (now: number) => CloudState> = {
  demo: demoScenario,
  empty: emptyScenario,
  scale: () => scaleScenario('large'),
  'scale-50': () => scaleScenario('small'),
  'scale-100k': () => scaleScenario('huge'),
}

export type ScenarioName = keyof typeof SCENARIOS

export function buildScenario(name: string, now = Date.now()): CloudState {
  const build = SCENARIOS[name]
  if (!build) throw new Error(`Unknown scenario "${name}"; known: ${Object.keys(SCENARIOS).join(', ')}`)
  return build(now)
}
