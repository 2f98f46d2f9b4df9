// The "Equivalent command" of Launch Instance on a real cloud: from an image on the flavor's disk,
// from an image on a new volume (nova boot --block-device) and from a bootable volume, each request
// built as the dialog builds it (toServerRequest at the session's compute microversion, with the
// session's catalog: a cloud without a network service gets no network, as the test rig), its
// command as shown run through `sh -c` with the real CLIs, beside the dialog's own request through
// the API module; the two servers must be alike once built. On the demo cloud the same run in
// src/features/instances/launch-commands-cli.test.ts.
import { describe, expect, it } from 'vitest'
import type { Server } from '../api'
import {
  hasNetworkService,
  initialValues,
  toServerRequest,
  type LaunchValues,
} from '../features/instances/launch/launch-form'
import { launchCommand } from '../rules/commands/server-commands'
import { runShown } from './cli-shell'
import { targetKind } from './target'
import { smallestImage } from './boot-image'
import { setUpWorld } from './world'

const world = setUpWorld()

const booted = (server: Server | null) => server?.status === 'ACTIVE' || server?.status === 'ERROR'

/** The server the name belongs to, once built. */
async function builtNamed(name: string): Promise<Server> {
  const listed = await world.nova.listServers({ filters: { name: `^${name}$` } })
  const id = listed.servers[0]?.id
  if (!id) throw new Error(`no server ${name}`)
  const server = await world.waitServer(id, booted, `${name} to boot`)
  expect(server?.status).toBe('ACTIVE')
  return server!
}

/** What the two launches must share: flavor, image, and each volume's size and delete-on-termination. */
async function shapeOf(server: Server) {
  const volumes = []
  for (const attached of server['os-extended-volumes:volumes_attached']) {
    const volume = await world.member.cinder.getVolume(attached.id)
    volumes.push({ size: volume.size, bootable: volume.bootable, deleteOnTermination: attached.delete_on_termination })
  }
  return { flavor: server.flavor, image: server.image, volumes }
}

async function removeServer(server: Server) {
  const kept = server['os-extended-volumes:volumes_attached'].filter((one) => !one.delete_on_termination)
  await world.nova.deleteServer(server.id)
  await world.waitServer(server.id, (found) => found === null, `${server.name} to go`)
  for (const volume of kept) world.track(volume.id)
}

describe.runIf(targetKind() === 'cloud')(
  'the command of Launch Instance does what the dialog does on a real cloud',
  () => {
    const request = (values: LaunchValues) =>
      toServerRequest(values, world.nova.version, hasNetworkService(world.member.catalog))

    it('from an image on the flavor’s disk, and from an image on a new volume deleted with the server', async () => {
      const image = await smallestImage(world.member)
      const sources: Array<Partial<LaunchValues>> = [
        { source: 'image' },
        { source: 'image-volume', volumeSize: '1', deleteOnTermination: true },
      ]
      for (const [index, patch] of sources.entries()) {
        const values = (label: string): LaunchValues => ({
          ...initialValues({ flavorId: world.target.flavor, source: 'image', imageId: image.id }),
          ...patch,
          name: world.name(`cmd-launch-${index}-${label}`),
        })
        await runShown(launchCommand(request(values('a')))!, world.target.member)
        await world.nova.createServer(request(values('b')))
        const both = [await builtNamed(values('a').name), await builtNamed(values('b').name)]
        const [cli, dialog] = [await shapeOf(both[0]!), await shapeOf(both[1]!)]
        for (const server of both) await removeServer(server)
        expect(cli).toEqual(dialog)
        if (patch.source === 'image-volume') {
          expect(cli.volumes).toEqual([{ size: 1, bootable: 'true', deleteOnTermination: true }])
        }
      }
    })

    it('from a bootable volume, one server after the other', async () => {
      const root = await world.volume('cmd-launch-root', { bootable: true })
      const values = (label: string): LaunchValues => ({
        ...initialValues({ flavorId: world.target.flavor, source: 'volume', volumeId: root.id }),
        name: world.name(`cmd-launch-vol-${label}`),
      })
      await runShown(launchCommand(request(values('a')), root)!, world.target.member)
      const byCli = await builtNamed(values('a').name)
      const cli = await shapeOf(byCli)
      await removeServer(byCli)
      await world.waitVolume(root.id, (volume) => volume.status === 'available', 'the root volume free again')
      await world.nova.createServer(request(values('b')))
      const byDialog = await builtNamed(values('b').name)
      const dialog = await shapeOf(byDialog)
      expect(byDialog['os-extended-volumes:volumes_attached'].map((one) => one.id)).toEqual([root.id])
      await removeServer(byDialog)
      expect(cli).toEqual(dialog)
    })
  },
)
