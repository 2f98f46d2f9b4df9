// Reset Status (admin): the volume's status, attach status and migration status in Cinder's
// database, each choice explained, checked as the reset-state robustification spec asks, and what
// it does to the attachment records shown before it is sent (docs/repair.md).
import Typography from '@mui/material/Typography'
import { useForm, useWatch } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import type { CinderCalls, Server, Volume } from '../../api'
import { resetStatusCommand } from '../../rules/commands/repair-commands'
import { DialogForm } from '../../components/dialog/DialogForm'
import { DialogShell } from '../../components/dialog/DialogShell'
import { RadioField } from '../../components/form/RadioField'
import { volumeDisplayName } from '../../components/format'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { attachmentRecordsOptions } from '../../queries/repair'
import { useApiMutation } from '../../queries/use-api-mutation'
import {
  ATTACH_STATUS_HELP,
  MIGRATION_STATUS_HELP,
  RESET_STATUS_CHOICES,
  RESET_STATUS_HELP,
  canReset,
  type ResetRequest,
} from '../../rules/repair-rules'
import { EffectList } from './EffectList'
import { serverLabel } from './record-facts'

interface Values {
  status: string
  attach: string
  migration: string
}

const UNCHANGED = 'unchanged'

export function toResetRequest(values: Values): ResetRequest {
  const request: ResetRequest = {}
  if (values.status !== UNCHANGED) request.status = values.status
  if (values.attach !== UNCHANGED) request.attach_status = values.attach
  if (values.migration !== UNCHANGED) request.migration_status = values.migration
  return request
}

export function ResetStatusDialog({
  volume,
  servers,
  onClose,
}: {
  volume: Volume
  servers?: Map<string, Server>
  onClose: () => void
}) {
  const t = useT()
  const client = useClient()
  // Every attachment record (reserved ones too); without them, the volume's attached ones.
  const records = useQuery(attachmentRecordsOptions(client, volume.id)).data ?? null
  const form = useForm<Values>({ defaultValues: { status: UNCHANGED, attach: UNCHANGED, migration: UNCHANGED } })
  const values = useWatch({ control: form.control }) as Values
  const count = records?.length ?? volume.attachments.length
  const request = toResetRequest(values)
  const facts = { status: volume.status, migrationStatus: volume.migration_status ?? null, attachmentRecords: count }
  const guard = canReset(facts, request)
  const send = (cinder: CinderCalls, update: ResetRequest) =>
    cinder.resetVolumeStatus(volume.id, update as Parameters<CinderCalls['resetVolumeStatus']>[1])
  const reset = useApiMutation<ResetRequest, void>({
    mutationFn: (update) => send(client.cinder, update),
    invalidates: ['volume', 'attachment'],
    success: () => t('Reset the status of {{name}}', { name: volumeDisplayName(volume) }),
    onSuccess: onClose,
  })
  const status = (value: string) => t(value, { ns: 'status' })
  const names = (records ?? []).map((record) => serverLabel(record, servers) ?? record.id)
  const effects: string[] = []
  if (request.status)
    effects.push(t('Status: {{from}} → {{to}}.', { from: status(volume.status), to: status(request.status) }))
  if (request.attach_status === 'detached') {
    effects.push(
      count > 0
        ? t('Removes all {{count}} attachment records ({{names}}); Cinder then makes the volume available.', {
            count,
            names: names.join(', '),
          })
        : t('Marks the volume detached; it has no attachment records to remove.'),
    )
  } else if (request.attach_status === 'attached') {
    effects.push(t('Attach status: attached.'))
  }
  if (request.migration_status) {
    effects.push(
      t('Migration status: {{from}} → {{to}}.', {
        from: volume.migration_status ?? t('none'),
        to: request.migration_status === 'none' ? t('none') : request.migration_status,
      }),
    )
  }
  if (request.attach_status !== 'detached' && count > 0) {
    effects.push(t('The {{count}} attachment records stay as they are.', { count }))
  }
  return (
    <DialogShell
      title={t('Reset Status of {{name}}', { name: volumeDisplayName(volume) })}
      onClose={onClose}
      busy={reset.isPending}
    >
      <DialogForm
        mutation={reset}
        form={form}
        toVars={(submitted) => {
          const sent = toResetRequest(submitted)
          return canReset(facts, sent).ok ? sent : null
        }}
        submitLabel={t('Reset Status')}
        command={(update) => ({
          cli:
            resetStatusCommand(volume.id, update) ??
            `# ${t('No CLI sets the migration status to error (cinderclient only clears it): only the API request below does.')}`,
          requests: client.cinder.describe((cinder) => send(cinder, update)),
        })}
        submitColor="warning"
        submitDisabled={!guard.ok}
        submitReason={guard.ok ? undefined : guard.reason}
        errorTitle={t('The status was not reset')}
      >
        <Typography variant="body2">
          {t(
            'Cinder writes what you choose into its database and does nothing else: no host, no server is told. Use it to bring a volume that is stuck back to the state it is really in.',
          )}
        </Typography>
        <Typography variant="body2">
          {t('Now {{status}}, {{count}} attachment records.', { status: status(volume.status), count })}
        </Typography>
        <RadioField
          control={form.control}
          name="status"
          label={t('Status')}
          options={[
            { value: UNCHANGED, label: t('Leave as it is') },
            ...RESET_STATUS_CHOICES.map((choice) => ({
              value: choice,
              label: status(choice),
              secondary: t(RESET_STATUS_HELP[choice]),
            })),
          ]}
        />
        <RadioField
          control={form.control}
          name="attach"
          label={t('Attach status')}
          row={false}
          options={[
            { value: UNCHANGED, label: t('Leave as it is') },
            { value: 'attached', label: t('attached'), secondary: t(ATTACH_STATUS_HELP.attached) },
            { value: 'detached', label: t('detached'), secondary: t(ATTACH_STATUS_HELP.detached) },
          ]}
        />
        <RadioField
          control={form.control}
          name="migration"
          label={t('Migration status')}
          options={[
            { value: UNCHANGED, label: t('Leave as it is') },
            { value: 'none', label: t('none'), secondary: t(MIGRATION_STATUS_HELP.none) },
            { value: 'error', label: t('error'), secondary: t(MIGRATION_STATUS_HELP.error) },
          ]}
        />
        <EffectList title={t('What it will do')} effects={effects} guard={guard} />
      </DialogForm>
    </DialogShell>
  )
}
