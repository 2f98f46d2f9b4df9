import { describe, expect, it } from 'vitest'
import type { AbsoluteLimits, QuotaUsageSet } from '../../../api'
import { quotaFromLimits, quotaFromSet } from '../../../rules/quota-rules'
import { quotaView } from './create-volume-quota'

const limits = (fields: Partial<AbsoluteLimits>) =>
  quotaFromLimits({
    maxTotalVolumes: 60,
    maxTotalVolumeGigabytes: 2000,
    totalVolumesUsed: 11,
    totalGigabytesUsed: 775,
    ...fields,
  } as AbsoluteLimits)

const set = (fields: Record<string, [number, number, number?]>): QuotaUsageSet => {
  const quota: Record<string, unknown> = { id: 'p1' }
  for (const [key, [limit, in_use, reserved = 0]] of Object.entries(fields)) quota[key] = { limit, in_use, reserved }
  return quota as QuotaUsageSet
}

describe('quota', () => {
  it('shows usage against the limits and what remains', () => {
    expect(quotaView(limits({}))).toEqual({
      text: 'Quota: 775 of 2000 GiB used, 11 of 60 volumes',
      typeText: null,
      sizeLimit: { max: 1225, message: 'Only 1225 GiB of the gigabytes quota remain.' },
      blockedReason: null,
    })
  })

  it('says "no limit" for -1', () => {
    const view = quotaView(limits({ maxTotalVolumes: -1, maxTotalVolumeGigabytes: -1 }))
    expect(view.text).toBe('Quota: 775 GiB used (no limit), 11 volumes (no limit)')
    expect(view.sizeLimit).toBeNull()
  })

  it('blocks creation when the volume count is used up', () => {
    expect(quotaView(limits({ totalVolumesUsed: 60 })).blockedReason).toContain('60 of 60 volumes')
  })

  it("counts reserved as used, and applies the chosen type's quota and the per-volume limit, the tightest first", () => {
    const quota = quotaFromSet(
      set({
        volumes: [10, 3, 1],
        gigabytes: [1000, 100],
        per_volume_gigabytes: [500, 0],
        volumes_fast: [2, 2],
        gigabytes_fast: [50, 20],
        snapshots_fast: [-1, 0],
        volumes_slow: [-1, 1],
        gigabytes_slow: [-1, 10],
        snapshots_slow: [-1, 0],
      }),
    )
    const plain = quotaView(quota, 'slow')
    expect(plain.text).toBe('Quota: 100 of 1000 GiB used, 4 of 10 volumes')
    expect(plain.typeText).toBeNull()
    expect(plain.sizeLimit).toEqual({ max: 500, message: 'A volume may have at most 500 GiB here (per-volume quota).' })
    expect(plain.blockedReason).toBeNull()
    const fast = quotaView(quota, 'fast')
    expect(fast.typeText).toBe('Type fast: 20 of 50 GiB used, 2 of 2 volumes')
    expect(fast.sizeLimit).toEqual({ max: 30, message: 'Only 30 GiB of the quota of type fast remain.' })
    expect(fast.blockedReason).toBe(
      'The volume quota of type fast is full (2 of 2 volumes); choose another type or ask for a larger quota.',
    )
  })
})
