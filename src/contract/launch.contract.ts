// Launch and a server's volumes (L2, L8, L11, L13, L14, L15, docs/volume-life-facts.md §5): an
// instance booted from an image onto a new volume (it needs Glance); delete on termination changed
// at 2.85, refused below by the schema; a volume type on an existing volume's mapping or unknown to
// Cinder refused. Runs on the demo cloud and a real one.
import { describe, expect, it } from 'vitest'
import { refusal } from '../test/refusal'
import { smallestImage } from './boot-image'
import { setUpWorld } from './world'

const world = setUpWorld()

describe('delete on termination (L14, L15)', () => {
  it('changes at 2.85 for the root volume and reads back; below 2.85 the schema refuses it', async () => {
    const server = await world.server('dot')
    const [root] = server['os-extended-volumes:volumes_attached']
    if (!root) throw new Error('no root volume')
    expect(root.delete_on_termination).toBe(false)
    await world.nova.setDeleteOnTermination(server.id, root.id, true)
    expect((await world.nova.getServer(server.id))['os-extended-volumes:volumes_attached']).toEqual([
      { id: root.id, delete_on_termination: true },
    ])
    // Back to kept: the clean-up deletes the volume itself.
    await world.nova.setDeleteOnTermination(server.id, root.id, false)
    expect((await world.nova.getServer(server.id))['os-extended-volumes:volumes_attached']).toEqual([
      { id: root.id, delete_on_termination: false },
    ])
    const below = await refusal(world.nova.setDeleteOnTermination(server.id, root.id, true, { microversion: '2.84' }))
    expect(below.status).toBe(400)
    expect(below.message).toMatch(
      /^Invalid input for field\/attribute volumeAttachment\. Value: .*\. Additional properties are not allowed \('delete_on_termination' was unexpected\)$/,
    )
  })
})

describe('launch checks (L2)', () => {
  it('refuses a volume type on the mapping of an existing volume', async () => {
    const root = await world.volume('typed-root', { bootable: true })
    const answer = await refusal(
      world.nova.createServer({
        name: world.name('typed'),
        flavorRef: world.target.flavor,
        imageRef: '',
        networks: 'none',
        block_device_mapping_v2: [
          {
            boot_index: 0,
            uuid: root.id,
            source_type: 'volume',
            destination_type: 'volume',
            volume_type: 'whatever',
            delete_on_termination: false,
          },
        ],
      }),
    )
    expect(answer).toEqual({
      status: 400,
      message: 'Block Device Mapping is Invalid: Specifying volume type to existing volume is not supported.',
    })
  })
})

describe('launch from an image onto a new volume (L8, L11, L13)', () => {
  function onto(imageId: string, volume: Record<string, unknown>) {
    return world.nova.createServer({
      name: world.name('imaged'),
      flavorRef: world.target.flavor,
      imageRef: '',
      networks: 'none',
      block_device_mapping_v2: [
        { boot_index: 0, uuid: imageId, source_type: 'image', destination_type: 'volume', ...volume },
      ],
    })
  }

  it('refuses a type Cinder does not have, and a mapping without a size, before any volume is made', async () => {
    const image = await smallestImage(world.member)
    expect(await refusal(onto(image.id, { volume_size: 1, volume_type: world.name('no-such-type') }))).toEqual({
      status: 400,
      message: `Volume type ${world.name('no-such-type')} could not be found.`,
    })
    expect(await refusal(onto(image.id, {}))).toEqual({
      status: 400,
      message: "Images with destination_type 'volume' need to have a non-zero size specified",
    })
  })

  it('boots: Nova has Cinder make a bootable volume of the size in the project, named "", in use by the instance', async () => {
    const image = await smallestImage(world.member)
    const created = await onto(image.id, { volume_size: 1, delete_on_termination: false })
    if (!('id' in created)) throw new Error('expected a server')
    const server = await world.waitServer(
      created.id,
      (found) => found?.status === 'ACTIVE' || found?.status === 'ERROR',
      'the instance booted from an image to settle',
    )
    expect(server?.status).toBe('ACTIVE')
    const [root] = server?.['os-extended-volumes:volumes_attached'] ?? []
    if (!root) throw new Error('no root volume')
    world.track(root.id)
    expect(root.delete_on_termination).toBe(false)
    const volume = await world.member.cinder.getVolume(root.id)
    expect(volume).toMatchObject({ size: 1, bootable: 'true', status: 'in-use', name: '' })
    expect(volume.attachments.map((attachment) => attachment.server_id)).toEqual([created.id])
    await world.nova.deleteServer(created.id)
    await world.waitServer(created.id, (found) => found === null, 'the instance to go')
  })
})
