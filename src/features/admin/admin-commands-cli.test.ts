// The commands of the administrators' catalogue dialogs, run: Create, Edit and Delete Volume Type, a
// type's access granted, a project's default type, Create, Edit, associate and Delete QoS Spec and
// Create, Edit and Delete Group Type, a type's encryption made and changed, each built as its
// dialog builds it and run in a shell with the real CLIs as the administrator against the demo
// cloud over HTTP, beside the dialog's own request (described, sent as shown) on a twin.
import { describe, expect, it } from 'vitest'
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
} from '../../rules/commands/admin-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'
import { NEW_TYPE_ID } from '../../rules/commands/admin-commands'
import type { CreateTypeValues } from './volume-types/create-type-form'
import { createVolumeTypeCli, describeCreateVolumeType } from './volume-types/use-create-volume-type'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { admin } = cloud

const state = () => cloud.running.cloud.state

describe('the catalogue commands do what the catalogue dialogs do', () => {
  it(
    'Create Volume Type (one openstack command: the type, its extra specs, its encryption) as the dialog makes it',
    async () => {
      const values = (name: string): CreateTypeValues => ({
        name,
        description: 'made "twice"',
        isPublic: false,
        shareable: true,
        cacheable: false,
        encrypted: true,
      })
      await admin.shell(createVolumeTypeCli(values('cli-made')))
      // The dialog's requests as shown: the first makes the type, the others name it by its new id.
      const [create, ...rest] = describeCreateVolumeType(admin.client, values('dialog-made'))
      await admin.send([create!])
      const madeId = state().volumeTypes.find((type) => type.name === 'dialog-made')!.id
      await admin.send(rest.map((request) => ({ ...request, url: request.url.replace(NEW_TYPE_ID, madeId) })))
      const shape = async (name: string) => {
        const type = (await admin.client.cinder.listVolumeTypes()).find((one) => one.name === name)!
        const encryption = await admin.client.cinder.getVolumeTypeEncryption(type.id)
        return {
          description: type.description,
          is_public: type.is_public,
          extra_specs: type.extra_specs,
          encryption: encryption && { provider: encryption.provider, control_location: encryption.control_location },
        }
      }
      const [byCli, byDialog] = [await shape('cli-made'), await shape('dialog-made')]
      expect(byCli).toEqual(byDialog)
      expect(byCli).toMatchObject({
        description: 'made "twice"',
        is_public: false,
        extra_specs: { multiattach: '<is> True' },
        encryption: { provider: 'luks', control_location: 'front-end' },
      })
      // An extra spec set on each.
      const ids = ['cli-made', 'dialog-made'].map((name) => state().volumeTypes.find((type) => type.name === name)!.id)
      await admin.shell(setExtraSpecCommand(ids[0]!, 'volume_backend_name', 'lvmdriver-1'))
      await admin.send(
        admin.client.cinder.describe((calls) =>
          calls.setVolumeTypeExtraSpecs(ids[1]!, { volume_backend_name: 'lvmdriver-1' }),
        ),
      )
      expect((await shape('cli-made')).extra_specs).toEqual((await shape('dialog-made')).extra_specs)
      expect((await shape('cli-made')).extra_specs).toMatchObject({ volume_backend_name: 'lvmdriver-1' })
    },
    TIMEOUT,
  )

  it(
    'a private type given to a project (openstack volume type set --project), a project default type, then the types deleted',
    async () => {
      const cinder = admin.client.cinder
      const made = await Promise.all(
        ['cli-type', 'dialog-type'].map((name) =>
          cinder.createVolumeType({ name, 'os-volume-type-access:is_public': false }),
        ),
      )
      const [byCli, byDialog] = made as [(typeof made)[0], (typeof made)[0]]
      const project = cloud.client.token.project.id
      await admin.shell(typeAccessCommand(byCli.id, project, true))
      await admin.send(cinder.describe((calls) => calls.setVolumeTypeAccess(byDialog.id, project, true)))
      const access = await Promise.all(made.map((type) => cinder.listVolumeTypeAccess(type.id)))
      expect(access.map((entries) => entries.map((entry) => entry.project_id))).toEqual([[project], [project]])

      // A project default type: set by the command, read; then by the dialog's request.
      await admin.shell(defaultTypeCommand(project, byCli.id))
      expect((await cinder.listDefaultTypes()).find((entry) => entry.project_id === project)?.volume_type_id).toBe(
        byCli.id,
      )
      await admin.send(cinder.describe((calls) => calls.setDefaultType(project, byDialog.id)))
      expect((await cinder.listDefaultTypes()).find((entry) => entry.project_id === project)?.volume_type_id).toBe(
        byDialog.id,
      )
      await admin.shell(defaultTypeCommand(project, null))
      expect((await cinder.listDefaultTypes()).some((entry) => entry.project_id === project)).toBe(false)

      // Edit Volume Type: a new name, the description cleared, public again.
      const update = (name: string) => ({ name, description: '', is_public: true })
      await admin.shell(editVolumeTypeCommand(byCli.id, update('cli-edited')))
      await admin.send(cinder.describe((calls) => calls.updateVolumeType(byDialog.id, update('dialog-edited'))))
      const edited = await Promise.all(made.map((type) => cinder.getVolumeType(type.id)))
      expect(edited.map(({ name, description, is_public }) => ({ name, description, is_public }))).toEqual([
        { name: 'cli-edited', description: '', is_public: true },
        { name: 'dialog-edited', description: '', is_public: true },
      ])

      await admin.shell(deleteVolumeTypeCommand(byCli.id))
      await admin.send(cinder.describe((calls) => calls.deleteVolumeType(byDialog.id)))
      expect(state().volumeTypes.filter((type) => made.some((one) => one.id === type.id))).toEqual([])
    },
    TIMEOUT,
  )

  it(
    'Create, Edit, associate and Delete (--force while a type uses it) a QoS Spec; Create, Edit and Delete Group Type (at 3.11)',
    async () => {
      const cinder = admin.client.cinder
      // Create QoS Spec, Edit (a key set, one removed, the consumer), associated with a type each.
      await admin.shell(createQosCommand('cli-qos', 'back-end', { maxIOPS: '500', minIOPS: '10' }))
      await admin.send(
        cinder.describe((calls) => calls.createQosSpecs('dialog-qos', 'back-end', { maxIOPS: '500', minIOPS: '10' })),
      )
      const named = async (name: string) => (await cinder.listQosSpecs()).find((spec) => spec.name === name)!
      const qos = [await named('cli-qos'), await named('dialog-qos')]
      const change = { set: { maxIOPS: '800', consumer: 'both' }, remove: ['minIOPS'] }
      await admin.shell(editQosCommand(qos[0]!.id, change))
      await admin.send([
        ...cinder.describe((calls) => calls.setQosKeys(qos[1]!.id, change.set)),
        ...cinder.describe((calls) => calls.deleteQosKeys(qos[1]!.id, change.remove)),
      ])
      const edited = [await named('cli-qos'), await named('dialog-qos')]
      expect(edited.map(({ consumer, specs }) => ({ consumer, specs }))).toEqual([
        { consumer: 'both', specs: { maxIOPS: '800' } },
        { consumer: 'both', specs: { maxIOPS: '800' } },
      ])
      const users = await Promise.all([0, 1].map((index) => cinder.createVolumeType({ name: `qos-user-${index}` })))
      await admin.shell(associateQosCommand(qos[0]!.id, users[0]!.id))
      await admin.send(cinder.describe((calls) => calls.setQosAssociation(qos[1]!.id, users[1]!.id, true)))
      const associated = await Promise.all(qos.map((spec) => cinder.listQosAssociations(spec.id)))
      expect(associated.map((list) => list.map((entry) => entry.id))).toEqual([[users[0]!.id], [users[1]!.id]])
      // In use by a type each: deleted with --force (Cinder disassociates first).
      await admin.shell(deleteQosCommand(qos[0]!.id, true))
      await admin.send(cinder.describe((calls) => calls.deleteQosSpecs(qos[1]!.id, true)))
      expect((await cinder.listQosSpecs()).filter((spec) => qos.some((one) => one.id === spec.id))).toEqual([])

      // Create Group Type with a spec (two lines: the create takes none), then Edit Group Type.
      const fields = (name: string) => ({
        name,
        description: 'made "twice"',
        isPublic: false,
        groupSpecs: { consistent_group_snapshot_enabled: '<is> True' },
      })
      await admin.shell(createGroupTypeCommand(fields('cli-gtype')))
      await admin.send(cinder.describe((calls) => calls.createGroupType(fields('dialog-gtype'))))
      const gtype = (name: string) => (state().groupTypes ?? []).find((one) => one.name === name)!
      const groupTypes = [gtype('cli-gtype'), gtype('dialog-gtype')]
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
      await admin.shell(setGroupSpecCommand(groupTypes[0]!.id, 'replication_enabled', '<is> False'))
      await admin.send(
        cinder.describe((calls) => calls.setGroupSpecs(groupTypes[1]!.id, { replication_enabled: '<is> False' })),
      )
      expect(groupTypes.map((one) => gtype(one.name).group_specs.replication_enabled)).toEqual([
        '<is> False',
        '<is> False',
      ])
      const update = { description: '', isPublic: true }
      await admin.shell(editGroupTypeCommand(groupTypes[0]!.id, update))
      await admin.send(cinder.describe((calls) => calls.updateGroupType(groupTypes[1]!.id, update)))
      expect(groupTypes.map((one) => [gtype(one.name).description, gtype(one.name).is_public])).toEqual([
        ['', true],
        ['', true],
      ])
      await admin.shell(deleteGroupTypeCommand(groupTypes[0]!.id))
      await admin.send(cinder.describe((calls) => calls.deleteGroupType(groupTypes[1]!.id)))
      expect((state().groupTypes ?? []).filter((one) => groupTypes.some((made) => made.id === one.id))).toEqual([])
    },
    TIMEOUT,
  )

  it(
    'a type encrypted by the command and one by the dialog request, then each changed the same way',
    async () => {
      const cinder = admin.client.cinder
      const made = await Promise.all(
        ['enc-cli', 'enc-dialog'].map((name) =>
          cinder.createVolumeType({ name, 'os-volume-type-access:is_public': true }),
        ),
      )
      const [byCli, byDialog] = made as [(typeof made)[0], (typeof made)[0]]
      const fields = {
        provider: 'luks',
        cipher: 'aes-xts-plain64',
        key_size: 256,
        control_location: 'front-end' as const,
      }
      await admin.shell(encryptionCommand(byCli.id, fields))
      await admin.send(cinder.describe((calls) => calls.createVolumeTypeEncryption(byDialog.id, fields)))
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
      await admin.shell(encryptionCommand(byCli.id, change))
      const current = (await cinder.getVolumeTypeEncryption(byDialog.id))!
      await admin.send(
        cinder.describe((calls) => calls.updateVolumeTypeEncryption(byDialog.id, current.encryption_id, change)),
      )
      expect(await shape(byCli.id)).toEqual({ ...fields, ...change })
      expect(await shape(byDialog.id)).toEqual({ ...fields, ...change })
      for (const type of made) {
        await cinder.deleteVolumeTypeEncryption(type.id, (await cinder.getVolumeTypeEncryption(type.id))!.encryption_id)
        await cinder.deleteVolumeType(type.id)
      }
    },
    TIMEOUT,
  )
})
