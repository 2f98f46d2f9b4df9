// What an admin may do to a group type, and why not, in the reader's words: the questions of
// group-rules.ts (Cinder's refusals, enforced by the demo cloud) asked of the rows of Admin ›
// Group Types before anything is sent (docs/cinder-groups.md §6, G6).
import type { GroupType, VolumeGroup } from '../api/types'
import { tr } from '../i18n/tr'
import { canDeleteGroupType, RESERVED_GROUP_TYPE } from './group-rules'
import type { Guard } from './guards'

/** Groups per group type id, over every project; partial when the list was cut short. */
export type GroupTypeUsage = Map<string, number>

export function groupTypeUsage(groups: readonly Pick<VolumeGroup, 'group_type'>[]): GroupTypeUsage {
  const counts: GroupTypeUsage = new Map()
  for (const group of groups) counts.set(group.group_type, (counts.get(group.group_type) ?? 0) + 1)
  return counts
}

/**
 * Delete is refused while any group, in any project, has the type (C:cinder/volume/group_types.py#destroy).
 * Without the usage (not read yet, or the read failed) nothing is known, so it is not refused here.
 */
export function canDeleteGroupTypeGuard(type: Pick<GroupType, 'id'>, usage: GroupTypeUsage | undefined): Guard {
  const count = usage?.get(type.id) ?? 0
  const verdict = canDeleteGroupType(type.id, count)
  if (verdict.ok) return { ok: true }
  return {
    ok: false,
    reason: tr('{{count}} groups have this type: delete them first (Cinder: "{{message}}").', {
      count,
      message: verdict.message,
    }),
    rule: verdict.rule,
  }
}

/** The type Cinder's initial migration creates for consistency groups moved to groups. */
export const isReservedGroupType = (type: Pick<GroupType, 'name'>): boolean => type.name === RESERVED_GROUP_TYPE

/**
 * The consistency group API finds its type by this name (C:cinder/volume/group_types.py#get_default_cgsnapshot_type);
 * without it, creating a consistency group is refused (C:cinder/api/contrib/consistencygroups.py#create).
 */
export function reservedGroupTypeNote(): string {
  return tr(
    '{{name}} is the group type Cinder creates for consistency groups migrated to groups. The groups API refuses groups of this type; the consistency group API finds it by name, so renaming or deleting it makes Cinder refuse new consistency groups ("Group type {{name}} not found. Rerun migration script to create the default cgsnapshot type.").',
    { name: RESERVED_GROUP_TYPE },
  )
}
