// The "Equivalent command" of each dialog, run on the target cloud (the demo cloud over HTTP in
// `npm test`, a real one in `npm run test:cloud`): the command as shown, through `sh -c` with the
// real CLIs as the member, beside the dialog's own call through the API module, which is what the
// shown API request records (src/api/describe.ts). Both must leave alike resources. Few CLI runs:
// each starts Python. On the demo cloud the same commands run in
// src/features/volumes/commands-cli.test.ts, beside the described requests sent as shown; here
// they run only against a real cloud, where the CLIs' own checks and Cinder's and Nova's answers
// are the real ones.
import { describe, expect, it } from 'vitest'
import type { Backup, Volume } from '../api'
import { sendAttach } from '../attachments/attach-one'
import { attachVolumeCommand, detachAttachmentsCommand, detachVolumeCommand } from '../rules/commands/attach-commands'
import { describeDetach } from '../attachments/detach-one'
import {
  createSnapshotCommand,
  createVolumeCommand,
  deleteVolumesCommand,
  editVolumeCommand,
  extendVolumeCommand,
  migrateVolumeCommand,
  retypeVolumeCommand,
  revertToSnapshotCommand,
} from '../rules/commands/volume-commands'
import {
  cancelTransferCommand,
  deleteBackupsCommand,
  editBackupCommand,
  editSnapshotCommand,
} from '../rules/commands/resource-commands'
import { createBackupCommand, createTransferCommand, restoreBackupCommand } from '../rules/commands/backup-commands'
import { editChange, editValuesOf, sendEdit } from '../features/volumes/actions/edit-volume'
import { forceDeleteCommand, resetStatusCommand } from '../rules/commands/repair-commands'
import { runShown } from './cli-shell'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
/** Runs a shown command as the member pastes it; answers the id the CLI's table printed. */
const shell = (command: string) => runShown(command, world.target.member)

const available = (volume: Volume) => volume.status === 'available'

/** Until the backup is available again (made, or restored from); an error fails the test. */
async function waitBackup(id: string, what: string): Promise<Backup> {
  const deadline = Date.now() + world.target.timeoutMs
  for (;;) {
    const backup = await world.member.cinder.getBackup(id)
    if (backup.status === 'available') return backup
    if (backup.status === 'error' || Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(backup)}`)
    await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
  }
}

/** What a create or an extend decides of a volume. */
function shape(volume: Volume) {
  const { name, description, size, volume_type, availability_zone, multiattach, bootable } = volume
  return { name, description, size, volume_type, availability_zone, multiattach, bootable }
}

describe.runIf(targetKind() === 'cloud')('the equivalent commands do what the dialogs do on a real cloud', () => {
  let byCli: Volume
  let byDialog: Volume
  /** The twins of Edit Volume and Change Volume Type, backed up after. */
  let twins: [Volume, Volume]
  const backupIds: string[] = []

  it('Create Volume with a name (openstack) and without one (cinder)', async () => {
    const request = { size: 1, name: world.name("cmd's vol"), description: 'made "twice"' }
    const cliId = await shell(createVolumeCommand(request))
    expect(cliId).toBeDefined()
    world.track(cliId!)
    const made = await world.member.cinder.createVolume(request)
    world.track(made.id)
    byCli = await world.waitVolume(cliId!, available, 'the CLI volume')
    byDialog = await world.waitVolume(made.id, available, 'the dialog volume')
    expect(shape(byCli)).toEqual(shape(byDialog))
    expect(byCli).toMatchObject({ name: request.name, description: 'made "twice"', size: 1 })

    const unnamedId = await shell(createVolumeCommand({ size: 1, description: world.name('unnamed') }))
    expect(unnamedId).toBeDefined()
    world.track(unnamedId!)
    const unnamed = await world.waitVolume(unnamedId!, available, 'the unnamed CLI volume')
    expect(unnamed.name === null || unnamed.name === '').toBe(true)
    await world.member.cinder.deleteVolume(unnamed.id)
  })

  it('Extend Volume and Create Snapshot: the CLI volume and the dialog volume end alike', async () => {
    await shell(extendVolumeCommand(byCli, 2))
    await world.member.cinder.extendVolume(byDialog.id, 2)
    const sized = (volume: Volume) => available(volume) && volume.size === 2
    byCli = await world.waitVolume(byCli.id, sized, 'the CLI extend')
    byDialog = await world.waitVolume(byDialog.id, sized, 'the dialog extend')

    const fields = { name: world.name('nightly'), description: '' }
    const cliSnapshot = await shell(createSnapshotCommand(byCli, fields))
    expect(cliSnapshot).toBeDefined()
    const made = await world.member.cinder.createSnapshot({
      volumeId: byDialog.id,
      name: fields.name,
      description: null,
    })
    const ready = (id: string) =>
      world.waitSnapshot(id, (snapshot) => snapshot?.status === 'available', 'a snapshot to be made')
    const [fromCli, fromDialog] = await Promise.all([ready(cliSnapshot!), ready(made.id)])
    const pick = (snapshot: typeof fromCli) => ({
      name: snapshot?.name,
      description: snapshot?.description ?? null,
      size: snapshot?.size,
    })
    expect(pick(fromCli)).toEqual(pick(fromDialog))
    expect(pick(fromCli)).toEqual({ name: fields.name, description: null, size: 2 })
  })

  it('Revert to Snapshot (cinder at 3.40): each volume back to its latest snapshot', async () => {
    const latest = async (volumeId: string) =>
      (
        await world.member.cinder.listSnapshots({ filters: { volume_id: volumeId }, sort: 'created_at:desc' })
      ).snapshots.map((snapshot) => snapshot.id)[0]!
    const [cliSnapshot, dialogSnapshot] = await Promise.all([latest(byCli.id), latest(byDialog.id)])
    await shell(revertToSnapshotCommand(cliSnapshot))
    await world.member.cinder.revertToSnapshot(byDialog.id, dialogSnapshot)
    await Promise.all([
      world.waitVolume(byCli.id, available, 'the CLI revert'),
      world.waitVolume(byDialog.id, available, 'the dialog revert'),
    ])

    // Edit Snapshot with the description cleared: cinder snapshot-rename.
    const fields = { name: world.name('renamed'), description: '' }
    await shell(editSnapshotCommand(cliSnapshot, fields))
    await world.member.cinder.updateSnapshot(dialogSnapshot, fields)
    const renamed = await Promise.all([cliSnapshot, dialogSnapshot].map((id) => world.member.cinder.getSnapshot(id)))
    const pick = ({ name, description }: (typeof renamed)[number]) => ({ name, description })
    expect(pick(renamed[0]!)).toEqual(pick(renamed[1]!))
    expect(renamed[0]!.name).toBe(fields.name)
  })

  it('Create Transfer without the snapshots (openstack at 3.55), then its cancel', async () => {
    const params = (volumeId: string) => ({ volumeId, name: world.name('to ops'), noSnapshots: true })
    const cliTransfer = await shell(createTransferCommand(params(byCli.id)))
    expect(cliTransfer).toBeDefined()
    const made = await world.member.cinder.createTransfer(params(byDialog.id))
    const shown = await Promise.all([cliTransfer!, made.id].map((id) => world.member.cinder.getTransfer(id)))
    const pick = ({ name, no_snapshots }: (typeof shown)[number]) => ({ name, no_snapshots })
    expect(pick(shown[0]!)).toEqual(pick(shown[1]!))
    expect(pick(shown[0]!)).toEqual({ name: world.name('to ops'), no_snapshots: true })
    await shell(cancelTransferCommand(cliTransfer!))
    await world.member.cinder.deleteTransfer(made.id)
    await Promise.all([byCli.id, byDialog.id].map((id) => world.waitVolume(id, available, 'the transfer cancelled')))
  })

  it('Edit Volume (cinder rename clears the description) and Change Volume Type', async () => {
    const [cliVolume, dialogVolume] = await Promise.all([world.volume('cmd-edit-a'), world.volume('cmd-edit-b')])
    const change = (volume: Volume) =>
      editChange(editValuesOf(volume), { name: `${volume.name ?? ''} edited`, description: '', bootable: true })!
    await shell(editVolumeCommand(cliVolume.id, change(cliVolume))!)
    await sendEdit(world.member, dialogVolume.id, change(dialogVolume))
    const [editedCli, editedDialog] = await Promise.all(
      [cliVolume, dialogVolume].map((volume) => world.member.cinder.getVolume(volume.id)),
    )
    const pick = ({ description, bootable }: Volume) => ({ description, bootable })
    expect(pick(editedCli!)).toEqual(pick(editedDialog!))
    expect(editedCli).toMatchObject({ name: `${cliVolume.name ?? ''} edited`, bootable: 'true' })
    expect(editedCli!.description === '' || editedCli!.description === null).toBe(true)

    const type = await world.multiattachType()
    await shell(retypeVolumeCommand(cliVolume.id, type, 'never'))
    await world.member.cinder.retypeVolume(dialogVolume.id, type, 'never')
    const retyped = (volume: Volume) => available(volume) && volume.volume_type === type
    const [typedCli, typedDialog] = await Promise.all([
      world.waitVolume(cliVolume.id, retyped, 'the CLI retype'),
      world.waitVolume(dialogVolume.id, retyped, 'the dialog retype'),
    ])
    expect([typedCli.multiattach, typedDialog.multiattach]).toEqual([true, true])
    twins = [typedCli, typedDialog]
  })

  it('Create Backup, then Restore it into a new volume (cinder backup-restore)', async () => {
    const [cliVolume, dialogVolume] = twins
    const params = (volumeId: string) => ({ volumeId, name: world.name('cmd backup'), description: null })
    const cliBackup = await shell(createBackupCommand(params(cliVolume.id)))
    expect(cliBackup).toBeDefined()
    const dialogBackup = (await world.member.cinder.createBackup(params(dialogVolume.id))).id
    backupIds.push(cliBackup!, dialogBackup)
    const made = await Promise.all(backupIds.map((id) => waitBackup(id, 'a backup to be made')))
    const pick = ({ name, description, size, is_incremental, snapshot_id }: Backup) => ({
      name,
      description,
      size,
      is_incremental,
      snapshot_id,
    })
    expect(pick(made[0]!)).toEqual(pick(made[1]!))

    const into = { name: world.name('cmd restored') }
    await shell(restoreBackupCommand(cliBackup!, into))
    const restore = await world.member.cinder.restoreBackup(dialogBackup, into)
    world.track(restore.volume_id)
    await Promise.all(backupIds.map((id) => waitBackup(id, 'a restore to finish')))
    const restored = (await world.member.cinder.listVolumes({ filters: { name: into.name } })).volumes
    for (const volume of restored) world.track(volume.id)
    expect(restored).toHaveLength(2)
    const ready = await Promise.all(
      restored.map((volume) => world.waitVolume(volume.id, available, 'a restored volume')),
    )
    expect(ready.map((volume) => volume.size)).toEqual([1, 1])

    // Edit Backup (3.9) with the description cleared, then Delete Backup.
    const fields = { name: world.name('kept'), description: '' }
    await shell(editBackupCommand(cliBackup!, fields))
    await world.member.cinder.updateBackup(dialogBackup, fields)
    const edited = await Promise.all(backupIds.map((id) => world.member.cinder.getBackup(id)))
    const pickFields = ({ name, description }: Backup) => ({ name, description })
    expect(pickFields(edited[0]!)).toEqual(pickFields(edited[1]!))
    expect(edited[0]!.name).toBe(fields.name)
    await shell(deleteBackupsCommand([cliBackup!]))
    await world.member.cinder.deleteBackup(dialogBackup)
    await Promise.all(
      [cliBackup!, dialogBackup].map((id) =>
        world.waitGone(() => world.member.cinder.getBackup(id), `backup ${id} to go`),
      ),
    )
    backupIds.length = 0
  })

  it('Attach (at compute 2.60 for a shareable volume) and Detach: each server holds it alike', async () => {
    const shared = await world.volume('cmd-shared', { type: await world.multiattachType() })
    const [first, second] = await Promise.all([world.server('cmd-a'), world.server('cmd-b')])
    await shell(attachVolumeCommand(shared, first.id, undefined))
    await world.waitVolume(shared.id, (volume) => volume.status === 'in-use', 'the CLI attach')
    await sendAttach(world.nova, { volumeId: shared.id, serverId: second.id, mode: 'rw' })
    const both = await world.waitVolume(
      shared.id,
      (volume) => volume.status === 'in-use' && volume.attachments.length === 2,
      'both attachments',
    )
    expect(both.attachments.map((attachment) => attachment.server_id).sort()).toEqual([first.id, second.id].sort())

    await shell(detachVolumeCommand(first.id, shared.id))
    await world.waitVolume(shared.id, (volume) => volume.attachments.length === 1, 'the CLI detach')
    await world.nova.detachVolume(second.id, shared.id)
    await world.waitVolume(shared.id, available, 'the dialog detach')
  })

  it('Detach selected: an attachment outside Nova through the attachments API (openstack at 3.27)', async () => {
    const connector = { host: 'vc-cmd-host', initiator: 'iqn.1993-08.org.debian:01:vc-cmd-host' }
    const [cliVolume, dialogVolume] = await Promise.all([world.volume('cmd-held-a'), world.volume('cmd-held-b')])
    const held = await Promise.all(
      [cliVolume, dialogVolume].map((volume) =>
        world.member.cinder.createAttachment({ volumeId: volume.id, connector, mode: 'rw' }),
      ),
    )
    const [cliHeld, dialogHeld] = held.map((attachment) => ({ attachment_id: attachment.id, server_id: null }))
    await shell(detachAttachmentsCommand(cliVolume.id, [cliHeld!]))
    expect(describeDetach(world.member, dialogVolume.id, [dialogHeld!])).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        url: expect.stringMatching(`/attachments/${dialogHeld!.attachment_id}$`),
      }),
    ])
    await world.member.cinder.deleteAttachment(dialogHeld!.attachment_id)
    const [cliNow, dialogNow] = await Promise.all(
      [cliVolume, dialogVolume].map((volume) => world.waitVolume(volume.id, available, 'the detach')),
    )
    expect([cliNow!.attachments, dialogNow!.attachments]).toEqual([[], []])
  })

  it('Migrate Volume (admin): the command meets the refusal the dialog meets, in Cinder’s words', async () => {
    // The cloud has one backend: a migration can only be refused, to the host the volume is on.
    const admin = world.admin
    const credentials = world.target.admin
    if (!admin || !credentials) throw new Error('Migrate Volume needs CONTRACT_ADMIN_* (an admin action)')
    const volume = await world.volume('cmd-migrate')
    const host = (await admin.cinder.getVolume(volume.id))['os-vol-host-attr:host']!
    const byDialog = await admin.cinder.migrateVolume(volume.id, host).then(
      () => 'accepted',
      (error: Error) => error.message,
    )
    const byCli = await runShown(migrateVolumeCommand(volume.id, host), credentials).then(
      () => 'accepted',
      (error: { stderr?: string }) => error.stderr ?? '',
    )
    expect(byDialog).toMatch(/destination host\/cluster must be different than the current one$/)
    expect(byCli).toContain(`${byDialog} (HTTP 400)`)
  })

  it('the repairs (admin): Reset Status with the migration status cleared, then Force Delete', async () => {
    const admin = world.admin
    const credentials = world.target.admin
    if (!admin || !credentials) throw new Error('the repair commands need CONTRACT_ADMIN_* (they are admin actions)')
    const asAdmin = (command: string) => runShown(command, credentials)
    const [cliVolume, dialogVolume] = await Promise.all([world.volume('cmd-repair-a'), world.volume('cmd-repair-b')])
    const request = { status: 'error', migration_status: 'none' }
    await asAdmin(resetStatusCommand(cliVolume.id, request)!)
    await admin.cinder.resetVolumeStatus(dialogVolume.id, request)
    const [cliNow, dialogNow] = await Promise.all(
      [cliVolume, dialogVolume].map((volume) => admin.cinder.getVolume(volume.id)),
    )
    const pick = ({ status, migration_status }: Volume) => ({ status, migration_status: migration_status ?? null })
    expect(pick(cliNow!)).toEqual(pick(dialogNow!))
    expect(cliNow!.status).toBe('error')

    await asAdmin(forceDeleteCommand(cliVolume.id))
    await admin.cinder.forceDeleteVolume(dialogVolume.id)
    await Promise.all(
      [cliVolume, dialogVolume].map((volume) =>
        world.waitGone(() => world.member.cinder.getVolume(volume.id), `volume ${volume.id} to be force-deleted`),
      ),
    )
  })

  it('Delete Volume with its snapshots (--purge, cascade)', async () => {
    await Promise.all(backupIds.map((id) => world.member.cinder.deleteBackup(id)))
    await shell(deleteVolumesCommand([{ id: byCli.id, cascade: true }]))
    await world.member.cinder.deleteVolume(byDialog.id, { cascade: true })
    await Promise.all(
      [byCli, byDialog].map((volume) =>
        world.waitGone(() => world.member.cinder.getVolume(volume.id), `volume ${volume.id} to go with its snapshots`),
      ),
    )
  })
})
