// Edit Group: its name and description. Cinder makes the group available again on a new name or
// description, whatever its status was (C:cinder/group/api.py#update).
import type { VolumeGroup } from '../../api'
import { EditNameDialog, type EditNameWords } from '../../dialogs/EditNameDialog'
import { N_ } from '../../i18n/marker'
import { useClient } from '../../lib/session'

const WORDS: EditNameWords = {
  title: N_('Edit Group'),
  saved: N_('Saved group {{name}}'),
  notChanged: N_('The group was not changed'),
}

export function EditGroupDialog({ group, onClose }: { group: VolumeGroup; onClose: () => void }) {
  const client = useClient()
  return (
    <EditNameDialog
      resource={group}
      save={(values) => client.cinder.updateGroup(group.id, values)}
      invalidates={['group']}
      words={WORDS}
      onClose={onClose}
    />
  )
}
