// The project's volume quota as the dialog shows and checks it (GET /limits; -1 is no limit).
import type { AbsoluteLimits } from '../../../api'

export interface QuotaView {
  text: string
  /** Gigabytes a new volume may still take; Infinity without a limit. */
  remainingGigabytes: number
  /** Why no volume can be created at all, or null. */
  blockedReason: string | null
}

export function quotaView(limits: AbsoluteLimits): QuotaView {
  const gbMax = limits.maxTotalVolumeGigabytes
  const gbUsed = limits.totalGigabytesUsed
  const countMax = limits.maxTotalVolumes
  const countUsed = limits.totalVolumesUsed
  const gigabytes = gbMax < 0 ? `${gbUsed} GiB used (no limit)` : `${gbUsed} of ${gbMax} GiB used`
  const volumes = countMax < 0 ? `${countUsed} volumes (no limit)` : `${countUsed} of ${countMax} volumes`
  const blockedReason =
    countMax >= 0 && countUsed >= countMax
      ? `The volume quota is full (${countUsed} of ${countMax} volumes); delete a volume or ask for a larger quota.`
      : null
  return {
    text: `Quota: ${gigabytes}, ${volumes}`,
    remainingGigabytes: gbMax < 0 ? Infinity : Math.max(0, gbMax - gbUsed),
    blockedReason,
  }
}
