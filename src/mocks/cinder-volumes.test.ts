// Cinder volumes on the demo cloud: list paging, sort, filters and count; create, delete,
// extend, retype and the read-only flag with rules R10–R14 and R16.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { ManualClock, setUpDemoCloud, waitFor } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

async function settled(client: OpenStackClient, id: string, wanted: string) {
  return waitFor(
    async () => {
      const volume = await client.cinder.getVolume(id)
      return volume.status === wanted ? volume : undefined
    },
    { clock },
  )
}

describe('listing', () => {
  it('returns the wire format: bootable as a string, attachments with attachment_id', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    expect(pg).toMatchObject({
      status: 'in-use',
      multiattach: true,
      bootable: 'false',
      encrypted: false,
      volume_type: 'multiattach',
    })
    expect(pg.attachments).toHaveLength(2)
    expect(pg.attachments[0]).toEqual({
      id: pg.id,
      attachment_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      volume_id: pg.id,
      server_id: expect.any(String),
      host_name: null,
      device: '/dev/vdb',
      attached_at: expect.any(String),
    })
    const admin = await demo.signIn('admin')
    const asAdmin = await admin.cinder.getVolume(pg.id)
    expect(asAdmin.attachments[0]?.host_name).toMatch(/^compute-/)
    expect(asAdmin['os-vol-host-attr:host']).toBe('devstack@lvmdriver-1#lvmdriver-1')
  })

  it('pages with limit and marker, and counts with with_count', async () => {
    const client = await demo.signIn('member')
    const first = await client.cinder.listVolumes({ limit: 5, sort: 'name:asc', withCount: true })
    expect(first.volumes).toHaveLength(5)
    expect(first.count).toBeGreaterThan(20)
    expect(first.nextMarker).toBe(first.volumes[4]?.id)
    const names: string[] = first.volumes.map((volume) => volume.name ?? '')
    let marker = first.nextMarker
    while (marker) {
      const page = await client.cinder.listVolumes({ limit: 5, sort: 'name:asc', marker })
      names.push(...page.volumes.map((volume) => volume.name ?? ''))
      marker = page.nextMarker
    }
    expect(names).toHaveLength(first.count!)
    expect(names).toEqual([...names].sort())
    expect(new Set(names).size).toBe(names.length)
  })

  it('gives a next link on the last page when the count equals the limit (with_count compares the total)', async () => {
    const client = await demo.signIn('member')
    const { count } = await client.cinder.listVolumes({ limit: 1, withCount: true })
    const all = await client.cinder.listVolumes({ limit: count, withCount: true })
    expect(all.volumes).toHaveLength(count!)
    expect(all.nextMarker).toBeDefined()
    const none = await client.cinder.listVolumes({ limit: count! + 1 })
    expect(none.nextMarker).toBeUndefined()
  })

  it('sorts by the default created_at desc and by name', async () => {
    const client = await demo.signIn('member')
    const { volumes } = await client.cinder.listVolumes()
    const created = volumes.map((volume) => volume.created_at)
    expect(created).toEqual([...created].sort().reverse())
    const byName = await client.cinder.listVolumes({ sort: 'name:desc', limit: 3 })
    const names = byName.volumes.map((volume) => volume.name ?? '')
    expect(names).toEqual([...names].sort().reverse())
  })

  it('filters by name, status and bootable, and refuses other filters for users from 3.31', async () => {
    const client = await demo.signIn('member')
    const inUse = await client.cinder.listVolumes({ filters: { status: 'in-use' } })
    expect(inUse.volumes.length).toBeGreaterThan(0)
    expect(inUse.volumes.every((volume) => volume.status === 'in-use')).toBe(true)
    const bootable = await client.cinder.listVolumes({ filters: { bootable: 'true' } })
    expect(bootable.volumes.every((volume) => volume.bootable === 'true')).toBe(true)
    const like = await client.cinder.listVolumes({ filters: { 'name~': 'shared' } })
    expect(like.volumes.map((volume) => volume.name)).toEqual(
      expect.arrayContaining(['pg-shared-data', 'shared-empty']),
    )
    await expect(client.cinder.listVolumes({ filters: { multiattach: 'true' } })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid filters multiattach are found in query options.',
    })
  })

  it("refuses bad paging parameters with Cinder's messages", async () => {
    const client = await demo.signIn('member')
    await expect(client.cinder.listVolumes({ marker: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      status: 404,
      message: 'Volume 00000000-0000-4000-8000-000000000000 could not be found.',
    })
    await expect(client.cinder.listVolumes({ limit: -1 })).rejects.toMatchObject({
      status: 400,
      message: 'limit param must be positive',
    })
    await expect(client.cinder.listVolumes({ filters: { limit: 'x' } })).rejects.toMatchObject({
      status: 400,
      message: 'limit param must be an integer',
    })
  })

  it('refuses bad sort keys and directions as Zed does', async () => {
    const client = await demo.signIn('member')
    await expect(client.cinder.listVolumes({ sort: 'nope:asc' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Invalid sort key',
    })
    await expect(client.cinder.listVolumes({ sort: 'name:up' })).rejects.toMatchObject({
      status: 400,
      message: "Invalid input received: Unknown sort direction, must be 'desc' or 'asc'.",
    })
    await expect(client.cinder.listVolumes({ sort: 'name', filters: { sort_key: 'name' } })).rejects.toMatchObject({
      status: 400,
      message: "The 'sort_key' and 'sort_dir' parameters are deprecated and cannot be used with the 'sort' parameter.",
    })
  })

  it("keeps projects apart: a member sees only the project's volumes", async () => {
    const client = await demo.signIn('member')
    const { volumes } = await client.cinder.listVolumes()
    expect(volumes.some((volume) => volume.name === 'admin-tools')).toBe(false)
  })
})

describe('create', () => {
  it('creates a shareable volume from a multi-attach type: creating, then available', async () => {
    const client = await demo.signIn('member')
    const created = await client.cinder.createVolume({ size: 1, name: 'new-shared', volume_type: 'multiattach' })
    expect(created).toMatchObject({ status: 'creating', multiattach: true, name: 'new-shared', bootable: 'false' })
    const ready = await settled(client, created.id, 'available')
    expect(ready.multiattach).toBe(true)
  })

  it('ends in error when no backend can serve a multi-attach type (as CapabilitiesFilter does)', async () => {
    const client = await demo.signIn('member')
    const created = await client.cinder.createVolume({ size: 1, volume_type: 'nfs-shared' })
    expect((await settled(client, created.id, 'error')).multiattach).toBe(true)
  })

  it('R11: multi-attach with encryption is refused', async () => {
    const client = await demo.signIn('member')
    await expect(client.cinder.createVolume({ size: 1, volume_type: 'encrypted-shared' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid volume: Multiattach cannot be used with encrypted volumes.',
    })
  })

  it('R12: the volume:multiattach policy is checked for a multi-attach type', async () => {
    demo.cloud.settings.policies = { ...demo.cloud.settings.policies, 'volume:multiattach': ['admin'] }
    const client = await demo.signIn('member')
    await expect(client.cinder.createVolume({ size: 1, volume_type: 'multiattach' })).rejects.toMatchObject({
      status: 403,
      fault: 'forbidden',
      message: "Policy doesn't allow volume:multiattach to be performed.",
    })
    await expect(client.cinder.createVolume({ size: 1, volume_type: 'lvmdriver-1' })).resolves.toMatchObject({
      status: 'creating',
    })
  })

  it('refuses the removed multiattach body flag, and ignores false', async () => {
    const client = await demo.signIn('member')
    await expect(client.cinder.createVolume({ size: 1, multiattach: true })).rejects.toMatchObject({
      status: 400,
      message:
        'multiattach parameter has been removed. The default behavior is to use multiattach enabled volume types. Contact your administrator to create a multiattach enabled volume type and use it to create multiattach volumes.',
    })
    await expect(client.cinder.createVolume({ size: 1, multiattach: false })).resolves.toMatchObject({
      multiattach: false,
    })
  })

  it('refuses bad sizes and names with the schema messages, and creates nothing', async () => {
    const client = await demo.signIn('member')
    const before = (await client.cinder.listVolumes({ withCount: true, limit: 1 })).count
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ size: 0 }, 'Invalid input for field/attribute size. Value: 0. 0 is less than the minimum of 1'],
      [{ size: -1 }, 'Invalid input for field/attribute size. Value: -1. -1 is less than the minimum of 1'],
      [
        { size: 1.5 },
        "Invalid input for field/attribute size. Value: 1.5. 1.5 is not of type 'integer', 'string', 'null'",
      ],
      [{ size: 'ten' }, "Invalid input for field/attribute size. Value: ten. 'ten' does not match '^[0-9]+$'"],
      [{ size: 1, name: 'n'.repeat(256) }, 'Invalid input received: name has 256 characters, more than 255.'],
      [
        { size: 1, description: 'd'.repeat(256) },
        'Invalid input received: description has 256 characters, more than 255.',
      ],
      [{}, 'The server could not comply with the request since it is either malformed or otherwise incorrect.'],
      [{ size: 1, availability_zone: 'nowhere' }, "Availability zone 'nowhere' is invalid."],
    ]
    for (const [body, message] of cases) {
      await expect(client.cinder.createVolume(body as { size: number })).rejects.toMatchObject({ status: 400, message })
    }
    expect((await client.cinder.listVolumes({ withCount: true, limit: 1 })).count).toBe(before)
  })

  it('refuses a size beyond the gigabytes quota with 413', async () => {
    const client = await demo.signIn('member')
    const limits = await client.cinder.getLimits()
    const free = limits.maxTotalVolumeGigabytes - limits.totalGigabytesUsed
    await expect(client.cinder.createVolume({ size: free + 1 })).rejects.toMatchObject({
      status: 413,
      fault: 'overLimit',
      message: `VolumeSizeExceedsAvailableQuota: Requested volume or snapshot exceeds allowed gigabytes quota. Requested ${free + 1}G, quota is ${limits.maxTotalVolumeGigabytes}G and ${limits.totalGigabytesUsed}G has been consumed.`,
    })
  })

  it('a reader may not create', async () => {
    const client = await demo.signIn('reader')
    await expect(client.cinder.createVolume({ size: 1 })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume:create to be performed.",
    })
  })
})

describe('delete, extend, retype, read-only', () => {
  it('R13: an attached volume cannot be deleted; an available one goes through deleting', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    const message =
      'Invalid volume: Volume status must be available or error or error_restoring or error_extending or error_managing and must not be migrating, attached, belong to a group, have snapshots, awaiting a transfer, or be disassociated from snapshots after volume transfer.'
    await expect(client.cinder.deleteVolume(pg.id)).rejects.toMatchObject({ status: 400, message })
    // A reserved volume (its server is shelved-offloaded) neither.
    const batch = await volumeNamed(client, 'batch-data')
    expect(batch.status).toBe('reserved')
    await expect(client.cinder.deleteVolume(batch.id)).rejects.toMatchObject({ status: 400, message })
    const scratch = await volumeNamed(client, 'scratch-01')
    await client.cinder.deleteVolume(scratch.id)
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('deleting')
    clock.advance(1000)
    await expect(client.cinder.getVolume(scratch.id)).rejects.toMatchObject({
      status: 404,
      message: `Volume ${scratch.id} could not be found.`,
    })
  })

  it('R14: an in-use volume extends from 3.42, not below', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    await expect(client.cinder.extendVolume(pg.id, 200, { microversion: '3.41' })).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${pg.id} status must be '{'status': 'available'}' to extend, currently in-use.`,
    })
    await client.cinder.extendVolume(pg.id, 200)
    expect((await client.cinder.getVolume(pg.id)).status).toBe('extending')
    const done = await settled(client, pg.id, 'in-use')
    expect(done.size).toBe(200)
    await expect(client.cinder.extendVolume(pg.id, 100)).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid input received: New size for extend must be greater than current size. (current: 200, extended: 100).',
    })
  })

  it('R10: retypes that change multi-attach only while available; to multi-attach sets the flag', async () => {
    const client = await demo.signIn('member')
    const legacyData = await volumeNamed(client, 'legacy-app-data')
    await expect(client.cinder.retypeVolume(legacyData.id, 'multiattach')).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid input received: Invalid volume_type passed, retypes affecting multiattach are only allowed on available volumes, the specified volume however currently has a status of: in-use.',
    })
    const scratch = await volumeNamed(client, 'scratch-01')
    await expect(client.cinder.retypeVolume(scratch.id, 'encrypted-shared')).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: Retype requested both encryption and multi-attach, which is not supported.',
    })
    await client.cinder.retypeVolume(scratch.id, 'multiattach')
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('retyping')
    const retyped = await settled(client, scratch.id, 'available')
    expect(retyped).toMatchObject({ volume_type: 'multiattach', multiattach: true })
    await client.cinder.retypeVolume(scratch.id, 'lvmdriver-1')
    expect(await settled(client, scratch.id, 'available')).toMatchObject({ multiattach: false })
  })

  it('retype to the same type or an unknown one, and unknown actions, as Zed answers them', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    await expect(client.cinder.retypeVolume(scratch.id, 'lvmdriver-1')).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid volume: Retype needs volume to be in available or in-use state, not be part of an active migration or a consistency group, requested type has to be different that the one from the volume, and for in-use volumes front-end qos specs cannot change.',
    })
    await expect(client.cinder.retypeVolume(scratch.id, 'nope')).rejects.toMatchObject({
      status: 404,
      message: 'Volume type with name nope could not be found.',
    })
    await expect(client.cinder.volumeAction(scratch.id, { 'os-nope': {} } as never)).rejects.toMatchObject({
      status: 400,
      message: 'There is no such action: os-nope. Verify the request body and Content-Type header and try again.',
    })
    await expect(
      client.cinder.volumeAction(scratch.id, {
        'os-update_readonly_flag': { readonly: 'maybe' as unknown as boolean },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message:
        "Invalid input for field/attribute readonly. Value: maybe. 'maybe' is not one of [True, 'True', 'TRUE', 'true', '1', 'ON', 'On', 'on', 'YES', 'Yes', 'yes', 'y', 't', False, 'False', 'FALSE', 'false', '0', 'OFF', 'Off', 'off', 'NO', 'No', 'no', 'n', 'f']",
    })
  })

  it('R16: the read-only flag is set only while available and then shows in metadata', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    await expect(client.cinder.setReadonly(pg.id, true)).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${pg.id} status must be available to update readonly flag, but current status is: in-use.`,
    })
    const shared = await volumeNamed(client, 'shared-empty')
    await client.cinder.setReadonly(shared.id, true)
    expect((await client.cinder.getVolume(shared.id)).metadata).toMatchObject({ readonly: 'True' })
  })
})
