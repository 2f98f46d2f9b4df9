// Scenarios by name (README, "The demo cloud").
import type { CloudState } from '../cloud/state'
import { demoScenario } from './demo'
import { emptyScenario } from './empty'
import { scaleScenario } from './scale'

export const SCENARIOS: Record<string, () => CloudState> = {
  demo: demoScenario,
  empty: emptyScenario,
  scale: () => scaleScenario('large'),
  'scale-50': () => scaleScenario('small'),
}

export type ScenarioName = keyof typeof SCENARIOS

export function buildScenario(name: string): CloudState {
  const build = SCENARIOS[name]
  if (!build) throw new Error(`Unknown scenario "${name}"; known: ${Object.keys(SCENARIOS).join(', ')}`)
  return build()
}
