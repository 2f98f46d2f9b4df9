// Recorded calls: each list parameter at the microversion just below the one that introduced it,
// and at that one, for volumes, snapshots and backups, as a member and as an admin. Below 3.31
// Cinder drops a parameter of a later microversion (MV_ADDED_FILTERS in cinder/api/v3/volumes.py
// and snapshots.py) and a member's unknown keys (remove_invalid_filter_options); from 3.31 it
// refuses a filter its resource_filters.json does not name (reject_invalid_filters in
// cinder/api/common.py), `with_count` below 3.45 included. The filters narrow a list that holds
// one thing, so a filter dropped and a filter applied answer differently.
import { NOWHERE, type ProbeWorld, createVolume, until } from './probe-world'

export interface ListProbe {
  /** What the step is named after. */
  what: string
  query: string
  /** The microversion that introduced the parameter: the probe asks at the one below and at it. */
  since: string
}

/** The microversion just below `version` (3.4 → 3.3, 3.10 → 3.9). */
export function priorVersion(version: string): string {
  const [major = '3', minor = '0'] = version.split('.')
  return `${major}.${Number(minor) - 1}`
}

/** Parameters every list of this kind has: a key no list knows, the like-filter, the count. */
export const UNKNOWN_KEY: ListProbe = { what: 'an unknown key', query: 'foo=1', since: '3.31' }
export const LIKE: ListProbe = { what: 'name~ (like)', query: 'name~=vc-diff', since: '3.34' }
export const WITH_COUNT: ListProbe = { what: 'with_count', query: 'with_count=true', since: '3.45' }
const CONSUMES_QUOTA: ListProbe = { what: 'consumes_quota', query: 'consumes_quota=false', since: '3.65' }

const VOLUME_LISTS: readonly ListProbe[] = [
  { what: 'glance_metadata', query: 'glance_metadata=%7B%22k%22%3A%22v%22%7D', since: '3.4' },
  { what: 'group_id', query: `group_id=${NOWHERE}`, since: '3.10' },
  UNKNOWN_KEY,
  LIKE,
  WITH_COUNT,
  { what: 'created_at comparison', query: 'created_at=lt%3A2000-01-01T00%3A00%3A00', since: '3.60' },
  CONSUMES_QUOTA,
]

const SNAPSHOT_LISTS: readonly ListProbe[] = [
  { what: 'metadata', query: 'metadata=%7B%22k%22%3A%22v%22%7D', since: '3.22' },
  UNKNOWN_KEY,
  LIKE,
  WITH_COUNT,
  CONSUMES_QUOTA,
]

const BACKUP_LISTS: readonly ListProbe[] = [UNKNOWN_KEY, WITH_COUNT]

/** Each probe at the microversion below its own and at it, as the member and as an admin. */
async function probeLists(world: ProbeWorld, kind: string, path: string, probes: readonly ListProbe[]) {
  // The admin names the member's project (project_id, with all_tenants) to see the member's things;
  // a member may not use project_id from 3.31 on.
  const adminPath = `${path}&all_tenants=1&project_id=${world.member.projectId}`
  for (const probe of probes) {
    for (const version of [priorVersion(probe.since), probe.since]) {
      const step = `lists: ${kind} with ${probe.what} at ${version}`
      const microversion = `volume ${version}`
      await world.member.call(step, 'volume', 'GET', `${path}&${probe.query}`, { microversion })
      await world.admin.call(`${step} (admin)`, 'volume', 'GET', `${adminPath}&${probe.query}`, { microversion })
    }
  }
}

export async function lists(world: ProbeWorld) {
  const { member, run } = world
  await createVolume(world, 'lists: create a volume', 'l')
  const made = await member.call('lists: snapshot it', 'volume', 'POST', '/snapshots', {
    body: { snapshot: { volume_id: member.id('l'), name: `${run}-ls` } },
  })
  const snapshotId = (made.body as { snapshot?: { id?: string } }).snapshot?.id
  if (!snapshotId) throw new Error(`${member.label}: no snapshot made: ${JSON.stringify(made.body)}`)
  member.remember('ls', snapshotId)
  await until('the snapshot available', world.timeoutMs, async () => {
    const body = (await member.peek('volume', '/snapshots/{ls}')) as { snapshot?: { status: string } } | null
    return body?.snapshot?.status === 'available'
  })
  await probeLists(world, 'volumes', `/volumes/detail?name=${run}-l`, VOLUME_LISTS)
  await probeLists(world, 'snapshots', `/snapshots/detail?name=${run}-ls`, SNAPSHOT_LISTS)
  await probeLists(world, 'backups', `/backups/detail?volume_id=${member.id('l')}`, BACKUP_LISTS)
  await member.quietly('volume', 'DELETE', '/snapshots/{ls}')
  await until(
    'the snapshot gone',
    world.timeoutMs,
    async () => (await member.peek('volume', '/snapshots/{ls}')) === null,
  )
}
