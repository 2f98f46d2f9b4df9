// Which actions a group offers, each with the reason when it is not allowed now.
import type { OpenStackClient, VolumeGroup } from '../../api'
import { tr } from '../../i18n/tr'
import { canChangeMembers, canCloneGroup, canEditGroup, canTakeGroupSnapshot } from '../../rules/group-guards'
import type { Guard } from '../../rules/guards'
import { asWriter } from '../../rules/roles'

export type GroupActionId = 'edit' | 'members' | 'snapshot' | 'clone' | 'reset' | 'delete'

export interface GroupAction {
  id: GroupActionId
  label: string
  guard: Guard
}

export function groupActions(group: VolumeGroup, client: OpenStackClient): GroupAction[] {
  const guard = (check: () => Guard): Guard => asWriter(client, check)
  const list: GroupAction[] = [
    { id: 'edit', label: tr('Edit Group'), guard: guard(() => canEditGroup(group)) },
    { id: 'members', label: tr('Manage Volumes'), guard: guard(() => canChangeMembers(group)) },
  ]
  if (client.feature('groupSnapshots').available) {
    list.push({ id: 'snapshot', label: tr('Create Group Snapshot'), guard: guard(() => canTakeGroupSnapshot(group)) })
    list.push({ id: 'clone', label: tr('Copy Group'), guard: guard(() => canCloneGroup(group)) })
  }
  if (client.isAdmin && client.feature('groupResetStatus').available) {
    list.push({ id: 'reset', label: tr('Reset Status'), guard: { ok: true } })
  }
  list.push({ id: 'delete', label: tr('Delete Group'), guard: guard(() => ({ ok: true })) })
  return list
}
