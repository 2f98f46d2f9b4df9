// Launch from an image onto a new volume on the demo cloud (L1, L2, L8, L9, L10, L11, L13, L14;
// docs/volume-life-facts.md §5): the volume Nova has Cinder make at build, its type, the checks at
// the API, a build aborted by Cinder, delete on termination and its change at 2.85.
import { describe, expect, it } from 'vitest'
import type { OpenStackClient, ServerCreateParams } from '../api'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { refusal } from '../test/refusal'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

async function imageId(client: OpenStackClient, name: string): Promise<string> {
  const images = await client.glance!.listImages()
  const found = images.find((image) => image.name === name)
  if (!found) throw new Error(`no image ${name}`)
  return found.id
}

function bootOnto(image: string, volume: Record<string, unknown>, extra: Partial<ServerCreateParams> = {}) {
  return {
    name: 'from-image',
    flavorRef: '1',
    imageRef: '',
    networks: 'none',
    block_device_mapping_v2: [
      { boot_index: 0, uuid: image, source_type: 'image', destination_type: 'volume', ...volume },
    ],
    ...extra,
  } as ServerCreateParams
}

async function serverVolume(client: OpenStackClient, serverId: string) {
  const server = await client.nova!.getServer(serverId)
  const [attached] = server['os-extended-volumes:volumes_attached']
  return { server, volume: attached ? await client.cinder.getVolume(attached.id) : undefined, attached }
}

describe('launch from an image onto a new volume', () => {
  it('makes a bootable volume of the size and type in the project at build, in-use by the instance (L13)', async () => {
    const client = await demo.signIn('member')
    const cirros = await imageId(client, 'cirros-0.6.2-x86_64-disk')
    const created = await client.nova!.createServer(
      bootOnto(cirros, { volume_size: 2, volume_type: 'multiattach', delete_on_termination: true }),
    )
    const id = 'id' in created ? created.id : ''
    expect((await client.nova!.getServer(id)).status).toBe('BUILD')
    clock.advance(1000)
    const { server, volume, attached } = await serverVolume(client, id)
    expect(server.status).toBe('ACTIVE')
    expect(attached).toMatchObject({ delete_on_termination: true })
    expect(volume).toMatchObject({
      name: '',
      description: '',
      size: 2,
      volume_type: 'multiattach',
      bootable: 'true',
      status: 'in-use',
    })
    // Delete on termination: the volume goes with the instance.
    await client.nova!.deleteServer(id)
    clock.advance(1000)
    expect(await refusal(client.cinder.getVolume(volume!.id))).toMatchObject({ status: 404 })
  })

  it('checks at the API: the image, its min_disk, a size, the type (by id or name), volume_type from 2.67 only', async () => {
    const client = await demo.signIn('member')
    const ubuntu = await imageId(client, 'ubuntu-24.04-server')
    const GIB = 1024 ** 3
    expect(await refusal(client.nova!.createServer(bootOnto(ubuntu, { volume_size: 5 })))).toEqual({
      status: 400,
      message: `Volume is smaller than the minimum size specified in image metadata. Volume size is ${5 * GIB} bytes, minimum size is ${10 * GIB} bytes.`,
    })
    expect(await refusal(client.nova!.createServer(bootOnto(ubuntu, {})))).toEqual({
      status: 400,
      message: "Images with destination_type 'volume' need to have a non-zero size specified",
    })
    const missing = '3c6d1f0e-0000-4000-8000-000000000000'
    expect(await refusal(client.nova!.createServer(bootOnto(missing, { volume_size: 1 })))).toEqual({
      status: 400,
      message: `Block Device Mapping is Invalid: failed to get image ${missing}.`,
    })
    expect(
      await refusal(client.nova!.createServer(bootOnto(ubuntu, { volume_size: 10, volume_type: 'no-such-type' }))),
    ).toEqual({ status: 400, message: 'Volume type no-such-type could not be found.' })
    const below = await refusal(
      client.nova!.createServer(bootOnto(ubuntu, { volume_size: 10, volume_type: 'multiattach' }), {
        microversion: '2.66',
      }),
    )
    expect(below.status).toBe(400)
    expect(below.message).toMatch(
      /^Invalid input for field\/attribute 0\. Value: .*\. Additional properties are not allowed \('volume_type' was unexpected\)$/,
    )
    const template = (await client.cinder.listVolumes({ filters: { name: 'boot-template' } })).volumes[0]!
    expect(
      await refusal(
        client.nova!.createServer(
          bootOnto(template.id, { source_type: 'volume', volume_type: 'multiattach', delete_on_termination: false }),
        ),
      ),
    ).toEqual({
      status: 400,
      message: 'Block Device Mapping is Invalid: Specifying volume type to existing volume is not supported.',
    })
  })

  it("accepts an image larger than the size (Nova checks min_disk only) and aborts the build with Cinder's refusal (L10)", async () => {
    const client = await demo.signIn('member')
    const ubuntu = await imageId(client, 'ubuntu-24.04-server')
    // 0.6 GB of image, min_disk 10: the build asks Cinder for 10 GiB, which fits; a 1 GiB
    // volume of an image with min_disk 0 but 20 MB fits too. Make an image bigger than its min_disk.
    demo.cloud.state.images.find((image) => image.id === ubuntu)!.size = 12 * 1024 ** 3
    const created = await client.nova!.createServer(bootOnto(ubuntu, { volume_size: 10 }))
    clock.advance(1000)
    const server = await client.nova!.getServer('id' in created ? created.id : '')
    expect(server.status).toBe('ERROR')
    expect(server.fault?.message).toMatch(
      /^Build of instance \S+ aborted: Invalid input received: Invalid input received: Size of specified image 12GB is larger than volume size 10GB\. \(HTTP 400\) \(Request-ID: req-\S+\)$/,
    )
  })

  it('changes delete on termination of an attached volume at 2.85, and refuses it below (L14, L15)', async () => {
    const client = await demo.signIn('member')
    const cirros = await imageId(client, 'cirros-0.6.2-x86_64-disk')
    const created = await client.nova!.createServer(bootOnto(cirros, { volume_size: 1 }))
    const id = 'id' in created ? created.id : ''
    clock.advance(1000)
    const { attached } = await serverVolume(client, id)
    expect(attached).toMatchObject({ delete_on_termination: false })
    await client.nova!.setDeleteOnTermination(id, attached!.id, true)
    expect((await serverVolume(client, id)).attached).toMatchObject({ delete_on_termination: true })
    const below = await refusal(client.nova!.setDeleteOnTermination(id, attached!.id, false, { microversion: '2.84' }))
    expect(below.status).toBe(400)
    expect(below.message).toContain("Additional properties are not allowed ('delete_on_termination' was unexpected)")
  })
})
