// Create Group: a group type, one or more volume types (Cinder places the group on the one
// backend that holds them all), a zone, a name. The reserved type of migrated consistency groups
// is not offered (Cinder refuses it, docs/cinder-groups.md §4.4).
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { VolumeGroupSummary } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogLoading } from '../../components/dialog/DialogLoading'
import { DialogShell } from '../../components/dialog/DialogShell'
import { CheckboxListField } from '../../components/form/CheckboxListField'
import { NameDescriptionFields } from '../../components/form/NameDescriptionFields'
import { SelectField } from '../../components/form/SelectField'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { availabilityZonesOptions, volumeTypesOptions } from '../../queries/catalog'
import { groupTypesOptions } from '../../queries/groups'
import { useApiMutation } from '../../queries/use-api-mutation'
import { createGroupCommand } from '../../rules/commands/group-commands'
import { RESERVED_GROUP_TYPE } from '../../rules/group-rules'

interface Values {
  name: string
  description: string
  groupType: string
  volumeTypes: string[]
  zone: string
}

/** What the form sends: empty fields as null (Cinder's own defaults). */
function paramsOf(values: Values) {
  return {
    groupType: values.groupType,
    volumeTypes: values.volumeTypes,
    name: values.name || null,
    description: values.description || null,
    availabilityZone: values.zone || null,
  }
}

export function CreateGroupDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void
  onCreated?: (group: VolumeGroupSummary) => void
}) {
  const t = useT()
  const client = useClient()
  const groupTypes = useQuery(groupTypesOptions(client))
  const volumeTypes = useQuery(volumeTypesOptions(client))
  const zones = useQuery(availabilityZonesOptions(client))
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', groupType: '', volumeTypes: [], zone: '' },
  })
  const create = useApiMutation<Values, VolumeGroupSummary>({
    mutationFn: (values) => client.cinder.createGroup(paramsOf(values)),
    invalidates: ['group'],
    success: (group) => t('Creating group {{name}}', { name: group.name || group.id }),
    onSuccess: (group) => {
      onCreated?.(group)
      onClose()
    },
  })
  const offered = groupTypes.data?.filter((type) => type.name !== RESERVED_GROUP_TYPE)
  return (
    <DialogShell title={t('Create Group')} onClose={onClose} busy={create.isPending}>
      {!offered || !volumeTypes.data || !zones.data ? (
        <DialogLoading
          error={groupTypes.error ?? volumeTypes.error ?? zones.error}
          text={t('Loading group types, volume types and zones…')}
        />
      ) : (
        <DialogForm
          mutation={create}
          form={form}
          toVars={(values) => ({ ...values, name: values.name.trim(), description: values.description.trim() })}
          submitLabel={t('Create Group')}
          errorTitle={t('The group was not created')}
          command={(values) =>
            values.groupType && values.volumeTypes.length > 0
              ? {
                  cli: createGroupCommand(paramsOf(values)),
                  requests: client.cinder.describe((cinder) => cinder.createGroup(paramsOf(values))),
                }
              : null
          }
        >
          <Typography sx={{ pt: 1 }}>
            {t(
              'Volumes of a group are snapshotted together. Cinder places the group on the one backend that holds every volume type chosen.',
            )}
          </Typography>
          <NameDescriptionFields control={form.control} nameLabel={t('Group Name')} autoFocus />
          {offered.length === 0 ? (
            <Typography color="error">
              {t('The cloud has no group type to make a group of; an administrator makes one.')}
            </Typography>
          ) : (
            <SelectField
              control={form.control}
              name="groupType"
              label={t('Group Type')}
              rules={{ required: t('Choose a group type.') }}
              options={offered.map((type) => ({ value: type.id, label: type.name, secondary: type.description }))}
            />
          )}
          <CheckboxListField
            control={form.control}
            name="volumeTypes"
            label={t('Volume Types')}
            rules={{ validate: (value) => (value.length > 0 ? true : t('Choose at least one volume type.')) }}
            options={volumeTypes.data.map((type) => ({ value: type.id, label: type.name }))}
          />
          <SelectField
            control={form.control}
            name="zone"
            label={t('Availability Zone')}
            options={[
              { value: '', label: t('The cloud’s default zone') },
              ...zones.data.map((zone) => ({ value: zone.zoneName, label: zone.zoneName })),
            ]}
          />
        </DialogForm>
      )}
    </DialogShell>
  )
}
