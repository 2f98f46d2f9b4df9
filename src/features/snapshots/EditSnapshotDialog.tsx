// Edit Snapshot: its name and description (Cinder renames a snapshot in any status).
import type { Snapshot } from '../../api'
import { EditNameDialog, type EditNameWords } from '../../dialogs/EditNameDialog'
import { N_ } from '../../i18n/marker'
import { editSnapshotCommand } from '../../rules/commands/resource-commands'

const WORDS: EditNameWords = {
  title: N_('Edit Snapshot'),
  saved: N_('Saved snapshot {{name}}'),
  notChanged: N_('The snapshot was not changed'),
}

export function EditSnapshotDialog({ snapshot, onClose }: { snapshot: Snapshot; onClose: () => void }) {
  return (
    <EditNameDialog
      resource={snapshot}
      save={(cinder, values) => cinder.updateSnapshot(snapshot.id, values)}
      cli={(values) => editSnapshotCommand(snapshot.id, values)}
      invalidates={['snapshot']}
      words={WORDS}
      onClose={onClose}
    />
  )
}
