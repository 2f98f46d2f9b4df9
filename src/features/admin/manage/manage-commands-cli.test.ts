// The commands of Manage Volume, Unmanage Volume, Unmanage Snapshot, Manage Snapshot and Import
// Backup Record (admin),
// run: each built as its dialog builds it and run in a shell with cinderclient as the
// administrator against the demo cloud over HTTP, beside the dialog's own request (described, sent
// as shown) on a twin; the two must end alike.
import { describe, expect, it } from 'vitest'
import {
  manageSnapshotCommand,
  manageVolumeCommand,
  unmanageSnapshotCommand,
  unmanageVolumeCommand,
} from '../../../rules/commands/manage-commands'
import { importBackupRecordCommand } from '../../../rules/commands/backup-commands'
import { setUpCliDemoCloud } from '../../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { admin, until } = cloud

const state = () => cloud.running.cloud.state
const volumesNamed = (name: string) => state().volumes.filter((volume) => volume.name === name)
const snapshotsNamed = (name: string) => (state().snapshots ?? []).filter((snapshot) => snapshot.name === name)
const onBackend = (name: string) => (state().unmanaged ?? []).some((item) => item.name === name)
const allAvailable = (list: ReadonlyArray<{ status: string }>) => list.every((item) => item.status === 'available')

describe('the manage commands do what the manage dialogs do', () => {
  it(
    'Manage Volume (cinder manage) of two twins on the backend, then Unmanage Volume (cinder unmanage)',
    async () => {
      const pool = (await admin.client.cinder.listPools()).find((candidate) =>
        candidate.name.startsWith('devstack@lvmdriver-1'),
      )!
      state().unmanaged!.push(
        { host: 'devstack@lvmdriver-1', name: 'twin-cli', kind: 'volume', size: 1 },
        { host: 'devstack@lvmdriver-1', name: 'twin-dialog', kind: 'volume', size: 1 },
      )
      const params = (source: string) => ({
        host: pool.name,
        ref: { 'source-name': source },
        name: 'managed twin',
        description: 'kept "as is"',
        volumeType: 'lvmdriver-1',
        availabilityZone: null,
        bootable: true,
      })
      await admin.shell(manageVolumeCommand(params('twin-cli')))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.manageVolume(params('twin-dialog'))))
      await until(
        () => volumesNamed('managed twin').length === 2 && allAvailable(volumesNamed('managed twin')),
        'the managed volumes',
      )
      const pick = ({
        description,
        size,
        bootable,
        volume_type_id,
        project_id,
      }: ReturnType<typeof volumesNamed>[0]) => ({
        description,
        size,
        bootable,
        volume_type_id,
        project_id,
      })
      const [byCli, byDialog] = volumesNamed('managed twin')
      expect(pick(byCli!)).toEqual(pick(byDialog!))
      expect(pick(byCli!)).toMatchObject({ description: 'kept "as is"', size: 1, bootable: true })
      expect([onBackend('twin-cli'), onBackend('twin-dialog')]).toEqual([false, false])

      await admin.shell(unmanageVolumeCommand(byCli!.id))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.unmanageVolume(byDialog!.id)))
      await until(() => volumesNamed('managed twin').length === 0, 'the volumes unmanaged')
    },
    TIMEOUT,
  )

  it(
    'Unmanage Snapshot (cinder snapshot-unmanage), then Manage Snapshot (cinder snapshot-manage) of what it left',
    async () => {
      const volume = await admin.client.cinder.createVolume({ size: 1, name: 'snapshot twins' })
      await until(() => allAvailable(volumesNamed('snapshot twins')), 'the volume')
      const made = await Promise.all(
        ['snap-cli', 'snap-dialog'].map((name) =>
          admin.client.cinder.createSnapshot({ volumeId: volume.id, name, description: null }),
        ),
      )
      await until(
        () => allAvailable([...snapshotsNamed('snap-cli'), ...snapshotsNamed('snap-dialog')]),
        'the snapshots',
      )
      await admin.shell(unmanageSnapshotCommand(made[0]!.id))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.unmanageSnapshot(made[1]!.id)))
      await until(
        () => snapshotsNamed('snap-cli').length === 0 && snapshotsNamed('snap-dialog').length === 0,
        'the snapshots unmanaged',
      )
      // What the backend holds of them now, by the names it gives them.
      const left = (id: string) => state().unmanaged!.find((item) => item.kind === 'snapshot' && item.name.includes(id))
      const [cliLeft, dialogLeft] = made.map((snapshot) => left(snapshot.id))
      expect(cliLeft && dialogLeft).toBeTruthy()

      const params = (source: string) => ({
        volumeId: volume.id,
        ref: { 'source-name': source },
        name: 'managed snapshot',
      })
      await admin.shell(manageSnapshotCommand(params(cliLeft!.name)))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.manageSnapshot(params(dialogLeft!.name))))
      await until(
        () => snapshotsNamed('managed snapshot').length === 2 && allAvailable(snapshotsNamed('managed snapshot')),
        'the managed snapshots',
      )
      expect(snapshotsNamed('managed snapshot').map((snapshot) => snapshot.volume_id)).toEqual([volume.id, volume.id])
    },
    TIMEOUT,
  )

  it(
    'Import Backup Record (openstack volume backup record import): each twin backup back with the id it had',
    async () => {
      const volume = await admin.client.cinder.createVolume({ size: 1, name: 'record twins' })
      await until(() => allAvailable(volumesNamed('record twins')), 'the volume')
      // One backup at a time: Cinder backs up a volume that is available, not one backing up.
      const made: Array<{ id: string }> = []
      const backups = () => (state().backups ?? []).filter((backup) => made.some((one) => one.id === backup.id))
      for (const name of ['record-cli', 'record-dialog']) {
        made.push(await admin.client.cinder.createBackup({ volumeId: volume.id, name }))
        await until(() => allAvailable(backups()) && allAvailable(volumesNamed('record twins')), `backup ${name}`)
      }
      const records = await Promise.all(made.map((backup) => admin.client.cinder.exportBackupRecord(backup.id)))
      await Promise.all(made.map((backup) => admin.client.cinder.deleteBackup(backup.id)))
      await until(() => backups().length === 0, 'the backups deleted')

      await admin.shell(importBackupRecordCommand(records[0]!))
      await admin.send(admin.client.cinder.describe((cinder) => cinder.importBackupRecord(records[1]!)))
      await until(() => backups().length === 2 && allAvailable(backups()), 'the imported backups')
      expect(
        backups()
          .map((backup) => backup.name)
          .sort(),
      ).toEqual(['record-cli', 'record-dialog'])
    },
    TIMEOUT,
  )
})
