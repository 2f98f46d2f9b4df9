// A group made from a group snapshot or another group (create-from-src, 3.14; docs/cinder-groups.md
// §4.5): the source's type, zone, host and volume types; one new volume a member, nameless,
// creating, from the member snapshot or the source volume. C:cinder/group/api.py#create_from_src.
import { canCreateGroupFromSource, groupSnapshotNotFound } from '../../rules/group-rules'
import { requirePolicy } from './access'
import { newId } from './attachments'
import type { Caller, DemoCloud } from './cloud'
import { CloudFault, enforce, fail } from './fault'
import { findGroup, findGroupSnapshot } from './group-lookup'
import { membersOf } from './groups'
import { checkGroupQuota, checkQuota } from './quotas'
import type { GroupRecord, VolumeRecord } from './state'

export function createGroupFromSource(
  cloud: DemoCloud,
  caller: Caller,
  input: { groupSnapshotId?: string; sourceGroupId?: string; name: string | null; description: string | null },
): GroupRecord {
  const snapshot = input.groupSnapshotId ? findGroupSnapshot(cloud, caller, input.groupSnapshotId) : undefined
  const sourceGroup = snapshot
    ? cloud.groups.find((group) => group.id === snapshot.group_id)
    : findGroup(cloud, caller, input.sourceGroupId ?? '')
  if (!sourceGroup) throw new CloudFault(groupSnapshotNotFound(input.groupSnapshotId ?? ''))
  requirePolicy(cloud, caller, 'group:create')
  if (sourceGroup.host === null) fail(400, `Invalid Group: No valid host to create group ${sourceGroup.id}.`)
  const memberSnapshots = snapshot ? cloud.snapshots.filter((member) => member.group_snapshot_id === snapshot.id) : []
  const sourceVolumes = snapshot ? [] : membersOf(cloud, sourceGroup.id)
  enforce(
    canCreateGroupFromSource(
      snapshot ? 'groupSnapshot' : 'group',
      snapshot ? memberSnapshots.length : sourceVolumes.length,
    ),
  )
  for (const member of memberSnapshots) {
    if (member.status !== 'available') {
      fail(400, "Invalid snapshot: Originating snapshot status must be one of 'available' values")
    }
  }
  for (const volume of sourceVolumes) {
    if (!['available', 'in-use'].includes(volume.status)) {
      fail(400, "Invalid volume: Originating source volume status must be one of 'available, in-use' values")
    }
  }
  const sizes = snapshot ? memberSnapshots.map((member) => member.size) : sourceVolumes.map((volume) => volume.size)
  try {
    checkGroupQuota(cloud, caller.projectId)
    checkQuota(cloud, caller.projectId, { volumes: sizes.length, gigabytes: sizes.reduce((a, b) => a + b, 0) })
  } catch (error) {
    // The controller answers every CinderException here with 400 and the bare text (§4.5 rows 5, 9).
    if (error instanceof CloudFault) fail(400, error.refusal.message.replace(/^\w+: /, ''))
    throw error
  }
  const now = cloud.isoNow()
  const group: GroupRecord = {
    id: newId(),
    project_id: caller.projectId,
    user_id: caller.userId,
    name: input.name,
    description: input.description,
    status: 'creating',
    availability_zone: sourceGroup.availability_zone,
    group_type_id: sourceGroup.group_type_id,
    volume_type_ids: [...sourceGroup.volume_type_ids],
    host: sourceGroup.host,
    group_snapshot_id: snapshot?.id ?? null,
    source_group_id: snapshot ? null : sourceGroup.id,
    created_at: now,
  }
  cloud.groups.push(group)
  const origins = snapshot
    ? memberSnapshots.map((member) => ({
        size: member.size,
        typeId: member.volume_type_id,
        snapshotId: member.id,
        sourceId: null,
      }))
    : sourceVolumes.map((volume) => ({
        size: volume.size,
        typeId: volume.volume_type_id,
        snapshotId: null,
        sourceId: volume.id,
      }))
  for (const origin of origins) {
    const volume: VolumeRecord = {
      id: newId(),
      project_id: caller.projectId,
      user_id: caller.userId,
      name: null,
      description: null,
      size: origin.size,
      status: 'creating',
      attach_status: 'detached',
      volume_type_id: origin.typeId,
      availability_zone: group.availability_zone,
      created_at: now,
      updated_at: null,
      bootable: false,
      encryption_key_id: null,
      multiattach: false,
      metadata: {},
      admin_metadata: {},
      host: group.host,
      migration_status: null,
      snapshot_id: origin.snapshotId,
      source_volid: origin.sourceId,
      image_id: null,
      group_id: group.id,
    }
    cloud.state.volumes.push(volume)
  }
  cloud.schedule({ kind: 'group-created', groupId: group.id })
  return group
}
