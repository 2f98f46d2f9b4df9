// The quota a new volume counts against, as the dialog shows and checks it: the project's
// totals, the chosen type's own quotas (`volumes_<type>`, `gigabytes_<type>`) and the largest
// volume allowed (`per_volume_gigabytes`). -1 is no limit; used counts in use + reserved, as
// Cinder's reservation does (src/rules/quota-rules.ts).
import type { ProjectQuota, Usage } from '../../../rules/quota-rules'
import { left, typeQuota, unlimited } from '../../../rules/quota-rules'
import { tr } from '../../../i18n/tr'

/** The largest size allowed now, and what to say when a size is larger. */
export interface SizeLimit {
  max: number
  message: string
}

export interface QuotaView {
  text: string
  /** The chosen type's own quotas, or null when it has none. */
  typeText: string | null
  /** The tightest limit on the size, or null when nothing limits it. */
  sizeLimit: SizeLimit | null
  /** Why no volume can be created at all (of this type), or null. */
  blockedReason: string | null
}

const used = (usage: Usage) => usage.inUse + usage.reserved

function gigabytesText(usage: Usage): string {
  return unlimited(usage)
    ? tr('{{used}} GiB used (no limit)', { used: used(usage) })
    : tr('{{used}} of {{max}} GiB used', { used: used(usage), max: usage.limit })
}

function volumesText(usage: Usage): string {
  return unlimited(usage)
    ? tr('{{used}} volumes (no limit)', { used: used(usage) })
    : tr('{{used}} of {{max}} volumes', { used: used(usage), max: usage.limit })
}

function tightest(limits: Array<SizeLimit | null>): SizeLimit | null {
  return limits.reduce<SizeLimit | null>(
    (best, limit) => (limit && (!best || limit.max < best.max) ? limit : best),
    null,
  )
}

/** Called while the dialog renders: the texts are in the language shown now. */
export function quotaView(quota: ProjectQuota, typeName?: string | null): QuotaView {
  const type = typeQuota(quota, typeName)
  const totalLeft = left(quota.gigabytes)
  const typeLeft = type ? left(type.gigabytes) : Infinity
  const perVolume = quota.perVolumeGigabytes ?? -1
  const sizeLimit = tightest([
    Number.isFinite(totalLeft)
      ? {
          max: totalLeft,
          message:
            totalLeft === 0
              ? tr('The gigabytes quota is used up.')
              : tr('Only {{size}} GiB of the gigabytes quota remain.', { size: totalLeft }),
        }
      : null,
    type && Number.isFinite(typeLeft)
      ? {
          max: typeLeft,
          message:
            typeLeft === 0
              ? tr('The gigabytes quota of type {{type}} is used up.', { type: type.type })
              : tr('Only {{size}} GiB of the quota of type {{type}} remain.', { size: typeLeft, type: type.type }),
        }
      : null,
    perVolume >= 0
      ? {
          max: perVolume,
          message: tr('A volume may have at most {{size}} GiB here (per-volume quota).', { size: perVolume }),
        }
      : null,
  ])
  const blockedReason =
    left(quota.volumes) === 0
      ? tr('The volume quota is full ({{used}} of {{max}} volumes); delete a volume or ask for a larger quota.', {
          used: used(quota.volumes),
          max: quota.volumes.limit,
        })
      : type && left(type.volumes) === 0
        ? tr(
            'The volume quota of type {{type}} is full ({{used}} of {{max}} volumes); choose another type or ask for a larger quota.',
            { type: type.type, used: used(type.volumes), max: type.volumes.limit },
          )
        : null
  return {
    text: tr('Quota: {{gigabytes}}, {{volumes}}', {
      gigabytes: gigabytesText(quota.gigabytes),
      volumes: volumesText(quota.volumes),
    }),
    typeText: type
      ? tr('Type {{type}}: {{gigabytes}}, {{volumes}}', {
          type: type.type,
          gigabytes: gigabytesText(type.gigabytes),
          volumes: volumesText(type.volumes),
        })
      : null,
    sizeLimit,
    blockedReason,
  }
}
