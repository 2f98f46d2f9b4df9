// Generic volume groups (docs/cinder-groups.md): a group type with a spec (admin), a group of the
// member's volumes, members added and removed, Cinder's refusals of a grouped volume's delete and
// of a group delete without delete-volumes, a group snapshot, a group made from it, and clean-up.
// Runs on the demo cloud and a real one.
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpenStackClient, VolumeGroup } from '../api'
import { DELETE_REFUSED } from '../rules/cinder-rules'
import { refusal } from '../test/refusal'
import { setUpWorld } from './world'

const world = setUpWorld()
let admin: OpenStackClient

beforeAll(() => {
  if (!world.admin) throw new Error('the group scenarios need CONTRACT_ADMIN_* (group types are an admin’s)')
  admin = world.admin
})

const settled = (group: VolumeGroup) => !['creating', 'updating', 'deleting'].includes(group.status)

describe('groups: a type, a group of two volumes, a snapshot, a copy', () => {
  it('makes, fills, refuses, snapshots, copies and removes a group as Cinder does', async () => {
    const cinder = world.member.cinder
    const type = await admin.cinder.createGroupType({
      name: world.name('gtype'),
      description: 'contract',
      groupSpecs: { consistent_group_snapshot_enabled: '<is> True' },
    })
    try {
      expect(type).toMatchObject({ is_public: true, group_specs: { consistent_group_snapshot_enabled: '<is> True' } })
      // A member sees the public type without its specs (group:access_group_types_specs is an admin's).
      const seen = (await cinder.listGroupTypes()).find((candidate) => candidate.id === type.id)
      expect(seen).toBeDefined()
      expect(seen).not.toHaveProperty('group_specs')
      expect(await refusal(cinder.createGroupType({ name: world.name('gtype-member') }))).toEqual({
        status: 403,
        message: "Policy doesn't allow group:group_types:create to be performed.",
      })

      const [first, second] = await Promise.all([world.volume('g-a'), world.volume('g-b')])
      const typeId = first!.volume_type_id ?? ''
      const made = await cinder.createGroup({ groupType: type.id, volumeTypes: [typeId], name: world.name('group') })
      let group = await world.until(() => cinder.getGroup(made.id), settled, 'the group to be made')
      expect(group).toMatchObject({ status: 'available', group_type: type.id, volume_types: [typeId] })
      // G9: no group snapshot of an empty group (the database insert's condition).
      expect(await refusal(cinder.createGroupSnapshot({ groupId: group.id }))).toEqual({
        status: 400,
        message:
          "Invalid Group: Source group cannot be empty or in 'creating' or 'updating' state. No group snapshot will be created.",
      })

      await cinder.updateGroup(group.id, { addVolumes: [first!.id, second!.id] })
      group = await world.until(() => cinder.getGroup(made.id, { listVolumes: true }), settled, 'the members to join')
      expect([...(group.volumes ?? [])].sort()).toEqual([first!.id, second!.id].sort())
      expect((await cinder.getVolume(first!.id)).group_id).toBe(group.id)
      const listed = await cinder.listVolumes({ filters: { group_id: group.id } })
      expect(listed.volumes.map((volume) => volume.id).sort()).toEqual([first!.id, second!.id].sort())

      // The groups quota: a group counts; at the limit a new one is refused, 413 from create and
      // the bare text with 400 from create-from-src (C:cinder/group/api.py#update_quota).
      const project = world.member.token.project.id
      const usage = await admin.cinder.getQuotaUsage(project)
      const groups = usage.groups as { limit: number; in_use: number }
      expect(groups.in_use).toBeGreaterThanOrEqual(1)
      await admin.cinder.updateQuotaSet(project, { groups: groups.in_use })
      try {
        expect(
          await refusal(cinder.createGroup({ groupType: type.id, volumeTypes: [typeId], name: world.name('over') })),
        ).toEqual({
          status: 413,
          message: `GroupLimitExceeded: Maximum number of groups allowed (${groups.in_use}) exceeded`,
        })
        expect(
          await refusal(cinder.createGroupFromSource({ sourceGroupId: group.id }, { name: world.name('over') })),
        ).toEqual({
          status: 400,
          message: `Maximum number of groups allowed (${groups.in_use}) exceeded`,
        })
      } finally {
        await admin.cinder.updateQuotaSet(project, { groups: groups.limit })
      }

      // Refusals in Cinder's words: a grouped volume is not deleted alone; a group with members
      // needs delete-volumes.
      expect(await refusal(cinder.deleteVolume(first!.id))).toEqual({ status: 400, message: DELETE_REFUSED })
      expect(await refusal(cinder.deleteGroup(group.id, false))).toEqual({
        status: 400,
        message: `Invalid Group: Group ${group.id} still contains volumes. The delete-volumes flag is required to delete it.`,
      })

      await cinder.updateGroup(group.id, { removeVolumes: [second!.id] })
      await world.until(() => cinder.getGroup(made.id), settled, 'the member to leave')
      expect((await cinder.getVolume(second!.id)).group_id).toBeNull()

      const snapshot = await cinder.createGroupSnapshot({ groupId: group.id, name: world.name('gsnap') })
      expect(snapshot.group_type_id).toBe(type.id)
      const taken = await world.until(
        () => cinder.getGroupSnapshot(snapshot.id),
        (value) => value.status !== 'creating',
        'the group snapshot',
      )
      expect(taken).toMatchObject({ status: 'available', group_id: group.id })
      const members = await cinder.listSnapshots({ filters: { volume_id: first!.id } })
      expect(members.snapshots.map((member) => member.group_snapshot_id)).toEqual([snapshot.id])
      expect(await refusal(cinder.deleteGroup(group.id, true))).toEqual({
        status: 400,
        message: 'Invalid Group: Group has existing snapshots.',
      })
      // A snapshot taken with its group is deleted and unmanaged only with the group snapshot.
      const inGroup = 'Invalid snapshot: Snapshot status must be available or error and must not be part of a group.'
      expect(await refusal(cinder.deleteSnapshot(members.snapshots[0]!.id))).toEqual({ status: 400, message: inGroup })
      expect(await refusal(admin.cinder.unmanageSnapshot(members.snapshots[0]!.id))).toEqual({
        status: 400,
        message: inGroup,
      })

      const copy = await cinder.createGroupFromSource({ groupSnapshotId: snapshot.id }, { name: world.name('copy') })
      const copied = await world.until(() => cinder.getGroup(copy.id, { listVolumes: true }), settled, 'the copy')
      expect(copied).toMatchObject({ status: 'available', group_snapshot_id: snapshot.id, group_type: type.id })
      expect(copied.volumes).toHaveLength(1)
      const copyVolume = await cinder.getVolume(copied.volumes![0]!)
      expect(copyVolume).toMatchObject({ name: null, snapshot_id: members.snapshots[0]!.id, group_id: copy.id })

      // The type is in use while a group has it.
      expect(await refusal(admin.cinder.deleteGroupType(type.id))).toEqual({
        status: 400,
        message: `Target group type is still in use. Group Type ${type.id} deletion is not allowed with groups present with the type.`,
      })

      await cinder.deleteGroup(copy.id, true)
      await world.waitGone(() => cinder.getGroup(copy.id), 'the copy to go')
      await world.waitGone(() => cinder.getVolume(copyVolume.id), "the copy's volume to go")
      await cinder.deleteGroupSnapshot(snapshot.id)
      await world.waitGone(() => cinder.getGroupSnapshot(snapshot.id), 'the group snapshot to go')
      await cinder.updateGroup(group.id, { removeVolumes: [first!.id] })
      await world.until(() => cinder.getGroup(made.id), settled, 'the last member to leave')

      // A volume made in the group (group_id on create): a type must be asked for, and be one of
      // the group's; Cinder names the type by its object's repr (C:cinder/volume/api.py#create).
      expect(await refusal(cinder.createVolume({ size: 1, group_id: group.id }))).toEqual({
        status: 400,
        message: 'Invalid input received: volume_type must be provided when creating a volume in a group.',
      })
      const other = await world.multiattachType()
      const wrong = await refusal(cinder.createVolume({ size: 1, group_id: group.id, volume_type: other }))
      expect(wrong.status).toBe(400)
      expect(wrong.message).toMatch(
        new RegExp(
          `^Invalid input received: Invalid volume_type provided: VolumeType\\(created_at=[0-9T:-]+Z,deleted=False,deleted_at=None,description=.*,extra_specs=\\{.*\\},id=[0-9a-f-]{36},is_public=True,name='${other}',projects=\\[\\],qos_specs=<\\?>,qos_specs_id=None,updated_at=.*\\) \\(requested type must be supported by this group\\)\\.$`,
        ),
      )
      const made3 = await cinder.createVolume({
        size: 1,
        group_id: group.id,
        volume_type: typeId,
        name: world.name('in-group'),
      })
      expect(made3.group_id).toBe(group.id)
      const inside = await world.until(
        () => cinder.getVolume(made3.id),
        (volume) => volume.status !== 'creating',
        'the volume in the group',
      )
      expect(inside).toMatchObject({ status: 'available', group_id: group.id })
      expect(await refusal(cinder.deleteGroup(group.id, false))).toMatchObject({ status: 400 })
      await cinder.deleteGroup(group.id, true)
      await world.waitGone(() => cinder.getGroup(group.id), 'the group to go')
      await world.waitGone(() => cinder.getVolume(made3.id), "the group's volume to go")
    } finally {
      await admin.cinder.deleteGroupType(type.id).catch(() => undefined)
    }
  }, 120_000)
})

describe('group types made with specs, and a volume made into a group', () => {
  it("takes group_specs at creation as Cinder's schema checks them (C:cinder/api/schemas/group_types.py#create)", async () => {
    const specs = { consistent_group_snapshot_enabled: '<is> True', 'vendor:with space/slash': 'x' }
    const type = await admin.cinder.createGroupType({ name: world.name('gtype-specs'), groupSpecs: specs })
    try {
      expect(type.group_specs).toEqual(specs)
      expect(await admin.cinder.listGroupSpecs(type.id)).toEqual(specs)
      // A matching key's value is checked before the keys outside the pattern.
      const long = 'x'.repeat(256)
      expect(
        await refusal(admin.cinder.createGroupType({ name: world.name('bad'), groupSpecs: { 'a!': 'v', b: long } })),
      ).toEqual({ status: 400, message: `Invalid input for field/attribute b. Value: ${long}. '${long}' is too long` })
      expect(
        await refusal(admin.cinder.createGroupType({ name: world.name('bad'), groupSpecs: { 'a!': 'v' } })),
      ).toEqual({
        status: 400,
        message:
          "Invalid input for field/attribute group_specs. Value: {'a!': 'v'}. 'a!' does not match any of the regexes: '^[a-zA-Z0-9-_:. /]{1,255}$'",
      })
      // The group_specs call allows no space or '/' in a key (C:cinder/api/schemas/group_specs.py).
      expect(await refusal(admin.cinder.setGroupSpecs(type.id, { 'a b': 'v' }))).toEqual({
        status: 400,
        message:
          "Invalid input for field/attribute group_specs. Value: {'a b': 'v'}. 'a b' does not match any of the regexes: '^[a-zA-Z0-9-_:.]{1,255}$'",
      })
    } finally {
      await admin.cinder.deleteGroupType(type.id).catch(() => undefined)
    }
  })

  it("makes a volume in the group's zone, and refuses one while the group is in error (G8)", async () => {
    const cinder = world.member.cinder
    const type = await admin.cinder.createGroupType({ name: world.name('gtype-new') })
    try {
      const source = await world.volume('g-type')
      const typeName = source.volume_type ?? ''
      const typeId = source.volume_type_id ?? ''
      const made = await cinder.createGroup({ groupType: type.id, volumeTypes: [typeId], name: world.name('gnew') })
      const group = await world.until(() => cinder.getGroup(made.id), settled, 'the group to be made')
      expect(group.status).toBe('available')
      try {
        const inside = await cinder.createVolume({
          size: 1,
          group_id: group.id,
          volume_type: typeName,
          name: world.name('gnew-vol'),
        })
        expect(inside).toMatchObject({ group_id: group.id, availability_zone: group.availability_zone })
        await world.until(
          () => cinder.getVolume(inside.id),
          (volume) => volume.status !== 'creating',
          'the new member',
        )
        await admin.cinder.resetGroupStatus(group.id, 'error')
        expect(await refusal(cinder.createVolume({ size: 1, group_id: group.id, volume_type: typeName }))).toEqual({
          status: 400,
          message: "Invalid Group: Originating group status must be one of 'available, creating' values",
        })
        await admin.cinder.resetGroupStatus(group.id, 'available')
      } finally {
        await cinder.deleteGroup(group.id, true)
        await world.waitGone(() => cinder.getGroup(group.id), 'the group to go')
      }
    } finally {
      await admin.cinder.deleteGroupType(type.id).catch(() => undefined)
    }
  })
})
