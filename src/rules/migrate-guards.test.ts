import { describe, expect, it } from 'vitest'
import { canMigrate, canMoveShared } from './migrate-guards'

const volume = { status: 'available' as const, migration_status: null, multiattach: false, group_id: null }

describe('canMigrate', () => {
  it('lets an admin migrate an available volume outside any group', () => {
    expect(canMigrate(volume, 0, true)).toEqual({ ok: true })
  })

  // C:cinder/volume/api.py#migrate_volume expects group_id None or '' in its conditional update.
  it('refuses a volume in a group, before the state is looked at, as Cinder does', () => {
    const grouped = { ...volume, group_id: 'g-1' }
    expect(canMigrate(grouped, 0, true)).toEqual({
      ok: false,
      reason: 'A volume in a group cannot be migrated: remove it from its group first.',
      rule: 'state',
    })
    expect(canMoveShared({ ...grouped, multiattach: true }, 2, true)).toMatchObject({ ok: false, rule: 'state' })
  })

  it('says it is an admin action first', () => {
    expect(canMigrate({ ...volume, group_id: 'g-1' }, 0, false)).toMatchObject({ ok: false, rule: 'policy' })
  })

  it('treats an empty group_id as none, as Cinder does', () => {
    expect(canMigrate({ ...volume, group_id: '' }, 0, true)).toEqual({ ok: true })
  })
})
