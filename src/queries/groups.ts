// Generic volume groups, group snapshots and group types (docs/cinder-groups.md): reads, polled
// while a group or group snapshot is creating, updating or deleting.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient, Snapshot, VolumeGroup, VolumeListParams } from '../api'
import { isGroupInMotion } from '../rules/group-replication'
import { keys } from './keys'
import { transitionalRefetch } from './polling'

/**
 * Replication outcomes asked for and not seen yet, by group id. A fail-back passes through the
 * driver's "failed-over" before Cinder writes "enabled" (C:cinder/volume/manager.py
 * #failover_replication updates the group with the driver's answer first; seen on a Zed cloud), a
 * status that is not transitional: the group is polled until it shows what was asked for.
 */
const awaited = new Map<string, { outcome: string; until: number }>()
const AWAIT_MS = 10 * 60_000

export function awaitReplicationOutcome(groupId: string, outcome: string): void {
  awaited.set(groupId, { outcome, until: Date.now() + AWAIT_MS })
}

function awaiting(group: { id?: string; replication_status?: string | null }): boolean {
  const expected = group.id === undefined ? undefined : awaited.get(group.id)
  if (!expected || !group.id) return false
  if (group.replication_status === expected.outcome || Date.now() > expected.until) {
    awaited.delete(group.id)
    return false
  }
  return true
}

/** A group on its way (its status or its replication), or not yet showing an outcome asked for. */
export const isGroupMoving = (group: { id?: string; status: string; replication_status?: string | null }) =>
  isGroupInMotion(group) || awaiting(group)
const moving = isGroupMoving

/** The project's groups; an administrator's every project's with `allProjects` (all_tenants). */
export function groupsOptions(client: OpenStackClient, allProjects = false) {
  return queryOptions({
    queryKey: keys.groupList(allProjects),
    // With each group's volume ids where the cloud gives them (3.25): the list shows how many.
    queryFn: () =>
      client.cinder.listGroups({
        listVolumes: client.feature('groupVolumeList').available,
        allTenants: allProjects || undefined,
      }),
    refetchInterval: transitionalRefetch((groups) => groups, moving),
    enabled: client.feature('groups').available,
  })
}

/** A group with its members' ids (3.25). */
export function groupOptions(client: OpenStackClient, id: string) {
  return queryOptions({
    queryKey: keys.group(id),
    queryFn: () => client.cinder.getGroup(id, { listVolumes: client.feature('groupVolumeList').available }),
    refetchInterval: transitionalRefetch((group) => [group], moving),
  })
}

/** The project's group snapshots, or one group's (Cinder filters from 3.29; the client filters below). */
export function groupSnapshotsOptions(client: OpenStackClient, groupId: string | null) {
  return queryOptions({
    queryKey: keys.groupSnapshotList(groupId),
    // An administrator may look at another project's group: every project's then.
    queryFn: () => client.cinder.listGroupSnapshots(groupId ? { groupId, allTenants: client.isAdmin } : {}),
    refetchInterval: transitionalRefetch((snapshots) => snapshots, moving),
    enabled: client.feature('groupSnapshots').available,
  })
}

/**
 * The group's replication targets (3.38): Cinder checks the types first, so a 400 here is its
 * reason why the group cannot replicate. Asked once per dialog; not retried.
 */
export function groupReplicationTargetsOptions(client: OpenStackClient, id: string) {
  return queryOptions({
    queryKey: keys.groupReplicationTargets(id),
    queryFn: () => client.cinder.listGroupReplicationTargets(id),
    retry: false,
    enabled: client.feature('groupReplication').available,
  })
}

export function groupTypesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.groupTypeList(),
    queryFn: () => client.cinder.listGroupTypes(),
    enabled: client.feature('groupTypes').available,
  })
}

/**
 * A group's member volumes (the volume list's group_id filter, 3.10; one page of up to 1,000).
 * An administrator may look at another project's group: every project's volumes then.
 */
export function membersOf(client: OpenStackClient, groupId: string): VolumeListParams {
  return { filters: { group_id: groupId }, limit: 1000, ...(client.isAdmin ? { allTenants: true } : {}) }
}

/**
 * The volumes that may join a group: those of its project (Cinder refuses another project's,
 * §4.6 row 7c). An administrator's own volumes for another project's group would all be refused:
 * that project's then (all_tenants with its project_id, known to admins from 3.58).
 */
export function joinCandidates(client: OpenStackClient, group: VolumeGroup): VolumeListParams {
  if (client.isAdmin && group.project_id && group.project_id !== client.token.project.id) {
    return { limit: 1000, allTenants: true, filters: { project_id: group.project_id } }
  }
  return { limit: 1000 }
}

/** The snapshots of a group's members (what Delete Group with its volumes must know), first 1,000 of the project. */
export function groupMemberSnapshotsOptions(client: OpenStackClient, groupId: string, memberIds: readonly string[]) {
  return queryOptions({
    queryKey: keys.groupMemberSnapshots(groupId, memberIds),
    queryFn: async (): Promise<Snapshot[]> => {
      const { snapshots } = await client.cinder.listSnapshots({ limit: 1000 })
      return snapshots.filter((snapshot) => memberIds.includes(snapshot.volume_id))
    },
  })
}
