import { describe, expect, it } from 'vitest'
import type { Volume, VolumeType } from '../api/types'
import {
  canChangeEncryption,
  canChangeSpecs,
  canDeleteType,
  canManageAccess,
  canToggleShareable,
  encryptedAndShareable,
  shareableAndCacheable,
  typeConflicts,
  usageByType,
} from './volume-type-guards'
import { shareableSpec } from './volume-types'

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
      reason: shareableAndCacheable(),
    })
    expect(canToggleShareable(type('b'), usage)).toEqual({ ok: true })
  })

  it('names the conflicts of encrypted + shareable and cacheable + shareable', () => {
    const shared = type('s', { multiattach: '<is> True' })
    expect(typeConflicts(shared, LUKS)).toEqual([encryptedAndShareable()])
    expect(typeConflicts(shared, null)).toEqual([])
    expect(typeConflicts(type('c', { multiattach: '<is> True', cacheable: '<is> True' }), null)).toEqual([
      shareableAndCacheable(),
    ])
  })

  it('quotes Cinder’s refusals of the two conflicts', () => {
    expect(shareableAndCacheable()).toBe(
      'A type cannot be both shareable (multi-attach) and cacheable: Cinder refuses it ("cacheable cannot be set with multiattach.")',
    )
    expect(encryptedAndShareable()).toBe(
      'Volumes of a type that is both encrypted and shareable cannot be created: Cinder refuses them ("Invalid volume: Multiattach cannot be used with encrypted volumes.").',
    )
  })

  it('writes the multiattach spec Cinder reads', () => {
    expect(shareableSpec()).toEqual({ multiattach: '<is> True' })
  })
})

describe('refusals explained before sending (docs/volume-types.md)', () => {
  const usage = { counts: new Map([['used', 3]]), partial: false }
  const defaults = { defaultId: 'dflt', projectDefaults: [{ project_id: 'p1', volume_type_id: 'own' }], typeCount: 4 }

  it('refuses deleting a default type, the only type, then a type in use, in Cinder’s order', () => {
    expect(canDeleteType(type('own'), usage, defaults)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('The volume type own is a default volume type and cannot be deleted.'),
    })
    expect(canDeleteType(type('dflt'), usage, defaults)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('The volume type dflt is a default volume type and cannot be deleted.'),
    })
    expect(canDeleteType(type('only'), usage, { ...defaults, typeCount: 1 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('is the only currently defined volume type'),
    })
    expect(canDeleteType(type('used'), usage, defaults)).toEqual({
      ok: false,
      reason: '3 volumes of this type exist: Cinder refuses it ("Target volume type is still in use.").',
    })
    expect(canDeleteType(type('free'), usage, defaults)).toEqual({ ok: true })
  })

  it('refuses spec and encryption changes on a type in use with each of Cinder’s messages', () => {
    expect(canChangeSpecs(type('used'), usage)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Volume Type is currently in use.'),
    })
    expect(canChangeEncryption(type('used'), usage, 'delete')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Cannot delete encryption specs. Volume type in use.'),
    })
    expect(canChangeEncryption(type('free'), usage, 'create')).toEqual({ ok: true })
  })

  it('offers access for private types only', () => {
    expect(canManageAccess({ ...type('pub'), is_public: true })).toMatchObject({ ok: false })
    expect(canManageAccess({ ...type('priv'), is_public: false })).toEqual({ ok: true })
  })
})
