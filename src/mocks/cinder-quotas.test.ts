// Cinder quota sets on the demo cloud (Q1–Q7, docs/volume-life-facts.md §3, docs/quotas.md): the
// set with usage, per-type keys for every type, who may read and change it, the PUT's checks, and
// the per-type and per-volume refusals of a create.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { setUpDemoCloud } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'
import { refusal } from '../test/refusal'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

/** A GET the API module would not send, with the session's token. */
async function rawGet(client: OpenStackClient, path: string) {
  const token = [...demo.cloud.tokens.entries()].find(([, caller]) => caller.userId === client.token.user.id)?.[0]
  const response = await fetch(`${client.services.volume.endpoint}/${path}`, {
    headers: { 'X-Auth-Token': token ?? '', 'OpenStack-API-Version': 'volume 3.70' },
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('quota sets', () => {
  it('answers the own project with usage, per-type keys for every type, groups and per_volume_gigabytes', async () => {
    const member = await demo.signIn('member')
    const set = await member.cinder.getQuotaUsage(member.token.project.id)
    const volumes = await member.cinder.listVolumes({ limit: 1000 })
    expect(set.id).toBe(member.token.project.id)
    expect(set.volumes).toEqual({ limit: 60, in_use: volumes.volumes.length, reserved: 0 })
    expect(set.per_volume_gigabytes).toMatchObject({ limit: -1 })
    // The demo project's groups (the demo scenario has two, app-stack and dr-pair).
    const groups = await member.cinder.listGroups()
    expect(set.groups).toMatchObject({ limit: 10, in_use: groups.length })
    expect(groups.length).toBe(2)
    expect(set['volumes_shared-ssd']).toEqual({ limit: 4, in_use: 1, reserved: 0 })
    // Private types too, whether or not the member can see them; unlimited by default.
    const admin = await demo.signIn('admin')
    for (const type of await admin.cinder.listVolumeTypes()) {
      expect(set).toHaveProperty([`snapshots_${type.name}`])
    }
    expect(set['volumes_nfs-standard']).toMatchObject({ limit: -1, in_use: 1 })
  })

  it("refuses another project's set to a member (403) and a usage that is no boolean (400)", async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    expect(await refusal(member.cinder.getQuotaUsage(admin.token.project.id))).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:quotas:show to be performed.",
    })
    const response = await rawGet(member, `os-quota-sets/${member.token.project.id}?usage=maybe`)
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain("Value 'maybe' for 'usage' is not a boolean.")
  })

  it('lets only an admin change limits, with Cinder’s checks on keys, values and usage', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const project = member.token.project.id
    expect(await refusal(member.cinder.updateQuotaSet(project, { volumes: 70 }))).toEqual({
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
    expect(await refusal(admin.cinder.updateQuotaSet(project, { volumes: 1 }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^Quota volumes limit must be equal or greater than existing resources\. Current usage is \d+ and the requested limit is 1\.$/,
      ) as unknown as string,
    })
    // `id` and `tenant_id` are ignored (the API module's type allows numbers only: a raw body's case).
    const answer = await admin.cinder.updateQuotaSet(project, {
      'gigabytes_nfs-standard': 60,
      id: 'ignored' as unknown as number,
    })
    expect(answer).not.toHaveProperty('id')
    expect(answer).toMatchObject({ 'gigabytes_nfs-standard': 60, volumes: 60 })
  })

  it("refuses a create beyond the type's own quota and beyond per_volume_gigabytes (413)", async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    await admin.cinder.updateQuotaSet(member.token.project.id, { per_volume_gigabytes: 1000 })
    const used = (await member.cinder.getQuotaUsage(member.token.project.id))['gigabytes_shared-ssd']
    expect(used).toMatchObject({ limit: 1000 })
    expect(await refusal(member.cinder.createVolume({ size: 600, volume_type: 'shared-ssd' }))).toEqual({
      status: 413,
      message:
        'VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes_shared-ssd quota. Requested 600G, quota is 1000G and 500G has been consumed.',
    })
    expect(await refusal(member.cinder.createVolume({ size: 1001 }))).toEqual({
      status: 413,
      message: 'VolumeSizeExceedsLimit: Requested volume size 1001G is larger than maximum allowed limit 1000G.',
    })
    const volume = await volumeNamed(member, 'scratch-01')
    expect(await refusal(member.cinder.extendVolume(volume.id, 1001))).toMatchObject({ status: 413 })
  })
})
