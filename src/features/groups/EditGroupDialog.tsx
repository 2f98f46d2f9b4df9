// Edit Group: its name and description. Cinder makes the group available again on a new name or
// description, whatever its status was, and counts an empty description where there was none as
// new (it compares with None, C:cinder/group/api.py#update): only what the user changed is sent,
// so saving an untouched form gets Cinder's "nothing to update" rather than an available group.
import type { VolumeGroup } from '../../api'
import type { NameDescription } from '../../components/form/NameDescriptionFields'
import { EditNameDialog, type EditNameWords } from '../../dialogs/EditNameDialog'
import { N_ } from '../../i18n/marker'
import { editGroupCommand } from '../../rules/commands/resource-commands'

const WORDS: EditNameWords = {
  title: N_('Edit Group'),
  saved: N_('Saved group {{name}}'),
  notChanged: N_('The group was not changed'),
}

/** The fields that differ from the group's (a null and an empty text are the same to the user); the name when none do. */
export function changedFields(group: Pick<VolumeGroup, 'name' | 'description'>, values: NameDescription) {
  const fields: Partial<NameDescription> = {}
  if (values.name !== (group.name ?? '')) fields.name = values.name
  if (values.description !== (group.description ?? '')) fields.description = values.description
  return Object.keys(fields).length > 0 ? fields : { name: values.name }
}

export function EditGroupDialog({ group, onClose }: { group: VolumeGroup; onClose: () => void }) {
  return (
    <EditNameDialog
      resource={group}
      save={(cinder, values) => cinder.updateGroup(group.id, changedFields(group, values))}
      cli={(values) => editGroupCommand(group.id, changedFields(group, values))}
      invalidates={['group']}
      words={WORDS}
      onClose={onClose}
    />
  )
}
