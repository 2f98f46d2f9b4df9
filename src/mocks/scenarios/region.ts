// A further region for a scenario: its own Cinder and Nova (types, backends, hosts, volumes,
// servers, quotas), the first region's Keystone (the same domains, projects and users).
import type { CloudSettings, CloudState, RegionRecord } from '../cloud/state'
import { baseState } from './base'
import { ScenarioBuilder } from './builder'

export function regionOf(
  first: CloudState,
  seed: number,
  settings: Partial<CloudSettings>,
  fill: (builder: ScenarioBuilder) => void,
): RegionRecord {
  const { state, ids } = baseState(first.scenario, seed)
  // The first region's identity: its project ids key this region's quotas too.
  const byName = new Map(state.projects.map((project) => [project.id, project.name]))
  const quotas: CloudState['quotas'] = {}
  for (const [id, quota] of Object.entries(state.quotas)) {
    const project = first.projects.find((candidate) => candidate.name === byName.get(id))
    if (project) quotas[project.id] = quota
  }
  const region: CloudState = {
    ...state,
    domains: first.domains,
    projects: first.projects,
    users: first.users,
    // Keystone's own: the first region's.
    applicationCredentials: [],
    quotas,
    volumeFilters: first.volumeFilters,
  }
  fill(new ScenarioBuilder(region, ids, Date.UTC(2026, 8, 1, 8, 0, 0)))
  return { state: region, settings }
}
