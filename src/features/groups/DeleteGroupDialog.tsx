// Delete Group, with its volumes or without: what Cinder would refuse (G3: the status, group
// snapshots, members, attached members or members with snapshots) is said before the click, and
// Delete stays off then. C:cinder/group/api.py#delete.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { VolumeGroup } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogLoading } from '../../components/dialog/DialogLoading'
import { DialogShell } from '../../components/dialog/DialogShell'
import { SwitchField } from '../../components/form/SwitchField'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { groupMemberSnapshotsOptions, groupSnapshotsOptions, membersOf } from '../../queries/groups'
import { useApiMutation } from '../../queries/use-api-mutation'
import { deleteGroupCommand } from '../../rules/commands/group-commands'
import { volumeListOptions } from '../../queries/volumes'
import { canRemoveGroup } from '../../rules/group-guards'

interface Values {
  deleteVolumes: boolean
}

export function DeleteGroupDialog({
  group,
  onClose,
  onDeleted,
}: {
  group: VolumeGroup
  onClose: () => void
  onDeleted?: () => void
}) {
  const t = useT()
  const client = useClient()
  const name = group.name || group.id
  const members = useQuery(volumeListOptions(client, membersOf(client, group.id)))
  const withSnapshots = client.feature('groupSnapshots').available
  const groupSnapshots = useQuery(groupSnapshotsOptions(client, group.id))
  const memberIds = members.data?.volumes.map((volume) => volume.id) ?? []
  const snapshots = useQuery({
    ...groupMemberSnapshotsOptions(client, group.id, memberIds),
    enabled: members.data !== undefined,
  })
  const form = useForm<Values>({ defaultValues: { deleteVolumes: false } })
  const deleteVolumes = useWatch({ control: form.control, name: 'deleteVolumes' })
  const remove = useApiMutation<Values, void>({
    mutationFn: (values) => client.cinder.deleteGroup(group.id, values.deleteVolumes),
    invalidates: ['group'],
    success: () => t('Deleting group {{name}}', { name }),
    onSuccess: () => {
      onClose()
      onDeleted?.()
    },
  })
  const ready = members.data && snapshots.data && (!withSnapshots || groupSnapshots.data)
  const guard = ready
    ? canRemoveGroup(
        group,
        (groupSnapshots.data?.length ?? 0) > 0,
        members.data.volumes.map((volume) => ({
          attached: volume.attachments.length > 0,
          snapshots: snapshots.data.filter((snapshot) => snapshot.volume_id === volume.id).length,
        })),
        deleteVolumes,
      )
    : null
  const count = members.data?.volumes.length ?? 0
  return (
    <DialogShell title={t('Delete Group')} subject={name} onClose={onClose} busy={remove.isPending}>
      {!ready || !guard ? (
        <DialogLoading
          error={members.error ?? snapshots.error ?? groupSnapshots.error}
          text={t('Loading the group’s volumes and snapshots…')}
        />
      ) : (
        <DialogForm
          mutation={remove}
          form={form}
          toVars={(values) => values}
          submitLabel={t('Delete Group')}
          submitColor="error"
          submitDisabled={!guard.ok}
          errorTitle={t('The group was not deleted')}
          command={(values) => ({
            cli: deleteGroupCommand(group.id, values.deleteVolumes),
            requests: client.cinder.describe((cinder) => cinder.deleteGroup(group.id, values.deleteVolumes)),
          })}
        >
          <Typography sx={{ pt: 1 }}>{t('The group has {{count}} volumes.', { count })}</Typography>
          <SwitchField control={form.control} name="deleteVolumes" label={t('Delete its volumes too')} />
          {deleteVolumes && (
            <Alert severity="warning">
              {t('Every volume in the group is deleted with it, and cannot be had back.')}
            </Alert>
          )}
          {!guard.ok && <Alert severity="info">{guard.reason}</Alert>}
        </DialogForm>
      )}
    </DialogShell>
  )
}
