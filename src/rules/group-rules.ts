// Generic volume groups, group snapshots and group types (G1–G8, docs/cinder-groups.md): Cinder's
// refusals with their status and exact message, in Cinder's order, for the demo cloud to send and
// the console to explain first. C:cinder/group/api.py, C:cinder/api/v3/groups.py,
// C:cinder/api/v3/group_snapshots.py, C:cinder/volume/group_types.py, C:cinder/exception.py.
import { OK, refuse, type Verdict } from './verdict'

/** Groups (3.13), group snapshots (3.14), their reset_status (3.20, 3.19), volume ids (3.25). */
export const GROUP_MICROVERSION = '3.13'
export const GROUP_SNAPSHOT_MICROVERSION = '3.14'
export const GROUP_TYPE_MICROVERSION = '3.11'
export const GROUP_SNAPSHOT_RESET_MICROVERSION = '3.19'
export const GROUP_RESET_MICROVERSION = '3.20'
export const GROUP_VOLUME_LIST_MICROVERSION = '3.25'
/** The volume list's group_id filter (C:cinder/api/v3/volumes.py#_MV_ADDED_FILTERS). */
export const VOLUME_GROUP_FILTER_MICROVERSION = '3.10'

/** Every fresh database's group type for migrated consistency groups (C:cinder/db/migrations, initial). */
export const RESERVED_GROUP_TYPE = 'default_cgsnapshot_type'

/** A volume may join a group in these statuses (C:cinder/group/api.py VALID_ADD_VOL_TO_GROUP_STATUS). */
export const ADDABLE_STATUSES = ['available', 'in-use'] as const
/** …and leave it in these (VALID_REMOVE_VOL_FROM_GROUP_STATUS). */
export const REMOVABLE_STATUSES = ['available', 'in-use', 'error', 'error_deleting'] as const
/** What reset_status accepts for a group (GroupSnapshotStatus.ALL, §4.9) and a group snapshot. */
export const GROUP_RESET_STATUSES = [
  'error',
  'available',
  'creating',
  'deleting',
  'deleted',
  'updating',
  'error_deleting',
] as const

/** Statuses a group or group snapshot leaves by itself (docs/cinder-groups.md §9): polled while shown. */
export const GROUP_TRANSITIONAL = ['creating', 'updating', 'deleting'] as const
export const isGroupTransitional = (status: string): boolean =>
  (GROUP_TRANSITIONAL as readonly string[]).includes(status)

/** A Python tuple's repr, as Cinder's messages print one. */
const tuple = (items: readonly string[]): string => `(${items.map((item) => `'${item}'`).join(', ')})`

export const groupNotFound = (id: string) => refuse(404, `Group ${id} could not be found.`, 'G1')
export const groupSnapshotNotFound = (id: string) => refuse(404, `GroupSnapshot ${id} could not be found.`, 'G1')
export const groupTypeNotFound = (id: string) => refuse(404, `Group type ${id} could not be found.`, 'G1')
export const groupTypeNameNotFound = (name: string) =>
  refuse(404, `Group type with name ${name} could not be found.`, 'G1')
/** C:cinder/api/v3/groups.py#_check_default_cgsnapshot_type. */
export const reservedGroupType = (typeId: string) =>
  refuse(
    400,
    `Group_type ${typeId} is reserved for migrating CGs to groups. Migrated group can only be operated by CG APIs.`,
    'G1',
  )

export interface MemberFacts {
  id: string
  status: string
  projectId: string
  volumeTypeId: string | null
  groupId: string | null
  /** host@backend, without the pool. */
  backend: string | null
}

export interface GroupFacts {
  id: string
  status: string
  projectId: string
  volumeTypes: readonly string[]
  backend: string | null
}

/** host@backend#pool → host@backend (C:cinder/volume/volume_utils.py#extract_host, level backend). */
export const backendOf = (host: string | null): string | null => (host ? (host.split('#')[0] ?? null) : null)

/**
 * G2, PUT /groups/{id} with volumes (C:cinder/group/api.py#update, #_validate_add_volumes,
 * #_validate_remove_volumes): both lists, each added volume (a: gone, b: other group, c: other
 * project, d: no type, e: type not the group's, f: status, g: backend), each removed one
 * (status, then membership), then the group's status.
 */
export function canUpdateGroupVolumes(
  group: GroupFacts,
  add: ReadonlyArray<{ id: string; volume: MemberFacts | undefined }>,
  remove: ReadonlyArray<{ id: string; volume: MemberFacts | undefined }>,
): Verdict {
  const both = add.filter((item) => remove.some((other) => other.id === item.id)).map((item) => `'${item.id}'`)
  if (both.length > 0) {
    return refuse(400, `Invalid volume: UUIDs [${both.join(', ')}] are in both add and remove volume list.`, 'G2')
  }
  const prefix = (id: string) => `Invalid volume: Cannot add volume ${id} to group ${group.id}`
  for (const { id, volume } of add) {
    if (volume?.groupId === group.id) continue
    if (!volume) return refuse(400, `${prefix(id)} because volume cannot be found.`, 'G2')
    if (volume.groupId) {
      return refuse(400, `${prefix(id)} because it is already in group ${volume.groupId}.`, 'G2')
    }
    if (volume.projectId !== group.projectId) {
      return refuse(400, `${prefix(id)} as they belong to different projects.`, 'G2')
    }
    if (!volume.volumeTypeId) return refuse(400, `${prefix(id)} because it has no volume type.`, 'G2')
    if (!group.volumeTypes.includes(volume.volumeTypeId)) {
      return refuse(
        400,
        `${prefix(id)} because volume type ${volume.volumeTypeId} is not supported by the group.`,
        'G2',
      )
    }
    if (!(ADDABLE_STATUSES as readonly string[]).includes(volume.status)) {
      return refuse(
        400,
        `${prefix(id)} because volume is in an invalid state: ${volume.status}. Valid states are: ${tuple(ADDABLE_STATUSES)}.`,
        'G2',
      )
    }
    if (!group.backend || backendOf(volume.backend) !== group.backend) {
      return refuse(400, 'Invalid volume: Volume is not local to this node.', 'G2')
    }
  }
  for (const { id, volume } of remove) {
    if (volume?.groupId !== group.id) continue
    if (!(REMOVABLE_STATUSES as readonly string[]).includes(volume.status)) {
      return refuse(
        400,
        `Invalid volume: Cannot remove volume ${id} from group ${group.id} because volume is in an invalid state: ${volume.status}. Valid states are: ${tuple(REMOVABLE_STATUSES)}.`,
        'G2',
      )
    }
  }
  const stranger = remove.find((item) => item.volume?.groupId !== group.id)
  if (stranger) {
    return refuse(
      400,
      `Invalid volume: Cannot remove volume ${stranger.id} from group ${group.id} because it is not in the group.`,
      'G2',
    )
  }
  if (group.status !== 'available') return refuse(400, 'Invalid Group: Group status must be available.', 'G2')
  return OK
}

/** G2 row 9: nothing left to change (C:cinder/group/api.py#update). */
export const nothingToUpdate = (groupId: string) =>
  refuse(
    400,
    `Invalid Group: Cannot update group ${groupId} because no valid name, description, add_volumes, or remove_volumes were provided.`,
    'G2',
  )

/**
 * G3, the delete action (C:cinder/group/api.py#delete): without delete-volumes the status, then
 * group snapshots, then members; with it, group snapshots, then each member attached or with
 * snapshots. A group without a host is destroyed before any of these.
 */
export function canDeleteGroup(
  group: { id: string; status: string; hasGroupSnapshots: boolean },
  members: ReadonlyArray<{ attached: boolean; snapshots: number }>,
  deleteVolumes: boolean,
): Verdict {
  if (!deleteVolumes && !['available', 'error'].includes(group.status)) {
    return refuse(
      400,
      `Invalid Group: Group status must be available or error, but current status is: ${group.status}`,
      'G3',
    )
  }
  if (group.hasGroupSnapshots) return refuse(400, 'Invalid Group: Group has existing snapshots.', 'G3')
  if (!deleteVolumes && members.length > 0) {
    return refuse(
      400,
      `Invalid Group: Group ${group.id} still contains volumes. The delete-volumes flag is required to delete it.`,
      'G3',
    )
  }
  if (deleteVolumes) {
    for (const member of members) {
      if (member.attached) {
        return refuse(400, `Invalid Group: Volume in group ${group.id} is attached. Need to detach first.`, 'G3')
      }
      if (member.snapshots > 0) {
        return refuse(400, 'Invalid Group: Volume in group still has dependent snapshots.', 'G3')
      }
    }
  }
  return OK
}

/** G4: a group snapshot is deleted only when available or error (C:cinder/group/api.py#delete_group_snapshot). */
export function canDeleteGroupSnapshot(snapshot: { status: string }, sourceOfCreatingGroup: boolean): Verdict {
  if (!['available', 'error'].includes(snapshot.status) || sourceOfCreatingGroup) {
    return refuse(
      400,
      'Invalid GroupSnapshot: GroupSnapshot status must be available or error, and no Group can be currently using it as source for its creation.',
      'G4',
    )
  }
  return OK
}

/** G5: create-from-src needs members (C:cinder/group/api.py#_create_group_from_group_snapshot, #_create_group_from_source_group). */
export function canCreateGroupFromSource(source: 'groupSnapshot' | 'group', members: number): Verdict {
  if (members > 0) return OK
  return refuse(
    400,
    source === 'groupSnapshot'
      ? 'Invalid Group: Group snapshot is empty. No group will be created.'
      : 'Invalid Group: Source Group is empty. No group will be created.',
    'G5',
  )
}

/**
 * G9: a group snapshot is taken only of a group with a volume that is neither creating nor
 * updating: the database insert of the group snapshot carries the condition
 * (C:cinder/db/sqlalchemy/api.py#group_snapshot_create), before any member is checked.
 */
export function canSnapshotGroup(group: { status: string }, members: number): Verdict {
  if (members > 0 && group.status !== 'creating' && group.status !== 'updating') return OK
  return refuse(
    400,
    "Invalid Group: Source group cannot be empty or in 'creating' or 'updating' state. No group snapshot will be created.",
    'G9',
  )
}

/** G6: a group type used by any group is not deleted (C:cinder/volume/group_types.py#destroy). */
export function canDeleteGroupType(typeId: string, groups: number): Verdict {
  if (groups === 0) return OK
  return refuse(
    400,
    `Target group type is still in use. Group Type ${typeId} deletion is not allowed with groups present with the type.`,
    'G6',
  )
}

/** G6: names are unique (C:cinder/db/api.py#group_type_create). */
export const groupTypeExists = (name: string) => refuse(409, `Group Type ${name} already exists.`, 'G6')

/** G6: a spec key missing on delete (C:cinder/api/v3/group_specs.py#delete, GroupTypeSpecsNotFound). */
export const groupSpecNotFound = (typeId: string, key: string) =>
  refuse(404, `Group Type ${typeId} has no specs with key ${key}.`, 'G6')

/** G7: reset_status values (C:cinder/api/validation/validators.py#_validate_group_status, #_validate_status). */
export function canResetGroupStatus(kind: 'group' | 'groupSnapshot', status: string): Verdict {
  const prefix = kind === 'group' ? 'Invalid Group Status' : 'Invalid GroupSnapshot Status'
  if (status.trim() === '') return refuse(400, `${prefix}: The 'status' can not be empty.`, 'G7')
  if ((GROUP_RESET_STATUSES as readonly string[]).includes(status.toLowerCase())) return OK
  return refuse(
    400,
    kind === 'group'
      ? `${prefix}: Group status: ${status} is invalid, valid status are: ('error', 'available', 'creating', 'deleting', 'deleted', 'updating', 'in-use', 'error_deleting').`
      : `${prefix}: Group snapshot status: ${status} is invalid, valid statuses are: ${tuple(GROUP_RESET_STATUSES)}.`,
    'G7',
  )
}

/** A new volume may go into a group in these statuses (C:cinder/volume/flows/api/create_volume.py GROUP_PROCEED_STATUS). */
export const GROUP_PROCEED_STATUSES = ['available', 'creating'] as const
export const groupTakesNewVolumes = (status: string): boolean =>
  (GROUP_PROCEED_STATUSES as readonly string[]).includes(status)

/**
 * G8, POST /volumes with group_id, after the group was found (G1): a type must be asked for (the
 * default type is not applied before this check) and be one of the group's
 * (C:cinder/volume/api.py#create), then the group must be available or creating
 * (C:cinder/volume/flows/api/create_volume.py#_extract_group, #_extract_resource). Cinder prints
 * the type object itself in its message: `typeRepr` is that text (the demo cloud's
 * VolumeType(...) repr; the console passes the type's name, as it does not word the message).
 */
export function canCreateVolumeInGroup(
  group: { status: string; volumeTypes: readonly string[] },
  type: { id: string; repr: string } | null,
): Verdict {
  if (!type) {
    return refuse(400, 'Invalid input received: volume_type must be provided when creating a volume in a group.', 'G8')
  }
  if (!group.volumeTypes.includes(type.id)) {
    return refuse(
      400,
      `Invalid input received: Invalid volume_type provided: ${type.repr} (requested type must be supported by this group).`,
      'G8',
    )
  }
  if (!groupTakesNewVolumes(group.status)) {
    return refuse(
      400,
      `Invalid Group: Originating group status must be one of '${GROUP_PROCEED_STATUSES.join(', ')}' values`,
      'G8',
    )
  }
  return OK
}
