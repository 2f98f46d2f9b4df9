// The commands of Delete on Termination and Delete Instance, run: each built as its dialog builds
// it and run in a shell with openstackclient against the demo cloud over HTTP, beside the dialog's
// own requests (described, sent as shown) on a twin server; the two must end alike.
import { describe, expect, it } from 'vitest'
import { deleteOnTerminationCommand, deleteServerCommand } from '../../rules/commands/server-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const servers = () => cloud.running.cloud.state.servers
const serverNamed = (name: string) => servers().find((server) => server.name === name)

describe('the commands of the instance dialogs do what the dialogs do', () => {
  it(
    'Delete on Termination (openstack at compute 2.85) of each volume of twin servers, then Delete Instance',
    async () => {
      const [byCli, byDialog] = [serverNamed('web-1')!, serverNamed('web-2')!]
      const flipped = (server: typeof byCli) =>
        server.bdms.map((bdm): [string, boolean] => [bdm.volume_id, !bdm.delete_on_termination])
      const cliChanges = flipped(byCli)
      const dialogChanges = flipped(byDialog)
      expect(cliChanges.length).toBeGreaterThan(0)
      await shell(deleteOnTerminationCommand(byCli.id, cliChanges))
      await send(
        dialogChanges.flatMap(([volumeId, value]) =>
          cloud.client.nova!.describe((nova) => nova.setDeleteOnTermination(byDialog.id, volumeId, value)),
        ),
      )
      const now = (name: string) => serverNamed(name)!.bdms.map((bdm) => [bdm.volume_id, bdm.delete_on_termination])
      expect(now('web-1')).toEqual(cliChanges)
      expect(now('web-2')).toEqual(dialogChanges)

      // Put back as they were, so that deleting the servers keeps their volumes.
      await shell(
        deleteOnTerminationCommand(
          byCli.id,
          cliChanges.map(([id, value]) => [id, !value]),
        ),
      )
      await send(
        dialogChanges.flatMap(([volumeId, value]) =>
          cloud.client.nova!.describe((nova) => nova.setDeleteOnTermination(byDialog.id, volumeId, !value)),
        ),
      )
      await shell(deleteServerCommand(byCli.id))
      await send(cloud.client.nova!.describe((nova) => nova.deleteServer(byDialog.id)))
      const volumes = [...cliChanges, ...dialogChanges].map(([id]) => id)
      await until(() => !serverNamed('web-1') && !serverNamed('web-2'), 'both servers deleted')
      const kept = cloud.running.cloud.state.volumes.filter((volume) => volumes.includes(volume.id))
      expect(kept.length).toBe(new Set(volumes).size)
    },
    TIMEOUT,
  )
})
