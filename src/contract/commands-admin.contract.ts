// The "Equivalent command" of the administrators' dialogs on a real cloud: Manage Volume, Unmanage
// Volume, Unmanage Snapshot, Manage Snapshot, Import Backup Record, a backup's Reset Status and
// Force Delete, a group's and a group snapshot's Reset Status: cinderclient's command as shown, run through `sh -c`, beside
// the dialog's own call through the API module, on storage the test cloud's make-unmanaged.sh put
// on its backend; both must leave alike resources. What was managed is deleted after, with its
// data. On the demo cloud the same commands run in
// src/features/admin/manage/manage-commands-cli.test.ts and src/dialogs/repair/repair-commands-cli.test.ts.
import { afterAll, describe, expect, it } from 'vitest'
import type { Snapshot, Volume } from '../api'
import {
  manageSnapshotCommand,
  manageVolumeCommand,
  unmanageSnapshotCommand,
  unmanageVolumeCommand,
} from '../rules/commands/manage-commands'
import { importBackupRecordCommand } from '../rules/commands/backup-commands'
import {
  forceDeleteBackupCommand,
  resetBackupStatusCommand,
  resetGroupStatusCommand,
} from '../rules/commands/repair-commands'
import { administrator } from './cli-shell'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
/** Backups, snapshots and volumes the administrator holds here, deleted after the file in that order. */
const backups: string[] = []
const volumes: string[] = []
const snapshots: string[] = []

const adminOf = () => administrator(world, 'manage')

async function settled<T extends { status: string }>(read: () => Promise<T>, what: string): Promise<T> {
  const deadline = Date.now() + world.target.timeoutMs
  for (;;) {
    const value = await read()
    if (!['creating', 'unmanaging', 'deleting'].includes(value.status)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
  }
}

afterAll(async () => {
  const admin = world.admin
  if (!admin) return
  for (const id of backups) {
    await admin.cinder.deleteBackup(id).catch(() => undefined)
    await world.waitGone(() => admin.cinder.getBackup(id), `backup ${id} to go`).catch(() => undefined)
  }
  for (const id of snapshots) {
    await admin.cinder.deleteSnapshot(id).catch(() => undefined)
    await world.waitGone(() => admin.cinder.getSnapshot(id), `snapshot ${id} to go`).catch(() => undefined)
  }
  for (const id of volumes) {
    await admin.cinder.deleteVolume(id).catch(() => undefined)
    await world.waitGone(() => admin.cinder.getVolume(id), `volume ${id} to go`).catch(() => undefined)
  }
})

describe.runIf(targetKind() === 'cloud')('the manage commands do what the manage dialogs do on a real cloud', () => {
  it('Manage Volume (cinder manage) of two twins on the backend, then Unmanage Volume (cinder unmanage)', async () => {
    const { admin, asAdmin } = adminOf()
    const sources = [world.name('cmd-legacy-a'), world.name('cmd-legacy-b')] as const
    const host = await world.target.makeUnmanaged(sources[0], 1)
    await world.target.makeUnmanaged(sources[1], 1)
    const params = (source: string) => ({
      host,
      ref: { 'source-name': source },
      name: world.name('cmd managed'),
      description: 'kept "as is"',
      volumeType: null,
      availabilityZone: null,
      bootable: true,
    })
    const cliId = await asAdmin(manageVolumeCommand(params(sources[0])))
    expect(cliId).toBeDefined()
    const made = await admin.cinder.manageVolume(params(sources[1]))
    volumes.push(cliId!, made.id)
    const managed = await Promise.all(
      [cliId!, made.id].map((id) => settled(() => admin.cinder.getVolume(id), 'the managed volume')),
    )
    const pick = ({ name, description, size, bootable, status, volume_type }: Volume) => ({
      name,
      description,
      size,
      bootable,
      status,
      volume_type,
    })
    expect(pick(managed[0]!)).toEqual(pick(managed[1]!))
    expect(pick(managed[0]!)).toMatchObject({
      description: 'kept "as is"',
      size: 1,
      bootable: 'true',
      status: 'available',
    })

    await asAdmin(unmanageVolumeCommand(cliId!))
    await admin.cinder.unmanageVolume(made.id)
    await Promise.all(
      [cliId!, made.id].map((id) => world.waitGone(() => admin.cinder.getVolume(id), `volume ${id} to be unmanaged`)),
    )
    // Managed back, so that the clean-up deletes them with their data.
    volumes.length = 0
    for (const source of sources) volumes.push((await admin.cinder.manageVolume(params(source))).id)
    await Promise.all(volumes.map((id) => settled(() => admin.cinder.getVolume(id), 'the volume managed back')))
  })

  it('Unmanage Snapshot (cinder snapshot-unmanage), then Manage Snapshot (cinder snapshot-manage) of what it left', async () => {
    const { admin, asAdmin } = adminOf()
    const volume = await admin.cinder.createVolume({ size: 1, name: world.name('cmd snapshot twins') })
    volumes.push(volume.id)
    await settled(() => admin.cinder.getVolume(volume.id), 'the volume')
    const made = await Promise.all(
      ['a', 'b'].map((label) =>
        admin.cinder.createSnapshot({ volumeId: volume.id, name: world.name(`cmd snap ${label}`), description: null }),
      ),
    )
    await Promise.all(made.map((snapshot) => settled(() => admin.cinder.getSnapshot(snapshot.id), 'the snapshot')))
    await asAdmin(unmanageSnapshotCommand(made[0]!.id))
    await admin.cinder.unmanageSnapshot(made[1]!.id)
    await Promise.all(
      made.map((snapshot) =>
        world.waitGone(() => admin.cinder.getSnapshot(snapshot.id), `snapshot ${snapshot.id} to be unmanaged`),
      ),
    )
    // The backend keeps each as snapshot-<id> (the driver's name for it).
    const params = (snapshot: Snapshot) => ({
      volumeId: volume.id,
      ref: { 'source-name': `snapshot-${snapshot.id}` },
      name: world.name('cmd managed snapshot'),
    })
    const cliId = await asAdmin(manageSnapshotCommand(params(made[0]!)))
    expect(cliId).toBeDefined()
    const dialogSnapshot = await admin.cinder.manageSnapshot(params(made[1]!))
    snapshots.push(cliId!, dialogSnapshot.id)
    const managed = await Promise.all(
      [cliId!, dialogSnapshot.id].map((id) => settled(() => admin.cinder.getSnapshot(id), 'the managed snapshot')),
    )
    expect(managed.map(({ name, volume_id, status }) => ({ name, volume_id, status }))).toEqual([
      { name: world.name('cmd managed snapshot'), volume_id: volume.id, status: 'available' },
      { name: world.name('cmd managed snapshot'), volume_id: volume.id, status: 'available' },
    ])
  })

  it('Import Backup Record (openstack volume backup record import): each backup back with the id it had', async () => {
    const { admin, asAdmin } = adminOf()
    const volume = await admin.cinder.createVolume({ size: 1, name: world.name('cmd record twins') })
    volumes.push(volume.id)
    await settled(() => admin.cinder.getVolume(volume.id), 'the volume')
    // One backup at a time: Cinder backs up a volume that is available, not one backing up.
    const made: string[] = []
    for (const label of ['a', 'b']) {
      const backup = await admin.cinder.createBackup({ volumeId: volume.id, name: world.name(`cmd record ${label}`) })
      made.push(backup.id)
      await settled(() => admin.cinder.getBackup(backup.id), `backup ${label}`)
      await settled(() => admin.cinder.getVolume(volume.id), 'the volume after its backup')
    }
    const records = await Promise.all(made.map((id) => admin.cinder.exportBackupRecord(id)))
    for (const id of made) await admin.cinder.deleteBackup(id)
    await Promise.all(made.map((id) => world.waitGone(() => admin.cinder.getBackup(id), `backup ${id} to go`)))

    await asAdmin(importBackupRecordCommand(records[0]!))
    await admin.cinder.importBackupRecord(records[1]!)
    backups.push(...made)
    const imported = await Promise.all(made.map((id) => settled(() => admin.cinder.getBackup(id), 'the import')))
    expect(imported.map(({ id, name, status }) => ({ id, name, status }))).toEqual([
      { id: made[0], name: world.name('cmd record a'), status: 'available' },
      { id: made[1], name: world.name('cmd record b'), status: 'available' },
    ])
  })

  it("A backup's Reset Status and Force Delete (openstack), a group's and a group snapshot's Reset Status (cinder)", async () => {
    const { admin, asAdmin } = adminOf()
    const volume = await admin.cinder.createVolume({ size: 1, name: world.name('cmd repaired backups') })
    volumes.push(volume.id)
    await settled(() => admin.cinder.getVolume(volume.id), 'the volume')
    const made: string[] = []
    for (const label of ['a', 'b']) {
      const backup = await admin.cinder.createBackup({ volumeId: volume.id, name: world.name(`cmd repair ${label}`) })
      made.push(backup.id)
      await settled(() => admin.cinder.getBackup(backup.id), `backup ${label}`)
      await settled(() => admin.cinder.getVolume(volume.id), 'the volume after its backup')
    }
    await asAdmin(resetBackupStatusCommand(made[0]!, 'error'))
    await admin.cinder.resetBackupStatus(made[1]!, 'error')
    const reset = await Promise.all(made.map((id) => admin.cinder.getBackup(id)))
    expect(reset.map((backup) => backup.status)).toEqual(['error', 'error'])
    await asAdmin(forceDeleteBackupCommand(made[0]!))
    await admin.cinder.forceDeleteBackup(made[1]!)
    await Promise.all(made.map((id) => world.waitGone(() => admin.cinder.getBackup(id), `backup ${id} to go`)))

    const type = await admin.cinder.createGroupType({ name: world.name('cmd-reset-gtype'), description: 'contract' })
    try {
      const volumeType = await admin.cinder.getDefaultVolumeType()
      const groups = await Promise.all(
        ['a', 'b'].map((label) =>
          admin.cinder.createGroup({
            groupType: type.id,
            volumeTypes: [volumeType.id],
            name: world.name(`cmd reset ${label}`),
          }),
        ),
      )
      await Promise.all(groups.map((group) => settled(() => admin.cinder.getGroup(group.id), 'the group')))
      // A volume each: Cinder takes no group snapshot of an empty group (G9).
      const members = await Promise.all(
        groups.map((group) =>
          admin.cinder.createVolume({
            size: 1,
            name: world.name('cmd reset member'),
            volume_type: volumeType.id,
            group_id: group.id,
          }),
        ),
      )
      await Promise.all(members.map((member) => settled(() => admin.cinder.getVolume(member.id), 'a member')))
      const snapshots = await Promise.all(
        groups.map((group) => admin.cinder.createGroupSnapshot({ groupId: group.id })),
      )
      await Promise.all(
        snapshots.map((snapshot) => settled(() => admin.cinder.getGroupSnapshot(snapshot.id), 'the snapshot')),
      )

      await asAdmin(resetGroupStatusCommand('group', groups[0]!.id, 'error'))
      await admin.cinder.resetGroupStatus(groups[1]!.id, 'error')
      await asAdmin(resetGroupStatusCommand('group-snapshot', snapshots[0]!.id, 'error'))
      await admin.cinder.resetGroupSnapshotStatus(snapshots[1]!.id, 'error')
      const now = await Promise.all([
        ...groups.map((group) => admin.cinder.getGroup(group.id)),
        ...snapshots.map((snapshot) => admin.cinder.getGroupSnapshot(snapshot.id)),
      ])
      expect(now.map((item) => item.status)).toEqual(['error', 'error', 'error', 'error'])
      // Available again so that they may be deleted.
      for (const snapshot of snapshots) await admin.cinder.resetGroupSnapshotStatus(snapshot.id, 'available')
      for (const snapshot of snapshots) await admin.cinder.deleteGroupSnapshot(snapshot.id)
      await Promise.all(
        snapshots.map((snapshot) =>
          world.waitGone(() => admin.cinder.getGroupSnapshot(snapshot.id), 'a group snapshot to go'),
        ),
      )
      for (const group of groups) await admin.cinder.resetGroupStatus(group.id, 'available')
      for (const group of groups) await admin.cinder.deleteGroup(group.id, true)
      await Promise.all([
        ...groups.map((group) => world.waitGone(() => admin.cinder.getGroup(group.id), 'a group to go')),
        ...members.map((member) => world.waitGone(() => admin.cinder.getVolume(member.id), 'a member to go')),
      ])
    } finally {
      await admin.cinder.deleteGroupType(type.id).catch(() => undefined)
    }
  })
})
