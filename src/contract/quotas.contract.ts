// Quota sets (Q1–Q7, docs/volume-life-facts.md §3, docs/quotas.md): what a member reads of the own
// project with usage (per-type keys for every type), who may change limits and Cinder's checks, and
// the per-type and per-volume refusals of a create. Every limit an admin sets here is set back.
// Runs on the demo cloud and a real one.
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { refusal } from '../test/refusal'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient
let project: string

beforeAll(() => {
  if (!world.admin) throw new Error('the quota scenarios need CONTRACT_ADMIN_* (an admin sets limits)')
  admin = world.admin
  project = world.member.token.project.id
})

/** Sets limits for the scenario and back to what they were after it. */
async function withLimits(limits: Record<string, number>, scenario: () => Promise<void>) {
  const before = await world.member.cinder.getQuotaUsage(project)
  const previous = Object.fromEntries(
    Object.keys(limits).map((key) => {
      const value = before[key]
      return [key, typeof value === 'object' ? value.limit : -1]
    }),
  )
  await admin.cinder.updateQuotaSet(project, limits)
  try {
    await scenario()
  } finally {
    await admin.cinder.updateQuotaSet(project, previous)
  }
}

describe('quota sets: reading', () => {
  it("a member reads the own project's limits with usage: totals, groups, per_volume_gigabytes, and every type's keys", async () => {
    await world.volume('quota-count')
    const set = await world.member.cinder.getQuotaUsage(project)
    expect(set.id).toBe(project)
    for (const key of [
      'volumes',
      'gigabytes',
      'snapshots',
      'backups',
      'backup_gigabytes',
      'per_volume_gigabytes',
      'groups',
    ]) {
      expect(Object.keys(set[key] as object).sort(), key).toEqual(['in_use', 'limit', 'reserved'])
    }
    const listed = await world.member.cinder.listVolumes({ limit: 1000 })
    expect(set.volumes).toMatchObject({ in_use: listed.volumes.length })
    // Every type, private ones too: what the admin lists.
    for (const type of await admin.cinder.listVolumeTypes()) {
      for (const resource of ['volumes', 'gigabytes', 'snapshots']) {
        expect(set, `${resource}_${type.name}`).toHaveProperty([`${resource}_${type.name}`])
      }
    }
  })

  it("refuses another project's quotas to a member: 403", async () => {
    expect(await refusal(world.member.cinder.getQuotaUsage(admin.token.project.id))).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:quotas:show to be performed.",
    })
  })
})

describe('quota sets: changing', () => {
  it('only an admin may set limits; unknown keys and values below -1 are 400s', async () => {
    expect(await refusal(world.member.cinder.updateQuotaSet(project, { volumes: 70 }))).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:quotas:update to be performed.",
    })
    expect(await refusal(admin.cinder.updateQuotaSet(project, { volume: 5, bogus: 1 }))).toEqual({
      status: 400,
      message: 'Invalid input received: Bad key(s) in quota set: volume, bogus',
    })
    expect(await refusal(admin.cinder.updateQuotaSet(project, { volumes: -2 }))).toEqual({
      status: 400,
      message: 'volumes must be >= -1',
    })
  })

  it('refuses a limit below what the project uses, once the project has its own row for it', async () => {
    await world.volume('quota-below')
    const { volumes } = await world.member.cinder.getQuotaUsage(project)
    if (typeof volumes !== 'object') throw new Error('no volumes quota')
    // The same limit again: the project now has a row of its own, so Cinder compares (Q7).
    await withLimits({ volumes: volumes.limit }, async () => {
      const below = volumes.in_use - 1
      expect(await refusal(admin.cinder.updateQuotaSet(project, { volumes: below }))).toEqual({
        status: 400,
        message: `Quota volumes limit must be equal or greater than existing resources. Current usage is ${volumes.in_use} and the requested limit is ${below}.`,
      })
    })
  })
})

describe('quota sets: what a create meets', () => {
  it("refuses a volume beyond its type's own gigabytes quota: 413 naming gigabytes_<type>", async () => {
    const type = await admin.cinder.createVolumeType({ name: world.name('quota-type') })
    try {
      await withLimits({ [`gigabytes_${type.name}`]: 1 }, async () => {
        const seen = await world.member.cinder.getQuotaUsage(project)
        expect(seen[`gigabytes_${type.name}`]).toEqual({ limit: 1, in_use: 0, reserved: 0 })
        expect(await refusal(world.member.cinder.createVolume({ size: 2, volume_type: type.name }))).toEqual({
          status: 413,
          message: `VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes_${type.name} quota. Requested 2G, quota is 1G and 0G has been consumed.`,
        })
      })
    } finally {
      await admin.cinder.deleteVolumeType(type.id)
    }
  })

  it('refuses a volume larger than per_volume_gigabytes: 413', async () => {
    await withLimits({ per_volume_gigabytes: 1 }, async () => {
      expect(await refusal(world.member.cinder.createVolume({ size: 2 }))).toEqual({
        status: 413,
        message: 'VolumeSizeExceedsLimit: Requested volume size 2G is larger than maximum allowed limit 1G.',
      })
    })
  })
})
