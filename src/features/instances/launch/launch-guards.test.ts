import { describe, expect, it } from 'vitest'
import type { FeatureCheck, FeatureName, Flavor, Image, Volume } from '../../../api'
import { OpenStackError } from '../../../api'
import { checkFeature } from '../../../api/features'
import {
  bootVolumes,
  countGuard,
  flavorFitsImage,
  OLD_COMPUTES_EXPLAINED,
  refusalExplanation,
  severalNotShareable,
  shareableBootGuard,
} from './launch-guards'

const cloudAt =
  (compute: string) =>
  (name: FeatureName): FeatureCheck =>
    checkFeature(name, { volume: '3.71', compute })

const volume = (patch: Partial<Volume>): Volume =>
  ({ id: patch.name ?? 'v', name: 'v', status: 'available', bootable: 'true', multiattach: false, ...patch }) as Volume

describe('boot volumes', () => {
  it('offers bootable volumes that are available, or in use and shareable', () => {
    const offered = bootVolumes([
      volume({ name: 'plain' }),
      volume({ name: 'data', bootable: 'false' }),
      volume({ name: 'root', status: 'in-use' }),
      volume({ name: 'shared', status: 'in-use', multiattach: true }),
      volume({ name: 'busy', status: 'attaching', multiattach: true }),
    ])
    expect(offered.map((item) => item.name)).toEqual(['plain', 'shared'])
  })

  it('adds the volume launched from when the list does not have it', () => {
    expect(bootVolumes([], volume({ name: 'far' })).map((item) => item.name)).toEqual(['far'])
  })
})

describe('several instances from one volume', () => {
  it('refuses a volume that is not shareable, whatever the cloud', () => {
    expect(countGuard(volume({}), 2, cloudAt('2.200'))).toEqual({
      ok: false,
      kind: 'refuse',
      reason: severalNotShareable(),
    })
    expect(severalNotShareable()).toBe(
      'Several instances cannot share a volume that is not shareable (Nova: Cannot attach one or more volumes to multiple instances)',
    )
  })

  it('disables a shareable one where the extension is missing, with the reason', () => {
    const verdict = countGuard(volume({ multiattach: true }), 3, cloudAt('2.104'))
    expect(verdict).toMatchObject({ ok: false, kind: 'disable' })
    expect(!verdict.ok && verdict.reason).toMatch(
      /needs Compute \(Nova\) API 2\.200 or later; this cloud offers 2\.104/,
    )
    expect(countGuard(volume({ multiattach: true }), 3, cloudAt('2.200'))).toEqual({ ok: true })
  })

  it('lets one instance, or an image, through', () => {
    expect(countGuard(volume({}), 1, cloudAt('2.104'))).toEqual({ ok: true })
    expect(countGuard(undefined, 5, cloudAt('2.104'))).toEqual({ ok: true })
  })

  it('needs compute 2.60 to boot from a shareable volume at all (R3)', () => {
    expect(shareableBootGuard(volume({ multiattach: true }), cloudAt('2.59'))).toMatchObject({ ok: false, rule: 'R3' })
    expect(shareableBootGuard(volume({}), cloudAt('2.59'))).toEqual({ ok: true })
  })
})

describe('flavor and image', () => {
  const flavor = { name: 'm1.tiny', ram: 512, disk: 1 } as Flavor
  const image = (patch: Partial<Image>) => ({ min_disk: 0, min_ram: 0, size: 1024, ...patch }) as Image

  it('refuses a disk or RAM smaller than the image needs', () => {
    expect(flavorFitsImage(flavor, image({ min_disk: 10 }))).toBe(
      'Flavor m1.tiny has a 1 GiB disk; the image needs at least 10 GiB.',
    )
    expect(flavorFitsImage(flavor, image({ min_ram: 1024 }))).toMatch(/512 MiB of RAM/)
    expect(flavorFitsImage(flavor, image({}))).toBeUndefined()
    expect(flavorFitsImage({ ...flavor, disk: 0 }, image({ min_disk: 10 }))).toBeUndefined()
  })
})

describe('refusals explained', () => {
  const refusal = (status: number, message: string) => new OpenStackError({ kind: 'http', status, fault: 'x', message })

  it('explains the old computes 409 (R6) in words', () => {
    expect(refusalExplanation(refusal(409, 'Multiattach volume support is not yet available.'))).toBe(
      OLD_COMPUTES_EXPLAINED,
    )
    expect(refusalExplanation(refusal(400, 'Something else'))).toBeUndefined()
  })
})
