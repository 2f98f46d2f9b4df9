// Attach Volume from a server: a searchable volume list with the reasons, optional device,
// attach mode, the shared-writes warning, and the cloud's refusal if it refuses anyway.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import type { Server } from '../../../api'
import { errorText } from '../../../components/error-text'
import { RequestIdLine } from '../../../components/notify-copy'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'
import type { Guard } from '../../../rules/guards'
import { canAttachToServer } from '../../../rules/guards'
import { AttachModeField } from '../../volumes/attach/AttachModeField'
import { DeviceField } from '../../volumes/attach/DeviceField'
import type { PollSettings } from '../../volumes/attach/poll-volume'
import { SharedWritesWarning } from '../../volumes/attach/SharedWritesWarning'
import { computeVersionOf } from '../actions/server-actions'
import { serverDisplayName } from '../server-format'
import { useVolumesById } from '../use-instances-data'
import { useAttachVolume } from './use-attach-volume'
import { VolumePicker } from './VolumePicker'

interface Props {
  server: Server
  onClose: () => void
  poll?: PollSettings
}

export function AttachVolumeDialog({ server: initial, onClose, poll }: Props) {
  const t = useT()
  const client = useClient()
  const titleId = useId()
  // Live, so a server that gets shelved meanwhile changes what may be chosen.
  const servers = useQuery(serverIndexOptions(client))
  const server = servers.data?.byId.get(initial.id) ?? initial
  const volumes = useVolumesById()
  const state = useAttachVolume(server, onClose, poll)
  const mode = useWatch({ control: state.form.control, name: 'mode' })
  const computeVersion = computeVersionOf(client)
  const volume = state.volumeId ? volumes.byId.get(state.volumeId) : undefined
  // The volume may have changed since it was chosen (attached elsewhere meanwhile).
  const guard: Guard = volume && !state.running ? canAttachToServer(volume, server, { computeVersion }) : { ok: true }
  const canSubmit = volume !== undefined && guard.ok && !state.running
  const submit = () => {
    if (volume && canSubmit) void state.submit(volume)
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('Attach Volume')}{' '}
        <Typography component="span" variant="inherit" color="text.secondary">
          {serverDisplayName(server)}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          {state.failure && (
            <Alert severity="error">
              {state.failure.message}
              {state.failure.requestId && <RequestIdLine requestId={state.failure.requestId} />}
            </Alert>
          )}
          <VolumePicker
            server={server}
            volumes={volumes.list}
            computeVersion={computeVersion}
            value={state.volumeId}
            onChange={state.choose}
            loading={volumes.query.isPending}
            error={
              volumes.query.error
                ? t('Could not load the volumes: {{message}}', { message: errorText(volumes.query.error).message })
                : undefined
            }
            disabled={state.running}
          />
          {!guard.ok && <Alert severity="info">{guard.reason}</Alert>}
          <DeviceField control={state.form.control} disabled={state.running} />
          {/* The mode's help depends on the volume (its read-only flag), so it follows the choice. */}
          {volume && <AttachModeField volume={volume} control={state.form.control} disabled={state.running} />}
          {volume && <SharedWritesWarning volume={volume} mode={mode} serverIds={[server.id]} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={!canSubmit} loading={state.running} onClick={submit}>
          {t('Attach Volume')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
