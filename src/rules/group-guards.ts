// What the console offers for generic volume groups, and why not, in the reader's words: the
// questions of group-rules.ts (G2–G5) asked before the click. The demo cloud enforces the same
// rules with Cinder's status and message (C:cinder/group/api.py).
import type { GroupSnapshot, Volume, VolumeGroup } from '../api/types'
import { tr } from '../i18n/tr'
import {
  ADDABLE_STATUSES,
  canCreateGroupFromSource,
  canDeleteGroup,
  canDeleteGroupSnapshot,
  canSnapshotGroup,
  groupTakesNewVolumes,
  isGroupTransitional,
  REMOVABLE_STATUSES,
} from './group-rules'
import type { Guard } from './guards'

const shown = (status: string) => tr(status, { ns: 'status' })
const no = (reason: string): Guard => ({ ok: false, reason })
const OK: Guard = { ok: true }

/** Members join or leave only while the group is available (C:cinder/group/api.py#update). */
export function canChangeMembers(group: Pick<VolumeGroup, 'status'>): Guard {
  if (group.status === 'available') return OK
  return no(
    tr('Volumes join or leave a group only while it is available; this one is {{status}}.', {
      status: shown(group.status),
    }),
  )
}

/** Edit Group: any status, but not while Cinder is still making or deleting it. */
export function canEditGroup(group: Pick<VolumeGroup, 'status'>): Guard {
  if (!isGroupTransitional(group.status)) return OK
  return no(tr('The group is {{status}}; wait until it settles.', { status: shown(group.status) }))
}

/**
 * Whether a volume may join this group, in the order Cinder checks (#_validate_add_volumes): in
 * another group, no type, a type the group does not take, its status. Its backend is checked by
 * Cinder only (a member cannot see volume hosts).
 */
export function canJoinGroup(
  group: Pick<VolumeGroup, 'id' | 'volume_types'>,
  volume: Pick<Volume, 'status' | 'group_id' | 'volume_type' | 'volume_type_id'>,
  typeIdOf: (name: string | null) => string | null,
): Guard {
  if (volume.group_id === group.id) return no(tr('Already in this group.'))
  if (volume.group_id) return no(tr('In another group.'))
  const typeId = volume.volume_type_id ?? typeIdOf(volume.volume_type)
  if (!typeId) return no(tr('It has no volume type.'))
  if (!group.volume_types.includes(typeId)) {
    return no(tr('The group does not take its type ({{type}}).', { type: volume.volume_type ?? typeId }))
  }
  if (!(ADDABLE_STATUSES as readonly string[]).includes(volume.status)) {
    return no(
      tr('A volume joins only when available or in-use; this one is {{status}}.', { status: shown(volume.status) }),
    )
  }
  return OK
}

/** Whether a member may leave (#_validate_remove_volumes). */
export function canLeaveGroup(volume: Pick<Volume, 'status'>): Guard {
  if ((REMOVABLE_STATUSES as readonly string[]).includes(volume.status)) return OK
  return no(
    tr('A volume leaves only when available, in-use, error or error_deleting; this one is {{status}}.', {
      status: shown(volume.status),
    }),
  )
}

export interface GroupMember {
  attached: boolean
  snapshots: number
}

/** Delete Group (G3): Cinder's own words when it would refuse, after the reader's. */
export function canRemoveGroup(
  group: Pick<VolumeGroup, 'id' | 'status'>,
  hasGroupSnapshots: boolean,
  members: readonly GroupMember[],
  deleteVolumes: boolean,
): Guard {
  const verdict = canDeleteGroup({ ...group, hasGroupSnapshots }, members, deleteVolumes)
  if (verdict.ok) return OK
  return no(tr('Cinder would refuse: {{message}}', { message: verdict.message }))
}

/** Delete Group Snapshot (G4). */
export function canRemoveGroupSnapshot(snapshot: Pick<GroupSnapshot, 'status'>, sourceOfCreatingGroup: boolean): Guard {
  if (canDeleteGroupSnapshot(snapshot, sourceOfCreatingGroup).ok) return OK
  if (sourceOfCreatingGroup) return no(tr('A group is being made from this snapshot; wait until it is.'))
  return no(
    tr('A group snapshot that is {{status}} cannot be deleted: Cinder deletes available or error ones only.', {
      status: shown(snapshot.status),
    }),
  )
}

/** Create Group Snapshot (G9): of a group with a volume, not while it is being made or changed. */
export function canTakeGroupSnapshot(group: Pick<VolumeGroup, 'status' | 'volumes'>): Guard {
  if (isGroupTransitional(group.status)) {
    return no(tr('The group is {{status}}; wait until it settles.', { status: shown(group.status) }))
  }
  if (group.volumes && !canSnapshotGroup(group, group.volumes.length).ok) {
    return no(tr('The group has no volumes to snapshot.'))
  }
  return OK
}

/** Create Group from a group (G5): the source needs members. */
export function canCloneGroup(group: Pick<VolumeGroup, 'status' | 'volumes'>): Guard {
  if (isGroupTransitional(group.status)) {
    return no(tr('The group is {{status}}; wait until it settles.', { status: shown(group.status) }))
  }
  if (group.volumes && !canCreateGroupFromSource('group', group.volumes.length).ok) {
    return no(tr('The group has no volumes to copy.'))
  }
  return OK
}

/** Create Group from a group snapshot: its member snapshots must be available (#create_volume). */
export function canCreateFromGroupSnapshot(snapshot: Pick<GroupSnapshot, 'status'>): Guard {
  if (snapshot.status === 'available') return OK
  return no(
    tr('A group is made only from an available group snapshot; this one is {{status}}.', {
      status: shown(snapshot.status),
    }),
  )
}

/** Create Volume's group choice (G8): a new volume goes only into an available or creating group. */
export function canTakeNewVolume(group: Pick<VolumeGroup, 'status'>): Guard {
  if (groupTakesNewVolumes(group.status)) return OK
  return no(
    tr('A new volume goes into a group only while it is available or creating; this one is {{status}}.', {
      status: shown(group.status),
    }),
  )
}

/** …and only of one of the group's volume types (G8), named by `typeName`. */
export function groupTakesType(
  group: Pick<VolumeGroup, 'name' | 'id' | 'volume_types'>,
  typeId: string,
  typeNames: (id: string) => string,
): Guard {
  if (group.volume_types.includes(typeId)) return OK
  return no(
    tr('The group {{group}} takes only volumes of its types: {{types}}.', {
      group: group.name || group.id,
      types: group.volume_types.map(typeNames).join(', '),
    }),
  )
}
