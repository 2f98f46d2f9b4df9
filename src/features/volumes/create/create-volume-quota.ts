// The project's volume quota as the dialog shows and checks it (GET /limits; -1 is no limit).
import type { AbsoluteLimits } from '../../../api'
import { tr } from '../../../i18n/tr'

export interface QuotaView {
  text: string
  /** Gigabytes a new volume may still take; Infinity without a limit. */
  remainingGigabytes: number
  /** Why no volume can be created at all, or null. */
  blockedReason: string | null
}

/** Called while the dialog renders: the texts are in the language shown now. */
export function quotaView(limits: AbsoluteLimits): QuotaView {
  const gbMax = limits.maxTotalVolumeGigabytes
  const gbUsed = limits.totalGigabytesUsed
  const countMax = limits.maxTotalVolumes
  const countUsed = limits.totalVolumesUsed
  const gigabytes =
    gbMax < 0
      ? tr('{{used}} GiB used (no limit)', { used: gbUsed })
      : tr('{{used}} of {{max}} GiB used', { used: gbUsed, max: gbMax })
  const volumes =
    countMax < 0
      ? tr('{{used}} volumes (no limit)', { used: countUsed })
      : tr('{{used}} of {{max}} volumes', { used: countUsed, max: countMax })
  const blockedReason =
    countMax >= 0 && countUsed >= countMax
      ? tr('The volume quota is full ({{used}} of {{max}} volumes); delete a volume or ask for a larger quota.', {
          used: countUsed,
          max: countMax,
        })
      : null
  return {
    text: tr('Quota: {{gigabytes}}, {{volumes}}', { gigabytes, volumes }),
    remainingGigabytes: gbMax < 0 ? Infinity : Math.max(0, gbMax - gbUsed),
    blockedReason,
  }
}
