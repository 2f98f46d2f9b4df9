import { describe, expect, it } from 'vitest'
import { canSetQuotaLimit, perTypeResource, quotaLimitCoversUsage } from './quota-limits'

describe('a new quota limit (docs/admin-quotas-storage.md Q5–Q7)', () => {
  it('takes -1 to MAX_INT, in oslo’s words', () => {
    expect(canSetQuotaLimit('volumes', -1).ok).toBe(true)
    expect(canSetQuotaLimit('volumes', -2)).toMatchObject({ status: 400, message: 'volumes must be >= -1' })
    expect(canSetQuotaLimit('gigabytes', 2147483648)).toMatchObject({ message: 'gigabytes must be <= 2147483647' })
  })

  it('is not below the usage, unless -1; per_volume_gigabytes is no count', () => {
    expect(quotaLimitCoversUsage('volumes', 2, 3)).toMatchObject({
      message:
        'Quota volumes limit must be equal or greater than existing resources. Current usage is 3 and the requested limit is 2.',
    })
    expect(quotaLimitCoversUsage('volumes', -1, 3).ok).toBe(true)
    expect(quotaLimitCoversUsage('per_volume_gigabytes', 1, 3).ok).toBe(true)
  })

  it('reads the resource of a per-type key', () => {
    expect(perTypeResource('gigabytes_lvmdriver-1')).toBe('gigabytes')
    expect(perTypeResource('backup_gigabytes')).toBeUndefined()
  })
})
