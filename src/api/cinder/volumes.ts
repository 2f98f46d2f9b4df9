// Volumes: list, read, create, rename, delete, and their user metadata
// (C:cinder/api/v3/volumes.py, C:cinder/api/v3/volume_metadata.py).
import type { Volume, VolumeCreateRequest, VolumeListBody, VolumeSummary } from '../types'
import type { CallOptions, CinderCall, DetailListParams } from './call'
import { nextMarkerOf, pageQuery } from './call'

export type VolumeListParams = DetailListParams

export interface VolumePage<T = Volume> {
  volumes: T[]
  count?: number
  /** Marker of the next page when Cinder gave a next link. */
  nextMarker?: string
}

export type VolumeCreateParams = VolumeCreateRequest['volume'] & {
  schedulerHints?: Record<string, unknown>
}

/** A resource's user metadata, with the ETag of that state where the cloud gives one (3.15). */
export interface VersionedMetadata {
  metadata: Record<string, string>
  etag: string | null
}

export function volumeCalls(cinder: CinderCall) {
  return {
    async listVolumes(params: VolumeListParams = {}, options?: CallOptions): Promise<VolumePage> {
      const body = await cinder.listDetail<VolumeListBody>('volumes', params, options)
      return { volumes: body.volumes, count: body.count, nextMarker: nextMarkerOf(body.volumes_links) }
    },

    async listVolumeSummaries(
      params: VolumeListParams = {},
      options?: CallOptions,
    ): Promise<VolumePage<VolumeSummary>> {
      const body = await cinder.json<VolumeListBody<VolumeSummary>>(
        {
          path: ['volumes'],
          query: { ...pageQuery(params), ...params.filters, with_count: params.withCount ? 'true' : undefined },
        },
        options,
      )
      return { volumes: body.volumes, count: body.count, nextMarker: nextMarkerOf(body.volumes_links) }
    },

    async getVolume(id: string, options?: CallOptions): Promise<Volume> {
      return (await cinder.json<{ volume: Volume }>({ path: ['volumes', id] }, options)).volume
    },

    async createVolume(params: VolumeCreateParams, options?: CallOptions): Promise<Volume> {
      const { schedulerHints, ...volume } = params
      const request: VolumeCreateRequest = { volume }
      if (schedulerHints) request['OS-SCH-HNT:scheduler_hints'] = schedulerHints
      const body = await cinder.json<{ volume: Volume }>({ method: 'POST', path: ['volumes'], body: request }, options)
      return body.volume
    },

    async deleteVolume(
      id: string,
      params: { cascade?: boolean; force?: boolean } = {},
      options?: CallOptions,
    ): Promise<void> {
      if (params.force) cinder.require('forceDelete', options)
      await cinder.send(
        {
          method: 'DELETE',
          path: ['volumes', id],
          query: { cascade: params.cascade ? 'true' : undefined, force: params.force ? 'true' : undefined },
        },
        options,
      )
    },

    /** PUT /volumes/{id}: name and description (from 3.53 a body with neither is refused). */
    async updateVolume(
      id: string,
      fields: { name?: string | null; description?: string | null },
      options?: CallOptions,
    ): Promise<Volume> {
      const body = await cinder.json<{ volume: Volume }>(
        { method: 'PUT', path: ['volumes', id], body: { volume: fields } },
        options,
      )
      return body.volume
    },

    /**
     * GET /volumes/{id}/metadata: the user's keys only (the visible admin keys, readonly and
     * attached_mode, are merged into the volume's own view, not here). From 3.15 with an ETag for
     * a conditional replace; null below.
     */
    async getVolumeMetadata(id: string, options?: CallOptions): Promise<VersionedMetadata> {
      const response = await cinder.request<{ metadata: Record<string, string> }>(
        { path: ['volumes', id, 'metadata'] },
        options,
      )
      return { metadata: response.body.metadata, etag: response.headers.get('etag') }
    },

    /**
     * PUT /volumes/{id}/metadata: replaces every user key. With `ifMatch` (3.15) Cinder refuses
     * with 412 when the metadata changed since that ETag was read.
     */
    async replaceVolumeMetadata(
      id: string,
      metadata: Record<string, string>,
      params: { ifMatch?: string | null } = {},
      options?: CallOptions,
    ): Promise<Record<string, string>> {
      const body = await cinder.json<{ metadata: Record<string, string> }>(
        {
          method: 'PUT',
          path: ['volumes', id, 'metadata'],
          body: { metadata },
          headers: params.ifMatch ? { 'If-Match': params.ifMatch } : undefined,
        },
        options,
      )
      return body.metadata
    },
  }
}

export type VolumeCalls = ReturnType<typeof volumeCalls>
