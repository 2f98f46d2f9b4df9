// Migrate Volume (admin): choose a destination pool; the dialog follows migration_status to its
// end, since the volume's status does not change while it moves.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Volume } from '../../../api'
import { ErrorDetail } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { poolsOptions } from '../../../queries/catalog'
import { keys } from '../../../queries/keys'
import { pollVolume } from '../../../attachments/poll-volume'
import { volumeDisplayName } from '../../../lib/format'
import { PoolField } from './PoolField'

type State =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; status: string } | { kind: 'failed'; error: unknown }

export function MigrateVolumeDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const pools = useQuery(poolsOptions(client))
  const [host, setHost] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const started = useRef(false)

  async function run() {
    if (started.current || !host) return
    started.current = true
    setState({ kind: 'running' })
    try {
      await client.cinder.migrateVolume(volume.id, host)
      const done = await pollVolume(
        client,
        volume.id,
        (current) =>
          current.migration_status === 'success' || current.migration_status === 'error'
            ? current.migration_status
            : undefined,
        { intervalMs: 1000, timeoutMs: 120_000 },
      )
      setState({ kind: 'done', status: done.done ? done.value : 'still running' })
    } catch (error) {
      started.current = false
      setState({ kind: 'failed', error })
    }
    void queryClient.invalidateQueries({ queryKey: keys.volumes })
  }

  return (
    <Dialog
      open
      onClose={() => state.kind !== 'running' && onClose()}
      aria-labelledby="migrate-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="migrate-title">{t('Migrate Volume {{name}}', { name: volumeDisplayName(volume) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {volume['os-vol-host-attr:host'] == null
              ? t('Now on an unknown host.')
              : t('Now on {{host}}.', { host: volume['os-vol-host-attr:host'] })}
          </Typography>
          {pools.error && <ErrorDetail title={t('Could not list the pools')} error={pools.error} />}
          <PoolField
            pools={pools.data ?? []}
            current={volume['os-vol-host-attr:host']}
            value={host}
            onChange={setHost}
          />
          {state.kind === 'running' && (
            <Alert severity="info">{t('Migrating… (attached volumes move by Nova swapping each attachment)')}</Alert>
          )}
          {state.kind === 'done' && (
            <Alert severity={state.status === 'success' ? 'success' : 'error'}>
              {state.status === 'success'
                ? t('The volume moved; every attachment kept its mode.')
                : state.status === 'still running'
                  ? t('The migration ended: still running.')
                  : t('The migration ended: {{status}}.', { status: t(state.status, { ns: 'status' }) })}
            </Alert>
          )}
          {state.kind === 'failed' && (
            <Alert severity="error">
              <ErrorDetail title={t('The cloud refused the migration')} error={state.error} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.kind === 'running'}>
          {state.kind === 'done' ? t('Close') : t('Cancel')}
        </Button>
        {state.kind !== 'done' && (
          <Button variant="contained" disabled={!host} loading={state.kind === 'running'} onClick={() => void run()}>
            {t('Migrate')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
