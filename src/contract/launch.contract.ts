// Launch and a server's volumes (L2, L14, L15, docs/volume-life-facts.md §5): delete on
// termination changed at 2.85 (only it: the other fields not mutable), refused below by the schema;
// a volume type on an existing volume's mapping refused. Runs on the demo cloud and a real one.
import { describe, expect, it } from 'vitest'
import { refusal } from '../test/refusal'
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
