// Storage a backend holds that Cinder does not manage: list it (3.8), manage it into a volume or a
// snapshot, and unmanage (Cinder forgets the row; the data stays on the backend)
// (C:cinder/api/v3/resource_common_manage.py, C:cinder/api/contrib/volume_manage.py,
// snapshot_manage.py, volume_unmanage.py, snapshot_unmanage.py).
import type {
  ManageableReference,
  ManageableSnapshot,
  ManageableVolume,
  ManagedVolume,
  Snapshot,
  SnapshotManageRequest,
  VolumeManageRequest,
} from '../types'
import type { CallOptions, CinderCall, PageParams } from './call'
import { pageQuery } from './call'

export interface ManageableListParams extends PageParams {
  /** host@backend (a #pool is cut off by Cinder); one of host and cluster (cluster from 3.17). */
  host?: string
  cluster?: string
  /** The detail view: reason_not_safe, cinder_id, extra_info too. */
  detail?: boolean
}

export interface VolumeManageParams {
  ref: ManageableReference
  host?: string
  /** 3.16 or later. */
  cluster?: string
  name?: string | null
  description?: string | null
  /** Name or id; empty or null: the default type. */
  volumeType?: string | null
  availabilityZone?: string | null
  bootable?: boolean
  metadata?: Record<string, string>
}

export interface SnapshotManageParams {
  volumeId: string
  ref: ManageableReference
  name?: string | null
  description?: string | null
  metadata?: Record<string, string>
}

/**
 * A marker is the JSON text of an entry's reference (C:cinder/volume/volume_utils.py#paginate_entries_list
 * compares it with each entry's reference after json.loads).
 */
export function manageableMarker(reference: ManageableReference): string {
  return JSON.stringify(reference)
}

export function manageCalls(cinder: CinderCall) {
  function list<T>(
    resource: 'manageable_volumes' | 'manageable_snapshots',
    params: ManageableListParams,
    options?: CallOptions,
  ) {
    cinder.require('manageableLists', options)
    const path = params.detail ? [resource, 'detail'] : [resource]
    return cinder.json<T>(
      { path, query: { ...pageQuery(params), host: params.host, cluster: params.cluster } },
      options,
    )
  }
  return {
    /** Admin, 3.8: the backend's volumes, managed ones too (not safe to manage, with their Cinder id). */
    async listManageableVolumes(params: ManageableListParams, options?: CallOptions): Promise<ManageableVolume[]> {
      return (await list<{ 'manageable-volumes': ManageableVolume[] }>('manageable_volumes', params, options))[
        'manageable-volumes'
      ]
    },

    /** Admin, 3.8: the backend's snapshots, each with its parent volume's reference. */
    async listManageableSnapshots(params: ManageableListParams, options?: CallOptions): Promise<ManageableSnapshot[]> {
      return (await list<{ 'manageable-snapshots': ManageableSnapshot[] }>('manageable_snapshots', params, options))[
        'manageable-snapshots'
      ]
    },

    /** Admin: 202, the new volume `creating` (size 0) in the caller's project. */
    async manageVolume(params: VolumeManageParams, options?: CallOptions): Promise<ManagedVolume> {
      const volume: VolumeManageRequest['volume'] = { ref: params.ref }
      if (params.host !== undefined) volume.host = params.host
      if (params.cluster !== undefined) volume.cluster = params.cluster
      if (params.name !== undefined) volume.name = params.name
      if (params.description !== undefined) volume.description = params.description
      if (params.volumeType !== undefined) volume.volume_type = params.volumeType
      if (params.availabilityZone !== undefined) volume.availability_zone = params.availabilityZone
      if (params.bootable !== undefined) volume.bootable = params.bootable
      if (params.metadata !== undefined) volume.metadata = params.metadata
      const body = await cinder.json<{ volume: ManagedVolume }>(
        { method: 'POST', path: ['os-volume-manage'], body: { volume } },
        options,
      )
      return body.volume
    },

    /** Admin: 202, the new snapshot `creating` of the given volume, in the caller's project. */
    async manageSnapshot(params: SnapshotManageParams, options?: CallOptions): Promise<Snapshot> {
      const snapshot: SnapshotManageRequest['snapshot'] = { volume_id: params.volumeId, ref: params.ref }
      if (params.name !== undefined) snapshot.name = params.name
      if (params.description !== undefined) snapshot.description = params.description
      if (params.metadata !== undefined) snapshot.metadata = params.metadata
      const body = await cinder.json<{ snapshot: Snapshot }>(
        { method: 'POST', path: ['os-snapshot-manage'], body: { snapshot } },
        options,
      )
      return body.snapshot
    },

    /** Admin: 202; the volume is `unmanaging`, then gone from Cinder; its data stays on the backend. */
    async unmanageVolume(id: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'POST', path: ['volumes', id, 'action'], body: { 'os-unmanage': null } }, options)
    },

    /** Admin: 202; the snapshot is `unmanaging`, then gone from Cinder; its data stays on the backend. */
    async unmanageSnapshot(id: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'POST', path: ['snapshots', id, 'action'], body: { 'os-unmanage': null } }, options)
    },
  }
}

export type ManageCalls = ReturnType<typeof manageCalls>
