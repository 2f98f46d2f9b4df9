// The `demo` scenario: a realistic project for demos (README, "The demo cloud").
import type { CloudState } from '../cloud/state'
import { reservedGroupTypeRecord } from '../cloud/cloud'
import { baseState } from './base'
import { ScenarioBuilder } from './builder'
import { regionOf } from './region'

/** Two days of history before `now`: the failed volume's message (30 days) is still kept. */
const HISTORY_MS = 2 * 24 * 60 * 60 * 1000

export function demoScenario(now = Date.now()): CloudState {
  const { state, ids } = baseState('demo', 1)
  // Like an operator who lists "name~" in resource_filters.json: users can search names by substring.
  state.volumeFilters = [...(state.volumeFilters ?? []), 'name~']
  const b = new ScenarioBuilder(state, ids, Math.floor((now - HISTORY_MS) / 60_000) * 60_000)
  // Created oldest first, and Volumes lists newest first: the multi-attach story comes last so
  // that the first page opens on it.
  // The demo user's second project (the project switcher's other choice): a small staging copy.
  const stagingApp = b.server({ name: 'staging-app', host: 'compute-1', project: 'staging' })
  b.attach(stagingApp, b.volume({ name: 'staging-db', size: 20, project: 'staging' }), 'rw')
  b.volume({ name: 'staging-shared', size: 10, type: 'multiattach', project: 'staging' })
  // The servers, each booted from its own root volume.
  const primary = b.server({ name: 'db-primary', host: 'compute-1', flavor: '3' })
  const standby = b.server({ name: 'db-standby', host: 'compute-2', flavor: '3' })
  const workers = Array.from({ length: 12 }, (_, index) =>
    b.server({ name: `worker-${String(index + 1).padStart(2, '0')}`, host: `compute-${(index % 3) + 1}` }),
  )
  // A server on the host without multi-attach support (its own zone), with an ordinary volume.
  const legacy = b.server({ name: 'legacy-app', host: 'compute-legacy' })
  b.attach(legacy, b.volume({ name: 'legacy-app-data', size: 20 }), 'rw')
  // A shelved-offloaded server whose volume is reserved.
  const batch = b.server({ name: 'batch-old', host: 'compute-3' })
  b.attach(batch, b.volume({ name: 'batch-data', size: 40 }), 'rw')
  b.offload(batch)
  b.server({ name: 'web-1', host: 'compute-1' })
  b.server({ name: 'web-2', host: 'compute-2' })
  // Ordinary and edge-case volumes.
  b.volume({ name: 'scratch-01', size: 10 })
  b.volume({ name: 'logs-archive', size: 50, type: 'nfs-standard' })
  b.volume({ name: 'secrets', size: 5, type: 'encrypted' })
  b.volume({
    name: 'nfs-shared-failed',
    size: 10,
    type: 'nfs-shared',
    description: 'No NFS backend can multi-attach: ended in error',
  })
  const boot = b.volume({
    name: 'boot-template',
    size: 10,
    bootable: true,
    description: 'Bootable, for launching servers',
  })
  b.volume({
    name: 'shared-boot',
    size: 10,
    bootable: true,
    type: 'multiattach',
    description: 'Bootable and shareable',
  })
  // The admin project has its own.
  b.volume({ name: 'admin-tools', size: 10, project: 'admin' })
  b.volume({ name: 'shared-empty', size: 20, type: 'multiattach', description: 'Shareable, not attached yet' })
  // A read-only dataset on many compute nodes.
  const dataset = b.volume({
    name: 'imagenet-dataset',
    size: 500,
    type: 'shared-ssd',
    description: 'Training data, read-only everywhere',
  })
  for (const worker of workers) b.attach(worker, dataset, 'ro')
  // An active/passive database pair sharing one read/write volume.
  const pg = b.volume({
    name: 'pg-shared-data',
    size: 100,
    type: 'multiattach',
    description: 'PostgreSQL data, cluster filesystem (GFS2)',
  })
  b.attach(primary, pg, 'rw')
  b.attach(standby, pg, 'rw')
  // Snapshots: the shared database's nightly one and the one before an upgrade (its latest),
  // and a golden image of the boot template.
  b.snapshot(pg, { name: 'pg-nightly', description: 'Nightly, taken with the cluster quiesced' })
  b.snapshot(pg, { name: 'pg-before-upgrade', description: 'Before PostgreSQL 17' })
  b.snapshot(boot, { name: 'golden-image-v1' })
  // A second region (the region menu): its own Cinder, an older one (Wallaby's 3.64), and Nova.
  state.regions = {
    RegionTwo: regionOf(state, 2, { cinderMaxVersion: '3.64' }, (r) => {
      const replica = r.server({ name: 'dr-replica', host: 'compute-1', flavor: '3' })
      r.attach(replica, r.volume({ name: 'dr-pg-data', size: 100, type: 'multiattach' }), 'rw')
      r.volume({ name: 'dr-archive', size: 200, description: 'Off-site copies' })
      r.server({ name: 'dr-tools', host: 'compute-2', project: 'staging' })
    }),
  }
  // Other projects' snapshots and backups, for an admin's All Snapshots and All Backups (added
  // last so that nothing above changes its id or time).
  const stagingDb = state.volumes.find((volume) => volume.name === 'staging-db')
  const adminTools = state.volumes.find((volume) => volume.name === 'admin-tools')
  if (stagingDb) {
    b.snapshot(stagingDb, { name: 'staging-db-daily' })
    b.backup(stagingDb, { name: 'staging-db-weekly', description: 'Weekly full backup' })
  }
  if (adminTools) b.backup(adminTools, { name: 'admin-tools-backup' })
  // QoS specs (admin › QoS Specs): one associated with shared-ssd, one not yet used (added
  // last, as above, so that no other id changes).
  const sharedSsd = state.volumeTypes.find((type) => type.name === 'shared-ssd')
  const gold = ids.uuid()
  state.qosSpecs = [
    {
      id: gold,
      name: 'gold-iops',
      consumer: 'front-end',
      specs: { total_iops_sec: '2000', total_bytes_sec: '209715200' },
      created_at: '2026-01-05T10:00:00.000000',
    },
    {
      id: ids.uuid(),
      name: 'backend-throttle',
      consumer: 'back-end',
      specs: { maxIOPS: '1000', minIOPS: '100' },
      created_at: '2026-01-06T10:00:00.000000',
    },
  ]
  if (sharedSsd) sharedSsd.qos_specs_id = gold
  // Storage the LVM backend holds that Cinder does not manage (admin › Manageable storage): two
  // volumes left by an old deployment, one the host has open, and a snapshot of one of them.
  state.unmanaged = [
    { host: 'devstack@lvmdriver-1', name: 'legacy-db', kind: 'volume', size: 8 },
    { host: 'devstack@lvmdriver-1', name: 'legacy-logs', kind: 'volume', size: 2 },
    { host: 'devstack@lvmdriver-1', name: 'scratch-open', kind: 'volume', size: 1, inUse: true },
    { host: 'devstack@lvmdriver-1', name: '_snapshot-legacy-db-2025', kind: 'snapshot', size: 8, origin: 'legacy-db' },
  ]
  // Generic volume groups (Volume Groups): a public group type beside the reserved one, and an
  // empty LVM group with a group snapshot that holds no member snapshots. Cinder refuses a group
  // snapshot of an empty group (G9), so the API does not make one; it is kept so that a group made
  // from it is seen refused (docs/cinder-groups.md §4.5, §5.4). Added last,
  // as above; no volume or snapshot is added, so the quotas and lists stay as they were.
  const lvm = state.volumeTypes.find((type) => type.name === 'lvmdriver-1')
  if (lvm) {
    const groupType = {
      id: ids.uuid(),
      name: 'consistent-snapshots',
      description: 'Snapshots of the members taken together',
      is_public: true,
      group_specs: { consistent_group_snapshot_enabled: '<is> True' },
    }
    const group = {
      id: ids.uuid(),
      project_id: b.project('demo'),
      user_id: b.user('demo'),
      name: 'app-stack',
      description: 'Add the application’s volumes with Manage Volumes',
      status: 'available',
      availability_zone: 'nova',
      group_type_id: groupType.id,
      volume_type_ids: [lvm.id],
      host: 'devstack@lvmdriver-1#lvmdriver-1',
      group_snapshot_id: null,
      source_group_id: null,
      created_at: '2026-01-07T10:00:00.000000',
    }
    state.groupTypes = [reservedGroupTypeRecord(), groupType]
    state.groups = [group]
    state.groupSnapshots = [
      {
        id: ids.uuid(),
        project_id: group.project_id,
        user_id: group.user_id,
        group_id: group.id,
        group_type_id: groupType.id,
        name: 'app-stack-baseline',
        description: 'Holds no member snapshots',
        status: 'available',
        created_at: '2026-01-07T10:05:00.000000',
      },
    ]
    addReplicatedGroup(state, ids.uuid, { project: group.project_id, user: group.user_id })
  }
  return state
}

/**
 * Group replication: on the SolidFire backend, which replicates (base.ts), a type of replicated
 * volumes, a replication group type, and an empty group of both whose replication is still
 * disabled. Added last, as above; no volume is added.
 */
function addReplicatedGroup(state: CloudState, uuid: () => string, owner: { project: string; user: string }): void {
  const solidfire = state.backends.find((backend) => backend.backendName === 'solidfire')
  if (!solidfire) return
  const volumeType = {
    id: uuid(),
    name: 'replicated-ssd',
    description: 'SolidFire volumes copied to the DR site (sf-dr)',
    is_public: true,
    extra_specs: { volume_backend_name: 'solidfire', replication_enabled: '<is> True' },
    encrypted: false,
  }
  const groupType = {
    id: uuid(),
    name: 'dr-replication',
    description: 'Volumes replicated together',
    is_public: true,
    group_specs: { group_replication_enabled: '<is> True' },
  }
  state.volumeTypes.push(volumeType)
  state.groupTypes?.push(groupType)
  state.groups?.push({
    id: uuid(),
    project_id: owner.project,
    user_id: owner.user,
    name: 'dr-pair',
    description: 'Replicated to sf-dr once replication is enabled',
    status: 'available',
    availability_zone: 'nova',
    group_type_id: groupType.id,
    volume_type_ids: [volumeType.id],
    host: solidfire.host,
    group_snapshot_id: null,
    source_group_id: null,
    // Older than app-stack, so that app-stack stays the first of the newest-first list.
    created_at: '2026-01-06T10:00:00.000000',
    replication_status: 'disabled',
  })
}
