// Which actions a group snapshot offers, each with the reason when it is not allowed now.
import type { GroupSnapshot, OpenStackClient } from '../../api'
import { tr } from '../../i18n/tr'
import { canCreateFromGroupSnapshot, canRemoveGroupSnapshot } from '../../rules/group-guards'
import type { Guard } from '../../rules/guards'
import { asWriter } from '../../rules/roles'

export type GroupSnapshotActionId = 'create-group' | 'delete-snapshot' | 'reset-snapshot'

export function groupSnapshotActions(
  snapshot: GroupSnapshot,
  client: OpenStackClient,
  /** A group is being made from it (Cinder keeps it until that group is made). */
  sourceOfCreatingGroup: boolean,
): Array<{ id: GroupSnapshotActionId; label: string; guard: Guard }> {
  const guard = (check: () => Guard): Guard => asWriter(client, check)
  const list: Array<{ id: GroupSnapshotActionId; label: string; guard: Guard }> = [
    { id: 'create-group', label: tr('Create Group'), guard: guard(() => canCreateFromGroupSnapshot(snapshot)) },
    {
      id: 'delete-snapshot',
      label: tr('Delete Group Snapshot'),
      guard: guard(() => canRemoveGroupSnapshot(snapshot, sourceOfCreatingGroup)),
    },
  ]
  if (client.isAdmin && client.feature('groupSnapshotResetStatus').available) {
    list.push({ id: 'reset-snapshot', label: tr('Reset Status'), guard: { ok: true } })
  }
  return list
}
