// Edit Snapshot: its name and description (Cinder renames a snapshot in any status).
import type { Snapshot } from '../../api'
import { EditNameDialog, type EditNameWords } from '../../dialogs/EditNameDialog'
import { N_ } from '../../i18n/marker'
import { useClient } from '../../lib/session'

const WORDS: EditNameWords = {
  title: N_('Edit Snapshot'),
  saved: N_('Saved snapshot {{name}}'),
  notChanged: N_('The snapshot was not changed'),
}

export function EditSnapshotDialog({ snapshot, onClose }: { snapshot: Snapshot; onClose: () => void }) {
  const client = useClient()
  return (
    <EditNameDialog
      resource={snapshot}
      save={(values) => client.cinder.updateSnapshot(snapshot.id, values)}
      invalidates={['snapshot']}
      words={WORDS}
      onClose={onClose}
    />
  )
}
