// The commands of Edit Volume, Change Volume Type, Revert to Snapshot, Create Backup, Restore
// Backup, Create Transfer, Edit and Delete of snapshots and backups, Cancel Transfer and Manage
// Attachments' Detach selected, run: each built as its dialog builds it and run in a shell with the
// real CLIs against the demo cloud over HTTP, beside the dialog's own requests (described, sent
// as shown) on a twin volume; the two volumes must end alike. Few CLI runs: each starts Python.
import { describe, expect, it } from 'vitest'
import type { VolumeRecord } from '../../mocks/cloud/cinder-records'
import { createBackupCommand, createTransferCommand, restoreBackupCommand } from '../../rules/commands/backup-commands'
import { editVolumeCommand, retypeVolumeCommand, revertToSnapshotCommand } from '../../rules/commands/volume-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'
import { describeDetach } from '../../attachments/detach-one'
import { detachAttachmentsCommand } from '../../rules/commands/attach-commands'
import {
  cancelTransferCommand,
  deleteBackupsCommand,
  deleteSnapshotsCommand,
  editBackupCommand,
  editSnapshotCommand,
} from '../../rules/commands/resource-commands'
import { describeEdit, editChange, editValuesOf } from './actions/edit-volume'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const state = () => cloud.running.cloud.state
const volume = (id: string) => state().volumes.find((candidate) => candidate.id === id)!
const backups = () => state().backups ?? []
const typeName = (record: VolumeRecord) => state().volumeTypes.find((type) => type.id === record.volume_type_id)?.name

/** The CLI's twin and the dialog's twin. */
let byCli: string
let byDialog: string
/** Their snapshots and backups, by the CLI's twin first. */
let snapshotIds: [string, string]
let backupIds: [string, string]
const both = (check: (record: VolumeRecord) => boolean) => () => [byCli, byDialog].every((id) => check(volume(id)))
const available = (record: VolumeRecord) => record.status === 'available'

describe('the commands of the edit, backup and transfer dialogs do what the dialogs do', () => {
  it(
    'Edit Volume (a cleared description through cinder rename, bootable through openstack) and Change Volume Type',
    async () => {
      const made = await Promise.all(
        ['twin-cli', 'twin-dialog'].map((name) =>
          cloud.client.cinder.createVolume({ size: 1, name, description: 'before', volume_type: 'lvmdriver-1' }),
        ),
      )
      ;[byCli, byDialog] = made.map((created) => created.id) as [string, string]
      await until(both(available), 'the twins')

      // Edit Volume's form: a new name, the description cleared, bootable switched on.
      const change = (id: string) =>
        editChange(editValuesOf({ ...volume(id), bootable: volume(id).bootable ? 'true' : 'false' }), {
          name: `${volume(id).name}: edited`,
          description: '',
          bootable: true,
        })!
      const cliChange = change(byCli)
      const command = editVolumeCommand(byCli, cliChange)!
      expect(command.split('\n')).toHaveLength(2)
      await shell(command)
      await send(describeEdit(cloud.client, byDialog, change(byDialog)))
      await until(
        both((record) => record.bootable && record.description === ''),
        'the edits',
      )
      expect([volume(byCli).name, volume(byDialog).name]).toEqual(['twin-cli: edited', 'twin-dialog: edited'])

      // Change Volume Type's form: a shareable type, migrating when needed.
      await shell(retypeVolumeCommand(byCli, 'multiattach', 'on-demand'))
      await send(cloud.client.cinder.describe((cinder) => cinder.retypeVolume(byDialog, 'multiattach', 'on-demand')))
      await until(
        both((record) => available(record) && typeName(record) === 'multiattach'),
        'the retypes',
      )
      expect([volume(byCli).multiattach, volume(byDialog).multiattach]).toEqual([true, true])
    },
    TIMEOUT,
  )

  it(
    'Revert to Snapshot (cinder at 3.40): each twin goes back to its latest snapshot',
    async () => {
      const snapshotOf = async (id: string) =>
        (await cloud.client.cinder.createSnapshot({ volumeId: id, name: 'before-revert', description: null })).id
      const [cliSnapshot, dialogSnapshot] = [await snapshotOf(byCli), await snapshotOf(byDialog)]
      snapshotIds = [cliSnapshot, dialogSnapshot]
      const snapshotsReady = () =>
        (state().snapshots ?? []).filter((snapshot) => [cliSnapshot, dialogSnapshot].includes(snapshot.id))
      await until(() => snapshotsReady().every((snapshot) => snapshot.status === 'available'), 'the snapshots')

      await shell(revertToSnapshotCommand(cliSnapshot))
      await send(cloud.client.cinder.describe((cinder) => cinder.revertToSnapshot(byDialog, dialogSnapshot)))
      // Both were reverting (the cloud took both) and are available again.
      await until(both(available), 'the reverts')
      expect(snapshotsReady().map((snapshot) => snapshot.status)).toEqual(['available', 'available'])
    },
    TIMEOUT,
  )

  it(
    'Create Backup, Restore it into a new volume and over its volume, then Create Transfer without the snapshots',
    async () => {
      // Create Backup's form: a name, no description, of the volume itself, full.
      const params = (volumeId: string) => ({ volumeId, name: 'twin-backup', description: null, incremental: false })
      await shell(createBackupCommand(params(byCli)))
      await send(cloud.client.cinder.describe((cinder) => cinder.createBackup(params(byDialog))))
      const backupOf = (id: string) =>
        backups().find((backup) => backup.volume_id === id && backup.name === 'twin-backup')
      await until(
        () => [byCli, byDialog].every((id) => backupOf(id)?.status === 'available') && both(available)(),
        'the backups',
      )
      const pick = (id: string) => {
        const { name, description, size, parent_id, snapshot_id } = backupOf(id)!
        return { name, description, size, parent_id, snapshot_id }
      }
      expect(pick(byCli)).toEqual(pick(byDialog))

      // Restore Backup's form: into a new volume with a name, then over the backed-up volume.
      const [cliBackup, dialogBackup] = [backupOf(byCli)!.id, backupOf(byDialog)!.id]
      backupIds = [cliBackup, dialogBackup]
      await shell(restoreBackupCommand(cliBackup, { name: 'twin-restored' }))
      await send(
        cloud.client.cinder.describe((cinder) => cinder.restoreBackup(dialogBackup, { name: 'twin-restored' })),
      )
      const restored = () => state().volumes.filter((record) => record.name === 'twin-restored')
      await until(() => restored().length === 2 && restored().every(available), 'the restored volumes')
      expect(restored().map((record) => record.size)).toEqual([1, 1])

      await shell(restoreBackupCommand(cliBackup, { volumeId: byCli }))
      await send(cloud.client.cinder.describe((cinder) => cinder.restoreBackup(dialogBackup, { volumeId: byDialog })))
      await until(
        () => both(available)() && backups().every((backup) => backup.status === 'available'),
        'the restores over the volumes',
      )
      expect([backupOf(byCli)!.restore_volume_id, backupOf(byDialog)!.restore_volume_id]).toEqual([byCli, byDialog])

      // Create Transfer's form: a name, the snapshots left in this project (3.55).
      const transfer = (volumeId: string) => ({ volumeId, name: 'to ops', noSnapshots: true })
      const printed = await shell(createTransferCommand(transfer(byCli)))
      expect(printed).toMatch(/auth_key/)
      await send(cloud.client.cinder.describe((cinder) => cinder.createTransfer(transfer(byDialog))))
      await until(
        both((record) => record.status === 'awaiting-transfer'),
        'the transfers',
      )
      const transferOf = (id: string) => {
        const { name, no_snapshots } = (state().transfers ?? []).find((record) => record.volume_id === id)!
        return { name, no_snapshots }
      }
      expect(transferOf(byCli)).toEqual(transferOf(byDialog))
      expect(transferOf(byCli)).toEqual({ name: 'to ops', no_snapshots: true })
    },
    TIMEOUT,
  )

  it(
    'Edit and Delete of a snapshot and a backup (a cleared description through cinder), Cancel Transfer',
    async () => {
      const fields = { name: 'renamed by twin', description: '' }
      await shell(editSnapshotCommand(snapshotIds[0], fields))
      await send(cloud.client.cinder.describe((cinder) => cinder.updateSnapshot(snapshotIds[1], fields)))
      await shell(editBackupCommand(backupIds[0], fields))
      await send(cloud.client.cinder.describe((cinder) => cinder.updateBackup(backupIds[1], fields)))
      const named = (
        list: ReadonlyArray<{ id: string; name: string | null; description: string | null }>,
        ids: string[],
      ) =>
        ids.map((id) => {
          const { name, description } = list.find((record) => record.id === id)!
          return { name, description }
        })
      expect(named(state().snapshots ?? [], snapshotIds)).toEqual([
        { name: 'renamed by twin', description: '' },
        { name: 'renamed by twin', description: '' },
      ])
      expect(named(backups(), backupIds)).toEqual([
        { name: 'renamed by twin', description: '' },
        { name: 'renamed by twin', description: '' },
      ])

      const transferOf = (volumeId: string) =>
        (state().transfers ?? []).find((record) => record.volume_id === volumeId)!.id
      await shell(cancelTransferCommand(transferOf(byCli)))
      await send(cloud.client.cinder.describe((cinder) => cinder.deleteTransfer(transferOf(byDialog))))
      await until(both(available), 'the transfers cancelled')

      await shell(deleteSnapshotsCommand([snapshotIds[0]]))
      await send(cloud.client.cinder.describe((cinder) => cinder.deleteSnapshot(snapshotIds[1])))
      await shell(deleteBackupsCommand([backupIds[0]]))
      await send(cloud.client.cinder.describe((cinder) => cinder.deleteBackup(backupIds[1])))
      const left = () => [
        ...(state().snapshots ?? []).filter((snapshot) => snapshotIds.includes(snapshot.id)),
        ...backups().filter((backup) => backupIds.includes(backup.id)),
      ]
      await until(() => left().length === 0, 'the snapshots and backups deleted')
    },
    TIMEOUT,
  )

  it(
    'Detach selected: an attachment outside Nova through the attachments API (openstack at 3.27)',
    async () => {
      const connector = { host: 'cli-host', initiator: 'iqn.1993-08.org.debian:01:cli-host' }
      const volumeOf = (name: string) => state().volumes.find((record) => record.name === name)!
      const made = await Promise.all(
        ['detach-cli', 'detach-dialog'].map((name) => cloud.client.cinder.createVolume({ size: 1, name })),
      )
      await until(() => made.every((created) => available(volume(created.id))), 'the volumes')
      const held = await Promise.all(
        made.map((created) => cloud.client.cinder.createAttachment({ volumeId: created.id, connector, mode: 'rw' })),
      )
      // Held through Cinder alone, with a connector: reserved for its host (attaching until completed).
      expect(made.map((created) => volume(created.id).status)).toEqual(['attaching', 'attaching'])
      const [cliHeld, dialogHeld] = held.map((attachment) => ({ attachment_id: attachment.id, server_id: null }))
      await shell(detachAttachmentsCommand(made[0]!.id, [cliHeld!]))
      await send(describeDetach(cloud.client, made[1]!.id, [dialogHeld!]))
      await until(() => ['detach-cli', 'detach-dialog'].every((name) => available(volumeOf(name))), 'both detached')
      expect(
        state().attachments.filter((attachment) => made.some((created) => created.id === attachment.volume_id)),
      ).toEqual([])
    },
    TIMEOUT,
  )
})
