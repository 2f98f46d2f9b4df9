// The commands of Create Group, Manage Volumes, Create Group Snapshot, Create Group from Snapshot,
// Delete Group Snapshot and Delete Group, run:
// each built as its dialog builds it and run in a shell with the real CLI (openstackclient's
// `volume group`, at the microversion it needs) against the demo cloud over HTTP, beside the
// dialog's own request (described, sent as shown) on a twin; the two must end alike.
import { describe, expect, it } from 'vitest'
import {
  createGroupCommand,
  createGroupFromSourceCommand,
  groupVolumesCommand,
  createGroupSnapshotCommand,
  deleteGroupCommand,
  deleteGroupSnapshotCommand,
} from '../../rules/commands/group-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const state = () => cloud.running.cloud.state
const groups = (name: string) => (state().groups ?? []).filter((group) => group.name === name)
const groupSnapshots = (name: string) => (state().groupSnapshots ?? []).filter((snapshot) => snapshot.name === name)
const allAvailable = (list: ReadonlyArray<{ status: string }>) => list.every((item) => item.status === 'available')

describe('the commands of the group dialogs do what the dialogs do', () => {
  it(
    'Create Group, Manage Volumes, Create Group Snapshot and a group from it, then all deleted, the volumes with the groups',
    async () => {
      const groupType = state().groupTypes!.find((type) => type.name === 'consistent-snapshots')!
      const lvm = state().volumeTypes.find((type) => type.name === 'lvmdriver-1')!
      const params = {
        groupType: groupType.id,
        volumeTypes: [lvm.id],
        name: 'twin group',
        description: 'made "twice"',
        availabilityZone: 'nova',
      }
      await shell(createGroupCommand(params))
      await send(cloud.client.cinder.describe((cinder) => cinder.createGroup(params)))
      await until(() => groups('twin group').length === 2 && allAvailable(groups('twin group')), 'the groups')
      const pick = ({
        description,
        availability_zone,
        group_type_id,
        volume_type_ids,
      }: ReturnType<typeof groups>[0]) => ({
        description,
        availability_zone,
        group_type_id,
        volume_type_ids,
      })
      const [byCli, byDialog] = groups('twin group')
      expect(pick(byCli!)).toEqual(pick(byDialog!))
      expect(pick(byCli!)).toEqual({
        description: 'made "twice"',
        availability_zone: 'nova',
        group_type_id: groupType.id,
        volume_type_ids: [lvm.id],
      })

      // Manage Volumes: a volume joins each group (so that Delete Group's --force has one to take along).
      const loose = await Promise.all(
        [byCli!, byDialog!].map(() =>
          cloud.client.cinder.createVolume({ size: 1, name: 'twin member', volume_type: lvm.id }),
        ),
      )
      const members = () => state().volumes.filter((volume) => volume.name === 'twin member')
      await until(() => members().length === 2 && allAvailable(members()), 'the volumes')
      await shell(groupVolumesCommand(byCli!.id, { add: [loose[0]!.id], remove: [] }))
      await send(
        cloud.client.cinder.describe((cinder) => cinder.updateGroup(byDialog!.id, { addVolumes: [loose[1]!.id] })),
      )
      await until(() => allAvailable(groups('twin group')), 'the groups updated')
      expect(members().map((volume) => volume.group_id)).toEqual([byCli!.id, byDialog!.id])

      const fields = { name: 'twin group snapshot', description: null }
      await shell(createGroupSnapshotCommand(byCli!.id, fields))
      await send(
        cloud.client.cinder.describe((cinder) => cinder.createGroupSnapshot({ groupId: byDialog!.id, ...fields })),
      )
      await until(
        () => groupSnapshots(fields.name).length === 2 && allAvailable(groupSnapshots(fields.name)),
        'the group snapshots',
      )
      expect(groupSnapshots(fields.name).map((snapshot) => snapshot.group_id)).toEqual([byCli!.id, byDialog!.id])

      const [cliSnapshot, dialogSnapshot] = groupSnapshots(fields.name)

      // Create Group from Snapshot: a group of a new volume from each member snapshot.
      const copyFields = { name: 'twin copy', description: null }
      await shell(createGroupFromSourceCommand({ groupSnapshotId: cliSnapshot!.id }, copyFields))
      await send(
        cloud.client.cinder.describe((cinder) =>
          cinder.createGroupFromSource({ groupSnapshotId: dialogSnapshot!.id }, copyFields),
        ),
      )
      await until(() => groups('twin copy').length === 2 && allAvailable(groups('twin copy')), 'the copies')
      const copies = groups('twin copy')
      expect(copies.map((copy) => copy.group_snapshot_id)).toEqual([cliSnapshot!.id, dialogSnapshot!.id])
      const inCopy = (id: string) => state().volumes.filter((volume) => volume.group_id === id)
      expect(copies.map((copy) => inCopy(copy.id).length)).toEqual([1, 1])
      for (const copy of copies) await send(cloud.client.cinder.describe((cinder) => cinder.deleteGroup(copy.id, true)))
      await until(() => groups('twin copy').length === 0, 'the copies deleted')
      await shell(deleteGroupSnapshotCommand(cliSnapshot!.id))
      await send(cloud.client.cinder.describe((cinder) => cinder.deleteGroupSnapshot(dialogSnapshot!.id)))
      await until(() => groupSnapshots(fields.name).length === 0, 'the group snapshots deleted')

      await shell(deleteGroupCommand(byCli!.id, true))
      await send(cloud.client.cinder.describe((cinder) => cinder.deleteGroup(byDialog!.id, true)))
      await until(
        () => groups('twin group').length === 0 && members().length === 0,
        'the groups and their volumes deleted',
      )
    },
    TIMEOUT,
  )
})
