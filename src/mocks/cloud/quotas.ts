// A project's quotas, usage and Cinder's quota checks (C:cinder/quota.py, C:cinder/quota_utils.py
// #process_reserve_over_quota, C:cinder/db/sqlalchemy/api.py#quota_reserve). Snapshots count
// against `gigabytes` too (no_snapshot_gb_quota is False by default), so a snapshot of a 100 GiB
// volume takes 100 GiB of the quota. Per-type keys (`volumes_<type>`, `gigabytes_<type>`,
// `snapshots_<type>`) exist for every type and default to -1 (VolumeTypeQuotaEngine).
import type { DemoCloud } from './cloud'
import { fail } from './fault'
import { PER_TYPE_RESOURCES } from '../../rules/quota-limits'

/** cinder.conf defaults: quota_volumes, quota_snapshots, quota_gigabytes, … */
export const DEFAULT_QUOTAS: Readonly<Record<string, number>> = {
  volumes: 10,
  snapshots: 10,
  gigabytes: 1000,
  backups: 10,
  backup_gigabytes: 1000,
  per_volume_gigabytes: -1,
  groups: 10,
}

export interface ProjectUsage {
  volumes: number
  snapshots: number
  backups: number
  backupGigabytes: number
  /** Volumes' and snapshots' sizes. */
  gigabytes: number
  /** `volumes_<type>`, `snapshots_<type>`, `gigabytes_<type>`. */
  perType: Record<string, number>
}

export function projectUsage(cloud: DemoCloud, projectId: string): ProjectUsage {
  const usage: ProjectUsage = { volumes: 0, snapshots: 0, backups: 0, backupGigabytes: 0, gigabytes: 0, perType: {} }
  const add = (key: string, amount: number) => (usage.perType[key] = (usage.perType[key] ?? 0) + amount)
  for (const volume of cloud.state.volumes) {
    if (volume.project_id !== projectId) continue
    usage.volumes += 1
    usage.gigabytes += volume.size
    const type = cloud.volumeType(volume.volume_type_id)?.name
    if (type) {
      add(`volumes_${type}`, 1)
      add(`gigabytes_${type}`, volume.size)
    }
  }
  for (const snapshot of cloud.snapshots) {
    if (snapshot.project_id !== projectId) continue
    usage.snapshots += 1
    usage.gigabytes += snapshot.size
    const type = cloud.volumeType(snapshot.volume_type_id)?.name
    if (type) {
      add(`snapshots_${type}`, 1)
      add(`gigabytes_${type}`, snapshot.size)
    }
  }
  for (const backup of cloud.backups) {
    if (backup.project_id !== projectId) continue
    usage.backups += 1
    usage.backupGigabytes += backup.size
  }
  return usage
}

/**
 * Every quota key of a project with its limit: the defaults (per-type keys -1 for every type,
 * public or private), then the project's own rows. `defaults` leaves the rows out.
 */
export function projectLimits(cloud: DemoCloud, projectId: string, defaults = false): Record<string, number> {
  const limits = classLimits(cloud, 'default')
  if (defaults) return limits
  const { perType, ...rows } = cloud.state.quotas[projectId] ?? {}
  return { ...limits, ...rows, ...perType }
}

/**
 * A quota class's limits: its own rows, else the default class's, else cinder.conf's (per-type
 * keys -1) for every key (C:cinder/quota.py#DbQuotaDriver.get_class_quotas, get_defaults).
 */
export function classLimits(cloud: DemoCloud, quotaClass: string): Record<string, number> {
  const limits: Record<string, number> = { ...DEFAULT_QUOTAS }
  for (const type of cloud.state.volumeTypes) {
    for (const resource of PER_TYPE_RESOURCES) limits[`${resource}_${type.name}`] = -1
  }
  const known = (rows: Record<string, number> | undefined) =>
    Object.fromEntries(Object.entries(rows ?? {}).filter(([key]) => key in limits))
  return { ...limits, ...known(cloud.state.quotaClasses?.default), ...known(cloud.state.quotaClasses?.[quotaClass]) }
}

/** The usage Cinder counts for each key (in use; the demo cloud reserves nothing). */
export function usageByKey(cloud: DemoCloud, projectId: string): Record<string, number> {
  const { volumes, snapshots, gigabytes, backups, backupGigabytes, perType } = projectUsage(cloud, projectId)
  const groups = cloud.groups.filter((group) => group.project_id === projectId).length
  return { volumes, snapshots, gigabytes, backups, backup_gigabytes: backupGigabytes, groups, ...perType }
}

/**
 * A new group takes one of the project's `groups` quota, reserved once the group is recorded
 * (C:cinder/group/api.py#update_quota; the Zed test cloud answers 413 with the exception's name).
 */
export function checkGroupQuota(cloud: DemoCloud, projectId: string): void {
  if (!cloud.state.quotas[projectId]) return
  const limit = projectLimits(cloud, projectId).groups ?? -1
  if (limit >= 0 && (usageByKey(cloud, projectId).groups ?? 0) + 1 > limit) {
    fail(413, `GroupLimitExceeded: Maximum number of groups allowed (${limit}) exceeded`)
  }
}

/**
 * Refuses what would go over the project's quota as Cinder's reservation does: every key the
 * request adds to (the totals and the volume type's), the first over in sorted order wins, so
 * gigabytes refuse before counts and `gigabytes` before `gigabytes_<type>`. A project without
 * quota rows of its own is not checked (the demo's projects made at run time).
 */
export function checkQuota(
  cloud: DemoCloud,
  projectId: string,
  add: { volumes?: number; snapshots?: number; gigabytes: number; typeId?: string | null },
): void {
  if (!cloud.state.quotas[projectId]) return
  const limits = projectLimits(cloud, projectId)
  const used = usageByKey(cloud, projectId)
  const deltas: Record<string, number> = { gigabytes: add.gigabytes }
  if (add.volumes) deltas.volumes = add.volumes
  if (add.snapshots) deltas.snapshots = add.snapshots
  const type = add.typeId ? cloud.volumeType(add.typeId)?.name : undefined
  if (type) for (const [key, delta] of Object.entries({ ...deltas })) deltas[`${key}_${type}`] = delta
  const overs = Object.entries(deltas)
    .filter(([key, delta]) => (limits[key] ?? -1) >= 0 && delta >= 0 && (limits[key] ?? -1) < delta + (used[key] ?? 0))
    .map(([key]) => key)
    .sort()
  const over = overs[0]
  if (over === undefined) return
  const limit = limits[over] ?? -1
  if (over.includes('gigabytes')) {
    fail(
      413,
      `VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed ${over} quota. Requested ${add.gigabytes}G, quota is ${limit}G and ${used[over] ?? 0}G has been consumed.`,
    )
  }
  if (over.startsWith('volumes')) {
    fail(413, `VolumeLimitExceeded: Maximum number of volumes allowed (${limit}) exceeded for quota '${over}'.`)
  }
  fail(413, `SnapshotLimitExceeded: Maximum number of snapshots allowed (${limit}) exceeded`)
}

/** per_volume_gigabytes, checked before the reservation (C:cinder/volume/flows/api/create_volume.py#QuotaReserveTask). */
export function checkVolumeSize(cloud: DemoCloud, projectId: string, size: number): void {
  if (!cloud.state.quotas[projectId]) return
  const limit = projectLimits(cloud, projectId).per_volume_gigabytes ?? -1
  if (limit >= 0 && size > limit) {
    fail(413, `VolumeSizeExceedsLimit: Requested volume size ${size}G is larger than maximum allowed limit ${limit}G.`)
  }
}

/** A backup's quotas: backup_gigabytes before backups, as Cinder sorts the names over quota. */
export function checkBackupQuota(cloud: DemoCloud, projectId: string, size: number): void {
  if (!cloud.state.quotas[projectId]) return
  const limits = projectLimits(cloud, projectId)
  const usage = projectUsage(cloud, projectId)
  const gigabytes = limits.backup_gigabytes ?? -1
  const count = limits.backups ?? -1
  if (gigabytes >= 0 && usage.backupGigabytes + size > gigabytes) {
    fail(
      413,
      `VolumeBackupSizeExceedsAvailableQuota: Requested backup exceeds allowed Backup gigabytes quota. Requested ${size}G, quota is ${gigabytes}G and ${usage.backupGigabytes}G has been consumed.`,
    )
  }
  if (count >= 0 && usage.backups + 1 > count) {
    fail(413, `BackupLimitExceeded: Maximum number of backups allowed (${count}) exceeded`)
  }
}
