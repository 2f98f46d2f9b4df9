// A resource's user metadata: read with the state it was read at, saved without silently
// undoing another writer's change (docs/volume-edit.md). A volume's metadata from 3.15 is
// replaced conditionally (If-Match: Cinder answers 412 when it changed since); below 3.15 and
// for a snapshot (no ETags) it is read again just before the replace and compared.
import { queryOptions } from '@tanstack/react-query'
import type { DescribedRequest, OpenStackClient, VersionedMetadata } from '../api'
import { isOpenStackError } from '../api'
import type { MetadataOwner } from '../rules/commands/metadata-commands'
import { metadataChanges } from '../rules/edit-rules'
import { keys } from './keys'

/** Where one resource's metadata is read and replaced. */
export interface MetadataStore {
  /** Whose metadata, for the equivalent command. */
  owner: MetadataOwner
  id: string
  read: () => Promise<VersionedMetadata>
  replace: (metadata: Record<string, string>, ifMatch: string | null) => Promise<Record<string, string>>
  /** The request `replace` sends, described (not sent). */
  describeReplace: (metadata: Record<string, string>, ifMatch: string | null) => DescribedRequest[]
}

export function volumeMetadataStore(client: OpenStackClient, volumeId: string): MetadataStore {
  const conditional = client.feature('metadataEtags').available
  return {
    owner: 'volume',
    id: volumeId,
    read: async () => {
      const read = await client.cinder.getVolumeMetadata(volumeId)
      return conditional ? read : { metadata: read.metadata, etag: null }
    },
    replace: (metadata, ifMatch) => client.cinder.replaceVolumeMetadata(volumeId, metadata, { ifMatch }),
    describeReplace: (metadata, ifMatch) =>
      client.cinder.describe((cinder) => cinder.replaceVolumeMetadata(volumeId, metadata, { ifMatch })),
  }
}

export function snapshotMetadataStore(client: OpenStackClient, snapshotId: string): MetadataStore {
  return {
    owner: 'snapshot',
    id: snapshotId,
    read: async () => ({ metadata: await client.cinder.getSnapshotMetadata(snapshotId), etag: null }),
    replace: (metadata) => client.cinder.setSnapshotMetadata(snapshotId, metadata),
    describeReplace: (metadata) => client.cinder.describe((cinder) => cinder.setSnapshotMetadata(snapshotId, metadata)),
  }
}

function metadataOptions(queryKey: readonly string[], store: MetadataStore) {
  return queryOptions({ queryKey, queryFn: () => store.read() })
}

/** A resource's metadata as read (the editor's starting point). */
export type MetadataQuery = ReturnType<typeof metadataOptions>

export function volumeMetadataOptions(client: OpenStackClient, volumeId: string): MetadataQuery {
  return metadataOptions(keys.volumeMetadata(volumeId), volumeMetadataStore(client, volumeId))
}

export function snapshotMetadataOptions(client: OpenStackClient, snapshotId: string): MetadataQuery {
  return metadataOptions(keys.snapshotMetadata(snapshotId), snapshotMetadataStore(client, snapshotId))
}

export type MetadataSave =
  | {
      saved: true
      metadata: Record<string, string>
      /** Keys another writer changed meanwhile, kept. */ kept: string[]
    }
  | {
      saved: false
      /** What the cloud holds now: the next save starts from it. */
      current: VersionedMetadata
      /** The user's changes over `current`: what the form shows now. */
      merged: Record<string, string>
      /** Keys both changed, differently (the form keeps the user's value). */
      conflicts: string[]
    }

const sameRecord = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value)

/** The user's changes from `base` applied over `current`; with the keys both changed differently. */
export function mergeOver(
  base: Record<string, string>,
  mine: Record<string, string>,
  current: Record<string, string>,
): { merged: Record<string, string>; conflicts: string[]; kept: string[] } {
  const changes = metadataChanges(base, mine)
  const merged = { ...current }
  for (const key of [...changes.added, ...changes.changed]) merged[key] = mine[key] as string
  for (const key of changes.removed) delete merged[key]
  const touched = new Set([...changes.added, ...changes.changed, ...changes.removed])
  const theirs = metadataChanges(base, current)
  const theirKeys = [...theirs.added, ...theirs.changed, ...theirs.removed]
  const conflicts = theirKeys.filter((key) => touched.has(key) && current[key] !== mine[key]).sort()
  const kept = theirKeys.filter((key) => !touched.has(key)).sort()
  return { merged, conflicts, kept }
}

/** Replaces once; null when the cloud's metadata is no longer `base` (nothing was written then). */
async function replaceIfUnchanged(
  store: MetadataStore,
  base: VersionedMetadata,
  target: Record<string, string>,
): Promise<{ written: Record<string, string> } | { stale: VersionedMetadata }> {
  if (base.etag) {
    try {
      return { written: await store.replace(target, base.etag) }
    } catch (error) {
      if (isOpenStackError(error) && error.status === 412) return { stale: await store.read() }
      throw error
    }
  }
  // No ETag: compare with what the cloud holds now, then replace (a short window remains).
  const now = await store.read()
  if (!sameRecord(now.metadata, base.metadata)) return { stale: now }
  return { written: await store.replace(target, null) }
}

/**
 * Saves `mine`, an edit of `base`. When another writer changed the metadata since `base` was
 * read, their changes to keys this edit left alone are kept (saved at once); keys both changed
 * are not saved but returned as conflicts, with the merge for the user to review and save again.
 */
export async function saveMetadata(
  store: MetadataStore,
  base: VersionedMetadata,
  mine: Record<string, string>,
): Promise<MetadataSave> {
  const first = await replaceIfUnchanged(store, base, mine)
  if ('written' in first) return { saved: true, metadata: first.written, kept: [] }
  const { merged, conflicts, kept } = mergeOver(base.metadata, mine, first.stale.metadata)
  if (conflicts.length > 0) return { saved: false, current: first.stale, merged, conflicts }
  const second = await replaceIfUnchanged(store, first.stale, merged)
  if ('written' in second) return { saved: true, metadata: second.written, kept }
  // Changed once more while merging: the user looks at it again.
  const again = mergeOver(base.metadata, mine, second.stale.metadata)
  return { saved: false, current: second.stale, merged: again.merged, conflicts: again.conflicts }
}
