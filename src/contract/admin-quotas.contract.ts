// An admin's quota editing (docs/admin-quotas-storage.md): another project's limits with usage, a
// change only of the keys sent, the below-usage refusal, a reset to the defaults, and the default
// quota class (C:cinder/api/contrib/quotas.py, quota_classes.py, C:cinder/policies/quotas.py,
// quota_class.py). Every limit and default changed here is set back. Runs on both clouds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { refusal } from '../test/refusal'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient
let project: string

beforeAll(() => {
  if (!world.admin) throw new Error('the admin quota scenarios need CONTRACT_ADMIN_*')
  admin = world.admin
  project = world.member.token.project.id
})

const limitOf = (value: unknown): number => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'limit' in value) return (value as { limit: number }).limit
  throw new Error(`not a limit: ${JSON.stringify(value)}`)
}

describe('an admin edits a project quota', () => {
  it("reads the member's project with usage; a change of one key answers every limit and leaves the others", async () => {
    const before = await admin.cinder.getQuotaUsage(project)
    const backups = limitOf(before.backups)
    const gigabytes = limitOf(before.gigabytes)
    const answer = await admin.cinder.updateQuotaSet(project, { backups: backups + 1 })
    try {
      expect(answer).not.toHaveProperty('id')
      expect(answer).toMatchObject({ backups: backups + 1, gigabytes, per_volume_gigabytes: expect.any(Number) })
      // The member sees it in the own project's quota.
      const seen = await world.member.cinder.getQuotaUsage(project)
      expect(seen.backups).toMatchObject({ limit: backups + 1 })
      expect(limitOf(seen.gigabytes)).toBe(gigabytes)
    } finally {
      await admin.cinder.updateQuotaSet(project, { backups })
    }
  })

  it('refuses a gigabytes limit below what the project uses (volumes and snapshots), in Cinder words', async () => {
    await world.volume('admin-quota-below', { size: 2 })
    const before = await admin.cinder.getQuotaUsage(project)
    const usage = before.gigabytes as { limit: number; in_use: number; reserved: number }
    // The same limit again first: the project then has a row of its own, which Cinder compares (Q7).
    await admin.cinder.updateQuotaSet(project, { gigabytes: usage.limit })
    try {
      const used = usage.in_use + usage.reserved
      expect(await refusal(admin.cinder.updateQuotaSet(project, { gigabytes: used - 1 }))).toEqual({
        status: 400,
        message: `Quota gigabytes limit must be equal or greater than existing resources. Current usage is ${used} and the requested limit is ${used - 1}.`,
      })
      // -1 (no limit) is always accepted.
      expect((await admin.cinder.updateQuotaSet(project, { gigabytes: -1 })).gigabytes).toBe(-1)
    } finally {
      await admin.cinder.updateQuotaSet(project, { gigabytes: usage.limit })
    }
  })

  it('resets another project to the defaults (DELETE: 200, no body); a member may not', async () => {
    const others = (await admin.keystone.listProjects()).filter(
      (candidate) => candidate.id !== project && candidate.id !== admin.token.project.id,
    )
    const other = others.find((candidate) => ['service', 'staging'].includes(candidate.name)) ?? others[0]
    if (!other) throw new Error('no third project to reset')
    const defaults = await admin.cinder.getQuotaDefaults()
    await admin.cinder.updateQuotaSet(other.id, { backups: limitOf(defaults.backups) + 3 })
    expect(limitOf((await admin.cinder.getQuotaUsage(other.id)).backups)).toBe(limitOf(defaults.backups) + 3)
    expect(await refusal(world.member.cinder.deleteQuotaSet(other.id))).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:quotas:delete to be performed.",
    })
    await admin.cinder.deleteQuotaSet(other.id)
    expect(limitOf((await admin.cinder.getQuotaUsage(other.id)).backups)).toBe(limitOf(defaults.backups))
  })

  it("a member may not change limits nor read another project's", async () => {
    expect(await refusal(world.member.cinder.updateQuotaSet(project, { backups: 1 }))).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:quotas:update to be performed.",
    })
    expect(await refusal(world.member.cinder.getQuotaUsage(admin.token.project.id))).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:quotas:show to be performed.",
    })
  })
})

describe('the default quota class', () => {
  let saved: number | null = null

  afterAll(async () => {
    if (saved !== null) await admin.cinder.updateQuotaDefaults({ backup_gigabytes: saved })
  })

  it('an admin reads it: every key of the quota set, with id "default"; the project defaults are the same', async () => {
    const defaults = await admin.cinder.getQuotaDefaults()
    expect(defaults.id).toBe('default')
    for (const key of [
      'volumes',
      'gigabytes',
      'snapshots',
      'backups',
      'backup_gigabytes',
      'per_volume_gigabytes',
      'groups',
    ]) {
      expect(typeof defaults[key], key).toBe('number')
    }
    for (const type of await admin.cinder.listVolumeTypes()) {
      expect(defaults, `volumes_${type.name}`).toHaveProperty([`volumes_${type.name}`])
    }
    const set = await admin.cinder.getQuotaUsage(project)
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(set).sort())
  })

  it('an admin changes a default: the answer has every key and no id; projects without a row of their own follow', async () => {
    const defaults = await admin.cinder.getQuotaDefaults()
    saved = limitOf(defaults.backup_gigabytes)
    const answer = await admin.cinder.updateQuotaDefaults({ backup_gigabytes: saved + 1 })
    expect(answer).not.toHaveProperty('id')
    expect(answer).toMatchObject({ backup_gigabytes: saved + 1, volumes: defaults.volumes })
    expect((await admin.cinder.getQuotaDefaults()).backup_gigabytes).toBe(saved + 1)
    await admin.cinder.updateQuotaDefaults({ backup_gigabytes: saved })
    saved = null
  })

  it("refuses bad keys and values as Zed's schema does", async () => {
    expect(await refusal(admin.cinder.updateQuotaDefaults({ bogus: 1 }))).toEqual({
      status: 400,
      message: 'Invalid input received: Bad key(s) in quota class set: bogus',
    })
    expect(await refusal(admin.cinder.updateQuotaDefaults({ volumes: -2 }))).toEqual({
      status: 400,
      message: 'Invalid input for field/attribute volumes. Value: -2. -2 is less than the minimum of -1',
    })
    expect(await refusal(admin.cinder.updateQuotaDefaults({ volumes: 2147483648 }))).toEqual({
      status: 400,
      message:
        'Invalid input for field/attribute volumes. Value: 2147483648. 2147483648 is greater than the maximum of 2147483647',
    })
  })

  it('is for admins only: a member is refused reading and changing it', async () => {
    expect(await refusal(world.member.cinder.getQuotaDefaults())).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:quota_classes:get to be performed.",
    })
    expect(await refusal(world.member.cinder.updateQuotaDefaults({ volumes: 10 }))).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:quota_classes:update to be performed.",
    })
  })
})
