// Cinder volumes: create (scheduled onto a backend that can serve the type), delete, extend,
// retype and the read-only and bootable flags.
import {
  canCreateVolume,
  canDeleteVolume,
  canExtendVolume,
  canRetypeVolume,
  canUpdateReadonlyFlag,
} from '../../rules/cinder-rules'
import { isMigrating, volumeIs } from '../../rules/statuses'
import { isMultiattachType } from '../../rules/volume-types'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import { findVolume, requirePolicy } from './access'
import { groupForNewVolume } from './group-lookup'
import { enforce, fail } from './fault'
import { forceDeleteFacts, forceDeleteVerdict } from './repair'
import { checkQuota, checkVolumeSize } from './quotas'
import { backendEnabled } from './services'
import { findBackup } from './backups'
import { recordMessage } from './messages'
import { findSnapshot, startDeleting } from './snapshots'
import { canCreateFromSnapshot, cascadeAllowed } from '../../rules/snapshot-rules'
import { canCreateFromBackup } from '../../rules/backup-rules'
import { canUpdateVolume } from '../../rules/edit-rules'
import { isReplicatedVolumeType } from '../../rules/group-replication'
import type { BackendRecord, VolumeRecord, VolumeTypeRecord } from './state'
import { defaultTypeFor } from './type-defaults'

/**
 * Backends that can hold a volume of this type (CapabilitiesFilter, AvailabilityZoneFilter), of
 * enabled cinder-volume services only (the scheduler drops a disabled one, services.ts).
 */
export function candidateBackends(cloud: DemoCloud, type: VolumeTypeRecord, zone: string): BackendRecord[] {
  const wanted = type.extra_specs.volume_backend_name
  return cloud.state.backends.filter(
    (backend) =>
      backendEnabled(cloud, backend.host) &&
      (!wanted || backend.backendName === wanted) &&
      backend.availabilityZone === zone &&
      (!isMultiattachType(type) || backend.multiattach) &&
      (!isReplicatedVolumeType(type.extra_specs) || backend.replication === true),
  )
}

export interface CreateVolumeInput {
  size: number
  name?: string | null
  description?: string | null
  volume_type?: string | null
  availability_zone?: string | null
  source_volid?: string | null
  snapshot_id?: string | null
  backup_id?: string | null
  imageRef?: string | null
  metadata?: Record<string, string>
  multiattach?: boolean
  /** Into this group (any microversion: Cinder's API reads it whatever the version). */
  group_id?: string | null
}

/**
 * Whether Cinder creates a volume of `target` from a source of `source` type
 * (C:cinder/volume/api.py#_retype_is_possible): the same encryption, and both types naming the
 * same backend (volume_utils.matching_backend_name). Its shortcut for "one volume service"
 * counts only *disabled* services (get_all_by_topic(..., disabled=True)), so on a cloud with
 * none disabled it never applies — seen on a real Zed cloud with one service and still refuses
 * two types that name no backend.
 */
export function typeCompatible(source: VolumeTypeRecord | undefined, target: VolumeTypeRecord): boolean {
  if (!source || source.id === target.id) return true
  if (source.encrypted !== target.encrypted) return false
  const from = source.extra_specs.volume_backend_name
  const to = target.extra_specs.volume_backend_name
  return Boolean(from && to && from === to)
}

export function createVolume(cloud: DemoCloud, caller: Caller, input: CreateVolumeInput): VolumeRecord {
  const snapshot = input.snapshot_id ? findSnapshot(cloud, caller, input.snapshot_id) : undefined
  const named = input.volume_type ? cloud.volumeType(input.volume_type) : undefined
  if (input.volume_type && !named) fail(404, `Volume type with name ${input.volume_type} could not be found.`)
  // A private type the caller's project has no access to: found, then refused by its id (observed on Zed).
  if (named && !named.is_public && !isAdmin(caller) && !(named.projects ?? []).includes(caller.projectId)) {
    fail(404, `Volume type ${named.id} could not be found.`)
  }
  const type = named ?? cloud.volumeType(snapshot?.volume_type_id ?? defaultTypeFor(cloud, caller.projectId))
  if (!type) return fail(404, `Volume type with name ${input.volume_type} could not be found.`)
  const group = input.group_id ? groupForNewVolume(cloud, caller, input.group_id, named) : undefined
  enforce(canCreateVolume({ multiattach: input.multiattach }, type, (rule) => cloud.allowed(caller, rule)))
  const zones = new Set(cloud.state.backends.map((backend) => backend.availabilityZone))
  const zone = group?.availability_zone ?? input.availability_zone ?? snapshot?.availability_zone ?? 'nova'
  if (!zones.has(zone)) fail(400, `Availability zone '${zone}' is invalid.`)
  let size = input.size
  let bootable = false
  if (input.backup_id) {
    // Not inherited from a backup: the type and zone asked for, or the defaults (S4's cousin, B5).
    const backup = findBackup(cloud, caller, input.backup_id)
    if (!size) size = backup.size
    enforce(canCreateFromBackup(backup, size))
  }
  if (snapshot) {
    if (!size) size = snapshot.size
    enforce(
      canCreateFromSnapshot(
        { ...snapshot, zone: snapshot.availability_zone, typeId: snapshot.volume_type_id },
        {
          size,
          zone,
          type: named
            ? { id: named.id, compatible: typeCompatible(cloud.volumeType(snapshot.volume_type_id), named) }
            : null,
        },
      ),
    )
    bootable = cloud.volume(snapshot.volume_id)?.bootable ?? false
  }
  if (input.source_volid) {
    const source = findVolume(cloud, caller, input.source_volid)
    if (size < source.size) {
      fail(
        400,
        `Invalid input received: Volume size '${size}GB' cannot be smaller than original volume size  ${source.size}GB. They must be >= original volume size.`,
      )
    }
    bootable = source.bootable
  }
  if (input.imageRef) {
    const image = cloud.state.images.find((candidate) => candidate.id === input.imageRef)
    if (!image) fail(400, `Invalid image identifier or unable to access requested image.`)
    const minGb = Math.max(image.min_disk, Math.ceil(image.size / 1024 ** 3))
    if (size < minGb)
      fail(400, `Invalid input received: Size of specified image ${minGb}GB is larger than volume size ${size}GB.`)
    bootable = true
  }
  size = Math.trunc(size)
  checkVolumeSize(cloud, caller.projectId, size)
  checkQuota(cloud, caller.projectId, { volumes: 1, gigabytes: size, typeId: type.id })
  const now = cloud.isoNow()
  const volume: VolumeRecord = {
    id: newId(),
    project_id: caller.projectId,
    user_id: caller.userId,
    name: input.name ?? null,
    description: input.description ?? null,
    size,
    status: 'creating',
    attach_status: 'detached',
    volume_type_id: type.id,
    availability_zone: zone,
    created_at: now,
    updated_at: null,
    bootable,
    encryption_key_id: type.encrypted ? newId() : null,
    multiattach: isMultiattachType(type),
    metadata: { ...input.metadata },
    admin_metadata: {},
    host: null,
    migration_status: null,
    snapshot_id: input.snapshot_id ?? null,
    source_volid: input.source_volid ?? null,
    image_id: input.imageRef ?? null,
    backup_id: input.backup_id ?? null,
    group_id: group?.id ?? null,
  }
  cloud.state.volumes.push(volume)
  cloud.schedule({ kind: 'volume-created', volumeId: volume.id, requestId: caller.requestId })
  return volume
}

/**
 * The scheduler's answer, applied when the creation step is due. No backend: the volume is in
 * error and the scheduler records a user message for the request that made it (M3,
 * C:cinder/scheduler/flows/create_volume.py#ScheduleCreateVolumeTask.execute).
 */
export function finishCreate(cloud: DemoCloud, volume: VolumeRecord, requestId?: string): void {
  const type = cloud.volumeType(volume.volume_type_id)
  // A volume made in a group goes to the group's backend (C:cinder/scheduler/manager.py#create_volume with the group's host).
  const groupHost = volume.group_id ? cloud.groups.find((group) => group.id === volume.group_id)?.host : undefined
  const candidates = type ? candidateBackends(cloud, type, volume.availability_zone) : []
  const backend = (groupHost && candidates.find((candidate) => candidate.host === groupHost)) || candidates[0]
  volume.host = backend?.host ?? null
  volume.status = backend ? 'available' : 'error'
  // A replicating backend reports a volume of a replicated type as disabled until its group's
  // replication is enabled, as Cinder's reference driver does (C:cinder/tests/fake_driver.py#create_volume);
  // any other volume keeps Cinder's null.
  if (backend && type && isReplicatedVolumeType(type.extra_specs)) volume.replication_status = 'disabled'
  if (!backend) {
    recordMessage(cloud, {
      projectId: volume.project_id,
      requestId,
      resourceType: 'VOLUME',
      resourceUuid: volume.id,
      action: 'SCHEDULE_ALLOCATE_VOLUME',
      detail: 'NO_BACKEND_AVAILABLE',
    })
  }
  // From a backup the backup service fills it (C:cinder/volume/flows/manager/create_volume.py
  // #_create_from_backup): without one the volume ends in error.
  if (backend && volume.backup_id) {
    if (cloud.backupServiceUp) volume.metadata = { ...volume.metadata, src_backup_id: volume.backup_id }
    else volume.status = 'error'
  }
  volume.updated_at = cloud.isoNow()
}

/**
 * DELETE /volumes/{id}: without `cascade` a volume with snapshots stays (R13); with it, every
 * snapshot must be available or error (S5) and goes with the volume
 * (C:cinder/volume/api.py#delete).
 */
/**
 * DELETE /volumes/{id}, with force from 3.23 (its own policy, volume:force_delete) or through
 * os-force_delete (whose policy the action checks): either way the status is not checked, but an
 * attached, migrating or snapshotted volume stays (A3, docs/repair.md).
 */
export function deleteVolume(
  cloud: DemoCloud,
  caller: Caller,
  id: string,
  force: boolean,
  cascade = false,
  forcePolicy: string | null = 'volume:force_delete',
): void {
  const volume = findVolume(cloud, caller, id)
  if (force && forcePolicy) requirePolicy(cloud, caller, forcePolicy)
  requirePolicy(cloud, caller, 'volume:delete')
  const attached = cloud.attachmentsOf(id).some((attachment) => attachment.attach_status === 'attached')
  const snapshots = cloud.snapshotsOf(id)
  const blocking = cascade ? (force || cascadeAllowed(snapshots) ? 0 : snapshots.length) : snapshots.length
  if (force) {
    enforce(forceDeleteVerdict({ ...forceDeleteFacts(cloud, volume), snapshots: blocking }))
  } else {
    enforce(
      canDeleteVolume({
        status: volume.status,
        attached: attached || volume.attach_status === 'attached',
        migrating: !!volume.migration_status,
        snapshots: blocking,
        grouped: !!volume.group_id,
      }),
    )
  }
  volume.status = 'deleting'
  volume.updated_at = cloud.isoNow()
  if (cascade) for (const snapshot of snapshots) startDeleting(cloud, snapshot)
  cloud.schedule({ kind: 'volume-deleted', volumeId: id })
}

export function extendVolume(cloud: DemoCloud, caller: Caller, id: string, newSize: number, atLeast342: boolean): void {
  const volume = findVolume(cloud, caller, id)
  requirePolicy(cloud, caller, volume.status === 'in-use' ? 'volume:extend_attached_volume' : 'volume:extend')
  enforce(canExtendVolume(volume, newSize, atLeast342))
  checkVolumeSize(cloud, volume.project_id, newSize)
  checkQuota(cloud, volume.project_id, { gigabytes: newSize - volume.size, typeId: volume.volume_type_id })
  const previousStatus = volume.status
  volume.status = 'extending'
  volume.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'volume-extended', volumeId: id, newSize, previousStatus })
}

export function retypeVolume(cloud: DemoCloud, caller: Caller, id: string, newType: string): void {
  const volume = findVolume(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume:retype')
  const target = cloud.volumeType(newType)
  if (!target) fail(404, `Volume type with name ${newType} could not be found.`)
  const current = cloud.volumeType(volume.volume_type_id)
  enforce(
    canRetypeVolume(
      {
        id: volume.id,
        status: volume.status,
        multiattach: volume.multiattach,
        volume_type: current?.name ?? null,
        grouped: !!volume.group_id,
      },
      target,
      (rule) => cloud.allowed(caller, rule),
    ),
  )
  const previousStatus = volume.status
  volume.status = 'retyping'
  volume.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'volume-retyped', volumeId: id, typeId: target.id, previousStatus })
}

/**
 * os-migrate_volume (admin): the volume moves to another backend. An attached volume is moved
 * by Nova's swap, which refuses a shareable volume with more than one read/write attachment
 * (R9.3); the migration then ends with migration_status "error" (C:cinder/volume/api.py#migrate_volume).
 */
export function migrateVolume(cloud: DemoCloud, caller: Caller, id: string, host: string): void {
  const volume = findVolume(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume_extension:volume_admin_actions:migrate_volume')
  const backend = cloud.state.backends.find((candidate) => candidate.host === host)
  if (!backend) fail(400, `Invalid host: No available service named '${host}'`)
  // One conditional update covers status, a running migration and the same host (observed on Zed).
  const migrating = isMigrating(volume.migration_status)
  // The same update expects group_id None (C:cinder/volume/api.py#migrate_volume).
  if (!volumeIs('retypable', volume.status) || migrating || volume.host === host || volume.group_id) {
    fail(
      400,
      `Invalid volume: Volume ${volume.id} status must be available or in-use, must not be migrating, have snapshots, be replicated, be part of a group and destination host/cluster must be different than the current one`,
    )
  }
  volume.migration_status = 'migrating'
  volume.updated_at = cloud.isoNow()
  cloud.schedule({ kind: 'volume-migrated', volumeId: id, host })
}

/** The end of a migration: Nova's swap for each attachment, which keeps each attachment's mode. */
export function finishMigration(cloud: DemoCloud, volume: VolumeRecord, host: string): void {
  const attached = cloud.attachmentsOf(volume.id).filter((attachment) => attachment.attach_status === 'attached')
  const readWrite = attached.filter((attachment) => attachment.attach_mode !== 'ro').length
  const type = cloud.volumeType(volume.volume_type_id)
  const backend = cloud.state.backends.find((candidate) => candidate.host === host)
  const fits = backend && (!isMultiattachType(type) || backend.multiattach)
  volume.migration_status = (volume.multiattach && readWrite > 1) || !fits ? 'error' : 'success'
  if (volume.migration_status === 'success') volume.host = host
  volume.updated_at = cloud.isoNow()
}

export function updateReadonlyFlag(cloud: DemoCloud, caller: Caller, id: string, readonly: boolean): void {
  const volume = findVolume(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume:update_readonly_flag')
  enforce(canUpdateReadonlyFlag(volume))
  volume.admin_metadata.readonly = readonly ? 'True' : 'False'
  volume.updated_at = cloud.isoNow()
}

export function setBootable(cloud: DemoCloud, caller: Caller, id: string, bootable: boolean): void {
  const volume = findVolume(cloud, caller, id)
  requirePolicy(cloud, caller, 'volume:update')
  enforce(canUpdateVolume(volume))
  volume.bootable = bootable
  volume.updated_at = cloud.isoNow()
}
