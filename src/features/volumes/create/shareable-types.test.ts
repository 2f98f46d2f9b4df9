import { describe, expect, it } from 'vitest'
import type { Volume, VolumeType } from '../../../api'
import {
  ALL_SHAREABLE_ENCRYPTED,
  ENCRYPTED_NOT_SHAREABLE,
  NO_FACTS,
  NO_SHAREABLE_TYPE,
  defaultTypeId,
  encryptedTypeIds,
  shareableBox,
  shareableForType,
  typeChoices,
  typeForShareable,
} from './shareable-types'

const type = (name: string, shareable = false): VolumeType => ({
  id: `id-${name}`,
  name,
  description: null,
  is_public: true,
  extra_specs: shareable ? { multiattach: '<is> True' } : {},
  'os-volume-type-access:is_public': true,
})

const lvm = type('lvmdriver-1')
const multi = type('multiattach', true)
const ssd = type('shared-ssd', true)
const secret = type('encrypted-shared', true)
const types = [lvm, multi, ssd, secret]
const names = (choices: ReturnType<typeof typeChoices>) => choices.map((choice) => choice.type.name)
const knownEncrypted = { encryptedTypeIds: new Set([secret.id]), policyDenied: null }

describe('the Shareable box', () => {
  it('is enabled when a shareable type exists', () => {
    expect(shareableBox(types, NO_FACTS, false)).toEqual({ disabled: false, reason: null })
  })

  it('is disabled with the reason when no type is shareable', () => {
    expect(shareableBox([lvm], NO_FACTS, false)).toEqual({ disabled: true, reason: NO_SHAREABLE_TYPE })
  })

  it('after a policy refusal, cannot be ticked again but can be unticked', () => {
    const facts = { ...NO_FACTS, policyDenied: "Policy doesn't allow volume:multiattach to be performed." }
    expect(shareableBox(types, facts, false).disabled).toBe(true)
    expect(shareableBox(types, facts, false).reason).toContain('volume:multiattach')
    expect(shareableBox(types, facts, true).disabled).toBe(false)
  })

  it('is disabled when every shareable type is known to be encrypted', () => {
    expect(shareableBox([lvm, secret], knownEncrypted, false)).toEqual({
      disabled: true,
      reason: ALL_SHAREABLE_ENCRYPTED,
    })
  })
})

describe('the types offered', () => {
  it('are all types while unticked, only shareable ones while ticked', () => {
    expect(names(typeChoices(types, NO_FACTS, false))).toEqual([
      'lvmdriver-1',
      'multiattach',
      'shared-ssd',
      'encrypted-shared',
    ])
    expect(names(typeChoices(types, NO_FACTS, true))).toEqual(['multiattach', 'shared-ssd', 'encrypted-shared'])
  })

  it('show a shareable type known to be encrypted as disabled, with the reason', () => {
    const choice = typeChoices(types, knownEncrypted, true).find((item) => item.type.id === secret.id)
    expect(choice?.disabledReason).toBe(ENCRYPTED_NOT_SHAREABLE)
  })

  it('disable shareable types after a policy refusal, and nothing else', () => {
    const facts = { ...NO_FACTS, policyDenied: "Policy doesn't allow volume:multiattach to be performed." }
    const disabled = typeChoices(types, facts, false).filter((choice) => choice.disabledReason !== null)
    expect(disabled.map((choice) => choice.type.name)).toEqual(['multiattach', 'shared-ssd', 'encrypted-shared'])
  })
})

describe('the default type', () => {
  it("is the cloud's default when it is not shareable", () => {
    expect(defaultTypeId(types, lvm.id)).toBe(lvm.id)
  })

  it('is the first type that is not shareable when the default is shareable or unknown', () => {
    expect(defaultTypeId([multi, lvm], multi.id)).toBe(lvm.id)
    expect(defaultTypeId([multi, lvm], null)).toBe(lvm.id)
  })

  it('falls back to any type, then to none', () => {
    expect(defaultTypeId([multi, ssd], null)).toBe(multi.id)
    expect(defaultTypeId([], null)).toBe('')
  })
})

describe('keeping the box and the type in step', () => {
  it('ticking keeps a shareable type and otherwise picks the first usable one', () => {
    expect(typeForShareable(types, NO_FACTS, ssd.id, true, lvm.id)).toBe(ssd.id)
    expect(typeForShareable(types, NO_FACTS, lvm.id, true, lvm.id)).toBe(multi.id)
    expect(typeForShareable([lvm, secret, ssd], knownEncrypted, lvm.id, true, lvm.id)).toBe(ssd.id)
  })

  it('unticking goes back to the default type from a shareable one only', () => {
    expect(typeForShareable(types, NO_FACTS, multi.id, false, lvm.id)).toBe(lvm.id)
    const nfs = type('nfs-standard')
    expect(typeForShareable([...types, nfs], NO_FACTS, nfs.id, false, lvm.id)).toBe(nfs.id)
  })

  it('picking a type ticks the box exactly when the type is shareable', () => {
    expect(shareableForType(types, ssd.id)).toBe(true)
    expect(shareableForType(types, lvm.id)).toBe(false)
    expect(shareableForType(types, 'unknown')).toBe(false)
  })
})

describe('types known to be encrypted', () => {
  const volume = (fields: Partial<Volume>) => ({ encrypted: false, volume_type: null, ...fields }) as Volume

  it("come from the project's encrypted volumes, by type id or else by name", () => {
    const ids = encryptedTypeIds(types, [
      volume({ encrypted: true, volume_type: 'encrypted-shared' }),
      volume({ encrypted: true, volume_type: 'other-name', volume_type_id: ssd.id }),
      volume({ encrypted: false, volume_type: 'multiattach' }),
    ])
    expect([...ids]).toEqual([secret.id, ssd.id])
  })
})
