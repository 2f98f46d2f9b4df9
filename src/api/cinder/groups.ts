// Generic volume groups (3.13) and group snapshots (3.14): list, read, create, create from a
// source, update (name, description, members), delete, reset status (docs/cinder-groups.md §4–5;
// C:cinder/api/v3/groups.py, C:cinder/api/v3/group_snapshots.py).
import type {
  GroupSnapshot,
  GroupSnapshotListBody,
  ReplicationTarget,
  VolumeGroup,
  VolumeGroupListBody,
  VolumeGroupSummary,
} from '../types'
import type { CallOptions, CinderCall } from './call'

export interface GroupCreateParams {
  /** A group type id or name. */
  groupType: string
  /** Volume type ids or names, at least one. */
  volumeTypes: string[]
  name?: string | null
  description?: string | null
  availabilityZone?: string | null
}

/** Exactly one source: a group snapshot or a group (C:cinder/api/schemas/groups.py#create_from_source). */
export type GroupSource = { groupSnapshotId: string } | { sourceGroupId: string }

export interface GroupUpdateParams {
  name?: string | null
  description?: string | null
  /** Volume ids; Cinder takes them comma-joined, at most 255 characters (6 ids) a request. */
  addVolumes?: string[]
  removeVolumes?: string[]
}

export function groupCalls(cinder: CinderCall) {
  return {
    /** The project's groups (an admin's every project's with allTenants), detail view; volume ids from 3.25. */
    async listGroups(
      params: { allTenants?: boolean; listVolumes?: boolean } = {},
      options?: CallOptions,
    ): Promise<VolumeGroup[]> {
      cinder.require('groups', options)
      const query = {
        all_tenants: params.allTenants ? '1' : undefined,
        list_volume: params.listVolumes ? 'true' : undefined,
      }
      if (params.listVolumes) cinder.require('groupVolumeList', options)
      return (await cinder.json<VolumeGroupListBody>({ path: ['groups', 'detail'], query }, options)).groups
    },

    async getGroup(id: string, params: { listVolumes?: boolean } = {}, options?: CallOptions): Promise<VolumeGroup> {
      cinder.require('groups', options)
      if (params.listVolumes) cinder.require('groupVolumeList', options)
      const query = { list_volume: params.listVolumes ? 'true' : undefined }
      return (await cinder.json<{ group: VolumeGroup }>({ path: ['groups', id], query }, options)).group
    },

    /** 202 with the id and name; the group is creating. */
    async createGroup(params: GroupCreateParams, options?: CallOptions): Promise<VolumeGroupSummary> {
      cinder.require('groups', options)
      const group: Record<string, unknown> = { group_type: params.groupType, volume_types: params.volumeTypes }
      if (params.name !== undefined) group.name = params.name
      if (params.description !== undefined) group.description = params.description
      if (params.availabilityZone !== undefined) group.availability_zone = params.availabilityZone
      const body = await cinder.json<{ group: VolumeGroupSummary }>(
        { method: 'POST', path: ['groups'], body: { group } },
        options,
      )
      return body.group
    },

    /** create-from-src (3.14): a copy of a group snapshot's or a group's volumes in a new group. */
    async createGroupFromSource(
      source: GroupSource,
      fields: { name?: string | null; description?: string | null } = {},
      options?: CallOptions,
    ): Promise<VolumeGroupSummary> {
      cinder.require('groupSnapshots', options)
      const from: Record<string, unknown> =
        'groupSnapshotId' in source
          ? { group_snapshot_id: source.groupSnapshotId }
          : { source_group_id: source.sourceGroupId }
      if (fields.name !== undefined) from.name = fields.name
      if (fields.description !== undefined) from.description = fields.description
      const body = await cinder.json<{ group: VolumeGroupSummary }>(
        { method: 'POST', path: ['groups', 'action'], body: { 'create-from-src': from } },
        options,
      )
      return body.group
    },

    /** PUT (202, no body): a new name or description, volumes added or removed. */
    async updateGroup(id: string, params: GroupUpdateParams, options?: CallOptions): Promise<void> {
      cinder.require('groups', options)
      const group: Record<string, unknown> = {}
      if (params.name !== undefined) group.name = params.name
      if (params.description !== undefined) group.description = params.description
      if (params.addVolumes?.length) group.add_volumes = params.addVolumes.join(',')
      if (params.removeVolumes?.length) group.remove_volumes = params.removeVolumes.join(',')
      await cinder.send({ method: 'PUT', path: ['groups', id], body: { group } }, options)
    },

    /** The delete action (there is no DELETE /groups/{id}); deleteVolumes takes the members along. */
    async deleteGroup(id: string, deleteVolumes: boolean, options?: CallOptions): Promise<void> {
      cinder.require('groups', options)
      await cinder.send(
        { method: 'POST', path: ['groups', id, 'action'], body: { delete: { 'delete-volumes': deleteVolumes } } },
        options,
      )
    },

    /** Admin (3.20). */
    async resetGroupStatus(id: string, status: string, options?: CallOptions): Promise<void> {
      cinder.require('groupResetStatus', options)
      await cinder.send({ method: 'POST', path: ['groups', id, 'action'], body: { reset_status: { status } } }, options)
    },

    /** enable_replication / disable_replication (3.38): 202; the group and its volumes go enabling or disabling. */
    async setGroupReplication(id: string, enabled: boolean, options?: CallOptions): Promise<void> {
      cinder.require('groupReplication', options)
      const key = enabled ? 'enable_replication' : 'disable_replication'
      await cinder.send({ method: 'POST', path: ['groups', id, 'action'], body: { [key]: {} } }, options)
    },

    /**
     * failover_replication (3.38): to a replication target, to the primary with "default", or to
     * the driver's choice with none; attached volumes only with allowAttached.
     */
    async failoverGroupReplication(
      id: string,
      params: { allowAttached: boolean; secondaryBackendId: string | null },
      options?: CallOptions,
    ): Promise<void> {
      cinder.require('groupReplication', options)
      const failover: Record<string, unknown> = { allow_attached_volume: params.allowAttached }
      if (params.secondaryBackendId !== null) failover.secondary_backend_id = params.secondaryBackendId
      await cinder.send(
        { method: 'POST', path: ['groups', id, 'action'], body: { failover_replication: failover } },
        options,
      )
    },

    /** list_replication_targets (3.38): a 400 with Cinder's reason when the group cannot replicate. */
    async listGroupReplicationTargets(id: string, options?: CallOptions): Promise<ReplicationTarget[]> {
      cinder.require('groupReplication', options)
      const body = await cinder.json<{ replication_targets: ReplicationTarget[] }>(
        { method: 'POST', path: ['groups', id, 'action'], body: { list_replication_targets: {} } },
        options,
      )
      return body.replication_targets
    },

    /** Detail view; below 3.29 Cinder ignores every query parameter, so the group filter is applied here too. */
    async listGroupSnapshots(
      params: { groupId?: string; allTenants?: boolean } = {},
      options?: CallOptions,
    ): Promise<GroupSnapshot[]> {
      cinder.require('groupSnapshots', options)
      const query = { group_id: params.groupId, all_tenants: params.allTenants ? '1' : undefined }
      const body = await cinder.json<GroupSnapshotListBody>({ path: ['group_snapshots', 'detail'], query }, options)
      return body.group_snapshots.filter((snapshot) => !params.groupId || snapshot.group_id === params.groupId)
    },

    async getGroupSnapshot(id: string, options?: CallOptions): Promise<GroupSnapshot> {
      cinder.require('groupSnapshots', options)
      return (await cinder.json<{ group_snapshot: GroupSnapshot }>({ path: ['group_snapshots', id] }, options))
        .group_snapshot
    },

    /** 202 with id, name and group_type_id; one snapshot per member volume. */
    async createGroupSnapshot(
      params: { groupId: string; name?: string | null; description?: string | null },
      options?: CallOptions,
    ): Promise<Pick<GroupSnapshot, 'id' | 'name' | 'group_type_id'>> {
      cinder.require('groupSnapshots', options)
      const snapshot: Record<string, unknown> = { group_id: params.groupId }
      if (params.name !== undefined) snapshot.name = params.name
      if (params.description !== undefined) snapshot.description = params.description
      const body = await cinder.json<{ group_snapshot: Pick<GroupSnapshot, 'id' | 'name' | 'group_type_id'> }>(
        { method: 'POST', path: ['group_snapshots'], body: { group_snapshot: snapshot } },
        options,
      )
      return body.group_snapshot
    },

    async deleteGroupSnapshot(id: string, options?: CallOptions): Promise<void> {
      cinder.require('groupSnapshots', options)
      await cinder.send({ method: 'DELETE', path: ['group_snapshots', id] }, options)
    },

    /** Admin (3.19). */
    async resetGroupSnapshotStatus(id: string, status: string, options?: CallOptions): Promise<void> {
      cinder.require('groupSnapshotResetStatus', options)
      await cinder.send(
        { method: 'POST', path: ['group_snapshots', id, 'action'], body: { reset_status: { status } } },
        options,
      )
    },
  }
}

export type GroupCalls = ReturnType<typeof groupCalls>
