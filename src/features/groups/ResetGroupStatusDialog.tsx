// Reset Status (administrators) of a group or a group snapshot: only Cinder's record changes.
// Cinder checks the value against the group snapshot statuses for both (C:cinder/api/validation/
// validators.py#_validate_group_status): in-use is refused for a group although its message lists it.
import Alert from '@mui/material/Alert'
import { useForm } from 'react-hook-form'
import type { CinderCalls } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { SelectField } from '../../components/form/SelectField'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { useApiMutation } from '../../queries/use-api-mutation'
import { resetGroupStatusCommand } from '../../rules/commands/repair-commands'
import { GROUP_RESET_STATUSES } from '../../rules/group-rules'

interface Props {
  kind: 'group' | 'groupSnapshot'
  target: { id: string; name: string | null; status: string }
  onClose: () => void
}

export function ResetGroupStatusDialog({ kind, target, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const name = target.name || target.id
  const form = useForm<{ status: string }>({
    defaultValues: { status: target.status === 'error' ? 'available' : 'error' },
  })
  // The one write, run by Reset Status and described under Equivalent command.
  const send = (cinder: CinderCalls, status: string) =>
    kind === 'group' ? cinder.resetGroupStatus(target.id, status) : cinder.resetGroupSnapshotStatus(target.id, status)
  const reset = useApiMutation<{ status: string }, void>({
    mutationFn: ({ status }) => send(client.cinder, status),
    invalidates: ['group'],
    success: (_data, { status }) => t('Setting {{name}} to {{status}}', { name, status: t(status, { ns: 'status' }) }),
    onSuccess: onClose,
  })
  return (
    <DialogShell
      title={kind === 'group' ? t('Reset Group Status') : t('Reset Group Snapshot Status')}
      subject={name}
      onClose={onClose}
    >
      <DialogForm
        mutation={reset}
        form={form}
        toVars={(values) => values}
        submitLabel={t('Reset Status')}
        errorTitle={t('The status was not changed')}
        command={({ status }) => ({
          cli: resetGroupStatusCommand(kind === 'group' ? 'group' : 'group-snapshot', target.id, status),
          requests: client.cinder.describe((cinder) => send(cinder, status)),
        })}
      >
        <Alert severity="warning">
          {t("Only Cinder's record changes (now {{status}}); nothing checks the volumes or their snapshots.", {
            status: t(target.status, { ns: 'status' }),
          })}
        </Alert>
        <SelectField
          control={form.control}
          name="status"
          label={t('New status')}
          options={GROUP_RESET_STATUSES.map((status) => ({ value: status, label: t(status, { ns: 'status' }) }))}
        />
      </DialogForm>
    </DialogShell>
  )
}
