// What a contract test file works with: the target, signed-in clients, resources it made
// (named vc-contract-<run>-…) and their clean-up, and waiting for state changes.
import { afterAll, beforeAll } from 'vitest'
import type { OpenStackClient, Server, Volume } from '../api'
import { connect } from '../api'
import type { Target } from './target'
import { openTarget } from './target'

export const RUN = `vc-contract-${Date.now().toString(36)}`
export const MULTIATTACH_TYPE = 'vc-contract-multiattach'

export interface World {
  target: Target
  member: OpenStackClient
  admin: OpenStackClient | null
  nova: NonNullable<OpenStackClient['nova']>
  name(label: string): string
  volume(label: string, options?: { type?: string; size?: number; bootable?: boolean }): Promise<Volume>
  server(label: string): Promise<Server>
  multiattachType(): Promise<string>
  /** Registers a volume made outside `volume()` for clean-up. */
  track(volumeId: string): void
  waitVolume(id: string, done: (volume: Volume) => boolean, what: string): Promise<Volume>
  waitServer(id: string, done: (server: Server | null) => boolean, what: string): Promise<Server | null>
}

export function setUpWorld(): World {
  const volumes: string[] = []
  const servers: string[] = []
  let createdType: string | null = null
  const world = {} as World

  async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    const deadline = Date.now() + world.target.timeoutMs
    let last: T = await read()
    while (!done(last)) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(last).slice(0, 400)}`)
      await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
      last = await read()
    }
    return last
  }

  beforeAll(async () => {
    world.target = await openTarget()
    world.member = await connect(world.target.member)
    world.admin = world.target.admin ? await connect(world.target.admin) : null
    if (!world.member.nova) throw new Error('the contract suite needs a compute service in the catalog')
    world.nova = world.member.nova
    world.name = (label) => `${RUN}-${label}`
    world.track = (volumeId) => {
      volumes.push(volumeId)
    }
    world.waitVolume = (id, done, what) => poll(() => world.member.cinder.getVolume(id), done, what)
    world.waitServer = (id, done, what) =>
      poll(
        () =>
          world.nova.getServer(id).catch((error: unknown) => {
            if ((error as { status?: number }).status === 404) return null
            throw error
          }),
        done,
        what,
      )
    world.multiattachType = async () => {
      if (world.target.multiattachType) return world.target.multiattachType
      if (!world.admin) throw new Error('set CONTRACT_ADMIN_* or CONTRACT_MULTIATTACH_TYPE')
      const types = await world.admin.cinder.listVolumeTypes()
      const existing = types.find((type) => type.name === MULTIATTACH_TYPE)
      if (existing) return existing.name
      const type = await world.admin.cinder.createVolumeType({
        name: MULTIATTACH_TYPE,
        description: 'Created by the Volume Console contract suite',
        extra_specs: { multiattach: '<is> True' },
      })
      createdType = type.id
      return type.name
    }
    world.volume = async (label, options = {}) => {
      const created = await world.member.cinder.createVolume({
        size: options.size ?? 1,
        name: world.name(label),
        volume_type: options.type,
      })
      volumes.push(created.id)
      const ready = await world.waitVolume(
        created.id,
        (volume) => volume.status !== 'creating',
        `${label} to be created`,
      )
      if (ready.status !== 'available') throw new Error(`${label} ended ${ready.status}`)
      if (options.bootable) {
        await world.member.cinder.setBootable(created.id, true)
        return world.member.cinder.getVolume(created.id)
      }
      return ready
    }
    world.server = async (label) => {
      const root = await world.volume(`${label}-root`, { bootable: true })
      const created = await world.nova.createServer({
        name: world.name(label),
        flavorRef: world.target.flavor,
        imageRef: '',
        networks: 'none',
        block_device_mapping_v2: [
          {
            boot_index: 0,
            uuid: root.id,
            source_type: 'volume',
            destination_type: 'volume',
            delete_on_termination: false,
          },
        ],
      })
      if (!('id' in created)) throw new Error('expected a server, got a reservation')
      servers.push(created.id)
      const active = await world.waitServer(
        created.id,
        (server) => server?.status === 'ACTIVE' || server?.status === 'ERROR',
        `${label} to boot`,
      )
      if (active?.status !== 'ACTIVE') throw new Error(`${label} ended ${active?.status}`)
      return active
    }
  }, 300_000)

  afterAll(async () => {
    if (!world.target) return
    const problems: string[] = []
    for (const id of servers) await world.nova.deleteServer(id).catch(() => undefined)
    for (const id of servers) {
      await world
        .waitServer(id, (server) => server === null, `server ${id} to go`)
        .catch((error: unknown) => problems.push(String(error)))
    }
    for (const id of volumes) {
      try {
        const volume = await world.waitVolume(
          id,
          (v) =>
            !['creating', 'attaching', 'detaching', 'reserved', 'in-use', 'extending', 'retyping'].includes(v.status),
          `volume ${id} to settle`,
        )
        if (volume.status !== 'deleting') await world.member.cinder.deleteVolume(id)
      } catch (error) {
        if ((error as { status?: number }).status !== 404) problems.push(String(error))
      }
    }
    for (const id of volumes) {
      await poll(
        () =>
          world.member.cinder.getVolume(id).then(
            () => false,
            () => true,
          ),
        (gone) => gone,
        `volume ${id} to be deleted`,
      ).catch((error: unknown) => problems.push(String(error)))
    }
    if (createdType && world.admin)
      await world.admin.cinder.deleteVolumeType(createdType).catch((error: unknown) => problems.push(String(error)))
    await world.target.close()
    if (problems.length) throw new Error(`clean-up left things behind:\n${problems.join('\n')}`)
  }, 300_000)

  return world
}
