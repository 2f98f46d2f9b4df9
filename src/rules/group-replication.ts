// Group replication (3.38, "Tiramisu"): the enable, disable and fail-over actions and what Cinder
// checks before each, with its status and exact message, for the demo cloud to send and the console
// to explain first (C:cinder/group/api.py#_check_type, #enable_replication, #disable_replication,
// #failover_replication; C:cinder/api/v3/groups.py turns each into a 400; docs/cinder-groups.md §4.8).
import { isGroupTransitional } from './group-rules'
import { firstRefusal, OK, pyList, refuse, type Verdict } from './verdict'

export const GROUP_REPLICATION_MICROVERSION = '3.38'

export type ReplicationAction = 'enable' | 'disable' | 'failover'

/** The backend id that fails a group back to its primary (C:cinder/volume/manager.py#failover_replication). */
export const FAIL_BACK_TARGET = 'default'

/** What each action's API check takes of the group's and each member's status (C:cinder/group/api.py). */
export const GROUP_STATUSES: Record<ReplicationAction, readonly string[]> = {
  enable: ['available'],
  disable: ['available', 'error'],
  failover: ['available'],
}
export const REPLICATION_STATUSES: Record<ReplicationAction, readonly string[]> = {
  enable: ['disabled', 'enabled'],
  disable: ['enabled', 'error'],
  failover: ['enabled', 'failed-over'],
}
/** disable checks no member's status, only its replication status. */
const MEMBER_STATUSES: Record<ReplicationAction, readonly string[] | null> = {
  enable: ['available', 'in-use'],
  disable: null,
  failover: ['available', 'in-use'],
}
/** The status each action sets while the volume service works (fields.ReplicationStatus). */
export const REPLICATION_TRANSITION: Record<ReplicationAction, string> = {
  enable: 'enabling',
  disable: 'disabling',
  failover: 'failing-over',
}
export const REPLICATION_TRANSITIONAL = Object.values(REPLICATION_TRANSITION)

/** A group making, changing or deleting itself, or its replication changing: polled while shown. */
export const isGroupInMotion = (group: { status: string; replication_status?: string | null }): boolean =>
  isGroupTransitional(group.status) || REPLICATION_TRANSITIONAL.includes(group.replication_status ?? '')

const VERB: Record<ReplicationAction, string> = {
  enable: 'enable replication',
  disable: 'disable replication',
  failover: 'failover replication',
}

/** A `<is> True` spec (C:cinder/volume/volume_utils.py#is_boolean_str). */
export function isTrueSpec(value: string | undefined | null): boolean {
  const words = (value ?? '').split(/\s+/).filter((word) => word !== '')
  return (
    words.length === 2 &&
    words[0] === '<is>' &&
    ['1', 't', 'true', 'on', 'y', 'yes'].includes((words[1] as string).toLowerCase())
  )
}

/**
 * A replication group type: group_replication_enabled or consistent_group_replication_enabled
 * exactly "<is> True" (C:cinder/volume/volume_utils.py#is_group_a_type compares the text).
 */
export function isReplicationGroupType(groupSpecs: Record<string, string>): boolean {
  return (
    groupSpecs.group_replication_enabled === '<is> True' ||
    groupSpecs.consistent_group_replication_enabled === '<is> True'
  )
}

/** A volume type the backend replicates (C:cinder/volume/volume_utils.py#is_replicated_spec). */
export const isReplicatedVolumeType = (extraSpecs: Record<string, string>): boolean =>
  isTrueSpec(extraSpecs.replication_enabled)

/** Every action first (#_check_type): the group type, then each volume type in the group's order. */
export function checkReplicationTypes(
  groupId: string,
  groupTypeReplicated: boolean,
  volumeTypes: ReadonlyArray<{ id: string; replicated: boolean }>,
): Verdict {
  if (!groupTypeReplicated) {
    return refuse(400, `Invalid group type: Group ${groupId} is not a replication group type.`, 'G10')
  }
  const plain = volumeTypes.find((type) => !type.replicated)
  if (plain) {
    return refuse(
      400,
      `Invalid volume type: Volume type ${plain.id} does not have 'replication_enabled' spec key set to '<is> True'.`,
      'G10',
    )
  }
  return OK
}

/**
 * Cinder's one wording for a status it does not take, of the group ("Invalid Group: Group <id>")
 * or a member ("Invalid volume: Volume <id>"); a null status prints as Python's None.
 */
function mustBe(
  subject: string,
  field: 'status' | 'replication status',
  valid: readonly string[],
  current: string | null,
  action: ReplicationAction,
): Verdict {
  if (valid.includes(current ?? 'None')) return OK
  return refuse(
    400,
    `${subject} ${field} must be ${pyList(valid)}, but current status is: ${current ?? 'None'}. Cannot ${VERB[action]}.`,
    'G10',
  )
}

/** Then the group's status and replication status. */
export function checkGroupForReplication(
  action: ReplicationAction,
  group: { id: string; status: string; replicationStatus: string | null },
): Verdict {
  const subject = `Invalid Group: Group ${group.id}`
  return firstRefusal(
    () => mustBe(subject, 'status', GROUP_STATUSES[action], group.status, action),
    () => mustBe(subject, 'replication status', REPLICATION_STATUSES[action], group.replicationStatus, action),
  )
}

export interface ReplicationMember {
  id: string
  status: string
  replicationStatus: string | null
}

/**
 * Then each member in turn: its status, for fail-over whether it is attached (in-use) without
 * allow_attached_volume, then its replication status. Cinder sets each member it passed to the
 * transitional status before it checks the next, so a later refusal leaves the earlier ones there.
 */
export function checkMemberForReplication(
  action: ReplicationAction,
  member: ReplicationMember,
  allowAttached = false,
): Verdict {
  const subject = `Invalid volume: Volume ${member.id}`
  const statuses = MEMBER_STATUSES[action]
  return firstRefusal(
    () => (statuses ? mustBe(subject, 'status', statuses, member.status, action) : OK),
    () =>
      action === 'failover' && member.status === 'in-use' && !allowAttached
        ? refuse(
            400,
            `${subject} is attached but allow_attached_volume flag is False. Cannot failover replication.`,
            'G10',
          )
        : OK,
    () => mustBe(subject, 'replication status', REPLICATION_STATUSES[action], member.replicationStatus, action),
  )
}

/** What the group and its volumes become when the volume service is done (C:cinder/volume/manager.py). */
export function replicationOutcome(action: ReplicationAction, secondaryBackendId: string | null): string {
  if (action === 'enable') return 'enabled'
  if (action === 'disable') return 'disabled'
  return secondaryBackendId === FAIL_BACK_TARGET ? 'enabled' : 'failed-over'
}
