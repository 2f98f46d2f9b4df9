// Delete one or several snapshots, one after another; one Cinder keeps (S2) is listed with the
// reason and left alone.
import type { Snapshot } from '../../api'
import { DeleteManyDialog, type DeleteManyWords } from '../../dialogs/DeleteManyDialog'
import { N_ } from '../../i18n/marker'
import { deleteSnapshotsCommand } from '../../rules/commands/resource-commands'
import { canRemoveSnapshot } from '../../rules/snapshot-guards'

const WORDS: DeleteManyWords = {
  titleOne: N_('Delete Snapshot'),
  titleMany: N_('Delete {{count}} Snapshots'),
  listLabel: N_('Snapshots to delete'),
  keptWarning: N_('{{number}} of the selected snapshots cannot be deleted and will be left alone.'),
  success: N_('Deleting {{count}} snapshots'),
}

export function DeleteSnapshotsDialog({
  snapshots,
  onClose,
}: {
  snapshots: Snapshot[]
  onClose: (deleted: string[]) => void
}) {
  return (
    <DeleteManyDialog
      items={snapshots}
      idOf={(snapshot) => snapshot.id}
      nameOf={(snapshot) => snapshot.name || snapshot.id}
      canDelete={canRemoveSnapshot}
      remove={(cinder, snapshot) => cinder.deleteSnapshot(snapshot.id)}
      cli={(list) => deleteSnapshotsCommand(list.map((snapshot) => snapshot.id))}
      invalidates={['snapshot']}
      words={WORDS}
      onClose={onClose}
    />
  )
}
