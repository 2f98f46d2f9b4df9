// A project's limits and quota usage on the wire (C:cinder/api/v3/limits.py,
// C:cinder/api/contrib/quotas.py).

export interface AbsoluteLimits {
  maxTotalVolumes: number
  maxTotalSnapshots: number
  maxTotalVolumeGigabytes: number
  maxTotalBackups: number
  maxTotalBackupGigabytes: number
  totalVolumesUsed: number
  totalGigabytesUsed: number
  totalSnapshotsUsed: number
  totalBackupsUsed: number
  totalBackupGigabytesUsed: number
}

/** One quota with its usage (`?usage=true`); -1 is no limit. Zed has no `allocated`. */
export interface QuotaUsage {
  limit: number
  in_use: number
  reserved: number
}

/** `quota_set` with usage: `id` and a QuotaUsage per resource key. */
export type QuotaUsageSet = { id: string } & Record<string, QuotaUsage | string>

export interface LimitsBody {
  limits: { rate: unknown[]; absolute: AbsoluteLimits }
}
