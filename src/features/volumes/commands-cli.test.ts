// The commands the "Equivalent command" disclosure shows, run: each dialog's command is built from
// a typical form state and run in a shell (its quoting included) with the real CLIs against the
// demo cloud over HTTP, and the dialog's own request (the API module's call, described) is sent
// beside it; the two must leave the same resources behind. Few CLI runs: each starts Python.
import { describe, expect, it } from 'vitest'
import type { VolumeType } from '../../api'
import type { VolumeRecord } from '../../mocks/cloud/cinder-records'
import {
  createSnapshotCommand,
  createVolumeCommand,
  deleteVolumesCommand,
  extendVolumeCommand,
} from '../../rules/commands/volume-commands'
import { attachVolumeCommand, detachVolumeCommand } from '../../rules/commands/attach-commands'
import { sendAttach } from '../../attachments/attach-one'
import { initialValues, toCreateRequest } from './create/create-volume-form'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const volumes = () => cloud.running.cloud.state.volumes
const snapshots = () => cloud.running.cloud.state.snapshots ?? []
const named = (name: string | null) => volumes().filter((volume) => volume.name === name)
const settled = (list: VolumeRecord[]) => list.every((volume) => volume.status === 'available')

/** What a create or an extend decides of a volume. */
function shape(volume: VolumeRecord) {
  const { name, description, size, volume_type_id, availability_zone, multiattach, bootable, metadata } = volume
  return { name, description, size, volume_type_id, availability_zone, multiattach, bootable, metadata }
}

describe('the equivalent commands do what the dialogs do', () => {
  const NAME = "Bob's data (CLI)"

  it(
    'Create Volume: with a name (openstack) and without one (cinder), as the dialog creates them',
    async () => {
      const types = cloud.running.cloud.state.volumeTypes.map(
        (type) => ({ id: type.id, name: type.name }) as VolumeType,
      )
      const zone = volumes()[0]?.availability_zone ?? 'nova'
      const start = initialValues(cloud.running.cloud.state.defaultVolumeTypeId, [
        { zoneName: zone, zoneState: { available: true } },
      ])
      const withName = toCreateRequest({ ...start, name: NAME, description: 'made "twice"', size: '2' }, types)
      const withoutName = toCreateRequest({ ...start, size: '1' }, types)
      const unnamedBefore = named(null).length

      await shell(createVolumeCommand(withName))
      await shell(createVolumeCommand(withoutName))
      await send(cloud.client.cinder.describe((cinder) => cinder.createVolume(withName)))
      await send(cloud.client.cinder.describe((cinder) => cinder.createVolume(withoutName)))

      await until(() => named(NAME).length === 2 && settled(named(NAME)), 'the named volumes')
      const [byCli, byDialog] = named(NAME).map(shape)
      expect(byCli).toEqual(byDialog)
      expect(byCli).toMatchObject({ name: NAME, description: 'made "twice"', size: 2 })
      const unnamed = named(null).slice(unnamedBefore)
      expect(unnamed).toHaveLength(2)
      expect(shape(unnamed[0]!)).toEqual(shape(unnamed[1]!))
    },
    TIMEOUT,
  )

  it(
    'Create Volume into a group (cinder at 3.13): both volumes are the group’s',
    async () => {
      const group = cloud.running.cloud.state.groups!.find((candidate) => candidate.name === 'app-stack')!
      const types = cloud.running.cloud.state.volumeTypes.map(
        (type) => ({ id: type.id, name: type.name }) as VolumeType,
      )
      const start = initialValues(group.volume_type_ids[0]!, [
        { zoneName: group.availability_zone, zoneState: { available: true } },
      ])
      const request = toCreateRequest({ ...start, name: 'in-app-stack', size: '1', groupId: group.id }, types)

      await shell(createVolumeCommand(request))
      await send(cloud.client.cinder.describe((cinder) => cinder.createVolume(request)))

      await until(
        () => named('in-app-stack').length === 2 && settled(named('in-app-stack')),
        'the volumes in the group',
      )
      const [byCli, byDialog] = named('in-app-stack')
      expect(shape(byCli!)).toEqual(shape(byDialog!))
      expect([byCli!.group_id, byDialog!.group_id]).toEqual([group.id, group.id])
    },
    TIMEOUT,
  )

  it(
    'Extend Volume and Create Snapshot: the CLI volume and the dialog volume end alike',
    async () => {
      const [byCli, byDialog] = named(NAME) as [VolumeRecord, VolumeRecord]
      // Extend Volume's form: the new size as typed.
      const size = Number(' 3 '.trim())
      await shell(extendVolumeCommand(byCli, size))
      await send(cloud.client.cinder.describe((cinder) => cinder.extendVolume(byDialog.id, size)))
      await until(() => named(NAME).every((volume) => volume.size === 3) && settled(named(NAME)), 'extended')

      // Create Snapshot's form: a name, no description (left out, as the dialog leaves it).
      const fields = { name: 'nightly', description: '' }
      await shell(createSnapshotCommand(byCli, fields))
      await send(
        cloud.client.cinder.describe((cinder) =>
          cinder.createSnapshot({ volumeId: byDialog.id, name: fields.name, description: null }),
        ),
      )
      const of = (id: string) => snapshots().find((snapshot) => snapshot.volume_id === id)
      await until(() => of(byCli.id)?.status === 'available' && of(byDialog.id)?.status === 'available', 'snapshots')
      const pick = (id: string) => {
        const { name, description, size: gigabytes } = of(id)!
        return { name, description, gigabytes }
      }
      expect(pick(byCli.id)).toEqual(pick(byDialog.id))
      expect(pick(byCli.id)).toEqual({ name: 'nightly', description: null, gigabytes: 3 })
    },
    TIMEOUT,
  )

  it(
    'Delete Volume: with their snapshots (--purge, cascade) and without',
    async () => {
      const [cliNamed, dialogNamed] = named(NAME) as [VolumeRecord, VolumeRecord]
      const [cliUnnamed, dialogUnnamed] = named(null).slice(-2) as [VolumeRecord, VolumeRecord]
      const ids = [cliNamed.id, dialogNamed.id, cliUnnamed.id, dialogUnnamed.id]
      // The dialog cascades for the volumes that have snapshots.
      await shell(
        deleteVolumesCommand([
          { id: cliNamed.id, cascade: true },
          { id: cliUnnamed.id, cascade: false },
        ]),
      )
      await send(
        cloud.client.cinder.describe((cinder) =>
          Promise.all([
            cinder.deleteVolume(dialogNamed.id, { cascade: true }),
            cinder.deleteVolume(dialogUnnamed.id, { cascade: false }),
          ]),
        ),
      )
      await until(
        () =>
          volumes().every((volume) => !ids.includes(volume.id)) &&
          snapshots().every((snapshot) => !ids.includes(snapshot.volume_id)),
        'all four gone with their snapshots',
      )
    },
    TIMEOUT,
  )

  it(
    'Attach (openstack at compute 2.60 for a shareable volume) and Detach: the CLI server and the dialog server hold it alike',
    async () => {
      const volume = named('shared-empty')[0]!
      const server = (name: string) =>
        cloud.running.cloud.state.servers.find((candidate) => candidate.name === name)!.id
      const [byCli, byDialog] = [server('web-1'), server('web-2')]
      const nova = cloud.client.nova!
      await shell(attachVolumeCommand(volume, byCli, undefined))
      await until(() => named('shared-empty')[0]!.status === 'in-use', 'the CLI attach')
      await send(nova.describe((calls) => sendAttach(calls, { volumeId: volume.id, serverId: byDialog, mode: 'rw' })))
      const holders = () =>
        cloud.running.cloud.state.attachments.filter((attachment) => attachment.volume_id === volume.id)
      await until(
        () => holders().length === 2 && holders().every((attachment) => attachment.attach_status === 'attached'),
        'both attached',
      )
      const attachments = holders()
      expect(attachments.map((attachment) => attachment.instance_uuid).sort()).toEqual([byCli, byDialog].sort())
      expect(attachments.map((attachment) => attachment.attach_mode)).toEqual(['rw', 'rw'])

      await shell(detachVolumeCommand(byCli, volume.id))
      await send(nova.describe((calls) => calls.detachVolume(byDialog, volume.id)))
      await until(() => holders().length === 0 && named('shared-empty')[0]!.status === 'available', 'both detached')
    },
    TIMEOUT,
  )
})
