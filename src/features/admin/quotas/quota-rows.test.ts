// The quota rows an admin edits: every key in order, the checks Cinder makes of a new limit, and
// only the changed keys sent.
import { describe, expect, it } from 'vitest'
import { changedLimits, initialValues, limitProblem, quotaRows } from './quota-rows'

const SET = {
  id: 'p1',
  gigabytes: { limit: 100, in_use: 40, reserved: 2 },
  volumes: { limit: 10, in_use: 3, reserved: 0 },
  per_volume_gigabytes: { limit: -1, in_use: 0, reserved: 0 },
  'volumes_shared.ssd': { limit: 4, in_use: 1, reserved: 0 },
  'gigabytes_shared.ssd': { limit: -1, in_use: 20, reserved: 0 },
  groups: { limit: 10, in_use: 0, reserved: 0 },
}

describe('quota rows', () => {
  it('lists the totals first, then each type by name, and reads per-type keys with dots', () => {
    expect(quotaRows(SET).map((row) => row.key)).toEqual([
      'volumes',
      'gigabytes',
      'groups',
      'per_volume_gigabytes',
      'volumes_shared.ssd',
      'gigabytes_shared.ssd',
    ])
    expect(quotaRows(SET)[4]).toMatchObject({ type: 'shared.ssd', resource: 'volumes', limit: 4, inUse: 1 })
  })

  it('refuses what Cinder refuses: not a whole number, below -1, above MAX_INT, below usage', () => {
    const [, gigabytes, , perVolume] = quotaRows(SET)
    expect(limitProblem('1.5', gigabytes!)).toBe('Enter a whole number; -1 means no limit.')
    expect(limitProblem('-2', gigabytes!)).toBe('The lowest is -1 (no limit).')
    expect(limitProblem('2147483648', gigabytes!)).toBe('The highest is 2147483647.')
    expect(limitProblem('41', gigabytes!)).toBe(
      'Cinder refuses a limit below what the project uses: 42 (40 in use, 2 reserved).',
    )
    expect(limitProblem('42', gigabytes!)).toBeNull()
    expect(limitProblem('-1', gigabytes!)).toBeNull()
    // per_volume_gigabytes is not compared with usage.
    expect(limitProblem('0', perVolume!)).toBeNull()
  })

  it('the default class has no usage: any limit from -1 is fine', () => {
    const [volumes] = quotaRows({ id: 'default', volumes: 10, gigabytes: 1000 })
    expect(volumes).toMatchObject({ inUse: null })
    expect(limitProblem('0', volumes!)).toBeNull()
  })

  it('sends only the keys whose limit changed', () => {
    const rows = quotaRows(SET)
    const values = initialValues(rows)
    expect(changedLimits(rows, values)).toEqual({})
    values.limits[0] = '12'
    values.limits[4] = ' 5 '
    expect(changedLimits(rows, values)).toEqual({ volumes: 12, 'volumes_shared.ssd': 5 })
  })
})
