// A project's block-storage quotas as the console reads them: from the quota set with usage
// (C:cinder/api/contrib/quotas.py#show, C:cinder/quota.py) or, where that is refused, from
// /limits (C:cinder/api/views/limits.py: five totals, in use only). -1 is no limit. Cinder's
// reservation compares a limit with in use + reserved (C:cinder/db/sqlalchemy/api.py
// #quota_reserve), so "left" does too.
import type { AbsoluteLimits, QuotaUsage, QuotaUsageSet } from '../api/types'
import { PER_TYPE_RESOURCES, perTypeResource } from './quota-limits'

export interface Usage {
  limit: number
  inUse: number
  reserved: number
}

export interface TypeQuota {
  /** The volume type's name, as it appears in the `<resource>_<type>` keys. */
  type: string
  volumes: Usage
  gigabytes: Usage
  snapshots: Usage
}

export interface ProjectQuota {
  /** `quota-set`: everything; `limits`: the five totals only (a policy refused the quota set). */
  source: 'quota-set' | 'limits'
  volumes: Usage
  gigabytes: Usage
  snapshots: Usage
  backups: Usage
  backupGigabytes: Usage
  /** Null from /limits. */
  groups: Usage | null
  /** The largest volume allowed, -1 for no limit; null from /limits. */
  perVolumeGigabytes: number | null
  /** Every type's quotas (public and private, whether or not the reader sees the type), by name. */
  perType: TypeQuota[]
}

const NONE: Usage = { limit: -1, inUse: 0, reserved: 0 }

function usageOf(value: QuotaUsage | string | undefined): Usage {
  if (value === undefined || typeof value === 'string') return NONE
  return { limit: value.limit, inUse: value.in_use, reserved: value.reserved }
}

export function quotaFromSet(set: QuotaUsageSet): ProjectQuota {
  const types = new Map<string, TypeQuota>()
  for (const [key, value] of Object.entries(set)) {
    const resource = perTypeResource(key)
    if (!resource) continue
    const type = key.slice(resource.length + 1)
    const entry = types.get(type) ?? { type, volumes: NONE, gigabytes: NONE, snapshots: NONE }
    entry[resource] = usageOf(value)
    types.set(type, entry)
  }
  const perVolume = set.per_volume_gigabytes
  return {
    source: 'quota-set',
    volumes: usageOf(set.volumes),
    gigabytes: usageOf(set.gigabytes),
    snapshots: usageOf(set.snapshots),
    backups: usageOf(set.backups),
    backupGigabytes: usageOf(set.backup_gigabytes),
    groups: set.groups === undefined ? null : usageOf(set.groups),
    perVolumeGigabytes: perVolume === undefined || typeof perVolume === 'string' ? -1 : perVolume.limit,
    perType: [...types.values()].sort((a, b) => a.type.localeCompare(b.type)),
  }
}

export function quotaFromLimits(limits: AbsoluteLimits): ProjectQuota {
  // Without limits_extension:used_limits the usage keys are left out: nothing is known used.
  const usage = (limit: number, inUse: number | undefined): Usage => ({ limit, inUse: inUse ?? 0, reserved: 0 })
  return {
    source: 'limits',
    volumes: usage(limits.maxTotalVolumes, limits.totalVolumesUsed),
    gigabytes: usage(limits.maxTotalVolumeGigabytes, limits.totalGigabytesUsed),
    snapshots: usage(limits.maxTotalSnapshots, limits.totalSnapshotsUsed),
    backups: usage(limits.maxTotalBackups, limits.totalBackupsUsed),
    backupGigabytes: usage(limits.maxTotalBackupGigabytes, limits.totalBackupGigabytesUsed),
    groups: null,
    perVolumeGigabytes: null,
    perType: [],
  }
}

export function unlimited(usage: Usage): boolean {
  return usage.limit < 0
}

/** What is still free: Infinity without a limit, never below 0. */
export function left(usage: Usage): number {
  return unlimited(usage) ? Infinity : Math.max(0, usage.limit - usage.inUse - usage.reserved)
}

/** Taken as a share of the limit (0…1, more when over); 0 without a limit; 1 for a limit of 0. */
export function fullness(usage: Usage): number {
  if (unlimited(usage)) return 0
  if (usage.limit === 0) return 1
  return (usage.inUse + usage.reserved) / usage.limit
}

/** How a bar reads: ok, near (80 % or more) or full. */
export function level(usage: Usage): 'ok' | 'near' | 'full' {
  const share = fullness(usage)
  if (!unlimited(usage) && left(usage) === 0) return 'full'
  return share >= 0.8 ? 'near' : 'ok'
}

/** A type's quotas, or null when none applies (every limit -1, or the type unknown). */
export function typeQuota(quota: ProjectQuota, typeName: string | null | undefined): TypeQuota | null {
  if (!typeName) return null
  const entry = quota.perType.find((item) => item.type === typeName)
  if (!entry) return null
  return PER_TYPE_RESOURCES.some((resource) => !unlimited(entry[resource])) ? entry : null
}

/** Whether a type has any limit or any usage (the Overview lists those first). */
export function typeInUse(entry: TypeQuota): boolean {
  return PER_TYPE_RESOURCES.some((resource) => !unlimited(entry[resource]) || entry[resource].inUse > 0)
}

/** Every quota by Cinder's key (`volumes`, `gigabytes_<type>`, …), for checks by key. */
export function quotaByKey(quota: ProjectQuota): Record<string, Usage> {
  const byKey: Record<string, Usage> = {
    volumes: quota.volumes,
    gigabytes: quota.gigabytes,
    snapshots: quota.snapshots,
    backups: quota.backups,
    backup_gigabytes: quota.backupGigabytes,
  }
  for (const entry of quota.perType) {
    for (const resource of PER_TYPE_RESOURCES) byKey[`${resource}_${entry.type}`] = entry[resource]
  }
  return byKey
}

export interface OverQuota {
  key: string
  limit: number
  used: number
  asked: number
}

/**
 * The quota a request would go over, as Cinder's reservation finds it: every key it adds to (with
 * the volume type's own keys where the type has them), the first in sorted order, so gigabytes
 * before counts (C:cinder/db/sqlalchemy/api.py#quota_reserve, C:cinder/quota_utils.py).
 */
export function overQuota(
  quota: ProjectQuota,
  deltas: Record<string, number>,
  typeName?: string | null,
): OverQuota | null {
  const byKey = quotaByKey(quota)
  const all: Record<string, number> = { ...deltas }
  if (typeName) {
    for (const [key, delta] of Object.entries(deltas)) {
      if ((PER_TYPE_RESOURCES as readonly string[]).includes(key)) all[`${key}_${typeName}`] = delta
    }
  }
  for (const key of Object.keys(all).sort()) {
    const usage = byKey[key]
    const asked = all[key] ?? 0
    if (!usage || unlimited(usage) || asked <= 0) continue
    const used = usage.inUse + usage.reserved
    if (used + asked > usage.limit) return { key, limit: usage.limit, used, asked }
  }
  return null
}
