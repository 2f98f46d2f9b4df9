// Manage Volumes: volumes join or leave the group in one request (PUT /groups/{id}). Only the
// volumes Cinder would take are offered; the others are listed with the reason (G2,
// C:cinder/group/api.py#_validate_add_volumes). Cinder takes at most 255 characters of ids in
// each list, six volumes (C:cinder/api/schemas/groups.py#update).
import Alert from '@mui/material/Alert'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Volume, VolumeGroup } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogLoading } from '../../components/dialog/DialogLoading'
import { DialogShell } from '../../components/dialog/DialogShell'
import { CheckboxListField } from '../../components/form/CheckboxListField'
import { volumeDisplayName } from '../../components/format'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { volumeTypesOptions } from '../../queries/catalog'
import { joinCandidates } from '../../queries/groups'
import { useApiMutation } from '../../queries/use-api-mutation'
import { volumeListOptions } from '../../queries/volumes'
import { groupVolumesCommand } from '../../rules/commands/group-commands'
import { canJoinGroup, canLeaveGroup } from '../../rules/group-guards'

/** 255 characters of comma-joined UUIDs (36 each). */
export const MAX_IDS_PER_LIST = 6

interface Values {
  add: string[]
  remove: string[]
}

const changeOf = (values: Values) => ({ addVolumes: values.add, removeVolumes: values.remove })

export function ManageGroupVolumesDialog({ group, onClose }: { group: VolumeGroup; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  // The group's project's volumes, the first 1,000: the members and the candidates.
  const volumes = useQuery(volumeListOptions(client, joinCandidates(client, group)))
  const types = useQuery(volumeTypesOptions(client))
  const form = useForm<Values>({ defaultValues: { add: [], remove: [] } })
  const update = useApiMutation<Values, void>({
    mutationFn: (values) => client.cinder.updateGroup(group.id, changeOf(values)),
    invalidates: ['group'],
    success: () => t('Changing the volumes of group {{name}}', { name: group.name || group.id }),
    onSuccess: onClose,
  })
  const typeIdOf = (name: string | null) => types.data?.find((type) => type.name === name)?.id ?? null
  const atMost = (value: unknown) =>
    !Array.isArray(value) ||
    value.length <= MAX_IDS_PER_LIST ||
    t('At most {{count}} volumes at a time.', { count: MAX_IDS_PER_LIST })
  const all = volumes.data?.volumes ?? []
  const members = all.filter((volume) => volume.group_id === group.id)
  const others = all.filter((volume) => volume.group_id !== group.id)
  const option = (volume: Volume, guard: { ok: boolean; reason?: string }) => ({
    value: volume.id,
    label: volumeDisplayName(volume),
    secondary: guard.ok ? (volume.volume_type ?? null) : guard.reason,
    disabled: !guard.ok,
  })
  return (
    <DialogShell title={t('Manage Volumes')} subject={group.name || group.id} onClose={onClose} busy={update.isPending}>
      {!volumes.data || !types.data ? (
        <DialogLoading error={volumes.error ?? types.error} text={t('Loading the project’s volumes…')} />
      ) : (
        <DialogForm
          mutation={update}
          form={form}
          toVars={(values) => (values.add.length + values.remove.length > 0 ? values : null)}
          submitLabel={t('Save')}
          errorTitle={t('The group’s volumes were not changed')}
          command={(values) => ({
            cli: groupVolumesCommand(group.id, values),
            requests: client.cinder.describe((cinder) => cinder.updateGroup(group.id, changeOf(values))),
          })}
        >
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('Cinder also checks that each volume is on the group’s backend; that is known only when it answers.')}
          </Alert>
          {members.length === 0 ? (
            <Alert severity="info">{t('The group has no volumes yet.')}</Alert>
          ) : (
            <CheckboxListField
              control={form.control}
              name="remove"
              label={t('Remove from the group')}
              rules={{ validate: atMost }}
              options={members.map((volume) => option(volume, canLeaveGroup(volume)))}
            />
          )}
          {others.length === 0 ? (
            <Alert severity="info">{t('The project has no other volumes.')}</Alert>
          ) : (
            <CheckboxListField
              control={form.control}
              name="add"
              label={t('Add to the group')}
              rules={{ validate: atMost }}
              options={others.map((volume) => option(volume, canJoinGroup(group, volume, typeIdOf)))}
            />
          )}
        </DialogForm>
      )}
    </DialogShell>
  )
}
