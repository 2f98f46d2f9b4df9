// Generic volume groups on the demo cloud (G1–G8, docs/cinder-groups.md): what the contract
// scenario cannot show on a shared cloud: the routes' microversions, reset status (an admin's;
// in-use refused although the message lists it), a rename that makes the group available, and
// the group snapshot list ignoring its filter below 3.29.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { refusal } from '../test/refusal'
import { ManualClock, setUpDemoCloud, waitFor } from '../test/demo-cloud'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

async function availableGroup(client: OpenStackClient) {
  const types = await client.cinder.listVolumeTypes()
  const typeId = types[0]!.id
  const admin = await demo.signIn('admin')
  const groupType = await admin.cinder.createGroupType({ name: 'gt' })
  const made = await client.cinder.createGroup({ groupType: groupType.id, volumeTypes: [typeId], name: 'g' })
  return waitFor(
    async () => {
      const group = await client.cinder.getGroup(made.id)
      return group.status === 'creating' ? undefined : group
    },
    { clock },
  )
}

describe('groups on the demo cloud', () => {
  it('has no group routes below 3.13 and no group snapshots below 3.14', async () => {
    const member = await demo.signIn('member')
    expect(await refusal(member.cinder.listGroups({}, { microversion: '3.12' }))).toEqual({
      status: 404,
      message: 'The resource could not be found.',
    })
    expect((await refusal(member.cinder.listGroupSnapshots({}, { microversion: '3.13' }))).status).toBe(404)
  })

  it("resets a group's status for an admin only, refusing in-use in Cinder's words", async () => {
    const member = await demo.signIn('member')
    const group = await availableGroup(member)
    expect(group.status).toBe('available')
    expect(await refusal(member.cinder.resetGroupStatus(group.id, 'error'))).toEqual({
      status: 403,
      message: "Policy doesn't allow group:reset_status to be performed.",
    })
    const admin = await demo.signIn('admin')
    expect(await refusal(admin.cinder.resetGroupStatus(group.id, 'in-use'))).toEqual({
      status: 400,
      message:
        "Invalid Group Status: Group status: in-use is invalid, valid status are: ('error', 'available', 'creating', 'deleting', 'deleted', 'updating', 'in-use', 'error_deleting').",
    })
    await admin.cinder.resetGroupStatus(group.id, 'ERROR')
    expect((await member.cinder.getGroup(group.id)).status).toBe('error')
    // A new name alone makes the group available, whatever it was (C:cinder/group/api.py#update).
    await member.cinder.updateGroup(group.id, { name: 'renamed' })
    expect(await member.cinder.getGroup(group.id)).toMatchObject({ name: 'renamed', status: 'available' })
    expect(await refusal(member.cinder.updateGroup(group.id, { name: 'renamed' }))).toEqual({
      status: 400,
      message: `Invalid Group: Cannot update group ${group.id} because no valid name, description, add_volumes, or remove_volumes were provided.`,
    })
  })

  it('lists the reserved group type and refuses a group of it', async () => {
    const member = await demo.signIn('member')
    const reserved = (await member.cinder.listGroupTypes()).find((type) => type.name === 'default_cgsnapshot_type')
    expect(reserved).toBeDefined()
    const types = await member.cinder.listVolumeTypes()
    expect(await refusal(member.cinder.createGroup({ groupType: reserved!.id, volumeTypes: [types[0]!.id] }))).toEqual({
      status: 400,
      message: `Group_type ${reserved!.id} is reserved for migrating CGs to groups. Migrated group can only be operated by CG APIs.`,
    })
  })

  it("makes a volume in a group in the group's zone, and refuses one while the group is in error", async () => {
    const member = await demo.signIn('member')
    const group = await availableGroup(member)
    const typeName = (await member.cinder.listVolumeTypes()).find((type) => type.id === group.volume_types[0])!.name
    const made = await member.cinder.createVolume({
      size: 1,
      group_id: group.id,
      volume_type: typeName,
      availability_zone: 'nova',
    })
    expect(made).toMatchObject({ group_id: group.id, availability_zone: group.availability_zone })
    const admin = await demo.signIn('admin')
    await admin.cinder.resetGroupStatus(group.id, 'error')
    expect(await refusal(member.cinder.createVolume({ size: 1, group_id: group.id, volume_type: typeName }))).toEqual({
      status: 400,
      message: "Invalid Group: Originating group status must be one of 'available, creating' values",
    })
  })

  it("creates a group type with its group specs, checked as Cinder's schema checks them", async () => {
    const admin = await demo.signIn('admin')
    const made = await admin.cinder.createGroupType({
      name: 'with-specs',
      groupSpecs: { consistent_group_snapshot_enabled: '<is> True', 'vendor:a b/c': 'x' },
    })
    expect(made.group_specs).toEqual({ consistent_group_snapshot_enabled: '<is> True', 'vendor:a b/c': 'x' })
    expect(await admin.cinder.listGroupSpecs(made.id)).toEqual(made.group_specs)
    // A value is checked before the keys outside the pattern (patternProperties, then additionalProperties).
    expect(
      await refusal(admin.cinder.createGroupType({ name: 'bad', groupSpecs: { 'a!': 'v', b: 'x'.repeat(256) } })),
    ).toEqual({
      status: 400,
      message: `Invalid input for field/attribute b. Value: ${'x'.repeat(256)}. '${'x'.repeat(256)}' is too long`,
    })
    expect(await refusal(admin.cinder.createGroupType({ name: 'bad', groupSpecs: { 'b!': 'v', 'a!': 'v' } }))).toEqual({
      status: 400,
      message:
        "Invalid input for field/attribute group_specs. Value: {'b!': 'v', 'a!': 'v'}. 'a!', 'b!' do not match any of the regexes: '^[a-zA-Z0-9-_:. /]{1,255}$'",
    })
    expect(
      await refusal(admin.cinder.createGroupType({ name: 'bad', groupSpecs: { k: null as unknown as string } })),
    ).toEqual({
      status: 400,
      message: "Invalid input for field/attribute k. Value: None. None is not of type 'string'",
    })
    // The group_specs call takes no space in a key (C:cinder/api/schemas/group_specs.py).
    expect(await refusal(admin.cinder.setGroupSpecs(made.id, { 'a b': 'v' }))).toEqual({
      status: 400,
      message:
        "Invalid input for field/attribute group_specs. Value: {'a b': 'v'}. 'a b' does not match any of the regexes: '^[a-zA-Z0-9-_:.]{1,255}$'",
    })
    expect((await admin.cinder.listGroupTypes({ isPublic: 'none' })).map((type) => type.name)).not.toContain('bad')
  })
})
