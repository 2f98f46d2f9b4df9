// Create Group Type (POST /group_types): name, description, public and the group specs; the form lives only while
// open, so each opening starts afresh, and Cinder's refusal (a taken name: 409) stays in it with
// every input.
import { useForm, type Control } from 'react-hook-form'
import type { GroupType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import type { ApiMutation } from '../../../queries/use-api-mutation'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { createGroupTypeCommand } from '../../../rules/commands/admin-commands'
import { GroupTypeFields } from './GroupTypeFields'
import { NewGroupSpecsFields } from './NewGroupSpecsFields'
import type { GroupTypeValues, NewGroupTypeValues } from './group-type-form'
import { NEW_GROUP_TYPE, toCreateFields } from './group-type-form'

type CreateMutation = ApiMutation<NewGroupTypeValues, GroupType>

function CreateGroupTypeForm({ create }: { create: CreateMutation }) {
  const t = useT()
  const client = useClient()
  const form = useForm<NewGroupTypeValues>({ defaultValues: NEW_GROUP_TYPE })
  return (
    <DialogForm
      mutation={create}
      form={form}
      toVars={(values) => values}
      label={t('Create Group Type')}
      submitLabel={t('Create Group Type')}
      errorTitle={t('The group type was not created')}
      command={(values) =>
        values.name.trim()
          ? {
              cli: createGroupTypeCommand(toCreateFields(values)),
              requests: client.cinder.describe((cinder) => cinder.createGroupType(toCreateFields(values))),
            }
          : null
      }
    >
      <GroupTypeFields control={form.control as unknown as Control<GroupTypeValues>} />
      <NewGroupSpecsFields control={form.control} />
    </DialogForm>
  )
}

export function CreateGroupTypeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const create = useApiMutation<NewGroupTypeValues, GroupType>({
    mutationFn: (values) => client.cinder.createGroupType(toCreateFields(values)),
    invalidates: ['groupType'],
    success: (type) => t('Group type {{name}} created', { name: type.name }),
    failure: (values) => t('Could not create group type {{name}}', { name: values.name.trim() }),
    onSuccess: onClose,
  })
  // Closing while the request is out would hide its answer.
  return (
    <DialogShell open={open} title={t('Create Group Type')} onClose={onClose} busy={create.isPending}>
      <CreateGroupTypeForm create={create} />
    </DialogShell>
  )
}
