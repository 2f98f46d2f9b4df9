// The command of Change Attach Mode, run: read-only to read/write of a worker's attachment of the
// shared dataset, the detach line, then (once detached, as its comment says) the attach line, in a
// shell with openstackclient against the demo cloud over HTTP; beside it the dialog's two requests
// (described, sent as shown, the second once detached) for a twin worker. Both end read/write.
import { describe, expect, it } from 'vitest'
import { sendAttach } from '../../../attachments/attach-one'
import { describeDetach } from '../../../attachments/detach-one'
import { changeModeCommands } from '../../../rules/commands/attach-commands'
import { setUpCliDemoCloud } from '../../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const state = () => cloud.running.cloud.state

describe('the command of Change Attach Mode does what the dialog does', () => {
  it(
    'read-only to read/write: detached, then attached again to the same device',
    async () => {
      const volume = await cloud.client.cinder.getVolume(
        state().volumes.find((one) => one.name === 'imagenet-dataset')!.id,
      )
      const [byCli, byDialog] = volume.attachments.slice(0, 2)
      expect(byDialog).toBeDefined()
      const records = (serverId: string) =>
        (state().attachments ?? []).filter(
          (record) => record.volume_id === volume.id && record.instance_uuid === serverId,
        )
      const waitDetached = (serverId: string) => until(() => records(serverId).length === 0, 'the detach')

      const lines = changeModeCommands(volume, byCli!.server_id!, byCli!.device ?? undefined, 'rw')
      await shell(lines.detach)
      await waitDetached(byCli!.server_id!)
      await shell(lines.attach!)

      await send(describeDetach(cloud.client, volume.id, [byDialog!]))
      await waitDetached(byDialog!.server_id!)
      await send(
        cloud.client.nova!.describe((nova) =>
          sendAttach(nova, {
            volumeId: volume.id,
            serverId: byDialog!.server_id!,
            device: byDialog!.device ?? undefined,
            mode: 'rw',
          }),
        ),
      )
      await until(
        () =>
          [byCli, byDialog].every((one) =>
            (state().attachments ?? []).some(
              (record) =>
                record.volume_id === volume.id &&
                record.instance_uuid === one!.server_id &&
                record.attach_status === 'attached',
            ),
          ),
        'both attached again',
      )
      const details = await cloud.client.cinder.listAttachmentDetails({ filters: { volume_id: volume.id } })
      const modeOf = (serverId: string) => details.find((detail) => detail.instance === serverId)?.attach_mode
      expect([modeOf(byCli!.server_id!), modeOf(byDialog!.server_id!)]).toEqual(['rw', 'rw'])
      const after = await cloud.client.cinder.getVolume(volume.id)
      const deviceOf = (serverId: string) => after.attachments.find((one) => one.server_id === serverId)?.device
      expect([deviceOf(byCli!.server_id!), deviceOf(byDialog!.server_id!)]).toEqual([byCli!.device, byDialog!.device])
    },
    TIMEOUT,
  )
})
