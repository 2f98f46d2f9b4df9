// The commands of the administrators' repair dialogs, run: Reset Status (cinder reset-state),
// Force Detach through the attachments API and Force Delete, Migrate Volume, the backups' Reset
// Status and Force Delete, and the groups' and group snapshots' Reset Status, each built as its dialog builds it
// and run in a shell with the real CLIs as the administrator against the demo cloud over HTTP,
// beside the dialog's own request (described, sent as shown) on a twin volume.
import { describe, expect, it } from 'vitest'
import type { VolumeRecord } from '../../mocks/cloud/cinder-records'
import {
  forceDeleteBackupCommand,
  forceDeleteCommand,
  forceDetachCommand,
  resetBackupStatusCommand,
  resetGroupStatusCommand,
  resetStatusCommand,
} from '../../rules/commands/repair-commands'
import { migrateVolumeCommand } from '../../rules/commands/volume-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { admin, until } = cloud

const volume = (id: string) => cloud.running.cloud.state.volumes.find((record) => record.id === id)
const pick = (record: VolumeRecord | undefined) => ({
  status: record?.status,
  attach_status: record?.attach_status,
  migration_status: record?.migration_status ?? null,
})

describe('the repair commands do what the repair dialogs do', () => {
  it(
    'Reset Status to error with the migration status cleared, Force Detach of a reservation, Force Delete',
    async () => {
      const made = await Promise.all(
        ['repair-cli', 'repair-dialog'].map((name) => cloud.client.cinder.createVolume({ size: 1, name })),
      )
      const [byCli, byDialog] = made.map((created) => created.id) as [string, string]
      await until(() => [byCli, byDialog].every((id) => volume(id)?.status === 'available'), 'the twins')

      // A reservation each (a server that never attached): the volumes are reserved.
      const held = await Promise.all(
        [byCli, byDialog].map((id) =>
          cloud.client.cinder.createAttachment({ volumeId: id, instanceId: '6d1b9f7e-0c52-4a53-9a39-2f3b0f1c7a11' }),
        ),
      )
      expect([volume(byCli)?.status, volume(byDialog)?.status]).toEqual(['reserved', 'reserved'])
      // Force Detach with the attachments API (one record: the dialog deletes the attachment).
      await admin.shell(forceDetachCommand('attachment-delete', held[0]!.id)!)
      await admin.send(admin.client.cinder.describe((cinder) => cinder.deleteAttachment(held[1]!.id)))
      await until(() => [byCli, byDialog].every((id) => volume(id)?.status === 'available'), 'the records gone')

      const request = { status: 'error', migration_status: 'none' }
      await admin.shell(resetStatusCommand(byCli, request)!)
      await admin.send(admin.client.cinder.describe((cinder) => cinder.resetVolumeStatus(byDialog, request)))
      expect(pick(volume(byCli))).toEqual(pick(volume(byDialog)))
      expect(pick(volume(byCli))).toMatchObject({ status: 'error' })

      await admin.shell(forceDeleteCommand(byCli))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.forceDeleteVolume(byDialog)))
      await until(() => volume(byCli) === undefined && volume(byDialog) === undefined, 'both deleted')
    },
    TIMEOUT,
  )

  it(
    'Migrate Volume (openstack volume migrate): each twin moves to the chosen pool',
    async () => {
      const made = await Promise.all(
        ['migrate-cli', 'migrate-dialog'].map((name) => cloud.client.cinder.createVolume({ size: 1, name })),
      )
      const [byCli, byDialog] = made.map((created) => created.id) as [string, string]
      await until(() => [byCli, byDialog].every((id) => volume(id)?.status === 'available'), 'the twins')
      const from = volume(byCli)?.host
      const to = (await admin.client.cinder.listPools()).map((pool) => pool.name).find((name) => name !== from)
      expect(to).toBeDefined()
      await admin.shell(migrateVolumeCommand(byCli, to!))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.migrateVolume(byDialog, to!)))
      await until(() => [byCli, byDialog].every((id) => volume(id)?.migration_status === 'success'), 'the migrations')
      expect([volume(byCli)?.host, volume(byDialog)?.host]).toEqual([to, to])
    },
    TIMEOUT,
  )

  it(
    "A backup's Reset Status and Force Delete (openstack), a group's and a group snapshot's Reset Status (cinder)",
    async () => {
      const state = () => cloud.running.cloud.state
      const made = await cloud.client.cinder.createVolume({ size: 1, name: 'backed-twice' })
      await until(() => volume(made.id)?.status === 'available', 'the volume')
      const backupIds: string[] = []
      const backup = (id: string) => (state().backups ?? []).find((record) => record.id === id)
      for (const name of ['backup-cli', 'backup-dialog']) {
        backupIds.push((await cloud.client.cinder.createBackup({ volumeId: made.id, name })).id)
        await until(
          () => backupIds.every((id) => backup(id)?.status === 'available') && volume(made.id)?.status === 'available',
          name,
        )
      }
      const [cliBackup, dialogBackup] = backupIds as [string, string]
      await admin.shell(resetBackupStatusCommand(cliBackup, 'error'))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.resetBackupStatus(dialogBackup, 'error')))
      expect([backup(cliBackup)?.status, backup(dialogBackup)?.status]).toEqual(['error', 'error'])
      await admin.shell(forceDeleteBackupCommand(cliBackup))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.forceDeleteBackup(dialogBackup)))
      await until(() => !backup(cliBackup) && !backup(dialogBackup), 'the backups force-deleted')

      const groupType = state().groupTypes!.find((type) => type.name === 'consistent-snapshots')!
      const lvm = state().volumeTypes.find((type) => type.name === 'lvmdriver-1')!
      const groups = await Promise.all(
        ['reset-cli', 'reset-dialog'].map((name) =>
          cloud.client.cinder.createGroup({ groupType: groupType.id, volumeTypes: [lvm.id], name }),
        ),
      )
      const group = (id: string) => (state().groups ?? []).find((record) => record.id === id)
      await until(() => groups.every((made) => group(made.id)?.status === 'available'), 'the groups')
      // A volume each: Cinder takes no group snapshot of an empty group (G9).
      const members = await Promise.all(
        groups.map((made) =>
          cloud.client.cinder.createVolume({ size: 1, name: 'reset member', volume_type: lvm.id, group_id: made.id }),
        ),
      )
      await until(() => members.every((made) => volume(made.id)?.status === 'available'), 'the members')
      const snapshots = await Promise.all(
        groups.map((made) => cloud.client.cinder.createGroupSnapshot({ groupId: made.id, name: 'reset me' })),
      )
      const groupSnapshot = (id: string) => (state().groupSnapshots ?? []).find((record) => record.id === id)
      await until(() => snapshots.every((made) => groupSnapshot(made.id)?.status === 'available'), 'the snapshots')

      await admin.shell(resetGroupStatusCommand('group', groups[0]!.id, 'error'))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.resetGroupStatus(groups[1]!.id, 'error')))
      await admin.shell(resetGroupStatusCommand('group-snapshot', snapshots[0]!.id, 'error'))
      await admin.send(
        admin.client.cinder.describe((cinder) => cinder.resetGroupSnapshotStatus(snapshots[1]!.id, 'error')),
      )
      expect(groups.map((made) => group(made.id)?.status)).toEqual(['error', 'error'])
      expect(snapshots.map((made) => groupSnapshot(made.id)?.status)).toEqual(['error', 'error'])
    },
    TIMEOUT,
  )
})
