// Snapshots: list, read, create, rename, delete, and their metadata
// (C:cinder/api/v3/snapshots.py, C:cinder/api/v2/snapshot_metadata.py).
import type { Snapshot, SnapshotCreateRequest, SnapshotListBody } from '../types'
import type { CallOptions, CinderCall, DetailListParams } from './call'
import { nextMarkerOf } from './call'

export interface SnapshotListParams extends DetailListParams {
  /** name, status, volume_id, metadata (C:cinder/api/v3/snapshots.py, resource_filters.json). */
  filters?: Record<string, string>
}

export interface SnapshotPage {
  snapshots: Snapshot[]
  count?: number
  nextMarker?: string
}

export interface SnapshotCreateParams {
  volumeId: string
  name?: string | null
  description?: string | null
  metadata?: Record<string, string>
  /** Needed for an in-use volume below 3.66; from 3.66 leave it out (false is refused). */
  force?: boolean
}

export function snapshotCalls(cinder: CinderCall) {
  return {
    async listSnapshots(params: SnapshotListParams = {}, options?: CallOptions): Promise<SnapshotPage> {
      const body = await cinder.listDetail<SnapshotListBody>('snapshots', params, options)
      return { snapshots: body.snapshots, count: body.count, nextMarker: nextMarkerOf(body.snapshots_links) }
    },

    async getSnapshot(id: string, options?: CallOptions): Promise<Snapshot> {
      return (await cinder.json<{ snapshot: Snapshot }>({ path: ['snapshots', id] }, options)).snapshot
    },

    async createSnapshot(params: SnapshotCreateParams, options?: CallOptions): Promise<Snapshot> {
      const snapshot: SnapshotCreateRequest['snapshot'] = { volume_id: params.volumeId }
      if (params.name !== undefined) snapshot.name = params.name
      if (params.description !== undefined) snapshot.description = params.description
      if (params.metadata !== undefined) snapshot.metadata = params.metadata
      if (params.force !== undefined) snapshot.force = params.force
      const body = await cinder.json<{ snapshot: Snapshot }>(
        { method: 'POST', path: ['snapshots'], body: { snapshot } },
        options,
      )
      return body.snapshot
    },

    async updateSnapshot(
      id: string,
      fields: { name?: string | null; description?: string | null },
      options?: CallOptions,
    ): Promise<Snapshot> {
      const body = await cinder.json<{ snapshot: Snapshot }>(
        { method: 'PUT', path: ['snapshots', id], body: { snapshot: fields } },
        options,
      )
      return body.snapshot
    },

    async deleteSnapshot(id: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'DELETE', path: ['snapshots', id] }, options)
    },

    async getSnapshotMetadata(id: string, options?: CallOptions): Promise<Record<string, string>> {
      const body = await cinder.json<{ metadata: Record<string, string> }>(
        { path: ['snapshots', id, 'metadata'] },
        options,
      )
      return body.metadata
    },

    /** Replaces every key (PUT); `merge` adds to and overwrites the existing ones (POST). */
    async setSnapshotMetadata(
      id: string,
      metadata: Record<string, string>,
      merge = false,
      options?: CallOptions,
    ): Promise<Record<string, string>> {
      const body = await cinder.json<{ metadata: Record<string, string> }>(
        { method: merge ? 'POST' : 'PUT', path: ['snapshots', id, 'metadata'], body: { metadata } },
        options,
      )
      return body.metadata
    },

    async deleteSnapshotMetadataKey(id: string, key: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'DELETE', path: ['snapshots', id, 'metadata', key] }, options)
    },
  }
}

export type SnapshotCalls = ReturnType<typeof snapshotCalls>
