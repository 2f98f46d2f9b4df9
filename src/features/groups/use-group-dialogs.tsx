// One place that opens the group dialogs, for the list page and the group's page alike.
import { useState } from 'react'
import type { GroupSnapshot, VolumeGroup } from '../../api'
import { CreateGroupDialog } from './CreateGroupDialog'
import { CreateGroupFromSourceDialog } from './CreateGroupFromSourceDialog'
import { CreateGroupSnapshotDialog } from './CreateGroupSnapshotDialog'
import { DeleteGroupDialog } from './DeleteGroupDialog'
import { DeleteGroupSnapshotDialog } from './DeleteGroupSnapshotDialog'
import { EditGroupDialog } from './EditGroupDialog'
import type { GroupActionId } from './group-actions'
import { GroupReplicationDialog } from './GroupReplicationDialog'
import type { GroupSnapshotActionId } from './group-snapshot-actions'
import { ManageGroupVolumesDialog } from './ManageGroupVolumesDialog'
import { ResetGroupStatusDialog } from './ResetGroupStatusDialog'

type Open =
  | { kind: 'create' }
  | { kind: GroupActionId; group: VolumeGroup }
  | { kind: GroupSnapshotActionId; snapshot: GroupSnapshot }

export function useGroupDialogs(options: { onDeleted?: () => void } = {}) {
  const [open, setOpen] = useState<Open | null>(null)
  const close = () => setOpen(null)

  const element = (() => {
    if (!open) return null
    if (open.kind === 'create') return <CreateGroupDialog onClose={close} />
    if ('snapshot' in open) {
      const { snapshot } = open
      if (open.kind === 'create-group') {
        return <CreateGroupFromSourceDialog source={{ kind: 'groupSnapshot', snapshot }} onClose={close} />
      }
      if (open.kind === 'reset-snapshot') {
        return <ResetGroupStatusDialog kind="groupSnapshot" target={snapshot} onClose={close} />
      }
      return <DeleteGroupSnapshotDialog snapshot={snapshot} onClose={close} />
    }
    const { group } = open
    switch (open.kind) {
      case 'edit':
        return <EditGroupDialog group={group} onClose={close} />
      case 'members':
        return <ManageGroupVolumesDialog group={group} onClose={close} />
      case 'snapshot':
        return <CreateGroupSnapshotDialog group={group} onClose={close} />
      case 'clone':
        return <CreateGroupFromSourceDialog source={{ kind: 'group', group }} onClose={close} />
      case 'replication-enable':
        return <GroupReplicationDialog action="enable" group={group} onClose={close} />
      case 'replication-disable':
        return <GroupReplicationDialog action="disable" group={group} onClose={close} />
      case 'replication-failover':
        return <GroupReplicationDialog action="failover" group={group} onClose={close} />
      case 'reset':
        return <ResetGroupStatusDialog kind="group" target={group} onClose={close} />
      default:
        return <DeleteGroupDialog group={group} onClose={close} onDeleted={options.onDeleted} />
    }
  })()

  return {
    element,
    create: () => setOpen({ kind: 'create' }),
    act: (kind: GroupActionId, group: VolumeGroup) => setOpen({ kind, group }),
    actOnSnapshot: (kind: GroupSnapshotActionId, snapshot: GroupSnapshot) => setOpen({ kind, snapshot }),
  }
}
