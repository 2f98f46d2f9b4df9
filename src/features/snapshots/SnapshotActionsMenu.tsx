// The row actions of a snapshot.
import type { Snapshot } from '../../api'
import { RowActionsMenu } from '../../components/RowActionsMenu'
import { useClient } from '../../lib/session'
import type { SnapshotActionId } from './snapshot-actions'
import { snapshotActions } from './snapshot-actions'

export function SnapshotActionsMenu({
  snapshot,
  onAction,
}: {
  snapshot: Snapshot
  onAction: (id: SnapshotActionId, snapshot: Snapshot) => void
}) {
  const client = useClient()
  return (
    <RowActionsMenu
      name={snapshot.name || snapshot.id}
      actions={() => snapshotActions(snapshot, client)}
      onSelect={(id) => onAction(id, snapshot)}
    />
  )
}
