// Attach Volume from a server: a searchable volume list with the reasons, optional device,
// attach mode, the shared-writes warning, and the cloud's refusal if it refuses anyway.
import Alert from '@mui/material/Alert'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import type { Server } from '../../../api'
import { AttachModeField } from '../../../attachments/fields/AttachModeField'
import { DeviceField } from '../../../attachments/fields/DeviceField'
import { SharedWritesWarning } from '../../../attachments/fields/SharedWritesWarning'
import type { PollSettings } from '../../../attachments/poll-volume'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { errorText } from '../../../components/error-text'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'
import type { Guard } from '../../../rules/guards'
import { canAttachToServer } from '../../../rules/guards'
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
  return (
    <DialogShell title={t('Attach Volume')} subject={serverDisplayName(server)} onClose={onClose}>
      <DialogForm
        onSubmit={state.submit(canSubmit ? volume : undefined)}
        submitLabel={t('Attach Volume')}
        submitDisabled={!canSubmit}
        pending={state.running}
        error={state.error}
        errorTitle={
          volume
            ? t('Could not attach {{volume}} to {{server}}', {
                volume: volumeDisplayName(volume),
                server: serverDisplayName(server),
              })
            : undefined
        }
      >
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
      </DialogForm>
    </DialogShell>
  )
}
