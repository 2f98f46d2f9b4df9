// What a write refreshes, declared once per resource family. A write names the families it
// changes (`meta.invalidates`, see use-api-mutation.ts); the query client's mutation cache
// refreshes every query under their keys when the write settles, also after a failure (a
// refused batch may have changed some items). Nothing else in the app invalidates by hand: the
// few reads that learn of a change themselves (a server that settled) name a family here too.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { keys } from './keys'

export const FAMILIES = {
  /**
   * A volume's own fields (create, extend, retype, delete, flags): its lists, its page, the quota
   * it counts against, the snapshots (a cascade delete takes them; a size shows in revert), and the
   * user messages a failed create records.
   */
  volume: [keys.volumes, keys.snapshots, keys.limits, keys.messages],
  /** A snapshot made, renamed or deleted, or a volume reverted to one: snapshots, volumes, quota. */
  snapshot: [keys.snapshots, keys.volumes, keys.limits],
  /**
   * A backup made, renamed, deleted or restored: backups, and the volumes and snapshots it moved,
   * quota, and the user messages a failed one records.
   */
  backup: [keys.backups, keys.volumes, keys.snapshots, keys.limits, keys.messages],
  /** A transfer made, cancelled or accepted: the transfers, the volume's status and owner, its snapshots, quota. */
  transfer: [keys.transfers, keys.volumes, keys.snapshots, keys.limits],
  /**
   * A group made, changed (members too) or deleted, a group snapshot made or deleted, a group
   * made from one: the groups and group snapshots, the member volumes and snapshots, quota.
   */
  group: [keys.groups, keys.groupSnapshots, keys.volumes, keys.snapshots, keys.limits],
  /** A group type or its group specs (admin): the group types. */
  groupType: [keys.groupTypes],
  /**
   * A volume uploaded to an image: the images, the volume (uploading), the user message a failed
   * upload records.
   */
  image: [keys.images, keys.volumes, keys.messages],
  /** A user message deleted. */
  message: [keys.messages],
  /** An attachment made, changed or removed: volume status and attachments, every mode, the servers' volumes. */
  attachment: [keys.volumes, keys.attachments, keys.servers],
  /** A server launched, shelved or deleted: the servers, and the volumes it boots from or holds. */
  server: [keys.servers, keys.volumes, keys.attachments],
  /** A server's state settled (shelved, unshelved, deleted): its volumes and their modes changed too. */
  serverVolumes: [keys.volumes, keys.attachments],
  /**
   * A volume type, its extra specs, encryption or access, a project's default type, a QoS spec or
   * its associations: the types, the default types, every type's encryption and access, the QoS specs.
   */
  volumeType: [keys.volumeTypes],
  /**
   * A volume or snapshot managed or unmanaged (admin): what the backends hold, the volumes and
   * snapshots, quota.
   */
  manage: [keys.manageable, keys.volumes, keys.snapshots, keys.limits],
  /** Where volumes live (a migration moves one): the pools and their free space. */
  storage: [keys.pools],
  /** A project's limits or the default quota class changed (admin): every quota read. */
  quota: [keys.limits],
  /** A block-storage service enabled or disabled (admin): the services, and the pools (a disabled volume service's go). */
  service: [keys.services, keys.pools],
  /** A TOTP credential of the user's made or removed (Keystone): the two-factor set-up. */
  twoFactor: [keys.twoFactors],
  /** The demo cloud's own settings change how it answers every call: everything is asked again. */
  everything: [keys.all],
} as const satisfies Record<string, readonly QueryKey[]>

export type Family = keyof typeof FAMILIES

/** How a write waits for its refresh: `wait` (default) settles once the views on screen show the change. */
export type Refresh = 'wait' | 'background'

export interface WriteMeta extends Record<string, unknown> {
  /** The families, or a function of the answer (undefined after a failure) that names them. */
  invalidates: readonly Family[] | ((data: unknown) => readonly Family[])
  refresh?: Refresh
}

/** The families a settled write refreshes. */
export function familiesOf(meta: WriteMeta, data: unknown): readonly Family[] {
  return typeof meta.invalidates === 'function' ? meta.invalidates(data) : meta.invalidates
}

export function isFamily(name: string): name is Family {
  return Object.hasOwn(FAMILIES, name)
}

/** The query keys a set of families refreshes (prefixes, each once). */
export function keysOf(families: readonly string[]): QueryKey[] {
  const found = new Map<string, QueryKey>()
  for (const family of families) {
    if (!isFamily(family))
      throw new Error(`A write invalidates "${family}", which is not a family of src/queries/invalidation.ts.`)
    for (const key of FAMILIES[family]) found.set(JSON.stringify(key), key)
  }
  return [...found.values()]
}

/** Refreshes the families a write declared; resolves once the active queries have their answers. */
export function invalidateFamilies(queryClient: QueryClient, families: readonly string[]): Promise<void> {
  return invalidatePrefixes(queryClient, keysOf(families))
}

/** Refreshes every query under these prefixes; resolves once the active ones have their answers. */
export async function invalidatePrefixes(queryClient: QueryClient, prefixes: readonly QueryKey[]): Promise<void> {
  // The empty prefix is every query.
  if (prefixes.some((key) => key.length === 0)) return queryClient.invalidateQueries()
  await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/**
 * A new session for the same account, or a write whose answer was lost (the cloud may have made
 * the change): every view asks the cloud again rather than guess.
 */
export function refreshEverything(queryClient: QueryClient): Promise<void> {
  return invalidateFamilies(queryClient, ['everything'])
}
