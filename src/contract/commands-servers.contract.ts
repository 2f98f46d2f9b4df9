// The "Equivalent command" of Delete on Termination and Delete Instance on a real cloud:
// openstackclient's command as shown, run through `sh -c`, beside the dialog's own call through
// the API module, on twin servers booted from volumes; both must leave alike resources. On the
// demo cloud the same commands run in src/features/instances/server-commands-cli.test.ts.
import { describe, expect, it } from 'vitest'
import { deleteOnTerminationCommand, deleteServerCommand } from '../rules/commands/server-commands'
import { runShown } from './cli-shell'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
const shell = (command: string) => runShown(command, world.target.member)

describe.runIf(targetKind() === 'cloud')(
  'the instance commands do what the instance dialogs do on a real cloud',
  () => {
    it('Delete on Termination (openstack at compute 2.85) of twin servers, then Delete Instance keeps their volumes', async () => {
      const [byCli, byDialog] = await Promise.all([world.server('cmd-dot-a'), world.server('cmd-dot-b')])
      const rootOf = async (serverId: string) => (await world.nova.listVolumeAttachments(serverId))[0]!.volumeId
      const [cliRoot, dialogRoot] = await Promise.all([rootOf(byCli.id), rootOf(byDialog.id)])
      const deleteIt = async (serverId: string, volumeId: string) =>
        (await world.nova.getVolumeAttachment(serverId, volumeId, { microversion: '2.89' })).delete_on_termination

      await shell(deleteOnTerminationCommand(byCli.id, [[cliRoot, true]]))
      await world.nova.setDeleteOnTermination(byDialog.id, dialogRoot, true)
      expect([await deleteIt(byCli.id, cliRoot), await deleteIt(byDialog.id, dialogRoot)]).toEqual([true, true])
      await shell(deleteOnTerminationCommand(byCli.id, [[cliRoot, false]]))
      await world.nova.setDeleteOnTermination(byDialog.id, dialogRoot, false)
      expect([await deleteIt(byCli.id, cliRoot), await deleteIt(byDialog.id, dialogRoot)]).toEqual([false, false])

      await shell(deleteServerCommand(byCli.id))
      await world.nova.deleteServer(byDialog.id)
      await Promise.all(
        [byCli, byDialog].map((server) => world.waitServer(server.id, (gone) => gone === null, 'the server to go')),
      )
      // Preserved on termination: each root volume is detached and kept.
      const roots = await Promise.all(
        [cliRoot, dialogRoot].map((id) => world.waitVolume(id, (volume) => volume.status === 'available', 'the root')),
      )
      expect(roots.map((volume) => volume.attachments)).toEqual([[], []])
    })
  },
)
