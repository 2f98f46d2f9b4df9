import { describe, expect, it } from 'vitest'
import { disabledReasonProblem, disablingStops } from './service-rules'

describe('block-storage services (docs/admin-quotas-storage.md)', () => {
  it('a disabled cinder-volume gets no new volumes, a disabled cinder-backup no backups, a scheduler nothing', () => {
    expect(disablingStops('cinder-volume')).toBe('volumes')
    expect(disablingStops('cinder-backup')).toBe('backups')
    expect(disablingStops('cinder-scheduler')).toBeNull()
  })

  it('takes a reason of 1 to 255 characters, not blank', () => {
    expect(disabledReasonProblem('  ')).toBe('blank')
    expect(disabledReasonProblem('x'.repeat(255))).toBeNull()
    expect(disabledReasonProblem('x'.repeat(256))).toBe('long')
  })
})
