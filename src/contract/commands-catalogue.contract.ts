// The "Equivalent command" of the administrators' catalogue dialogs on a real cloud: Create Volume
// Type (its extra specs and encryption in the one command), Edit Volume Type, a type's access
// granted, a project's default type set and unset, Delete Volume Type, Create, Edit, associate and
// Delete QoS Spec (--force while a type uses it), Create, Edit and Delete Group Type, a type's
// encryption made and changed; each command as shown run through `sh -c` with the real CLIs,
// beside the dialog's own call through the API module, on a twin. On the demo cloud the same
// commands run in src/features/admin/admin-commands-cli.test.ts.
import { afterAll, describe, expect, it } from 'vitest'
import {
  associateQosCommand,
  createGroupTypeCommand,
  editGroupTypeCommand,
  createQosCommand,
  defaultTypeCommand,
  editQosCommand,
  deleteGroupTypeCommand,
  deleteQosCommand,
  deleteVolumeTypeCommand,
  editVolumeTypeCommand,
  encryptionCommand,
  setExtraSpecCommand,
  setGroupSpecCommand,
  typeAccessCommand,
} from '../rules/commands/admin-commands'
import { NEW_TYPE_ID } from '../rules/commands/admin-commands'
import type { CreateTypeValues } from '../features/admin/volume-types/create-type-form'
import {
  createVolumeType,
  createVolumeTypeCli,
  describeCreateVolumeType,
} from '../features/admin/volume-types/use-create-volume-type'
import { administrator } from './cli-shell'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
/** Types made here and not deleted by a test (a failure midway), deleted after the file. */
const types: string[] = []

const adminOf = () => administrator(world, 'the catalogue')

afterAll(async () => {
  for (const id of types) await world.admin?.cinder.deleteVolumeType(id).catch(() => undefined)
})

describe.runIf(targetKind() === 'cloud')(
  'the catalogue commands do what the catalogue dialogs do on a real cloud',
  () => {
    it('Create Volume Type: one openstack command makes the type, its extra specs and its encryption as the dialog does', async () => {
      const { admin, asAdmin } = adminOf()
      const values = (label: string): CreateTypeValues => ({
        name: world.name(`cmd-made-${label}`),
        description: 'made "twice"',
        isPublic: false,
        shareable: true,
        cacheable: false,
        encrypted: true,
      })
      // The described requests name the new type by a placeholder: the command is what runs here.
      expect(describeCreateVolumeType(admin, values('a')).map((request) => request.url.includes(NEW_TYPE_ID))).toEqual([
        false,
        true,
        true,
      ])
      const cliId = await asAdmin(createVolumeTypeCli(values('a')))
      expect(cliId).toBeDefined()
      types.push(cliId!)
      const made = await createVolumeType(admin, values('b'))
      types.push(made.id)
      const shape = async (id: string) => {
        const type = await admin.cinder.getVolumeType(id)
        const encryption = await admin.cinder.getVolumeTypeEncryption(id)
        return {
          description: type.description,
          is_public: type.is_public,
          extra_specs: type.extra_specs,
          encryption: encryption && { provider: encryption.provider, control_location: encryption.control_location },
        }
      }
      const [byCli, byDialog] = [await shape(cliId!), await shape(made.id)]
      expect(byCli).toEqual(byDialog)
      expect(byCli).toMatchObject({
        description: 'made "twice"',
        is_public: false,
        extra_specs: { multiattach: '<is> True' },
        encryption: { provider: 'luks', control_location: 'front-end' },
      })
      // An extra spec set on each.
      await asAdmin(setExtraSpecCommand(cliId!, 'cacheable', '<is> False'))
      await admin.cinder.setVolumeTypeExtraSpecs(made.id, { cacheable: '<is> False' })
      const [cliSpecs, dialogSpecs] = [await shape(cliId!), await shape(made.id)]
      expect(cliSpecs.extra_specs).toEqual(dialogSpecs.extra_specs)
      expect(cliSpecs.extra_specs).toMatchObject({ cacheable: '<is> False' })
    })

    it('a private type given to a project, a project default type set and unset, then the types deleted', async () => {
      const { admin, asAdmin } = adminOf()
      const cinder = admin.cinder
      const made = await Promise.all(
        ['a', 'b'].map((label) =>
          cinder.createVolumeType({ name: world.name(`cmd-type-${label}`), 'os-volume-type-access:is_public': false }),
        ),
      )
      types.push(...made.map((type) => type.id))
      const [byCli, byDialog] = made as [(typeof made)[0], (typeof made)[0]]
      const project = world.member.token.project.id
      await asAdmin(typeAccessCommand(byCli.id, project, true))
      await cinder.setVolumeTypeAccess(byDialog.id, project, true)
      const access = await Promise.all(made.map((type) => cinder.listVolumeTypeAccess(type.id)))
      expect(access.map((entries) => entries.map((entry) => entry.project_id))).toEqual([[project], [project]])

      const defaultOf = async () =>
        (await cinder.listDefaultTypes()).find((entry) => entry.project_id === project)?.volume_type_id ?? null
      const before = await defaultOf()
      try {
        await asAdmin(defaultTypeCommand(project, byCli.id))
        expect(await defaultOf()).toBe(byCli.id)
        await cinder.setDefaultType(project, byDialog.id)
        expect(await defaultOf()).toBe(byDialog.id)
        await asAdmin(defaultTypeCommand(project, null))
        expect(await defaultOf()).toBeNull()
      } finally {
        if (before) await cinder.setDefaultType(project, before)
        else await cinder.unsetDefaultType(project)
      }

      // Edit Volume Type: a new name, the description cleared, public again.
      const update = (label: string) => ({ name: world.name(`cmd-edited-${label}`), description: '', is_public: true })
      await asAdmin(editVolumeTypeCommand(byCli.id, update('a')))
      await cinder.updateVolumeType(byDialog.id, update('b'))
      const edited = await Promise.all(made.map((type) => cinder.getVolumeType(type.id)))
      expect(edited.map(({ name, description, is_public }) => ({ name, description, is_public }))).toEqual([
        { name: world.name('cmd-edited-a'), description: '', is_public: true },
        { name: world.name('cmd-edited-b'), description: '', is_public: true },
      ])

      await asAdmin(deleteVolumeTypeCommand(byCli.id))
      await cinder.deleteVolumeType(byDialog.id)
      const left = (await cinder.listVolumeTypes()).filter((type) => made.some((one) => one.id === type.id))
      expect(left).toEqual([])
    })

    it('Create, Edit, associate and Delete (--force while a type uses it) a QoS Spec; Create, Edit and Delete Group Type (at 3.11)', async () => {
      const { admin, asAdmin } = adminOf()
      const cinder = admin.cinder
      // Create QoS Spec, Edit (a key set, one removed, the consumer), associated with a type each.
      const names = [world.name('cmd-qos-a'), world.name('cmd-qos-b')] as const
      await asAdmin(createQosCommand(names[0], 'back-end', { maxIOPS: '500', minIOPS: '10' }))
      await cinder.createQosSpecs(names[1], 'back-end', { maxIOPS: '500', minIOPS: '10' })
      const named = async (name: string) => (await cinder.listQosSpecs()).find((spec) => spec.name === name)!
      const qos = [await named(names[0]), await named(names[1])]
      const change = { set: { maxIOPS: '800', consumer: 'both' }, remove: ['minIOPS'] }
      await asAdmin(editQosCommand(qos[0]!.id, change))
      await cinder.setQosKeys(qos[1]!.id, change.set)
      await cinder.deleteQosKeys(qos[1]!.id, change.remove)
      const edited = [await named(names[0]), await named(names[1])]
      expect(edited.map(({ consumer, specs }) => ({ consumer, specs }))).toEqual([
        { consumer: 'both', specs: { maxIOPS: '800' } },
        { consumer: 'both', specs: { maxIOPS: '800' } },
      ])
      const users: string[] = []
      for (const label of ['a', 'b']) {
        const type = await cinder.createVolumeType({ name: world.name(`cmd-qos-user-${label}`) })
        types.push(type.id)
        users.push(type.id)
      }
      await asAdmin(associateQosCommand(qos[0]!.id, users[0]!))
      await cinder.setQosAssociation(qos[1]!.id, users[1]!, true)
      const associated = await Promise.all(qos.map((spec) => cinder.listQosAssociations(spec.id)))
      expect(associated.map((list) => list.map((entry) => entry.id))).toEqual([[users[0]], [users[1]]])
      // In use by a type each: deleted with --force (Cinder disassociates first).
      await asAdmin(deleteQosCommand(qos[0]!.id, true))
      await cinder.deleteQosSpecs(qos[1]!.id, true)
      expect((await cinder.listQosSpecs()).filter((spec) => qos.some((one) => one.id === spec.id))).toEqual([])

      // Create Group Type with a spec (two lines: the create takes none), then Edit Group Type.
      const fields = (label: string) => ({
        name: world.name(`cmd-gtype-${label}`),
        description: 'made "twice"',
        isPublic: false,
        groupSpecs: { consistent_group_snapshot_enabled: '<is> True' },
      })
      await asAdmin(createGroupTypeCommand(fields('a')))
      await cinder.createGroupType(fields('b'))
      const gtype = async (name: string) =>
        (await cinder.listGroupTypes({ isPublic: 'none' })).find((one) => one.name === name)!
      const groupTypes = [await gtype(fields('a').name), await gtype(fields('b').name)]
      const pick = ({ description, is_public, group_specs }: (typeof groupTypes)[0]) => ({
        description,
        is_public,
        group_specs,
      })
      expect(pick(groupTypes[0]!)).toEqual(pick(groupTypes[1]!))
      expect(pick(groupTypes[0]!)).toEqual({
        description: 'made "twice"',
        is_public: false,
        group_specs: { consistent_group_snapshot_enabled: '<is> True' },
      })
      await asAdmin(setGroupSpecCommand(groupTypes[0]!.id, 'replication_enabled', '<is> False'))
      await cinder.setGroupSpecs(groupTypes[1]!.id, { replication_enabled: '<is> False' })
      const withSpec = await Promise.all(groupTypes.map((one) => gtype(one.name)))
      expect(withSpec.map((one) => one.group_specs?.replication_enabled)).toEqual(['<is> False', '<is> False'])
      const update = { description: '', isPublic: true }
      await asAdmin(editGroupTypeCommand(groupTypes[0]!.id, update))
      await cinder.updateGroupType(groupTypes[1]!.id, update)
      const editedTypes = await Promise.all(groupTypes.map((one) => gtype(one.name)))
      expect(editedTypes.map((one) => [one.description, one.is_public])).toEqual([
        ['', true],
        ['', true],
      ])
      await asAdmin(deleteGroupTypeCommand(groupTypes[0]!.id))
      await cinder.deleteGroupType(groupTypes[1]!.id)
      const left = (await cinder.listGroupTypes({ isPublic: 'none' })).filter((type) =>
        groupTypes.some((one) => one.id === type.id),
      )
      expect(left).toEqual([])
    })

    it('a type encrypted by the command and one by the dialog request, then each changed the same way', async () => {
      const { admin, asAdmin } = adminOf()
      const cinder = admin.cinder
      const made = await Promise.all(
        ['a', 'b']
          .map((label) => world.name(`cmd-enc-${label}`))
          .map((name) => cinder.createVolumeType({ name, 'os-volume-type-access:is_public': true })),
      )
      types.push(...made.map((type) => type.id))
      const [byCli, byDialog] = made as [(typeof made)[0], (typeof made)[0]]
      const fields = {
        provider: 'luks',
        cipher: 'aes-xts-plain64',
        key_size: 256,
        control_location: 'front-end' as const,
      }
      await asAdmin(encryptionCommand(byCli.id, fields))
      await cinder.createVolumeTypeEncryption(byDialog.id, fields)
      const shape = async (id: string) => {
        const spec = await cinder.getVolumeTypeEncryption(id)
        return (
          spec && {
            provider: spec.provider,
            cipher: spec.cipher,
            key_size: spec.key_size,
            control_location: spec.control_location,
          }
        )
      }
      expect(await shape(byCli.id)).toEqual(fields)
      expect(await shape(byDialog.id)).toEqual(fields)
      // Changed: a bigger key, the back end encrypting.
      const change = { key_size: 512, control_location: 'back-end' as const }
      await asAdmin(encryptionCommand(byCli.id, change))
      const current = (await cinder.getVolumeTypeEncryption(byDialog.id))!
      await cinder.updateVolumeTypeEncryption(byDialog.id, current.encryption_id, change)
      expect(await shape(byCli.id)).toEqual({ ...fields, ...change })
      expect(await shape(byDialog.id)).toEqual({ ...fields, ...change })
      for (const type of made) {
        await cinder.deleteVolumeTypeEncryption(type.id, (await cinder.getVolumeTypeEncryption(type.id))!.encryption_id)
      }
    })
  },
)
