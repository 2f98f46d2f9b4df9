// Generic volume groups and group snapshots as Zed makes them (docs/cinder-groups.md §4–5, §9):
// a group is scheduled to the one backend that holds every volume type; members join and leave
// while it is available; a group snapshot takes one snapshot per member. C:cinder/group/api.py,
// C:cinder/volume/manager.py (the generic implementations).
import {
  backendOf,
  canDeleteGroup,
  canDeleteGroupSnapshot,
  canSnapshotGroup,
  canUpdateGroupVolumes,
  groupTypeNameNotFound,
  groupTypeNotFound,
  nothingToUpdate,
  reservedGroupType,
  type MemberFacts,
} from '../../rules/group-rules'
import { requirePolicy } from './access'
import { findGroup, findGroupSnapshot, reserved } from './group-lookup'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { isAdmin } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import { checkGroupQuota, checkQuota } from './quotas'
import type { GroupRecord, GroupSnapshotRecord, GroupTypeRecord, VolumeRecord } from './state'
import { candidateBackends } from './volumes'
import { addSnapshot } from './snapshots'

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

/** A group type the caller may see: public ones, and every one for an admin. */
export function findGroupType(cloud: DemoCloud, caller: Caller, id: string): GroupTypeRecord {
  const type = cloud.groupTypes.find((candidate) => candidate.id === id)
  if (!type || !(type.is_public || isAdmin(caller))) throw new CloudFault(groupTypeNotFound(id))
  return type
}

export const membersOf = (cloud: DemoCloud, groupId: string): VolumeRecord[] =>
  cloud.state.volumes.filter((volume) => volume.group_id === groupId)

/** Groups visible to the caller, newest first (C:cinder/db/api.py#group_get_all), the reserved type's left out. */
export function listGroups(cloud: DemoCloud, caller: Caller, allTenants: boolean): GroupRecord[] {
  requirePolicy(cloud, caller, 'group:get_all')
  return cloud.groups
    .filter((group) => cloud.sees(caller, group.project_id, allTenants) && !reserved(cloud, group.group_type_id))
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : -1))
}

export interface CreateGroupInput {
  groupType: string
  volumeTypes: string[]
  name: string | null
  description: string | null
  availabilityZone: string | null
}

/** §4.4: the group type by name or id, the reserved type, policy, volume types, zone; then creating. */
export function createGroup(cloud: DemoCloud, caller: Caller, input: CreateGroupInput): GroupRecord {
  let type: GroupTypeRecord | undefined
  if (!UUID.test(input.groupType)) {
    type = cloud.groupTypes.find((candidate) => candidate.name === input.groupType)
    if (!type) throw new CloudFault(groupTypeNameNotFound(input.groupType))
  }
  const typeId = type?.id ?? input.groupType
  if (reserved(cloud, typeId)) throw new CloudFault(reservedGroupType(typeId))
  requirePolicy(cloud, caller, 'group:create')
  const volumeTypeIds = input.volumeTypes.map((wanted) => {
    const found = cloud.volumeType(wanted)
    if (!found) {
      fail(
        404,
        UUID.test(wanted)
          ? `Volume type ${wanted} could not be found.`
          : `Volume type with name ${wanted} could not be found.`,
      )
    }
    return found.id
  })
  const groupType = findGroupType(cloud, caller, typeId)
  const zone = input.availabilityZone ?? 'nova'
  if (!cloud.state.backends.some((backend) => backend.availabilityZone === zone)) {
    fail(400, `Invalid input received: Availability zone '${zone}' is invalid.`)
  }
  checkGroupQuota(cloud, caller.projectId)
  const group: GroupRecord = {
    id: newId(),
    project_id: caller.projectId,
    user_id: caller.userId,
    name: input.name === null ? null : input.name.trim(),
    description: input.description === null ? null : input.description.trim(),
    status: 'creating',
    availability_zone: zone,
    group_type_id: groupType.id,
    volume_type_ids: volumeTypeIds,
    host: null,
    group_snapshot_id: null,
    source_group_id: null,
    created_at: cloud.isoNow(),
  }
  cloud.groups.push(group)
  cloud.schedule({ kind: 'group-created', groupId: group.id })
  return group
}

/** The scheduler: one backend for every volume type, else error without a host (§4.4). */
export function finishGroupCreate(cloud: DemoCloud, group: GroupRecord): void {
  if (group.status !== 'creating') return
  if (group.host === null) {
    const backends = group.volume_type_ids.map((typeId) => {
      const type = cloud.volumeType(typeId)
      return type ? candidateBackends(cloud, type, group.availability_zone).map((backend) => backend.host) : []
    })
    const shared = backends[0]?.find((host) => backends.every((hosts) => hosts.includes(host)))
    group.host = shared ?? null
  }
  const members = membersOf(cloud, group.id)
  const ok = group.host !== null && members.every((volume) => volume.status !== 'error')
  group.status = ok ? 'available' : 'error'
  if (ok) group.created_at = cloud.isoNow()
}

const facts = (volume: VolumeRecord): MemberFacts => ({
  id: volume.id,
  status: volume.status,
  projectId: volume.project_id,
  volumeTypeId: volume.volume_type_id,
  groupId: volume.group_id ?? null,
  backend: backendOf(volume.host),
})

/** §4.6: a new name or description at once (the status becomes available), members through updating. */
export function updateGroup(
  cloud: DemoCloud,
  caller: Caller,
  id: string,
  fields: { name?: string | null; description?: string | null; add: string[]; remove: string[] },
): void {
  const group = findGroup(cloud, caller, id)
  requirePolicy(cloud, caller, 'group:update')
  const lookup = (volumeId: string) => {
    const volume = cloud.volume(volumeId)
    return { id: volumeId, volume: volume && cloud.sees(caller, volume.project_id, true) ? facts(volume) : undefined }
  }
  const add = fields.add.map(lookup)
  const remove = fields.remove.map(lookup)
  const adding = add.filter((item) => item.volume?.groupId !== group.id)
  const renamed = fields.name !== undefined && fields.name !== group.name
  const described = fields.description !== undefined && fields.description !== group.description
  if (adding.length > 0 || remove.length > 0) {
    enforce(
      canUpdateGroupVolumes(
        {
          id: group.id,
          status: group.status,
          projectId: group.project_id,
          volumeTypes: group.volume_type_ids,
          backend: backendOf(group.host),
        },
        add,
        remove,
      ),
    )
  } else if (!renamed && !described) {
    throw new CloudFault(nothingToUpdate(group.id))
  }
  if (renamed) group.name = fields.name ?? null
  if (described) group.description = fields.description ?? null
  if (adding.length === 0 && remove.length === 0) {
    group.status = 'available'
    return
  }
  group.status = 'updating'
  cloud.schedule({
    kind: 'group-updated',
    groupId: group.id,
    add: adding.map((item) => item.id),
    remove: fields.remove,
  })
}

export function finishGroupUpdate(cloud: DemoCloud, groupId: string, add: string[], remove: string[]): void {
  const group = cloud.groups.find((candidate) => candidate.id === groupId)
  if (!group) return
  for (const volume of cloud.state.volumes) {
    if (add.includes(volume.id)) volume.group_id = group.id
    if (remove.includes(volume.id)) volume.group_id = null
  }
  group.status = 'available'
}

/** §4.7: a group without a host goes at once; otherwise deleting, its members too with the flag. */
export function deleteGroup(cloud: DemoCloud, caller: Caller, id: string, deleteVolumes: boolean): void {
  const group = findGroup(cloud, caller, id)
  requirePolicy(cloud, caller, 'group:delete')
  if (group.host === null) {
    cloud.state.groups = cloud.groups.filter((candidate) => candidate.id !== group.id)
    return
  }
  const members = membersOf(cloud, group.id)
  enforce(
    canDeleteGroup(
      {
        id: group.id,
        status: group.status,
        hasGroupSnapshots: cloud.groupSnapshots.some((snapshot) => snapshot.group_id === group.id),
      },
      members.map((volume) => ({
        attached: volume.attach_status === 'attached',
        snapshots: cloud.snapshotsOf(volume.id).length,
      })),
      deleteVolumes,
    ),
  )
  for (const volume of members) volume.status = 'deleting'
  group.status = 'deleting'
  cloud.schedule({ kind: 'group-deleted', groupId: group.id })
}

export function finishGroupDelete(cloud: DemoCloud, groupId: string): void {
  const gone = new Set(membersOf(cloud, groupId).map((volume) => volume.id))
  cloud.state.volumes = cloud.state.volumes.filter((volume) => !gone.has(volume.id))
  cloud.state.attachments = cloud.state.attachments.filter((attachment) => !gone.has(attachment.volume_id))
  cloud.state.groups = cloud.groups.filter((group) => group.id !== groupId)
}

/** Group snapshots of the caller's project (below 3.29 no filter, no all_tenants), oldest first. */
export function listGroupSnapshots(cloud: DemoCloud, caller: Caller, allTenants: boolean): GroupSnapshotRecord[] {
  requirePolicy(cloud, caller, 'group:get_all_group_snapshots')
  return cloud.groupSnapshots.filter((snapshot) => cloud.sees(caller, snapshot.project_id, allTenants))
}

/** §5.4: a group with a volume, neither creating nor updating (G9); no check of attached members; one snapshot per member. */
export function createGroupSnapshot(
  cloud: DemoCloud,
  caller: Caller,
  input: { groupId: string; name: string | null; description: string | null },
): GroupSnapshotRecord {
  const group = findGroup(cloud, caller, input.groupId)
  requirePolicy(cloud, caller, 'group:create_group_snapshot')
  const members = membersOf(cloud, group.id)
  enforce(canSnapshotGroup(group, members.length))
  for (const volume of members) {
    requirePolicy(cloud, caller, 'volume:create_snapshot')
    if (volume.host === null) {
      fail(400, 'Invalid volume: The snapshot cannot be created because volume has not been scheduled to any host.')
    }
    if (volume.status === 'error')
      fail(400, 'Invalid volume: The snapshot cannot be created when the volume is in error status.')
  }
  checkQuota(cloud, group.project_id, {
    snapshots: members.length,
    gigabytes: members.reduce((sum, volume) => sum + volume.size, 0),
  })
  const now = cloud.isoNow()
  const groupSnapshot: GroupSnapshotRecord = {
    id: newId(),
    project_id: group.project_id,
    user_id: caller.userId,
    group_id: group.id,
    group_type_id: group.group_type_id,
    name: input.name,
    description: input.description,
    status: 'creating',
    created_at: now,
  }
  cloud.groupSnapshots.push(groupSnapshot)
  for (const volume of members) {
    addSnapshot(cloud, volume, {
      project_id: volume.project_id,
      user_id: caller.userId,
      name: input.name,
      description: input.description,
      metadata: {},
      group_snapshot_id: groupSnapshot.id,
      created_at: now,
    })
  }
  cloud.schedule({ kind: 'group-snapshot-created', groupSnapshotId: groupSnapshot.id })
  return groupSnapshot
}

export function finishGroupSnapshotCreate(cloud: DemoCloud, id: string): void {
  const groupSnapshot = cloud.groupSnapshots.find((candidate) => candidate.id === id)
  if (groupSnapshot?.status !== 'creating') return
  for (const snapshot of cloud.snapshots.filter((candidate) => candidate.group_snapshot_id === id)) {
    snapshot.status = 'available'
    snapshot.progress = '100%'
  }
  groupSnapshot.status = 'available'
}

/** §5.5: available or error, and no group being made from it; the members go with it. */
export function deleteGroupSnapshot(cloud: DemoCloud, caller: Caller, id: string): void {
  const groupSnapshot = findGroupSnapshot(cloud, caller, id)
  requirePolicy(cloud, caller, 'group:delete_group_snapshot')
  const source = cloud.groups.some((group) => group.status === 'creating' && group.group_snapshot_id === id)
  enforce(canDeleteGroupSnapshot(groupSnapshot, source))
  groupSnapshot.status = 'deleting'
  for (const snapshot of cloud.snapshots.filter((candidate) => candidate.group_snapshot_id === id)) {
    snapshot.status = 'deleting'
  }
  cloud.schedule({ kind: 'group-snapshot-deleted', groupSnapshotId: id })
}

export function finishGroupSnapshotDelete(cloud: DemoCloud, id: string): void {
  cloud.state.snapshots = cloud.snapshots.filter((snapshot) => snapshot.group_snapshot_id !== id)
  cloud.state.groupSnapshots = cloud.groupSnapshots.filter((snapshot) => snapshot.id !== id)
}
