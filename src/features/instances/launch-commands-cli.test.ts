// The command of Launch Instance, run: from an image on the flavor's disk, from an image on a new
// volume (its size, type and delete-on-termination) and from a bootable volume, each request built
// as the dialog builds it (toServerRequest at the session's compute microversion and catalog), its
// command run in a shell with openstackclient against the demo cloud over HTTP, beside the
// dialog's own request (described, sent as shown) under another name; the two servers must be alike.
import { describe, expect, it } from 'vitest'
import type { ServerRecord } from '../../mocks/cloud/nova-records'
import { launchCommand } from '../../rules/commands/server-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'
import { hasNetworkService, initialValues, toServerRequest, type LaunchValues } from './launch/launch-form'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const state = () => cloud.running.cloud.state
const serverNamed = (name: string) => state().servers.find((server) => server.name === name)

/**
 * What the two launches must share once built: flavor, image, and each volume Nova attached (its
 * boot index, size, type and whether it goes with the server).
 */
function shape(server: ServerRecord) {
  const volumeOf = (id: string) => state().volumes.find((volume) => volume.id === id)
  const typeName = (id: string | undefined) => state().volumeTypes.find((type) => type.id === id)?.name
  return {
    flavor: server.flavor_id,
    image: server.image_id,
    bdms: server.bdms.map(({ volume_id, boot_index, delete_on_termination }) => ({
      boot_index,
      delete_on_termination,
      size: volumeOf(volume_id)?.size,
      type: typeName(volumeOf(volume_id)?.volume_type_id),
    })),
  }
}

const built = (name: string) => serverNamed(name)?.vm_state === 'active'

/** The request as the dialog builds it: the session's compute microversion and catalog. */
const asDialog = (values: LaunchValues) =>
  toServerRequest(values, cloud.client.nova!.version, hasNetworkService(cloud.client.catalog))

async function launchBoth(values: (name: string) => LaunchValues, bootVolume?: { multiattach: boolean }) {
  const byCli = asDialog(values('cli-launched'))
  const byDialog = asDialog(values('dialog-launched'))
  const command = launchCommand(byCli, bootVolume)
  expect(command).not.toBeNull()
  await shell(command!)
  await send(cloud.client.nova!.describe((nova) => nova.createServer(byDialog)))
  await until(() => built('cli-launched') && built('dialog-launched'), 'both servers built')
  const both = [serverNamed('cli-launched')!, serverNamed('dialog-launched')!]
  const shapes = both.map(shape) as [ReturnType<typeof shape>, ReturnType<typeof shape>]
  for (const server of both) await cloud.client.nova!.deleteServer(server.id)
  await until(() => !serverNamed('cli-launched') && !serverNamed('dialog-launched'), 'both servers deleted')
  return shapes
}

describe('the command of Launch Instance does what the dialog does', () => {
  it(
    'from an image on the flavor’s disk, and from an image on a new volume of a type, deleted with the server',
    async () => {
      const image = state().images[0]!
      const flavor = state().flavors.find((one) => one.disk * 1024 ** 3 >= (image.size ?? 0)) ?? state().flavors[0]!
      const base = (name: string): LaunchValues => ({
        ...initialValues({ flavorId: flavor.id, source: 'image', imageId: image.id }),
        name,
      })
      const [cli, dialog] = await launchBoth(base)
      expect(cli).toEqual(dialog)
      expect(cli.image).toBe(image.id)

      const type = state().volumeTypes[0]!
      const onVolume = (name: string): LaunchValues => ({
        ...base(name),
        source: 'image-volume',
        volumeSize: '3',
        volumeTypeId: type.id,
        deleteOnTermination: true,
      })
      const [cliVolume, dialogVolume] = await launchBoth(onVolume)
      expect(cliVolume).toEqual(dialogVolume)
      expect(cliVolume.bdms).toEqual([{ boot_index: 0, delete_on_termination: true, size: 3, type: type.name }])
    },
    TIMEOUT,
  )

  it(
    'from a bootable volume',
    async () => {
      const volume = state().volumes.find((one) => one.bootable && one.status === 'available' && !one.multiattach)!
      expect(volume).toBeDefined()
      const flavor = state().flavors[0]!
      const values = (name: string): LaunchValues => ({
        ...initialValues({ flavorId: flavor.id, source: 'volume', volumeId: volume.id }),
        name,
      })
      // One volume boots one server at a time: the command's server first, then the dialog's.
      await shell(launchCommand(asDialog(values('cli-launched')), volume)!)
      await until(() => built('cli-launched'), 'the command’s server built')
      const cli = shape(serverNamed('cli-launched')!)
      await cloud.client.nova!.deleteServer(serverNamed('cli-launched')!.id)
      await until(
        () =>
          !serverNamed('cli-launched') &&
          state().volumes.some((one) => one.id === volume.id && one.status === 'available'),
        'the volume free again',
      )
      await send(cloud.client.nova!.describe((nova) => nova.createServer(asDialog(values('dialog-launched')))))
      await until(() => built('dialog-launched'), 'the dialog’s server built')
      expect(cli).toEqual(shape(serverNamed('dialog-launched')!))
      expect(serverNamed('dialog-launched')!.bdms.map((bdm) => bdm.volume_id)).toEqual([volume.id])
      expect(cli.bdms).toMatchObject([{ boot_index: 0, delete_on_termination: false, size: volume.size }])
    },
    TIMEOUT,
  )
})
