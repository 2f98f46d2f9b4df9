// A project's usage and Cinder's quota checks (C:cinder/quota.py, C:cinder/quota_utils.py
// #process_reserve_over_quota). Snapshots count against `gigabytes` too (no_snapshot_gb_quota
// is False by default), so a snapshot of a 100 GiB volume takes 100 GiB of the quota.
import type { DemoCloud } from './cloud'
import { fail } from './fault'

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

/** Refuses what would go over the project's quota: gigabytes first, then the count. */
export function checkQuota(
  cloud: DemoCloud,
  projectId: string,
  add: { volumes?: number; snapshots?: number; gigabytes: number },
): void {
  const quota = cloud.state.quotas[projectId]
  if (!quota) return
  const usage = projectUsage(cloud, projectId)
  if (quota.gigabytes >= 0 && usage.gigabytes + add.gigabytes > quota.gigabytes) {
    fail(
      413,
      `VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes quota. Requested ${add.gigabytes}G, quota is ${quota.gigabytes}G and ${usage.gigabytes}G has been consumed.`,
    )
  }
  if (add.volumes && quota.volumes >= 0 && usage.volumes + add.volumes > quota.volumes) {
    fail(413, `VolumeLimitExceeded: Maximum number of volumes allowed (${quota.volumes}) exceeded for quota 'volumes'.`)
  }
  if (add.snapshots && quota.snapshots >= 0 && usage.snapshots + add.snapshots > quota.snapshots) {
    fail(413, `SnapshotLimitExceeded: Maximum number of snapshots allowed (${quota.snapshots}) exceeded`)
  }
}

/** A backup's quotas: backup_gigabytes before backups, as Cinder sorts the names over quota. */
export function checkBackupQuota(cloud: DemoCloud, projectId: string, size: number): void {
  const quota = cloud.state.quotas[projectId]
  if (!quota) return
  const usage = projectUsage(cloud, projectId)
  if (quota.backup_gigabytes >= 0 && usage.backupGigabytes + size > quota.backup_gigabytes) {
    fail(
      413,
      `VolumeBackupSizeExceedsAvailableQuota: Requested backup exceeds allowed Backup gigabytes quota. Requested ${size}G, quota is ${quota.backup_gigabytes}G and ${usage.backupGigabytes}G has been consumed.`,
    )
  }
  if (quota.backups >= 0 && usage.backups + 1 > quota.backups) {
    fail(413, `BackupLimitExceeded: Maximum number of backups allowed (${quota.backups}) exceeded`)
  }
}
