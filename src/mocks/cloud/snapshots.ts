// Cinder snapshots: create (available only, or in use with force / from 3.66), update, delete,
// revert a volume to its latest one (3.40), and a volume's cascade delete. The refusals are the
// rule functions' (src/rules/snapshot-rules.ts, docs/snapshots.md).
import { canCreateSnapshot, canDeleteSnapshot, canRevertToSnapshot } from '../../rules/snapshot-rules'
import { isMigrating } from '../../rules/statuses'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { enforce, fail } from './fault'
import { checkQuota } from './quotas'
import type { SnapshotRecord, VolumeRecord } from './state'
import { findVolume, requirePolicy } from './access'

export const snapshotNotFound = (id: string): never => fail(404, `Snapshot ${id} could not be found.`)

export function findSnapshot(cloud: DemoCloud, caller: Caller, id: string): SnapshotRecord {
  const snapshot = cloud.snapshot(id)
  if (!snapshot || !cloud.sees(caller, snapshot.project_id, true)) return snapshotNotFound(id)
  return snapshot
}

export interface CreateSnapshotInput {
  volume_id: string
  name?: string | null
  description?: string | null
  metadata?: Record<string, string>
  force: boolean
  /** 3.66 or later: in-use volumes need no force. */
  inUseAllowed: boolean
}

/**
 * A new snapshot of `volume` in the cloud's list, `creating` at 0% with the volume's size, type
 * and zone, as Cinder's create_snapshot records it (cinder/volume/api.py _create_snapshot); the
 * caller says whose it is and what it is called, and schedules what finishes it.
 */
export function addSnapshot(
  cloud: DemoCloud,
  volume: VolumeRecord,
  fields: Pick<SnapshotRecord, 'project_id' | 'user_id' | 'name' | 'description' | 'metadata'> &
    Partial<Pick<SnapshotRecord, 'group_snapshot_id' | 'created_at'>>,
): SnapshotRecord {
  const snapshot: SnapshotRecord = {
    id: newId(),
    volume_id: volume.id,
    volume_type_id: volume.volume_type_id,
    availability_zone: volume.availability_zone,
    size: volume.size,
    status: 'creating',
    progress: '0%',
    created_at: cloud.isoNow(),
    updated_at: null,
    ...fields,
  }
  cloud.snapshots.push(snapshot)
  return snapshot
}

export function createSnapshot(cloud: DemoCloud, caller: Caller, input: CreateSnapshotInput): SnapshotRecord {
  const volume = findVolume(cloud, caller, input.volume_id)
  requirePolicy(cloud, caller, 'volume:create_snapshot')
  const migrating = isMigrating(volume.migration_status)
  enforce(
    canCreateSnapshot(
      { ...volume, migrating, scheduled: volume.host !== null },
      { force: input.force, inUseAllowed: input.inUseAllowed },
    ),
  )
  checkQuota(cloud, volume.project_id, { snapshots: 1, gigabytes: volume.size, typeId: volume.volume_type_id })
  const snapshot = addSnapshot(cloud, volume, {
    project_id: volume.project_id,
    user_id: caller.userId,
    name: input.name ?? null,
    description: input.description ?? null,
    metadata: { ...input.metadata },
  })
  cloud.schedule({ kind: 'snapshot-created', snapshotId: snapshot.id })
  return snapshot
}

/** The driver's answer: the snapshot is there (or, if its volume went away meanwhile, in error). */
export function finishSnapshot(cloud: DemoCloud, snapshot: SnapshotRecord): void {
  const volume = cloud.volume(snapshot.volume_id)
  snapshot.status = volume ? 'available' : 'error'
  snapshot.progress = volume ? '100%' : '0%'
  snapshot.updated_at = cloud.isoNow()
}

export function updateSnapshot(
  cloud: DemoCloud,
  caller: Caller,
  id: string,
  fields: { name?: string | null; description?: string | null },
): SnapshotRecord {
  const snapshot = findSnapshot(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume:update_snapshot')
  if ('name' in fields) snapshot.name = fields.name ?? null
  if ('description' in fields) snapshot.description = fields.description ?? null
  snapshot.updated_at = cloud.isoNow()
  return snapshot
}

export function deleteSnapshot(cloud: DemoCloud, caller: Caller, id: string): void {
  const snapshot = findSnapshot(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume:delete_snapshot')
  enforce(canDeleteSnapshot(snapshot))
  startDeleting(cloud, snapshot)
}

export function startDeleting(cloud: DemoCloud, snapshot: SnapshotRecord): void {
  snapshot.status = 'deleting'
  snapshot.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'snapshot-deleted', snapshotId: snapshot.id })
}

export function revertToSnapshot(cloud: DemoCloud, caller: Caller, volumeId: string, snapshotId: unknown): void {
  const volume = findVolume(cloud, caller, volumeId)
  const latest = cloud.snapshotsOf(volume.id)[0] ?? null
  enforce(canRevertToSnapshot(volume, typeof snapshotId === 'string' ? snapshotId : null, latest))
  requirePolicy(cloud, caller, 'volume:revert_to_snapshot')
  const snapshot = latest as SnapshotRecord
  volume.status = 'reverting'
  volume.updated_at = cloud.isoNow()
  snapshot.status = 'restoring'
  snapshot.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'volume-reverted', volumeId: volume.id, snapshotId: snapshot.id })
}

export function finishRevert(cloud: DemoCloud, volumeId: string, snapshotId: string): void {
  const volume = cloud.volume(volumeId)
  const snapshot = cloud.snapshot(snapshotId)
  if (volume?.status === 'reverting') {
    volume.status = 'available'
    volume.updated_at = cloud.isoNow()
  }
  if (snapshot?.status === 'restoring') {
    snapshot.status = 'available'
    snapshot.updated_at = cloud.isoNow()
  }
}
