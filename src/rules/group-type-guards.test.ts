import { describe, expect, it } from 'vitest'
import { canDeleteGroupTypeGuard, groupTypeUsage, isReservedGroupType } from './group-type-guards'

describe('group type guards', () => {
  const usage = groupTypeUsage([{ group_type: 'gt-1' }, { group_type: 'gt-1' }, { group_type: 'gt-2' }])

  it('counts the groups of each type', () => {
    expect(usage.get('gt-1')).toBe(2)
    expect(usage.get('gt-3')).toBeUndefined()
  })

  it('refuses deleting a type groups use, with Cinder’s words (C:cinder/volume/group_types.py#destroy)', () => {
    const guard = canDeleteGroupTypeGuard({ id: 'gt-1' }, usage)
    expect(guard).toMatchObject({ ok: false, rule: 'G6' })
    expect(!guard.ok && guard.reason).toBe(
      '2 groups have this type: delete them first (Cinder: "Target group type is still in use. Group Type gt-1 deletion is not allowed with groups present with the type.").',
    )
  })

  it('lets an unused type go, and does not guess while the groups are unknown', () => {
    expect(canDeleteGroupTypeGuard({ id: 'gt-3' }, usage)).toEqual({ ok: true })
    expect(canDeleteGroupTypeGuard({ id: 'gt-1' }, undefined)).toEqual({ ok: true })
  })

  it('knows the reserved type by its name', () => {
    expect(isReservedGroupType({ name: 'default_cgsnapshot_type' })).toBe(true)
    expect(isReservedGroupType({ name: 'replicated' })).toBe(false)
  })
})
