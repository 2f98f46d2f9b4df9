import { describe, expect, it } from 'vitest'
import {
  canCreateVolume,
  canDeleteVolume,
  canExtendVolume,
  canReserveAttachment,
  canRetypeVolume,
  canUpdateReadonlyFlag,
  canUserDeleteAttachment,
} from './cinder-rules'
import { canSetExtraSpecs } from './volume-type-rules'

const allow = () => true
const deny = (rule: string) => (asked: string) => asked !== rule
const volume = (status: string, multiattach: boolean, bootable: 'true' | 'false' = 'false') => ({
  id: 'v1',
  status,
  multiattach,
  bootable,
})

describe('canReserveAttachment', () => {
  it('lets a shareable volume be reserved while in-use, not while reserved or attaching', () => {
    expect(canReserveAttachment(volume('in-use', true), { attachedInstanceIds: [], allowed: allow }).ok).toBe(true)
    for (const status of ['reserved', 'attaching', 'detaching']) {
      expect(canReserveAttachment(volume(status, true), { attachedInstanceIds: [], allowed: allow })).toMatchObject({
        ok: false,
        status: 400,
        rule: 'R1',
        message: `Invalid volume: Volume v1 status must be available or in-use or downloading to reserve, but the current status is ${status}.`,
      })
    }
  })

  it('refuses an in-use volume that is not shareable, except for the same instance', () => {
    expect(
      canReserveAttachment(volume('in-use', false), { attachedInstanceIds: ['s1'], allowed: allow }),
    ).toMatchObject({ ok: false, rule: 'R1' })
    expect(
      canReserveAttachment(volume('in-use', false), { instanceId: 's1', attachedInstanceIds: ['s1'], allowed: allow })
        .ok,
    ).toBe(true)
  })

  it('checks error states first and the bootable policy only from the second attachment', () => {
    expect(
      canReserveAttachment(volume('error_extending', true), { attachedInstanceIds: [], allowed: allow }),
    ).toMatchObject({ rule: 'R15' })
    const noBootable = deny('volume:multiattach_bootable_volume')
    expect(
      canReserveAttachment(volume('available', true, 'true'), { attachedInstanceIds: [], allowed: noBootable }).ok,
    ).toBe(true)
    expect(
      canReserveAttachment(volume('in-use', true, 'true'), { attachedInstanceIds: [], allowed: noBootable }),
    ).toMatchObject({
      status: 403,
      rule: 'R12',
    })
  })
})

describe('volume rules', () => {
  const shareable = { extra_specs: { multiattach: '<is> True' }, encrypted: false }
  it('create: type decides; encryption conflicts; policy checked', () => {
    expect(canCreateVolume({}, shareable, allow).ok).toBe(true)
    expect(canCreateVolume({}, { ...shareable, encrypted: true }, allow)).toMatchObject({ rule: 'R11', status: 400 })
    expect(canCreateVolume({}, shareable, deny('volume:multiattach'))).toMatchObject({ rule: 'R12', status: 403 })
    expect(canCreateVolume({}, { extra_specs: { multiattach: '<is> true' }, encrypted: true }, allow).ok).toBe(true)
    expect(canCreateVolume({ multiattach: true }, null, allow)).toMatchObject({ status: 400 })
  })

  it('delete: never while attached, reserved or in a transitional state', () => {
    expect(canDeleteVolume({ status: 'available', attached: false }).ok).toBe(true)
    expect(canDeleteVolume({ status: 'error_extending', attached: false }).ok).toBe(true)
    for (const status of ['in-use', 'reserved', 'attaching', 'creating']) {
      expect(canDeleteVolume({ status, attached: false })).toMatchObject({ rule: 'R13' })
    }
    expect(canDeleteVolume({ status: 'available', attached: true })).toMatchObject({ rule: 'R13' })
  })

  it('extend: in-use only from 3.42, and only larger', () => {
    expect(canExtendVolume({ id: 'v', status: 'in-use', size: 1 }, 2, true).ok).toBe(true)
    expect(canExtendVolume({ id: 'v', status: 'in-use', size: 1 }, 2, false)).toMatchObject({ rule: 'R14' })
    expect(canExtendVolume({ id: 'v', status: 'available', size: 2 }, 2, true)).toMatchObject({ rule: 'R14' })
  })

  it('retype: changing multi-attach needs available', () => {
    const plain = { name: 'plain', extra_specs: {}, encrypted: false }
    const shared = { name: 'shared', ...shareable }
    expect(
      canRetypeVolume({ id: 'v', status: 'in-use', multiattach: false, volume_type: 'plain' }, shared, allow),
    ).toMatchObject({ rule: 'R10' })
    expect(
      canRetypeVolume({ id: 'v', status: 'in-use', multiattach: true, volume_type: 'shared' }, plain, allow),
    ).toMatchObject({ rule: 'R10' })
    expect(
      canRetypeVolume({ id: 'v', status: 'available', multiattach: false, volume_type: 'plain' }, shared, allow).ok,
    ).toBe(true)
    expect(
      canRetypeVolume(
        { id: 'v', status: 'available', multiattach: false, volume_type: 'plain' },
        shared,
        deny('volume:multiattach'),
      ),
    ).toMatchObject({ status: 403 })
  })

  it('read-only flag only while available; cacheable conflicts with multi-attach', () => {
    expect(canUpdateReadonlyFlag({ id: 'v', status: 'available' }).ok).toBe(true)
    expect(canUpdateReadonlyFlag({ id: 'v', status: 'in-use' })).toMatchObject({ rule: 'R16' })
    expect(canSetExtraSpecs({ multiattach: '<is> True' }, { cacheable: '<is> True' })).toMatchObject({ status: 400 })
    expect(canSetExtraSpecs({}, { cacheable: '<is> True' }).ok).toBe(true)
  })

  it('attachment delete by a user: refused when Nova uses it', () => {
    const used = { instanceId: 's1', hasConnectionInfo: true, status: 'attached' }
    expect(canUserDeleteAttachment(used, { isService: false, novaKnowsInstance: true })).toMatchObject({
      status: 409,
      rule: 'R8',
    })
    expect(canUserDeleteAttachment(used, { isService: true, novaKnowsInstance: true }).ok).toBe(true)
    expect(canUserDeleteAttachment(used, { isService: false, novaKnowsInstance: false }).ok).toBe(true)
    expect(
      canUserDeleteAttachment({ ...used, status: 'reserved' }, { isService: false, novaKnowsInstance: true }).ok,
    ).toBe(true)
  })
})
