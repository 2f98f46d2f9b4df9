import { describe, expect, it } from 'vitest'
import {
  canChangeExtraSpecs,
  canChangeTypeAccess,
  canChangeTypeEncryption,
  canDeleteVolumeType,
  canSetExtraSpecs,
} from './volume-type-rules'

describe('Cinder’s refusals of a volume type (docs/volume-types.md)', () => {
  it('deletes in Zed’s order: a default, the only type, then in use', () => {
    const facts = { isDefault: true, typeCount: 1, inUse: true }
    expect(canDeleteVolumeType({ id: 't' }, facts)).toMatchObject({
      status: 400,
      message: 'The volume type t is a default volume type and cannot be deleted.',
    })
    expect(canDeleteVolumeType({ id: 't' }, { ...facts, isDefault: false })).toMatchObject({
      message: 'The volume type t is the only currently defined volume type and cannot be deleted.',
    })
    expect(canDeleteVolumeType({ id: 't' }, { ...facts, isDefault: false, typeCount: 2 })).toMatchObject({
      message: 'Target volume type is still in use.',
    })
    expect(canDeleteVolumeType({ id: 't' }, { isDefault: false, typeCount: 2, inUse: false }).ok).toBe(true)
  })

  it('refuses spec, encryption and access changes with Cinder’s words', () => {
    expect(canChangeExtraSpecs(true)).toMatchObject({ status: 400, message: 'Volume Type is currently in use.' })
    expect(canChangeExtraSpecs(false).ok).toBe(true)
    expect(canSetExtraSpecs({ cacheable: '<is> True' }, { multiattach: '<is> True' })).toMatchObject({
      message: 'cacheable cannot be set with multiattach.',
    })
    expect(canChangeTypeEncryption(true, 'update')).toMatchObject({
      message: 'Cannot update encryption specs. Volume type in use.',
    })
    expect(canChangeTypeAccess({ is_public: true })).toMatchObject({
      status: 400,
      message: 'Invalid volume type: Type access modification is not applicable to public volume type.',
    })
    expect(canChangeTypeAccess({ is_public: false }).ok).toBe(true)
  })
})
