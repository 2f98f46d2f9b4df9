// The `scale` scenario: 10,000 volumes, 1,000 servers, one volume with 1,000 attachments,
// some with tens and one with three. `scale-50` is a project of the same shape with
// 50 volumes and 20 servers, for comparing what the console costs at 50 and at 10,000;
// `scale-100k` the same shape ten times over (100,000 volumes, 10,000 servers, the shared dataset
// on every one of them), for the bench's check that nothing grows with the project.
import type { CloudState } from '../cloud/state'
import { baseState } from './base'
import { ScenarioBuilder } from './builder'

export const SCALE = { volumes: 10_000, servers: 1_000, bigAttachments: 1_000 } as const

/** Servers boot from volumes, so a 50-volume project has fewer of them. */
const SMALL = { volumes: 50, servers: 20 } as const
const HUGE = { volumes: 100_000, servers: 10_000 } as const

const SIZES = {
  small: { ...SMALL, name: 'scale-50' },
  large: { volumes: SCALE.volumes, servers: SCALE.servers, name: 'scale' },
  huge: { ...HUGE, name: 'scale-100k' },
} as const

export function scaleScenario(size: keyof typeof SIZES = 'large'): CloudState {
  const { volumes: total, servers: serverCount, name } = SIZES[size]
  const { state, ids } = baseState(name, 3)
  // Like an operator who lists "name~" in resource_filters.json: users can search names by substring.
  state.volumeFilters = [...(state.volumeFilters ?? []), 'name~']
  const demo = state.projects.find((project) => project.name === 'demo')
  if (demo) state.quotas[demo.id] = { volumes: -1, gigabytes: -1, snapshots: -1, backups: -1, backup_gigabytes: -1 }
  const b = new ScenarioBuilder(state, ids)
  const hosts = ['compute-1', 'compute-2', 'compute-3']
  const servers = Array.from({ length: serverCount }, (_, index) =>
    b.server({ name: `node-${String(index + 1).padStart(4, '0')}`, host: hosts[index % hosts.length] as string }),
  )
  const big = b.volume({
    name: 'dataset-shared-1000',
    size: 2000,
    type: 'shared-ssd',
    description: 'Read-only on every node',
  })
  for (const server of servers) b.attach(server, big, 'ro')
  for (let group = 0; group < 10; group += 1) {
    const shared = b.volume({ name: `team-share-${group + 1}`, size: 100, type: 'multiattach' })
    for (let member = 0; member < Math.min(10 + group * 4, servers.length); member += 1) {
      const server = servers[(group * 97 + member * 13) % servers.length]
      if (server) b.attach(server, shared, member === 0 ? 'rw' : 'ro')
    }
  }
  const trio = b.volume({ name: 'trio-shared', size: 10, type: 'multiattach' })
  for (const server of servers.slice(0, 3)) b.attach(server, trio, 'rw')
  const types = ['lvmdriver-1', 'nfs-standard', 'multiattach', 'shared-ssd']
  for (let index = state.volumes.length; index < total; index += 1) {
    b.volume({
      name: `vol-${String(index + 1).padStart(size === 'huge' ? 6 : 5, '0')}`,
      size: 1 + (index % 50),
      type: types[index % types.length],
    })
  }
  // Snapshots: one of every volume at 10,000 and 100,000, one of every other at 50.
  const every = size === 'small' ? 2 : 1
  state.volumes.forEach((volume, index) => {
    if (index % every !== 0) return
    const status = index % 500 === 7 ? 'error' : 'available'
    b.snapshot(volume, { name: `snap-${String(index + 1).padStart(size === 'huge' ? 6 : 5, '0')}`, status })
  })
  return state
}
