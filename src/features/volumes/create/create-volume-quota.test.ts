import { describe, expect, it } from 'vitest'
import type { AbsoluteLimits } from '../../../api'
import { quotaView } from './create-volume-quota'

const limits = (fields: Partial<AbsoluteLimits>) =>
  ({
    maxTotalVolumes: 60,
    maxTotalVolumeGigabytes: 2000,
    totalVolumesUsed: 11,
    totalGigabytesUsed: 775,
    ...fields,
  }) as AbsoluteLimits

describe('quota', () => {
  it('shows usage against the limits and what remains', () => {
    expect(quotaView(limits({}))).toEqual({
      text: 'Quota: 775 of 2000 GiB used, 11 of 60 volumes',
      remainingGigabytes: 1225,
      blockedReason: null,
    })
  })

  it('says "no limit" for -1', () => {
    const view = quotaView(limits({ maxTotalVolumes: -1, maxTotalVolumeGigabytes: -1 }))
    expect(view.text).toBe('Quota: 775 GiB used (no limit), 11 volumes (no limit)')
    expect(view.remainingGigabytes).toBe(Infinity)
  })

  it('blocks creation when the volume count is used up', () => {
    expect(quotaView(limits({ totalVolumesUsed: 60 })).blockedReason).toContain('60 of 60 volumes')
  })
})
