// The command of Move Shared Volume, run: for a shareable volume on two read/write servers, the
// detach line, then (once detached, as its comment says) the administrator's migrate line, then
// (once migrated) the attach line, in a shell with openstackclient against the demo cloud over
// HTTP; beside it the dialog's requests (described, sent as shown, each once the step before is
// done) for a twin volume. Both end on the new backend, attached read/write to both servers again.
import { describe, expect, it } from 'vitest'
import type { DescribedRequest } from '../../../api'
import { sendAttach } from '../../../attachments/attach-one'
import { describeDetach } from '../../../attachments/detach-one'
import { moveSharedCommands } from '../../../rules/commands/attach-commands'
import { setUpCliDemoCloud } from '../../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const TO = 'devstack@solidfire#sf-pool'
const cloud = setUpCliDemoCloud()
const { until } = cloud

const state = () => cloud.running.cloud.state
const serverNamed = (name: string) => state().servers.find((server) => server.name === name)!.id
const record = (id: string) => state().volumes.find((volume) => volume.id === id)!
const attachedTo = (volumeId: string) =>
  (state().attachments ?? [])
    .filter((item) => item.volume_id === volumeId && item.attach_status === 'attached')
    .map((item) => item.instance_uuid)

describe('the command of Move Shared Volume does what the dialog does', () => {
  it(
    'the other writer detached, the volume migrated, the writer attached again',
    async () => {
      const [keep, other] = [serverNamed('web-1'), serverNamed('web-2')]
      const twins = await Promise.all(
        ['move-cli', 'move-dialog'].map((name) =>
          cloud.client.cinder.createVolume({ size: 1, name, volume_type: 'multiattach' }),
        ),
      )
      await until(() => twins.every((volume) => record(volume.id).status === 'available'), 'the volumes')
      for (const volume of twins) {
        for (const serverId of [keep, other]) {
          await cloud.client.nova!.attachVolume(serverId, { volumeId: volume.id })
          await until(() => attachedTo(volume.id).includes(serverId), 'the attachments')
        }
      }
      const [byCli, byDialog] = await Promise.all(twins.map((volume) => cloud.client.cinder.getVolume(volume.id)))

      const lines = moveSharedCommands(byCli!, [other], TO)
      for (const line of lines.detach) await cloud.admin.shell(line)
      await until(() => !attachedTo(byCli!.id).includes(other), 'the detach')
      await cloud.admin.shell(lines.migrate)
      await until(() => record(byCli!.id).migration_status === 'success', 'the migration')
      for (const line of lines.attach) await cloud.admin.shell(line)

      const admin = cloud.admin.client
      const held = byDialog!.attachments.filter((attachment) => attachment.server_id === other)
      const step = async (requests: DescribedRequest[], done: () => boolean, what: string) => {
        await cloud.admin.send(requests)
        await until(done, what)
      }
      await step(describeDetach(admin, byDialog!.id, held), () => !attachedTo(byDialog!.id).includes(other), 'detach')
      await step(
        admin.cinder.describe((cinder) => cinder.migrateVolume(byDialog!.id, TO)),
        () => record(byDialog!.id).migration_status === 'success',
        'the migration',
      )
      await step(
        admin.nova!.describe((nova) => sendAttach(nova, { volumeId: byDialog!.id, serverId: other, mode: 'rw' })),
        () => attachedTo(byDialog!.id).includes(other),
        'the attach',
      )
      await until(() => attachedTo(byCli!.id).includes(other), 'the attach by the CLI')

      for (const volume of [byCli!, byDialog!]) {
        expect(record(volume.id).host).toBe(TO)
        expect(attachedTo(volume.id).sort()).toEqual([keep, other].sort())
      }
    },
    TIMEOUT,
  )
})
