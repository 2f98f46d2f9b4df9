// Enable, Disable or Fail Over a group's replication (3.38, docs/cinder-groups.md §4.8). Before the
// click it asks Cinder for the group's replication targets, which runs Cinder's own type check
// (a member cannot see group specs), and checks each member volume as Cinder will, in its order.
// Fail-over goes to a target the backend reports, back to the primary ("default"), or where the
// driver chooses; attached volumes only when the user says so. Of a target only its backend_id is
// shown: an administrator's answer carries every key of the backend's replication_device.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { OpenStackError, type CinderCalls, type VolumeGroup } from '../../api'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogLoading } from '../../components/dialog/DialogLoading'
import { DialogShell } from '../../components/dialog/DialogShell'
import { SelectField } from '../../components/form/SelectField'
import { SwitchField } from '../../components/form/SwitchField'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { awaitReplicationOutcome, groupReplicationTargetsOptions, membersOf } from '../../queries/groups'
import { useApiMutation } from '../../queries/use-api-mutation'
import { volumeListOptions } from '../../queries/volumes'
import { groupReplicationCommand } from '../../rules/commands/group-commands'
import { FAIL_BACK_TARGET, replicationOutcome, type ReplicationAction } from '../../rules/group-replication'
import { membersBlockReplication } from '../../rules/group-replication-guards'

interface Values {
  allowAttached: boolean
  /** 'driver' (the backend's choice), 'primary' (default) or 'target:<backend_id>'. */
  to: string
}

interface Failover {
  allowAttached: boolean
  secondaryBackendId: string | null
}

const failoverOf = (values: Values): Failover => ({
  allowAttached: values.allowAttached,
  secondaryBackendId:
    values.to === 'driver' ? null : values.to === 'primary' ? FAIL_BACK_TARGET : values.to.slice('target:'.length),
})

export function GroupReplicationDialog({
  action,
  group,
  onClose,
}: {
  action: ReplicationAction
  group: VolumeGroup
  onClose: () => void
}) {
  const t = useT()
  const client = useClient()
  const name = group.name || group.id
  const members = useQuery(volumeListOptions(client, membersOf(client, group.id)))
  const targets = useQuery(groupReplicationTargetsOptions(client, group.id))
  const form = useForm<Values>({
    defaultValues: { allowAttached: false, to: group.replication_status === 'failed-over' ? 'primary' : 'driver' },
  })
  const allowAttached = useWatch({ control: form.control, name: 'allowAttached' })
  // The one write, run by the submit button and described under Equivalent command.
  const send = (cinder: CinderCalls, failover: Failover) =>
    action === 'failover'
      ? cinder.failoverGroupReplication(group.id, failover)
      : cinder.setGroupReplication(group.id, action === 'enable')
  const write = useApiMutation<Failover, void>({
    mutationFn: (failover) => send(client.cinder, failover),
    invalidates: ['group'],
    success: () =>
      action === 'enable'
        ? t('Enabling replication of {{name}}', { name })
        : action === 'disable'
          ? t('Disabling replication of {{name}}', { name })
          : t('Failing over {{name}}', { name }),
    onSuccess: (_data, failover) => {
      awaitReplicationOutcome(group.id, replicationOutcome(action, failover.secondaryBackendId))
      onClose()
    },
  })
  const title =
    action === 'enable'
      ? t('Enable Replication')
      : action === 'disable'
        ? t('Disable Replication')
        : t('Fail Over Replication')
  // Cinder's 400 on the targets is its type check: the group cannot replicate, and why.
  const typeRefusal = targets.error instanceof OpenStackError && targets.error.status === 400 ? targets.error : null
  const loadError = typeRefusal ? null : (members.error ?? targets.error)
  const ready = members.data && (targets.data || typeRefusal)

  return (
    <DialogShell title={title} subject={name} onClose={onClose} busy={write.isPending}>
      {!ready ? (
        <DialogLoading error={loadError} text={t('Loading the group’s volumes and replication targets…')} />
      ) : (
        (() => {
          const volumes = members.data.volumes
          const guard = typeRefusal
            ? { ok: false as const, reason: t('Cinder would refuse: {{message}}', { message: typeRefusal.message }) }
            : membersBlockReplication(action, volumes, allowAttached)
          const targetIds = (targets.data ?? []).flatMap((target) =>
            typeof target.backend_id === 'string' ? [target.backend_id] : [],
          )
          const attached = volumes.filter((volume) => volume.status === 'in-use').length
          const count = volumes.length
          return (
            <DialogForm
              mutation={write}
              form={form}
              toVars={failoverOf}
              submitLabel={title}
              submitColor={action === 'failover' ? 'warning' : 'primary'}
              submitDisabled={!guard.ok}
              submitReason={guard.ok ? undefined : guard.reason}
              errorTitle={t('The replication was not changed')}
              command={(failover) => ({
                cli: groupReplicationCommand(action, group.id, failover),
                requests: client.cinder.describe((cinder) => send(cinder, failover)),
              })}
            >
              <Typography sx={{ pt: 1 }}>
                {action === 'enable'
                  ? t('The backend starts copying the group’s {{count}} volumes to its replication target.', { count })
                  : action === 'disable'
                    ? t('The backend stops copying the group’s {{count}} volumes; they stay where they are.', {
                        count,
                      })
                    : t('The group’s {{count}} volumes are served from the target chosen below.', { count })}
              </Typography>
              {!typeRefusal && (
                <Typography color="text.secondary">
                  {t('Replication targets: {{targets}}', {
                    targets: targetIds.length > 0 ? targetIds.join(', ') : t('none reported to you'),
                  })}
                </Typography>
              )}
              {action === 'failover' && !typeRefusal && (
                <>
                  <SelectField
                    control={form.control}
                    name="to"
                    label={t('Fail over to')}
                    options={[
                      { value: 'driver', label: t('The backend’s choice') },
                      { value: 'primary', label: t('Back to the primary (default)') },
                      ...targetIds.map((id) => ({ value: `target:${id}`, label: id })),
                    ]}
                  />
                  <SwitchField
                    control={form.control}
                    name="allowAttached"
                    label={t('Fail over attached volumes too')}
                  />
                  {attached > 0 && (
                    <Typography color="text.secondary">
                      {t('{{count}} of the volumes are attached to servers.', { count: attached })}
                    </Typography>
                  )}
                </>
              )}
              {!guard.ok && <Alert severity="info">{guard.reason}</Alert>}
            </DialogForm>
          )
        })()
      )}
    </DialogShell>
  )
}
