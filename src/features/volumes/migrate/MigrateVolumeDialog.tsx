// Migrate Volume (admin): choose a destination pool; the dialog follows migration_status to its
// end, since the volume's status does not change while it moves.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Volume } from '../../../api'
import type { PollSettings } from '../../../attachments/poll-volume'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { poolsOptions } from '../../../queries/catalog'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { migrateVolumeCommand } from '../../../rules/commands/volume-commands'
import { migrateAndWait } from './migrate'
import { PoolField } from './PoolField'

export function MigrateVolumeDialog({
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
  const pools = useQuery(poolsOptions(client))
  const form = useForm({ defaultValues: { host: '' } })
  const migrate = useApiMutation<string, string>({
    mutationFn: (host) => migrateAndWait(client, volume.id, host, poll),
    invalidates: ['volume', 'storage'],
  })
  const status = migrate.data
  return (
    <DialogShell
      title={t('Migrate Volume {{name}}', { name: volumeDisplayName(volume) })}
      onClose={onClose}
      busy={migrate.isPending}
    >
      <DialogForm
        mutation={migrate}
        form={form}
        toVars={({ host }) => host}
        submitLabel={t('Migrate')}
        done={status !== undefined}
        errorTitle={t('The cloud refused the migration')}
        command={(host) =>
          host
            ? {
                cli: migrateVolumeCommand(volume.id, host),
                requests: client.cinder.describe((cinder) => cinder.migrateVolume(volume.id, host)),
              }
            : null
        }
      >
        <Typography variant="body2">
          {volume['os-vol-host-attr:host'] == null
            ? t('Now on an unknown host.')
            : t('Now on {{host}}.', { host: volume['os-vol-host-attr:host'] })}
        </Typography>
        {pools.error && <ErrorAlert title={t('Could not list the pools')} error={pools.error} />}
        <PoolField
          control={form.control}
          name="host"
          pools={pools.data ?? []}
          current={volume['os-vol-host-attr:host']}
        />
        {migrate.isPending && (
          <Alert severity="info">{t('Migrating… (attached volumes move by Nova swapping each attachment)')}</Alert>
        )}
        {status !== undefined && (
          <Alert severity={status === 'success' ? 'success' : 'error'}>
            {status === 'success'
              ? t('The volume moved; every attachment kept its mode.')
              : status === 'still running'
                ? t('The migration ended: still running.')
                : t('The migration ended: {{status}}.', { status: t(status, { ns: 'status' }) })}
          </Alert>
        )}
      </DialogForm>
    </DialogShell>
  )
}
