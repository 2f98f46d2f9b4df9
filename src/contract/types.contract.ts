// Multi-attach volume types: the type decides, users see only the visible extra specs, and
// the conflicts and policy refusals of docs/rules.md (R10, R11, R12; C:cinder/api/contrib/types_extra_specs.py).
import { describe, expect, it } from 'vitest'
import { setUpWorld } from './world'

const world = setUpWorld()

describe('multi-attach volume types', () => {
  it('a volume of a multi-attach type is shareable; the member sees the multiattach spec', async () => {
    const typeName = await world.multiattachType()
    const asMember = (await world.member.cinder.listVolumeTypes()).find((type) => type.name === typeName)
    expect(asMember?.extra_specs.multiattach).toBe('<is> True')
    // Users see only multiattach, RESKEY:availability_zones and replication_enabled.
    expect(
      Object.keys(asMember?.extra_specs ?? {}).every((key) =>
        ['multiattach', 'RESKEY:availability_zones', 'replication_enabled'].includes(key),
      ),
    ).toBe(true)
    const volume = await world.volume('typed', { type: typeName })
    expect(volume).toMatchObject({ multiattach: true, volume_type: typeName, status: 'available' })
  })

  it('a member may not create a volume type', async () => {
    await expect(world.member.cinder.createVolumeType({ name: world.name('type') })).rejects.toMatchObject({
      status: 403,
      fault: 'forbidden',
      message: "Policy doesn't allow volume_extension:type_create to be performed.",
    })
  })

  it('type encryption is for admins: none on a new type; a member may not ask', async () => {
    if (!world.admin) throw new Error('needs CONTRACT_ADMIN_* on this cloud')
    const typeName = await world.multiattachType()
    const type = (await world.admin.cinder.listVolumeTypes()).find((candidate) => candidate.name === typeName)!
    expect(await world.admin.cinder.getVolumeTypeEncryption(type.id)).toBeNull()
    await expect(world.member.cinder.getVolumeTypeEncryption(type.id)).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:volume_type_encryption:get to be performed.",
    })
  })

  it('an admin cannot make a multi-attach type cacheable, nor change a type that volumes use', async () => {
    if (!world.admin) throw new Error('needs CONTRACT_ADMIN_* on this cloud')
    const fresh = await world.admin.cinder.createVolumeType({
      name: world.name('cacheable'),
      extra_specs: { multiattach: '<is> True' },
    })
    try {
      await expect(
        world.admin.cinder.setVolumeTypeExtraSpecs(fresh.id, { cacheable: '<is> True' }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'cacheable cannot be set with multiattach.',
      })
      // Unsetting shareable deletes the key; a key that is not there is a 404.
      await world.admin.cinder.deleteVolumeTypeExtraSpec(fresh.id, 'multiattach')
      expect((await world.admin.cinder.getVolumeType(fresh.id)).extra_specs).toEqual({})
      await expect(world.admin.cinder.deleteVolumeTypeExtraSpec(fresh.id, 'multiattach')).rejects.toMatchObject({
        status: 404,
        message: `Volume Type ${fresh.id} has no extra specs with key multiattach.`,
      })
    } finally {
      await world.admin.cinder.deleteVolumeType(fresh.id)
    }
    const typeName = await world.multiattachType()
    await world.volume('in-use-type', { type: typeName })
    const used = (await world.admin.cinder.listVolumeTypes()).find((candidate) => candidate.name === typeName)
    await expect(world.admin.cinder.setVolumeTypeExtraSpecs(used!.id, { note: 'x' })).rejects.toMatchObject({
      status: 400,
      message: 'Volume Type is currently in use.',
    })
  })

  it('retypes an available volume to multi-attach and back (tempest test_volume_retype_multiattach)', async () => {
    const typeName = await world.multiattachType()
    const volume = await world.volume('retype')
    const plainType = volume.volume_type!
    await world.member.cinder.retypeVolume(volume.id, typeName, 'never')
    const shared = await world.waitVolume(
      volume.id,
      (v) => v.status === 'available' && v.volume_type === typeName,
      'retyped',
    )
    expect(shared.multiattach).toBe(true)
    await world.member.cinder.retypeVolume(volume.id, plainType, 'never')
    const back = await world.waitVolume(
      volume.id,
      (v) => v.status === 'available' && v.volume_type === plainType,
      'retyped back',
    )
    expect(back.multiattach).toBe(false)
  })

  it('migration is an admin action, and not to the host the volume is on', async () => {
    if (!world.admin) throw new Error('needs CONTRACT_ADMIN_* on this cloud')
    const volume = await world.volume('migrate')
    await expect(world.member.cinder.migrateVolume(volume.id, 'anywhere@x#y')).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:volume_admin_actions:migrate_volume to be performed.",
    })
    const asAdmin = await world.admin.cinder.getVolume(volume.id)
    const host = asAdmin['os-vol-host-attr:host']!
    expect((await world.admin.cinder.listPools()).map((pool) => pool.name)).toContain(host)
    await expect(world.admin.cinder.migrateVolume(volume.id, host)).rejects.toMatchObject({
      status: 400,
      message: `Invalid volume: Volume ${volume.id} status must be available or in-use, must not be migrating, have snapshots, be replicated, be part of a group and destination host/cluster must be different than the current one`,
    })
    await expect(world.admin.cinder.migrateVolume(volume.id, `${world.name('nowhere')}@x#y`)).rejects.toMatchObject({
      status: 400,
      message: `Invalid host: No available service named '${world.name('nowhere')}@x#y'`,
    })
  })
})
