// Servers on the demo cloud: boot from a volume, multi-create (R7 and the Rocky spec
// extension), old computes (R6), shelve and unshelve, swap (R9), and admin-only type creation.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient, ServerCreateParams } from '../api'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { serverNamed, volumeNamed } from '../test/lookups'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

function bootFrom(volumeId: string, extra: Partial<ServerCreateParams> = {}): ServerCreateParams {
  return {
    name: 'app',
    flavorRef: '1',
    imageRef: '',
    networks: 'none',
    block_device_mapping_v2: [
      {
        boot_index: 0,
        uuid: volumeId,
        source_type: 'volume',
        destination_type: 'volume',
        delete_on_termination: false,
      },
    ],
    ...extra,
  }
}

async function named(client: OpenStackClient, prefix: string) {
  const { servers } = await client.nova!.listServers({ filters: { name: `^${prefix}` } })
  return servers
}

describe('boot from volume', () => {
  it('boots from a bootable volume: BUILD, then ACTIVE with the volume in-use', async () => {
    const client = await demo.signIn('member')
    const template = await volumeNamed(client, 'boot-template')
    const created = await client.nova!.createServer(bootFrom(template.id))
    expect('id' in created && created.id).toBeTruthy()
    const [server] = await named(client, 'app')
    expect(server).toMatchObject({ status: 'BUILD', image: '' })
    clock.advance(1000)
    const active = await client.nova!.getServer(server!.id)
    expect(active.status).toBe('ACTIVE')
    expect(active['os-extended-volumes:volumes_attached']).toEqual([{ id: template.id, delete_on_termination: false }])
    expect((await client.cinder.getVolume(template.id)).status).toBe('in-use')
  })

  it('refuses a volume that is not bootable', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    await expect(client.nova!.createServer(bootFrom(scratch.id))).rejects.toMatchObject({
      status: 400,
      message: `Block Device ${scratch.id} is not bootable.`,
    })
  })

  it('R7: several servers from one volume are refused upstream, shareable or not', async () => {
    const client = await demo.signIn('member')
    const template = await volumeNamed(client, 'boot-template')
    const shared = await volumeNamed(client, 'shared-boot')
    for (const volume of [template, shared]) {
      await expect(
        client.nova!.createServer(bootFrom(volume.id, { min_count: 2 }), { microversion: '2.100' }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Cannot attach one or more volumes to multiple instances',
      })
    }
  })

  it('the Rocky spec extension: several servers from one shareable volume, with attach mode', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-boot')
    const params = bootFrom(shared.id, { name: 'ha', min_count: 3, max_count: 3 })
    params.block_device_mapping_v2![0]!.attach_mode = 'rw'
    await client.nova!.createServer(params)
    clock.advance(1000)
    const servers = await named(client, 'ha-')
    expect(servers.map((server) => server.name).sort()).toEqual(['ha-1', 'ha-2', 'ha-3'])
    expect(servers.every((server) => server.status === 'ACTIVE')).toBe(true)
    const volume = await client.cinder.getVolume(shared.id)
    expect(volume.status).toBe('in-use')
    expect(volume.attachments.map((attachment) => attachment.server_id).sort()).toEqual(
      servers.map((server) => server.id).sort(),
    )
    // A non-shareable volume is still refused, even at the extension version.
    const template = await volumeNamed(client, 'boot-template')
    await expect(client.nova!.createServer(bootFrom(template.id, { min_count: 2 }))).rejects.toMatchObject({
      status: 400,
      message: 'Cannot attach one or more volumes to multiple instances',
    })
  })

  it('attach mode on a local mapping is a 400; below the extension it is a schema error', async () => {
    const client = await demo.signIn('member')
    const params: ServerCreateParams = {
      name: 'local',
      flavorRef: '1',
      imageRef: '00000000-0000-4000-8000-000000000001',
      block_device_mapping_v2: [
        {
          boot_index: 0,
          source_type: 'image',
          uuid: '00000000-0000-4000-8000-000000000001',
          destination_type: 'local',
          attach_mode: 'ro',
        },
      ],
    }
    await expect(client.nova!.createServer(params)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid input received: attach_mode is only supported for destination_type volume.',
    })
    await expect(client.nova!.createServer(params, { microversion: '2.100' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^Invalid input for field\/attribute 0\. Value: .*Additional properties are not allowed \('attach_mode' was unexpected\)$/,
      ),
    })
  })

  it('R3 and R6: boot from a shareable volume needs 2.60, and old computes answer 409', async () => {
    const client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-boot')
    await expect(client.nova!.createServer(bootFrom(shared.id), { microversion: '2.59' })).rejects.toMatchObject({
      status: 400,
      message: 'Multiattach volumes are only supported starting with compute API version 2.60.',
    })
    demo.cloud.settings.oldComputes = true
    await expect(client.nova!.createServer(bootFrom(shared.id))).rejects.toMatchObject({
      status: 409,
      fault: 'conflictingRequest',
      message: 'Multiattach volume support is not yet available.',
    })
  })
})

describe('shelve and unshelve', () => {
  it('offloading turns attachments into reservations; unshelve brings them back', async () => {
    const client = await demo.signIn('member')
    const primary = await serverNamed(client, 'db-primary')
    const standby = await serverNamed(client, 'db-standby')
    const pg = await volumeNamed(client, 'pg-shared-data')
    await client.nova!.shelve(primary.id)
    clock.advance(1000)
    expect((await client.nova!.getServer(primary.id)).status).toBe('SHELVED_OFFLOADED')
    const shelvedView = await client.cinder.getVolume(pg.id)
    // Still attached to the standby, so still in-use; the primary's is only a reservation now.
    expect(shelvedView.status).toBe('in-use')
    expect(shelvedView.attachments.map((attachment) => attachment.server_id)).toEqual([standby.id])
    const root = await volumeNamed(client, 'db-primary-root')
    expect(root).toMatchObject({ status: 'reserved', attachments: [] })
    await client.nova!.unshelve(primary.id)
    clock.advance(1000)
    expect((await client.nova!.getServer(primary.id)).status).toBe('ACTIVE')
    const back = await client.cinder.getVolume(pg.id)
    expect(back.attachments.map((attachment) => attachment.server_id).sort()).toEqual([primary.id, standby.id].sort())
    expect((await client.cinder.getVolume(root.id)).status).toBe('in-use')
  })
})

describe('swap and types', () => {
  it('R9: users may not swap volumes (service role policy)', async () => {
    const client = await demo.signIn('admin')
    const { servers } = await client.nova!.listServers({ allTenants: true, filters: { name: '^db-primary$' } })
    const primary = servers[0]!
    const pg = await client.cinder.listVolumes({ allTenants: true, filters: { name: 'pg-shared-data' } })
    const target = await client.cinder.listVolumes({ allTenants: true, filters: { name: 'shared-empty' } })
    await expect(client.nova!.swapVolume(primary.id, pg.volumes[0]!.id, target.volumes[0]!.id)).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow os_compute_api:os-volumes-attachments:swap to be performed.",
    })
  })

  it('only an admin creates volume types; multiattach and cacheable conflict', async () => {
    const member = await demo.signIn('member')
    await expect(member.cinder.createVolumeType({ name: 'mine' })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:type_create to be performed.",
    })
    const admin = await demo.signIn('admin')
    const type = await admin.cinder.createVolumeType({ name: 'shared-new', extra_specs: { multiattach: '<is> True' } })
    expect(type.extra_specs).toEqual({ multiattach: '<is> True' })
    await expect(admin.cinder.setVolumeTypeExtraSpecs(type.id, { cacheable: '<is> True' })).rejects.toMatchObject({
      status: 400,
      message: 'cacheable cannot be set with multiattach.',
    })
    // Encryption is an admin's to read.
    const encrypted = (await admin.cinder.listVolumeTypes()).find((candidate) => candidate.name === 'encrypted')!
    expect(await admin.cinder.getVolumeTypeEncryption(encrypted.id)).toMatchObject({
      provider: 'luks',
      control_location: 'front-end',
    })
    expect(await admin.cinder.getVolumeTypeEncryption(type.id)).toBeNull()
    await expect(member.cinder.getVolumeTypeEncryption(type.id)).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:volume_type_encryption:get to be performed.",
    })
    // Members see only the user-visible extra specs.
    const types = await member.cinder.listVolumeTypes()
    const ssd = types.find((candidate) => candidate.name === 'shared-ssd')
    expect(ssd?.extra_specs).toEqual({ multiattach: '<is> True' })
  })
})

describe('scheduling: the demo as a new user meets it', () => {
  it('a server launched without a zone lands where it can share a volume, and takes one with an existing server', async () => {
    const member = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    const template = await volumeNamed(member, 'boot-template')
    await member.nova!.createServer(bootFrom(template.id, { name: 'fresh' }))
    clock.advance(1000)
    const [fresh] = await named(member, 'fresh')
    const seen = await admin.nova!.getServer(fresh!.id)
    // default_schedule_zone: never the legacy zone, whose host cannot multi-attach.
    expect(seen).toMatchObject({ status: 'ACTIVE', 'OS-EXT-AZ:availability_zone': 'nova' })
    expect(seen['OS-EXT-SRV-ATTR:host']).toMatch(/^compute-\d$/)

    const shared = await volumeNamed(member, 'shared-empty')
    const primary = await serverNamed(member, 'db-primary')
    // Each attach goes reserved → attaching → in-use, a transition apart.
    await member.nova!.attachVolume(fresh!.id, { volumeId: shared.id })
    clock.advance(2000)
    await member.nova!.attachVolume(primary.id, { volumeId: shared.id })
    clock.advance(2000)
    const attached = await member.cinder.getVolume(shared.id)
    expect(attached.status).toBe('in-use')
    expect(attached.attachments.map((attachment) => attachment.server_id).sort()).toEqual(
      [fresh!.id, primary.id].sort(),
    )
  })

  it('the host without multi-attach keeps its own zone; a zone that does not exist is refused', async () => {
    const member = await demo.signIn('member')
    const legacy = await serverNamed(member, 'legacy-app')
    expect((await member.nova!.getServer(legacy.id))['OS-EXT-AZ:availability_zone']).toBe('legacy')
    const template = await volumeNamed(member, 'boot-template')
    await expect(
      member.nova!.createServer(bootFrom(template.id, { name: 'nowhere', availability_zone: 'moon' })),
    ).rejects.toMatchObject({ status: 400, message: 'The requested availability zone is not available' })
    expect(await named(member, 'nowhere')).toEqual([])
  })
})

describe('no valid host', () => {
  it('accepts a boot no host can take, then shows it in ERROR with the fault, its volume still reserved', async () => {
    const member = await demo.signIn('member')
    const shared = await volumeNamed(member, 'shared-boot')
    // The only host of zone legacy cannot multi-attach: Nova accepts the request all the same.
    await member.nova!.createServer(bootFrom(shared.id, { name: 'stranded', availability_zone: 'legacy' }), {
      microversion: '2.60',
    })
    const [server] = await named(member, 'stranded')
    expect(server).toMatchObject({ status: 'BUILD' })
    clock.advance(1000)
    const failed = await member.nova!.getServer(server!.id)
    expect(failed.status).toBe('ERROR')
    expect(failed.fault).toMatchObject({
      code: 500,
      message: 'No valid host was found. There are not enough hosts available.',
    })
    expect((await member.cinder.getVolume(shared.id)).status).toBe('reserved')
  })
})
