// The "Equivalent command" of the group dialogs on a real cloud: Create Group, Manage Volumes,
// Create Group Snapshot, Create Group from Snapshot, Delete Group Snapshot and Delete Group (with
// its volumes), each command as shown run
// through `sh -c` with the real CLI beside the dialog's own call through the API module; both must
// leave alike resources. On the demo cloud the same commands run in
// src/features/groups/group-commands-cli.test.ts.
import { afterAll, describe, expect, it } from 'vitest'
import type { VolumeGroup } from '../api'
import {
  createGroupCommand,
  createGroupFromSourceCommand,
  groupVolumesCommand,
  createGroupSnapshotCommand,
  deleteGroupCommand,
  deleteGroupSnapshotCommand,
} from '../rules/commands/group-commands'
import { runShown } from './cli-shell'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
const shell = (command: string) => runShown(command, world.target.member)

/** The group type made for this file, deleted after it (its groups are gone by then). */
let groupTypeId: string | null = null
afterAll(async () => {
  if (groupTypeId) await world.admin?.cinder.deleteGroupType(groupTypeId).catch(() => undefined)
})

async function waitGroup(id: string, status: string): Promise<VolumeGroup> {
  const deadline = Date.now() + world.target.timeoutMs
  for (;;) {
    const group = await world.member.cinder.getGroup(id)
    if (group.status === status) return group
    if (group.status === 'error' || Date.now() > deadline) throw new Error(`group ${id}: ${JSON.stringify(group)}`)
    await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
  }
}

describe.runIf(targetKind() === 'cloud')('the group commands do what the group dialogs do on a real cloud', () => {
  it('Create Group, Manage Volumes, Create Group Snapshot and a group from it, then all deleted, the volumes with the groups', async () => {
    const admin = world.admin
    if (!admin) throw new Error('the group commands need CONTRACT_ADMIN_* (group types are an admin’s)')
    const cinder = world.member.cinder
    const type = await admin.cinder.createGroupType({
      name: world.name('cmd-gtype'),
      description: 'contract',
      groupSpecs: { consistent_group_snapshot_enabled: '<is> True' },
    })
    groupTypeId = type.id
    const volumeType = await cinder.getDefaultVolumeType()
    const params = {
      groupType: type.id,
      volumeTypes: [volumeType.id],
      name: world.name('cmd group'),
      description: 'made "twice"',
      availabilityZone: null,
    }
    const cliId = await shell(createGroupCommand(params))
    expect(cliId).toBeDefined()
    const made = await cinder.createGroup(params)
    const [byCli, byDialog] = (await Promise.all([cliId!, made.id].map((id) => waitGroup(id, 'available')))) as [
      VolumeGroup,
      VolumeGroup,
    ]
    const pick = ({ name, description, group_type, volume_types, availability_zone }: VolumeGroup) => ({
      name,
      description,
      group_type,
      volume_types,
      availability_zone,
    })
    expect(pick(byCli)).toEqual(pick(byDialog))
    expect(pick(byCli)).toMatchObject({
      description: 'made "twice"',
      group_type: type.id,
      volume_types: [volumeType.id],
    })

    // Manage Volumes: a volume joins each group (so that Delete Group's --force has one to take along).
    const members = await Promise.all(
      [byCli, byDialog].map(() => world.volume('cmd member', { type: volumeType.name })),
    )
    await shell(groupVolumesCommand(byCli.id, { add: [members[0]!.id], remove: [] }))
    await cinder.updateGroup(byDialog.id, { addVolumes: [members[1]!.id] })
    await Promise.all([byCli, byDialog].map((group) => waitGroup(group.id, 'available')))
    const joined = await Promise.all(members.map((member) => cinder.getVolume(member.id)))
    expect(joined.map((volume) => volume.group_id)).toEqual([byCli.id, byDialog.id])

    const fields = { name: world.name('cmd group snapshot'), description: null }
    const cliSnapshot = await shell(createGroupSnapshotCommand(byCli.id, fields))
    expect(cliSnapshot).toBeDefined()
    const dialogSnapshot = await cinder.createGroupSnapshot({ groupId: byDialog.id, ...fields })
    const snapshots = async () =>
      Promise.all([cliSnapshot!, dialogSnapshot.id].map((id) => cinder.getGroupSnapshot(id)))
    const deadline = Date.now() + world.target.timeoutMs
    while (!(await snapshots()).every((snapshot) => snapshot.status === 'available')) {
      if (Date.now() > deadline) throw new Error(`the group snapshots: ${JSON.stringify(await snapshots())}`)
      await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
    }
    expect((await snapshots()).map(({ name, group_id }) => ({ name, group_id }))).toEqual([
      { name: fields.name, group_id: byCli.id },
      { name: fields.name, group_id: byDialog.id },
    ])

    // Create Group from Snapshot: a group of a new volume from each member snapshot; then deleted.
    const copyFields = { name: world.name('cmd copy'), description: null }
    const cliCopy = await shell(createGroupFromSourceCommand({ groupSnapshotId: cliSnapshot! }, copyFields))
    expect(cliCopy).toBeDefined()
    const dialogCopy = await cinder.createGroupFromSource({ groupSnapshotId: dialogSnapshot.id }, copyFields)
    const copies = await Promise.all([cliCopy!, dialogCopy.id].map((id) => waitGroup(id, 'available')))
    expect(copies.map(({ name, group_snapshot_id }) => ({ name, group_snapshot_id }))).toEqual([
      { name: copyFields.name, group_snapshot_id: cliSnapshot },
      { name: copyFields.name, group_snapshot_id: dialogSnapshot.id },
    ])
    for (const copy of copies) await cinder.deleteGroup(copy.id, true)
    await Promise.all(copies.map((copy) => world.waitGone(() => cinder.getGroup(copy.id), `group ${copy.id} to go`)))

    await shell(deleteGroupSnapshotCommand(cliSnapshot!))
    await cinder.deleteGroupSnapshot(dialogSnapshot.id)
    await Promise.all(
      [cliSnapshot!, dialogSnapshot.id].map((id) =>
        world.waitGone(() => cinder.getGroupSnapshot(id), `group snapshot ${id} to go`),
      ),
    )

    await shell(deleteGroupCommand(byCli.id, true))
    await cinder.deleteGroup(byDialog.id, true)
    await Promise.all([
      ...[byCli, byDialog].map((group) => world.waitGone(() => cinder.getGroup(group.id), `group ${group.id} to go`)),
      ...members.map((member) => world.waitGone(() => cinder.getVolume(member.id), `volume ${member.id} to go`)),
    ])
  })
})
