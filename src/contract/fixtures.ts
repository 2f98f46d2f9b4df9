// Things the contract suite and the real-cloud browser journey make on a cloud through the API
// module (volumes, servers booted from bootable volumes, the multi-attach type), waiting for
// their state changes, and taking them all away again.
import type { OpenStackClient, Server, Snapshot, Volume } from '../api'
import type { Target } from './target'

export const MULTIATTACH_TYPE = 'vc-contract-multiattach'

const UNSETTLED = ['creating', 'attaching', 'detaching', 'reserved', 'in-use', 'extending', 'retyping', 'reverting']

export interface Fixtures {
  name(label: string): string
  volume(label: string, options?: { type?: string; size?: number; bootable?: boolean }): Promise<Volume>
  server(label: string): Promise<Server>
  multiattachType(): Promise<string>
  /** Registers a volume made another way (the UI, a raw call) for clean-up. */
  track(volumeId: string): void
  /** `timeoutMs` replaces the target's deadline for a wait known to be long (a restore). */
  waitVolume(id: string, done: (volume: Volume) => boolean, what: string, timeoutMs?: number): Promise<Volume>
  waitServer(id: string, done: (server: Server | null) => boolean, what: string): Promise<Server | null>
  /** Reads until `done` holds, by the target's deadline and pace; returns the last value read. */
  until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T>
  /** Resolves once `read` answers 404 (anything else it throws fails the wait). */
  waitGone(read: () => Promise<unknown>, what: string): Promise<void>
  /** Waits for a snapshot; `null` once it is gone. */
  waitSnapshot(id: string, done: (snapshot: Snapshot | null) => boolean, what: string): Promise<Snapshot | null>
  /** Deletes the servers, then the volumes, then a type it made; returns what it could not. */
  cleanUp(): Promise<string[]>
}

export function createFixtures(
  target: Target,
  member: OpenStackClient,
  admin: OpenStackClient | null,
  prefix: string,
): Fixtures {
  const nova = member.nova
  if (!nova) throw new Error('a compute service is needed in the catalog')
  const volumes: string[] = []
  const servers: string[] = []
  let createdType: string | null = null

  async function poll<T>(
    read: () => Promise<T>,
    done: (value: T) => boolean,
    what: string,
    timeoutMs = target.timeoutMs,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs
    let last: T = await read()
    while (!done(last)) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(last).slice(0, 400)}`)
      await new Promise((resolve) => setTimeout(resolve, target.pollMs))
      last = await read()
    }
    return last
  }

  const fixtures: Fixtures = {
    name: (label) => `${prefix}-${label}`,
    until: (read, done, what) => poll(read, done, what),
    track: (volumeId) => {
      if (!volumes.includes(volumeId)) volumes.push(volumeId)
    },
    waitVolume: (id, done, what, timeoutMs) => poll(() => member.cinder.getVolume(id), done, what, timeoutMs),
    waitServer: (id, done, what) =>
      poll(
        () =>
          nova.getServer(id).catch((error: unknown) => {
            if ((error as { status?: number }).status === 404) return null
            throw error
          }),
        done,
        what,
      ),
    waitGone: async (read, what) => {
      await poll(
        () =>
          read().then(
            () => false,
            (error: unknown) => {
              if ((error as { status?: number }).status === 404) return true
              throw error
            },
          ),
        (gone) => gone,
        what,
      )
    },
    waitSnapshot: (id, done, what) =>
      poll(
        () =>
          member.cinder.getSnapshot(id).catch((error: unknown) => {
            if ((error as { status?: number }).status === 404) return null
            throw error
          }),
        done,
        what,
      ),
    async multiattachType() {
      if (target.multiattachType) return target.multiattachType
      if (!admin) throw new Error('set CONTRACT_ADMIN_* or CONTRACT_MULTIATTACH_TYPE')
      const types = await admin.cinder.listVolumeTypes()
      const existing = types.find((type) => type.name === MULTIATTACH_TYPE)
      if (existing) return existing.name
      // On the default type's backend, when it names one: with several volume services Cinder
      // makes a volume of one type from a snapshot of the other only when both name the same
      // backend (C:cinder/volume/api.py#_retype_is_possible).
      const backend = (await admin.cinder.getDefaultVolumeType()).extra_specs.volume_backend_name
      const type = await admin.cinder.createVolumeType({
        name: MULTIATTACH_TYPE,
        description: 'Created by the Volume Console test suites',
        extra_specs: { multiattach: '<is> True', ...(backend ? { volume_backend_name: backend } : {}) },
      })
      createdType = type.id
      return type.name
    },
    async volume(label, options = {}) {
      const created = await member.cinder.createVolume({
        size: options.size ?? 1,
        name: fixtures.name(label),
        volume_type: options.type,
      })
      volumes.push(created.id)
      const ready = await fixtures.waitVolume(
        created.id,
        (volume) => volume.status !== 'creating',
        `${label} to be created`,
      )
      if (ready.status !== 'available') throw new Error(`${label} ended ${ready.status}`)
      if (options.bootable) {
        await member.cinder.setBootable(created.id, true)
        return member.cinder.getVolume(created.id)
      }
      return ready
    },
    async server(label) {
      const root = await fixtures.volume(`${label}-root`, { bootable: true })
      const created = await nova.createServer({
        name: fixtures.name(label),
        flavorRef: target.flavor,
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
      const active = await fixtures.waitServer(
        created.id,
        (server) => server?.status === 'ACTIVE' || server?.status === 'ERROR',
        `${label} to boot`,
      )
      if (active?.status !== 'ACTIVE') throw new Error(`${label} ended ${active?.status}`)
      return active
    },
    async cleanUp() {
      const problems: string[] = []
      const note = (error: unknown) => {
        problems.push(String(error))
      }
      for (const id of servers) await nova.deleteServer(id).catch(() => undefined)
      for (const id of servers) {
        await fixtures.waitServer(id, (server) => server === null, `server ${id} to go`).catch(note)
      }
      for (const id of volumes) {
        try {
          const volume = await fixtures.waitVolume(id, (v) => !UNSETTLED.includes(v.status), `volume ${id} to settle`)
          // cascade: snapshots a test left go with their volume.
          if (volume.status !== 'deleting') await member.cinder.deleteVolume(id, { cascade: true })
        } catch (error) {
          if ((error as { status?: number }).status !== 404) note(error)
        }
      }
      for (const id of volumes) {
        await poll(
          () =>
            member.cinder.getVolume(id).then(
              () => false,
              () => true,
            ),
          (gone) => gone,
          `volume ${id} to be deleted`,
        ).catch(note)
      }
      if (createdType && admin) await admin.cinder.deleteVolumeType(createdType).catch(note)
      return problems
    },
  }
  return fixtures
}
