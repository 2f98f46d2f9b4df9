// Volume types, complete, and QoS specs, as an admin, with a member refused: update, delete and
// its refusals, access to private types, encryption, the per-project default type (3.62), QoS
// specs (create, keys, associate, delete refused while associated, force). docs/volume-types.md.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient, VolumeType } from '../api'
import { setUpWorld } from './world'

const world = setUpWorld()

function admin(): OpenStackClient {
  if (!world.admin) throw new Error('needs CONTRACT_ADMIN_* on this cloud')
  return world.admin
}

/** A type of this run's, deleted afterwards whatever happens. */
async function withType<T>(
  suffix: string,
  extra: { isPublic?: boolean },
  work: (type: VolumeType) => Promise<T>,
): Promise<T> {
  const type = await admin().cinder.createVolumeType({
    name: world.name(suffix),
    'os-volume-type-access:is_public': extra.isPublic ?? true,
  })
  try {
    return await work(type)
  } finally {
    await admin()
      .cinder.deleteVolumeType(type.id)
      .catch(() => undefined)
  }
}

/** Until the volume is gone (a 404), so that its type can be deleted. */
async function waitGone(id: string): Promise<void> {
  const deadline = Date.now() + world.target.timeoutMs
  for (;;) {
    const gone = await world.member.cinder.getVolume(id).then(
      () => false,
      (error: unknown) => (error as { status?: number }).status === 404,
    )
    if (gone) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for volume ${id} to go`)
    await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
  }
}

describe('volume types, complete', () => {
  it('an admin renames a type, changes its description and makes it private; refusals as Zed words them', async () => {
    await withType('edit', {}, async (type) => {
      const renamed = world.name('edited')
      const updated = await admin().cinder.updateVolumeType(type.id, {
        name: renamed,
        description: 'edited by the contract',
        is_public: false,
      })
      expect(updated).toMatchObject({
        id: type.id,
        name: renamed,
        description: 'edited by the contract',
        is_public: false,
      })
      await expect(admin().cinder.updateVolumeType(type.id, {})).rejects.toMatchObject({
        status: 400,
        message: 'Specify volume type name, description, is_public or a combination thereof.',
      })
      await expect(admin().cinder.updateVolumeType(type.id, { name: '   ' })).rejects.toMatchObject({
        status: 400,
        message: 'Volume type name can not be empty.',
      })
      const other = (await admin().cinder.listVolumeTypes()).find((candidate) => candidate.id !== type.id)!
      await expect(admin().cinder.updateVolumeType(type.id, { name: other.name })).rejects.toMatchObject({
        status: 409,
        message: `Volume Type ${other.name} already exists.`,
      })
      await expect(world.member.cinder.updateVolumeType(type.id, { description: 'x' })).rejects.toMatchObject({
        status: 403,
        message: "Policy doesn't allow volume_extension:type_update to be performed.",
      })
    })
  })

  it('a private type is shared with a project and taken back; the member then sees it and may not change access', async () => {
    const project = world.member.token.project.id
    await withType('private', { isPublic: false }, async (type) => {
      expect(await admin().cinder.listVolumeTypeAccess(type.id)).toEqual([])
      expect((await world.member.cinder.listVolumeTypes()).map((candidate) => candidate.id)).not.toContain(type.id)
      // Without access the member's volume of that type is refused, named by the type's id.
      await expect(
        world.member.cinder.createVolume({ size: 1, name: world.name('private-refused'), volume_type: type.name }),
      ).rejects.toMatchObject({ status: 404, message: `Volume type ${type.id} could not be found.` })
      await admin().cinder.setVolumeTypeAccess(type.id, project, true)
      expect(await admin().cinder.listVolumeTypeAccess(type.id)).toEqual([
        { volume_type_id: type.id, project_id: project },
      ])
      expect((await world.member.cinder.listVolumeTypes()).map((candidate) => candidate.id)).toContain(type.id)
      await expect(admin().cinder.setVolumeTypeAccess(type.id, project, true)).rejects.toMatchObject({
        status: 409,
        message: `Volume type access for ${type.id} / ${project} combination already exists.`,
      })
      await expect(world.member.cinder.listVolumeTypeAccess(type.id)).rejects.toMatchObject({
        status: 403,
        message: "Policy doesn't allow volume_extension:volume_type_access:get_all_for_type to be performed.",
      })
      await expect(world.member.cinder.setVolumeTypeAccess(type.id, project, false)).rejects.toMatchObject({
        status: 403,
        message: "Policy doesn't allow volume_extension:volume_type_access:removeProjectAccess to be performed.",
      })
      await admin().cinder.setVolumeTypeAccess(type.id, project, false)
      await expect(admin().cinder.setVolumeTypeAccess(type.id, project, false)).rejects.toMatchObject({
        status: 404,
        message: `Volume type access not found for ${type.id} / ${project} combination.`,
      })
    })
    await withType('public', {}, async (type) => {
      await expect(admin().cinder.setVolumeTypeAccess(type.id, project, true)).rejects.toMatchObject({
        status: 400,
        message: 'Invalid volume type: Type access modification is not applicable to public volume type.',
      })
    })
  })

  it('encryption is created, updated and deleted; a member may not; a second one is refused', async () => {
    await withType('encryption', {}, async (type) => {
      const created = await admin().cinder.createVolumeTypeEncryption(type.id, {
        provider: 'luks',
        cipher: 'aes-xts-plain64',
        key_size: 256,
        control_location: 'front-end',
      })
      expect(created).toMatchObject({ provider: 'luks', key_size: 256, volume_type_id: type.id })
      const encryptionId = 'encryption_id' in created ? created.encryption_id : ''
      await expect(
        admin().cinder.createVolumeTypeEncryption(type.id, { provider: 'luks', control_location: 'front-end' }),
      ).rejects.toMatchObject({
        status: 400,
        message: `Volume type encryption for type ${type.id} already exists.`,
      })
      expect(await admin().cinder.updateVolumeTypeEncryption(type.id, encryptionId, { key_size: 512 })).toEqual({
        key_size: 512,
      })
      expect(await admin().cinder.getVolumeTypeEncryption(type.id)).toMatchObject({ key_size: 512, provider: 'luks' })
      await expect(
        world.member.cinder.updateVolumeTypeEncryption(type.id, encryptionId, { key_size: 256 }),
      ).rejects.toMatchObject({
        status: 403,
        message: "Policy doesn't allow volume_extension:volume_type_encryption:update to be performed.",
      })
      await admin().cinder.deleteVolumeTypeEncryption(type.id, encryptionId)
      expect(await admin().cinder.getVolumeTypeEncryption(type.id)).toBeNull()
      await expect(admin().cinder.deleteVolumeTypeEncryption(type.id, encryptionId)).rejects.toMatchObject({
        status: 404,
        message: `Volume type encryption for type ${type.id} does not exist.`,
      })
    })
  })

  it('a type in use: its encryption and its deletion are refused with Cinder’s words', async () => {
    await withType('in-use', {}, async (type) => {
      const volume = await world.volume('type-in-use', { type: type.name })
      await expect(
        admin().cinder.createVolumeTypeEncryption(type.id, { provider: 'luks', control_location: 'front-end' }),
      ).rejects.toMatchObject({ status: 400, message: 'Cannot create encryption specs. Volume type in use.' })
      await expect(admin().cinder.deleteVolumeType(type.id)).rejects.toMatchObject({
        status: 400,
        message: 'Target volume type is still in use.',
      })
      await world.member.cinder.deleteVolume(volume.id)
      await waitGone(volume.id)
    })
  })

  it('a project’s default type (3.62): set, read, listed, refuses the type’s deletion, unset; a member is refused', async () => {
    const project = world.member.token.project.id
    const before = (await admin().cinder.listDefaultTypes()).find((entry) => entry.project_id === project)
    // Another run may have a default set for the member's project: put back what was there.
    await withType('default', {}, async (type) => {
      try {
        expect(await admin().cinder.setDefaultType(project, type.id)).toEqual({
          project_id: project,
          volume_type_id: type.id,
        })
        expect(await admin().cinder.listDefaultTypes()).toContainEqual({ project_id: project, volume_type_id: type.id })
        expect((await world.member.cinder.getDefaultVolumeType()).id).toBe(type.id)
        await expect(admin().cinder.deleteVolumeType(type.id)).rejects.toMatchObject({
          status: 400,
          message: `The volume type ${type.id} is a default volume type and cannot be deleted.`,
        })
        await expect(world.member.cinder.setDefaultType(project, type.id)).rejects.toMatchObject({
          status: 403,
          message: 'You are not authorized to perform this operation.',
        })
        await expect(admin().cinder.setDefaultType(project, world.name('no-such-type'))).rejects.toMatchObject({
          status: 400,
          message: `Volume type with name ${world.name('no-such-type')} could not be found.`,
        })
      } finally {
        if (before) await admin().cinder.setDefaultType(project, before.volume_type_id)
        else await admin().cinder.unsetDefaultType(project)
      }
      expect((await admin().cinder.listDefaultTypes()).find((entry) => entry.project_id === project)).toEqual(before)
    })
  })

  it('the configured default type cannot be deleted', async () => {
    const fallback = await admin().cinder.getDefaultVolumeType()
    const ownDefault = (await admin().cinder.listDefaultTypes()).some((entry) => entry.volume_type_id === fallback.id)
    if (ownDefault) return
    await expect(admin().cinder.deleteVolumeType(fallback.id)).rejects.toMatchObject({
      status: 400,
      message: `The volume type ${fallback.id} is a default volume type and cannot be deleted.`,
    })
  })
})

describe('QoS specs', () => {
  it('created with a consumer and keys, keys set and deleted, associated, refused while associated, deleted with force', async () => {
    const cinder = admin().cinder
    await withType('qos', {}, async (type) => {
      const name = world.name('qos')
      const specs = await cinder.createQosSpecs(name, 'front-end', { read_iops_sec: '100' })
      try {
        expect(specs).toMatchObject({ name, consumer: 'front-end', specs: { read_iops_sec: '100' } })
        await expect(cinder.createQosSpecs(name, 'both', {})).rejects.toMatchObject({
          status: 409,
          message: `QoS Specs ${name} already exists.`,
        })
        await cinder.setQosKeys(specs.id, { write_iops_sec: '200', consumer: 'both' })
        await cinder.deleteQosKeys(specs.id, ['read_iops_sec'])
        expect((await cinder.listQosSpecs()).find((candidate) => candidate.id === specs.id)).toMatchObject({
          consumer: 'both',
          specs: { write_iops_sec: '200' },
        })
        await expect(cinder.deleteQosKeys(specs.id, ['nokey'])).rejects.toMatchObject({
          status: 404,
          message: `QoS spec ${specs.id} has no spec with key nokey.`,
        })
        await cinder.setQosAssociation(specs.id, type.id, true)
        expect(await cinder.listQosAssociations(specs.id)).toEqual([
          { association_type: 'volume_type', name: type.name, id: type.id },
        ])
        expect((await cinder.getVolumeType(type.id)).qos_specs_id).toBe(specs.id)
        await expect(cinder.deleteQosSpecs(specs.id, false)).rejects.toMatchObject({
          status: 400,
          message: 'Qos specs still in use.',
        })
        await cinder.setQosAssociation(specs.id, type.id, false)
        expect(await cinder.listQosAssociations(specs.id)).toEqual([])
        await cinder.setQosAssociation(specs.id, type.id, true)
        await cinder.deleteQosSpecs(specs.id, true)
        expect((await cinder.getVolumeType(type.id)).qos_specs_id).toBeNull()
        await expect(cinder.listQosAssociations(specs.id)).rejects.toMatchObject({
          status: 404,
          message: `No such QoS spec ${specs.id}.`,
        })
      } finally {
        await cinder.deleteQosSpecs(specs.id, true).catch(() => undefined)
      }
    })
  })

  it('a type has one QoS spec: a second association is refused; a bad consumer is refused', async () => {
    const cinder = admin().cinder
    await withType('qos-two', {}, async (type) => {
      const first = await cinder.createQosSpecs(world.name('qos-a'), 'back-end', {})
      const second = await cinder.createQosSpecs(world.name('qos-b'), 'back-end', {})
      try {
        await cinder.setQosAssociation(first.id, type.id, true)
        await expect(cinder.setQosAssociation(second.id, type.id, true)).rejects.toMatchObject({
          status: 400,
          message: `Invalid volume type: Type ${type.id} is already associated with another qos specs: ${first.id}`,
        })
        await cinder.disassociateQosAll(first.id)
        expect(await cinder.listQosAssociations(first.id)).toEqual([])
        await expect(cinder.createQosSpecs(world.name('qos-c'), 'nowhere' as 'both', {})).rejects.toMatchObject({
          status: 400,
          message: expect.stringMatching(/^Invalid qos specs: Valid consumer of QoS specs are: /),
        })
      } finally {
        await cinder.deleteQosSpecs(first.id, true).catch(() => undefined)
        await cinder.deleteQosSpecs(second.id, true).catch(() => undefined)
      }
    })
  })

  it('a member may not list, create or delete QoS specs', async () => {
    await expect(world.member.cinder.listQosSpecs()).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:qos_specs_manage:get_all to be performed.",
    })
    await expect(world.member.cinder.createQosSpecs(world.name('qos-m'), 'both', {})).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:qos_specs_manage:create to be performed.",
    })
    await expect(
      world.member.cinder.deleteQosSpecs('00000000-0000-4000-8000-000000000000', false),
    ).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume_extension:qos_specs_manage:delete to be performed.",
    })
  })
})
