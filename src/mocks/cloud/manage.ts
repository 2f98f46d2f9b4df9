// Manage and unmanage (MG2–MG4, docs/manage.md): storage a backend holds becomes a volume or a
// snapshot of the caller's project (`creating`, then `available`, or `error` when the backend has
// no such storage), and unmanage makes Cinder forget one while its storage stays on the backend,
// listed as safe to manage again (C:cinder/volume/api.py#manage_existing, #manage_existing_snapshot,
// #delete and #delete_snapshot with unmanage_only; the flows in C:cinder/volume/flows/*/manage_existing*.py).
import type { ManageableReference } from '../../api/types'
import {
  canManageVolume,
  canUnmanageVolume,
  canUnmanageSnapshot,
  managedVolumeId,
  serviceNotFound,
  SERVICE_UNAVAILABLE,
} from '../../rules/manage-rules'
import { canCreateSnapshot } from '../../rules/snapshot-rules'
import { isMigrating } from '../../rules/statuses'
import { isMultiattachType } from '../../rules/volume-types'
import { findVolume, requirePolicy } from './access'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import { poolOf, unmanagedOf, volumeServiceFor } from './manageable'
import { checkQuota } from './quotas'
import { serviceHostOf } from './services'
import { addSnapshot, findSnapshot } from './snapshots'
import type { SnapshotRecord, UnmanagedRecord, VolumeRecord } from './state'
import { defaultTypeFor } from './type-defaults'

export interface ManageVolumeInput {
  ref: ManageableReference | string
  host: string | null
  cluster: string | null
  name: string | null
  description: string | null
  volume_type: string | null
  availability_zone: string | null
  bootable: boolean
  metadata: Record<string, string>
}

/** The reference's source-name, the only key LVM and the fake driver read; null: none they can use. */
function sourceName(ref: ManageableReference | string | null): string | null {
  if (!ref || typeof ref !== 'object') return null
  return ref['source-name'] ?? null
}

/** POST /os-volume-manage after its schema and policy: host or cluster, then MG2. */
export function manageVolume(cloud: DemoCloud, caller: Caller, input: ManageVolumeInput): VolumeRecord {
  const type = cloud.volumeType(input.volume_type || defaultTypeFor(cloud, caller.projectId)) ?? null
  const managedId = managedVolumeId(sourceName(input.ref))
  // A cluster is never a cinder-volume's here: the demo's services have none.
  const service = input.host ? volumeServiceFor(cloud, input.host) : undefined
  enforce(
    canManageVolume({
      requestedType: input.volume_type || null,
      type: type ? { encrypted: type.encrypted } : null,
      alreadyManaged: managedId !== null && cloud.volume(managedId) !== undefined,
      host: input.host ?? input.cluster ?? '',
      byCluster: input.cluster !== null,
      service: service ? { up: !service.disabled } : null,
    }),
  )
  if (!type || !service) return fail(400, SERVICE_UNAVAILABLE)
  checkQuota(cloud, caller.projectId, { volumes: 1, gigabytes: 0, typeId: type.id })
  const now = cloud.isoNow()
  const volume: VolumeRecord = {
    id: newId(),
    project_id: caller.projectId,
    user_id: caller.userId,
    name: input.name,
    description: input.description,
    size: 0,
    status: 'creating',
    attach_status: 'detached',
    volume_type_id: type.id,
    availability_zone: input.availability_zone ?? service.zone,
    created_at: now,
    updated_at: null,
    bootable: input.bootable,
    encryption_key_id: null,
    multiattach: isMultiattachType(type),
    metadata: { ...input.metadata },
    admin_metadata: {},
    host: input.host?.includes('#') ? input.host : poolOf(cloud, service),
    migration_status: null,
    snapshot_id: null,
    source_volid: null,
    image_id: null,
  }
  cloud.state.volumes.push(volume)
  cloud.schedule({ kind: 'volume-managed', volumeId: volume.id, sourceName: sourceName(input.ref) })
  return volume
}

function takeStorage(cloud: DemoCloud, host: string | null, kind: 'volume' | 'snapshot', name: string | null) {
  if (!host || !name) return undefined
  const list = unmanagedOf(cloud)
  const index = list.findIndex(
    (record) => record.host === serviceHostOf(host) && record.kind === kind && record.name === name,
  )
  return index < 0 ? undefined : list.splice(index, 1)[0]
}

/**
 * The scheduler and the driver: the volume lands on its backend's pool in the zone asked for, and
 * takes the storage's size; no such storage or another zone: `error` (error_managing), with no
 * user message (C:cinder/volume/flows/manager/manage_existing.py).
 */
export function finishManageVolume(cloud: DemoCloud, volumeId: string, name: string | null): void {
  const volume = cloud.volume(volumeId)
  if (!volume || volume.status !== 'creating') return
  const backend = cloud.state.backends.find((candidate) => candidate.host === volume.host)
  const zoneFits = !backend || backend.availabilityZone === volume.availability_zone
  const storage = zoneFits ? takeStorage(cloud, volume.host, 'volume', name) : undefined
  volume.status = storage ? 'available' : 'error'
  if (storage) volume.size = storage.size
  if (backend) volume.host = backend.host
  volume.updated_at = cloud.isoNow()
}

export interface ManageSnapshotInput {
  volume_id: string
  ref: ManageableReference | string | null
  name: string | null
  description: string | null
  metadata: Record<string, string>
}

/** POST /os-snapshot-manage after its schema: the volume, the policy, its service, then create_snapshot's checks. */
export function manageSnapshot(cloud: DemoCloud, caller: Caller, input: ManageSnapshotInput): SnapshotRecord {
  const volume = findVolume(cloud, caller, input.volume_id)
  requirePolicy(cloud, caller, 'snapshot_extension:snapshot_manage')
  if (volume.host) {
    const service = volumeServiceFor(cloud, volume.host)
    if (!service) throw new CloudFault(serviceNotFound(serviceHostOf(volume.host)))
    if (service.disabled) fail(400, SERVICE_UNAVAILABLE)
  }
  requirePolicy(cloud, caller, 'volume:create_snapshot')
  const migrating = isMigrating(volume.migration_status)
  enforce(
    canCreateSnapshot({ ...volume, migrating, scheduled: volume.host !== null }, { force: true, inUseAllowed: true }),
  )
  checkQuota(cloud, caller.projectId, { snapshots: 1, gigabytes: volume.size, typeId: volume.volume_type_id })
  const snapshot = addSnapshot(cloud, volume, {
    project_id: caller.projectId,
    user_id: caller.userId,
    name: input.name,
    description: input.description,
    metadata: { ...input.metadata },
  })
  // The fake driver takes a bare string as the name too (ro_fake_driver manage_existing_snapshot),
  // but its size check before that reads the reference as a dict (a string one ends in error).
  cloud.schedule({ kind: 'snapshot-managed', snapshotId: snapshot.id, sourceName: sourceName(input.ref) })
  return snapshot
}

/** The driver: the storage becomes the snapshot (available), or the snapshot is in error. */
export function finishManageSnapshot(cloud: DemoCloud, snapshotId: string, name: string | null): void {
  const snapshot = cloud.snapshot(snapshotId)
  if (!snapshot || snapshot.status !== 'creating') return
  const volume = cloud.volume(snapshot.volume_id)
  const storage = takeStorage(cloud, volume?.host ?? null, 'snapshot', name)
  snapshot.status = storage ? 'available' : 'error'
  snapshot.progress = storage ? '100%' : '0%'
  snapshot.updated_at = cloud.isoNow()
}

/** os-unmanage of a volume: not found, the two policies, then MG3; a volume never scheduled goes at once. */
export function unmanageVolume(cloud: DemoCloud, caller: Caller, id: string): void {
  const volume = findVolume(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume_extension:volume_unmanage')
  requirePolicy(cloud, caller, 'volume:delete')
  if (volume.host === null) {
    cloud.state.volumes = cloud.state.volumes.filter((candidate) => candidate.id !== id)
    return
  }
  const attached = cloud.attachmentsOf(id).some((attachment) => attachment.attach_status === 'attached')
  enforce(
    canUnmanageVolume({
      status: volume.status,
      attach_status: attached ? 'attached' : volume.attach_status,
      migration_status: volume.migration_status,
      encrypted: volume.encryption_key_id !== null,
      snapshots: cloud.snapshotsOf(id).length,
    }),
  )
  volume.status = 'unmanaging'
  volume.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'volume-unmanaged', volumeId: id })
}

function leaveOnBackend(cloud: DemoCloud, record: UnmanagedRecord): void {
  unmanagedOf(cloud).push(record)
}

/** The driver's unmanage is a no-op: the row goes, the storage stays as volume-<id>. */
export function finishUnmanageVolume(cloud: DemoCloud, volumeId: string): void {
  const volume = cloud.volume(volumeId)
  if (!volume) return
  cloud.state.volumes = cloud.state.volumes.filter((candidate) => candidate.id !== volumeId)
  cloud.state.attachments = cloud.state.attachments.filter((attachment) => attachment.volume_id !== volumeId)
  if (volume.host) {
    leaveOnBackend(cloud, {
      host: serviceHostOf(volume.host),
      name: `volume-${volume.id}`,
      kind: 'volume',
      size: volume.size,
    })
  }
}

/** os-unmanage of a snapshot: not found, the two policies, then MG4. */
export function unmanageSnapshot(cloud: DemoCloud, caller: Caller, id: string): void {
  const snapshot = findSnapshot(cloud, caller, id)
  requirePolicy(cloud, caller, 'snapshot_extension:snapshot_unmanage')
  requirePolicy(cloud, caller, 'volume:delete_snapshot')
  enforce(canUnmanageSnapshot(snapshot))
  snapshot.status = 'unmanaging'
  snapshot.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'snapshot-unmanaged', snapshotId: id })
}

/** The row goes; the storage stays as snapshot-<id>, with no origin the driver could read. */
export function finishUnmanageSnapshot(cloud: DemoCloud, snapshotId: string): void {
  const snapshot = cloud.snapshot(snapshotId)
  if (!snapshot) return
  cloud.state.snapshots = cloud.snapshots.filter((candidate) => candidate.id !== snapshotId)
  const host = cloud.volume(snapshot.volume_id)?.host
  if (host) {
    leaveOnBackend(cloud, {
      host: serviceHostOf(host),
      name: `snapshot-${snapshot.id}`,
      kind: 'snapshot',
      size: snapshot.size,
      origin: null,
    })
  }
}
