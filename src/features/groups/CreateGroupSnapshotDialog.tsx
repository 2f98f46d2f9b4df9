// Create Group Snapshot: one snapshot of every member volume, taken together (3.14). Cinder takes
// one of attached volumes, not of an empty group nor of one being made or changed (G9,
// C:cinder/db/sqlalchemy/api.py#group_snapshot_create).
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import type { VolumeGroup } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { NameDescriptionFields, type NameDescription } from '../../components/form/NameDescriptionFields'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { createGroupSnapshotCommand } from '../../rules/commands/group-commands'

/** What the form sends: empty fields as null. */
const fieldsOf = (values: NameDescription) => ({ name: values.name || null, description: values.description || null })

export function CreateGroupSnapshotDialog({ group, onClose }: { group: VolumeGroup; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const form = useForm<NameDescription>({ defaultValues: { name: '', description: '' } })
  const create = useApiMutation<NameDescription, unknown>({
    mutationFn: (values) => client.cinder.createGroupSnapshot({ groupId: group.id, ...fieldsOf(values) }),
    invalidates: ['group'],
    success: (_data, values) => t('Taking group snapshot {{name}}', { name: values.name || t('(no name)') }),
    onSuccess: onClose,
  })
  return (
    <DialogShell title={t('Create Group Snapshot')} subject={group.name || group.id} onClose={onClose}>
      <DialogForm
        mutation={create}
        form={form}
        toVars={(values) => ({ name: values.name.trim(), description: values.description.trim() })}
        submitLabel={t('Create Group Snapshot')}
        errorTitle={t('The group snapshot was not made')}
        command={(values) => ({
          cli: createGroupSnapshotCommand(group.id, fieldsOf(values)),
          requests: client.cinder.describe((cinder) =>
            cinder.createGroupSnapshot({ groupId: group.id, ...fieldsOf(values) }),
          ),
        })}
      >
        <Typography sx={{ pt: 1 }}>{t('Cinder takes one snapshot of every volume in the group, together.')}</Typography>
        <NameDescriptionFields control={form.control} nameLabel={t('Snapshot Name')} autoFocus />
      </DialogForm>
    </DialogShell>
  )
}
