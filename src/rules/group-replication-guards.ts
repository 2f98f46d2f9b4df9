// Whether the console offers a group's replication actions, and why not, in the reader's words:
// the checks of group-replication.ts asked before the click, in Cinder's order. A member does not
// see group specs (group:access_group_types_specs is an admin's), so whether the group type
// replicates may be unknown: then only the volume types and the statuses are asked here, and the
// dialog asks Cinder itself (list_replication_targets runs the same type check).
import type { GroupType, Volume, VolumeGroup, VolumeType } from '../api/types'
import { tr } from '../i18n/tr'
import {
  checkMemberForReplication,
  GROUP_STATUSES,
  isReplicatedVolumeType,
  isReplicationGroupType,
  REPLICATION_STATUSES,
  REPLICATION_TRANSITIONAL,
  type ReplicationAction,
} from './group-replication'
import { isGroupTransitional } from './group-rules'
import type { Guard } from './guards'

const shown = (status: string) => tr(status, { ns: 'status' })
const no = (reason: string): Guard => ({ ok: false, reason, rule: 'G10' })
const OK: Guard = { ok: true }

/** What the console knows of the group's types; `groupType` null: its specs are not shown to this user. */
export interface ReplicationTypeFacts {
  groupType: { name: string; replicates: boolean } | null
  volumeTypes: ReadonlyArray<{ name: string; replicates: boolean }>
}

/**
 * The facts from the group type and volume type lists: a group type's specs only where they are
 * shown (an admin's list), a volume type only where it is listed; null until both lists are there.
 */
export function replicationTypeFacts(
  group: Pick<VolumeGroup, 'group_type' | 'volume_types'>,
  groupTypes: ReadonlyArray<Pick<GroupType, 'id' | 'name' | 'group_specs'>> | undefined,
  volumeTypes: ReadonlyArray<Pick<VolumeType, 'id' | 'name' | 'extra_specs'>> | undefined,
): ReplicationTypeFacts | null {
  if (!groupTypes || !volumeTypes) return null
  const groupType = groupTypes.find((type) => type.id === group.group_type)
  return {
    groupType:
      groupType?.group_specs === undefined
        ? null
        : { name: groupType.name, replicates: isReplicationGroupType(groupType.group_specs) },
    volumeTypes: group.volume_types.flatMap((id) => {
      const type = volumeTypes.find((candidate) => candidate.id === id)
      return type ? [{ name: type.name, replicates: isReplicatedVolumeType(type.extra_specs ?? {}) }] : []
    }),
  }
}

type ReplicatingGroup = Pick<VolumeGroup, 'id' | 'status' | 'replication_status'>

/** Whether the group may replicate as far as the console can tell: worth offering the actions. */
export function mayReplicate(group: ReplicatingGroup, facts: ReplicationTypeFacts): boolean {
  if ((group.replication_status ?? 'disabled') !== 'disabled') return true
  if (facts.groupType) return facts.groupType.replicates
  return facts.volumeTypes.length > 0 && facts.volumeTypes.every((type) => type.replicates)
}

const STATUS_REASON: Record<ReplicationAction, () => string> = {
  enable: () => tr('Replication is enabled only while the group is available.'),
  disable: () => tr('Replication is disabled only while the group is available or in error.'),
  failover: () => tr('A group fails over only while it is available.'),
}

const REPLICATION_REASON: Record<ReplicationAction, (status: string) => string> = {
  enable: (status) =>
    tr('Replication is {{status}}: it is enabled only from disabled (or again when enabled).', { status }),
  disable: (status) =>
    tr('Replication is {{status}}: only enabled replication, or replication in error, is disabled.', { status }),
  failover: (status) =>
    tr('Replication is {{status}}: a group fails over (or back) only when it is enabled or failed over.', { status }),
}

/** Enable, Disable or Fail Over of the group itself: types first, then the group's two statuses. */
export function canChangeReplication(
  action: ReplicationAction,
  group: ReplicatingGroup,
  facts: ReplicationTypeFacts,
): Guard {
  const replication = group.replication_status ?? 'disabled'
  if (isGroupTransitional(group.status) || REPLICATION_TRANSITIONAL.includes(replication)) {
    const status = isGroupTransitional(group.status) ? group.status : replication
    return no(tr('The group is {{status}}; wait until it settles.', { status: shown(status) }))
  }
  if (facts.groupType && !facts.groupType.replicates) {
    return no(
      tr('Its group type {{type}} does not replicate: group_replication_enabled is not "<is> True".', {
        type: facts.groupType.name,
      }),
    )
  }
  const plain = facts.volumeTypes.find((type) => !type.replicates)
  if (plain) {
    return no(
      tr('Its volume type {{type}} is not replicated: replication_enabled is not "<is> True".', { type: plain.name }),
    )
  }
  if (!GROUP_STATUSES[action].includes(group.status)) return no(STATUS_REASON[action]())
  if (!REPLICATION_STATUSES[action].includes(replication)) return no(REPLICATION_REASON[action](shown(replication)))
  return OK
}

/** The first member Cinder would refuse, in its words (they name the volume by id). */
export function membersBlockReplication(
  action: ReplicationAction,
  members: ReadonlyArray<Pick<Volume, 'id' | 'status' | 'replication_status'>>,
  allowAttached: boolean,
): Guard {
  for (const member of members) {
    const verdict = checkMemberForReplication(
      action,
      { id: member.id, status: member.status, replicationStatus: member.replication_status ?? null },
      allowAttached,
    )
    if (!verdict.ok) return no(tr('Cinder would refuse: {{message}}', { message: verdict.message }))
  }
  return OK
}
