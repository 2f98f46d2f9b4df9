import { describe, expect, it } from 'vitest'
import type { Volume, VolumeType } from '../../../api'
import {
  canToggleShareable,
  ENCRYPTED_AND_SHAREABLE,
  SHAREABLE_AND_CACHEABLE,
  shareableSpec,
  typeConflicts,
  usageByType,
} from './type-rules'

const type = (id: string, specs: Record<string, string> = {}) =>
  ({ id, name: `type-${id}`, extra_specs: specs }) as VolumeType
const volume = (patch: Partial<Volume>) => patch as Volume
const LUKS = {
  volume_type_id: 'e',
  encryption_id: 'x',
  provider: 'luks',
  cipher: null,
  key_size: null,
  control_location: 'front-end' as const,
}

describe('volume type rules', () => {
  it('counts volumes by type id, or by name before 3.63', () => {
    const usage = usageByType(
      [volume({ volume_type_id: 'a' }), volume({ volume_type: 'type-a' }), volume({ volume_type: 'type-b' })],
      [type('a'), type('b')],
      false,
    )
    expect([...usage.counts]).toEqual([
      ['a', 2],
      ['b', 1],
    ])
  })

  it('refuses a change of Shareable on a type in use, or on a cacheable type', () => {
    const usage = { counts: new Map([['a', 2]]), partial: true }
    expect(canToggleShareable(type('a'), usage)).toEqual({
      ok: false,
      reason:
        '2 or more volumes of this type exist: Cinder refuses to change a type in use ("Volume Type is currently in use.").',
    })
    expect(canToggleShareable(type('b', { cacheable: '<is> True' }), usage)).toEqual({
      ok: false,
      reason: SHAREABLE_AND_CACHEABLE,
    })
    expect(canToggleShareable(type('b'), usage)).toEqual({ ok: true })
  })

  it('names the conflicts of encrypted + shareable and cacheable + shareable', () => {
    const shared = type('s', { multiattach: '<is> True' })
    expect(typeConflicts(shared, LUKS)).toEqual([ENCRYPTED_AND_SHAREABLE])
    expect(typeConflicts(shared, null)).toEqual([])
    expect(typeConflicts(type('c', { multiattach: '<is> True', cacheable: '<is> True' }), null)).toEqual([
      SHAREABLE_AND_CACHEABLE,
    ])
  })

  it('writes the multiattach spec Cinder reads', () => {
    expect(shareableSpec()).toEqual({ multiattach: '<is> True' })
  })
})
