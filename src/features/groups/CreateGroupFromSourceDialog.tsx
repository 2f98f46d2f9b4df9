// Create Group from a group snapshot or from another group (create-from-src, 3.14): a new group
// of the source's type, zone and volume types, with a new volume from each member snapshot or
// member volume (docs/cinder-groups.md §4.5). An empty source is refused (G5), as are members not
// available.
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import type { GroupSnapshot, VolumeGroup, VolumeGroupSummary } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { NameDescriptionFields, type NameDescription } from '../../components/form/NameDescriptionFields'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { createGroupFromSourceCommand } from '../../rules/commands/group-commands'

export type GroupSourceChoice =
  { kind: 'groupSnapshot'; snapshot: GroupSnapshot } | { kind: 'group'; group: VolumeGroup }

export function CreateGroupFromSourceDialog({
  source,
  onClose,
  onCreated,
}: {
  source: GroupSourceChoice
  onClose: () => void
  onCreated?: (group: VolumeGroupSummary) => void
}) {
  const t = useT()
  const client = useClient()
  const item = source.kind === 'group' ? source.group : source.snapshot
  const sourceName = item.name || item.id
  const form = useForm<NameDescription>({ defaultValues: { name: '', description: '' } })
  const from = source.kind === 'group' ? { sourceGroupId: source.group.id } : { groupSnapshotId: source.snapshot.id }
  const fieldsOf = (values: NameDescription) => ({ name: values.name || null, description: values.description || null })
  const create = useApiMutation<NameDescription, VolumeGroupSummary>({
    mutationFn: (values) => client.cinder.createGroupFromSource(from, fieldsOf(values)),
    invalidates: ['group'],
    success: (group) => t('Creating group {{name}}', { name: group.name || group.id }),
    onSuccess: (group) => {
      onCreated?.(group)
      onClose()
    },
  })
  return (
    <DialogShell
      title={source.kind === 'group' ? t('Copy Group') : t('Create Group from Snapshot')}
      subject={sourceName}
      onClose={onClose}
      busy={create.isPending}
    >
      <DialogForm
        mutation={create}
        form={form}
        toVars={(values) => ({ name: values.name.trim(), description: values.description.trim() })}
        submitLabel={t('Create Group')}
        errorTitle={t('The group was not created')}
        command={(values) => ({
          cli: createGroupFromSourceCommand(from, fieldsOf(values)),
          requests: client.cinder.describe((cinder) => cinder.createGroupFromSource(from, fieldsOf(values))),
        })}
      >
        <Typography sx={{ pt: 1 }}>
          {source.kind === 'group'
            ? t(
                'A new group of the same type and volume types, with a copy of each of its volumes (they must be available).',
              )
            : t('A new group of the same type and volume types, with a new volume from each snapshot it holds.')}
        </Typography>
        <NameDescriptionFields control={form.control} nameLabel={t('Group Name')} autoFocus />
      </DialogForm>
    </DialogShell>
  )
}
