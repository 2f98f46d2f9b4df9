// "Move Shared Volume": the guided flow of the openstack-dev thread for a shareable volume with
// several read/write attachments — detach the other writers, migrate, attach them again.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Volume } from '../../../api'
import type { PollSettings } from '../../../attachments/poll-volume'
import { useMoveSharedCommand } from '../../../attachments/use-attach-command'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { SelectField } from '../../../components/form/SelectField'
import { StepList, type StepRow } from '../../../components/StepList'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { poolsOptions } from '../../../queries/catalog'
import { serverIndexOptions } from '../../../queries/servers'
import { useStepsMutation } from '../../../queries/steps'
import { attachmentModesOptions } from '../../../queries/attachment-modes'
import type { MovePlan, MoveResult, MoveStep } from './move-shared'
import { moveShared, planMove } from './move-shared'
import { PoolField } from './PoolField'

const STEP_WORDS = {
  detach: N_('Detach from {{subject}}'),
  migrate: N_('Migrate to {{subject}}'),
  reattach: N_('Attach again to {{subject}}'),
} as const

const stepKey = (step: MoveStep, subject: string) => `${step}:${subject}`

export function MoveSharedVolumeDialog({
  volume,
  onClose,
  poll,
}: {
  volume: Volume
  onClose: () => void
  poll?: PollSettings
}) {
  const t = useT()
  const client = useClient()
  // Migration is an administrator's: the volume is often another project's, so its servers and
  // the modes of its attachments are read across projects (without, the modes would be unknown and
  // a read-only attachment planned for a detach and a read/write attach).
  const servers = useQuery(serverIndexOptions(client, client.isAdmin))
  const modes = useQuery(attachmentModesOptions(client, true, client.isAdmin))
  const pools = useQuery(poolsOptions(client))
  const writers = volume.attachments.filter((attachment) => modes.data?.get(attachment.attachment_id) !== 'ro')
  const form = useForm({ defaultValues: { keep: writers[0]?.attachment_id ?? '', host: '' } })
  const [keep, host] = useWatch({ control: form.control, name: ['keep', 'host'] })
  const nameOf = (serverId: string) => servers.data?.byId.get(serverId)?.name ?? serverId
  const plan = planMove(volume, modes.data, keep, host)
  const move = useStepsMutation<MovePlan, MoveResult>({
    mutationFn: (chosen, report) =>
      moveShared(
        client,
        volume,
        chosen,
        (id) => servers.data?.byId.get(id),
        (event) =>
          report(
            stepKey(event.step, event.subject),
            !event.outcome ? 'running' : event.outcome.ok ? 'done' : 'failed',
            event.outcome,
          ),
        poll,
      ),
    invalidates: ['attachment', 'storage'],
  })
  const moveCommand = useMoveSharedCommand(volume)
  const result = move.data
  // The plan of the run once it started; the one being chosen before.
  const shown = move.variables ?? plan
  const steps: Array<{ step: MoveStep; subject: string }> = [
    ...shown.detach.map((item) => ({ step: 'detach' as const, subject: item.serverId })),
    { step: 'migrate', subject: shown.host || '…' },
    ...shown.detach.map((item) => ({ step: 'reattach' as const, subject: item.serverId })),
  ]
  const rows: StepRow[] = steps.map(({ step, subject }) => {
    const progress = move.steps.get(stepKey(step, subject))
    return {
      key: stepKey(step, subject),
      primary: t(STEP_WORDS[step], { subject: step === 'migrate' ? subject : nameOf(subject) }),
      state: progress?.state ?? 'idle',
      failure: progress?.failure,
    }
  })
  const running = move.isPending || result !== undefined

  return (
    <DialogShell
      title={t('Move Shared Volume {{name}}', { name: volumeDisplayName(volume) })}
      onClose={onClose}
      busy={move.isPending}
    >
      <DialogForm
        mutation={move}
        form={form}
        toVars={() => (host && plan.detach.length > 0 ? plan : null)}
        submitLabel={t('Move')}
        submitDisabled={!host || plan.detach.length === 0}
        done={result !== undefined}
        command={moveCommand}
      >
        <Typography variant="body2">
          {t(
            'Nova moves an attached volume by swapping each attachment, and refuses when a shareable volume has more than one read/write attachment. So: detach the other writers, migrate, then attach them again read/write. Read-only attachments stay. The detached servers lose the disk while it moves.',
          )}
        </Typography>
        <SelectField
          control={form.control}
          name="keep"
          label={t('Keep attached')}
          fullWidth
          disabled={running}
          options={writers.map((attachment) => ({
            value: attachment.attachment_id,
            label: attachment.server_id ? nameOf(attachment.server_id) : attachment.attachment_id,
          }))}
        />
        <PoolField
          control={form.control}
          name="host"
          pools={pools.data ?? []}
          current={volume['os-vol-host-attr:host']}
        />
        <StepList label={t('Steps')} rows={rows} />
        {result && (
          <Alert severity={result.migrated && result.notReattached.length === 0 ? 'success' : 'warning'}>
            {result.migrated ? t('The volume moved.') : result.message}
            {result.notReattached.length > 0 && (
              <>
                {' '}
                {t('Not attached again: {{servers}} — attach them from Manage Attachments.', {
                  servers: result.notReattached.map(nameOf).join(t(', ')),
                })}
              </>
            )}
          </Alert>
        )}
      </DialogForm>
    </DialogShell>
  )
}
