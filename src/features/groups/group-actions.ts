// Which actions a group offers, each with the reason when it is not allowed now.
import type { OpenStackClient, VolumeGroup } from '../../api'
import { tr } from '../../i18n/tr'
import type { ReplicationAction } from '../../rules/group-replication'
import { canChangeReplication, mayReplicate, type ReplicationTypeFacts } from '../../rules/group-replication-guards'
import { canChangeMembers, canCloneGroup, canEditGroup, canTakeGroupSnapshot } from '../../rules/group-guards'
import type { Guard } from '../../rules/guards'
import { asWriter } from '../../rules/roles'

export type GroupActionId =
  | 'edit'
  | 'members'
  | 'snapshot'
  | 'clone'
  | 'replication-enable'
  | 'replication-disable'
  | 'replication-failover'
  | 'reset'
  | 'delete'

export interface GroupAction {
  id: GroupActionId
  label: string
  guard: Guard
}

/**
 * `types`: what the console knows of the group's types, for the replication actions (3.38), which
 * are offered only where the group may replicate (group-replication-guards.ts#mayReplicate).
 */
export function groupActions(
  group: VolumeGroup,
  client: OpenStackClient,
  types: ReplicationTypeFacts | null = null,
): GroupAction[] {
  const guard = (check: () => Guard): Guard => asWriter(client, check)
  const list: GroupAction[] = [
    { id: 'edit', label: tr('Edit Group'), guard: guard(() => canEditGroup(group)) },
    { id: 'members', label: tr('Manage Volumes'), guard: guard(() => canChangeMembers(group)) },
  ]
  if (client.feature('groupSnapshots').available) {
    list.push({ id: 'snapshot', label: tr('Create Group Snapshot'), guard: guard(() => canTakeGroupSnapshot(group)) })
    list.push({ id: 'clone', label: tr('Copy Group'), guard: guard(() => canCloneGroup(group)) })
  }
  if (types && client.feature('groupReplication').available && mayReplicate(group, types)) {
    const replication = (action: ReplicationAction) => guard(() => canChangeReplication(action, group, types))
    list.push({ id: 'replication-enable', label: tr('Enable Replication'), guard: replication('enable') })
    list.push({ id: 'replication-failover', label: tr('Fail Over Replication'), guard: replication('failover') })
    list.push({ id: 'replication-disable', label: tr('Disable Replication'), guard: replication('disable') })
  }
  if (client.isAdmin && client.feature('groupResetStatus').available) {
    list.push({ id: 'reset', label: tr('Reset Status'), guard: { ok: true } })
  }
  list.push({ id: 'delete', label: tr('Delete Group'), guard: guard(() => ({ ok: true })) })
  return list
}
