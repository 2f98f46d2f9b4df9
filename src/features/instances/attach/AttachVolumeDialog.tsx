// Attach Volume from a server: a searchable volume list with the reasons, optional device,
// attach mode, the shared-writes warning, and the cloud's refusal if it refuses anyway.
import Alert from '@mui/material/Alert'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { useState } from 'react'
import type { Server, Volume } from '../../../api'
import { AttachModeField } from '../../../attachments/fields/AttachModeField'
import { useAttachCommand } from '../../../attachments/use-attach-command'
import { DeviceField } from '../../../attachments/fields/DeviceField'
import { SharedWritesWarning } from '../../../attachments/fields/SharedWritesWarning'
import type { PollSettings } from '../../../attachments/poll-volume'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { errorText } from '../../../components/error-text'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { useDebounced } from '../../../lib/use-debounced'
import { serverIndexOptions } from '../../../queries/servers'
import { searchResult, volumeSearchOptions } from '../../../queries/volume-search'
import { volumeOptions } from '../../../queries/volumes'
import type { Guard } from '../../../rules/guards'
import { canAttachToServer } from '../../../rules/guards'
import { computeVersionOf } from '../actions/server-actions'
import { serverDisplayName } from '../server-format'
import { useAttachVolume } from './use-attach-volume'
import { VolumePicker } from './VolumePicker'

/** How long typing pauses before Cinder is asked. */
const SEARCH_PAUSE_MS = 250

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
  const [text, setText] = useState('')
  const settled = useDebounced(text, SEARCH_PAUSE_MS).trim()
  const unfiltered = useQuery(volumeSearchOptions(client, ''))
  const typed = useQuery({ ...volumeSearchOptions(client, settled), enabled: settled !== '' })
  const found = searchResult(settled, unfiltered.data, typed.data)
  const search = settled ? typed : unfiltered
  const state = useAttachVolume(server, onClose, poll)
  const [picked, setPicked] = useState<Volume | undefined>()
  // Read again once chosen (and polled while it changes), as search answers age.
  const live = useQuery({ ...volumeOptions(client, picked?.id ?? ''), enabled: picked !== undefined })
  const mode = useWatch({ control: state.form.control, name: 'mode' })
  const computeVersion = computeVersionOf(client)
  const volume = picked && state.volumeId === picked.id ? (live.data ?? picked) : undefined
  // The volume may have changed since it was chosen (attached elsewhere meanwhile).
  const guard: Guard = volume && !state.running ? canAttachToServer(volume, server, { computeVersion }) : { ok: true }
  const canSubmit = volume !== undefined && guard.ok && !state.running
  const command = useAttachCommand()
  return (
    <DialogShell title={t('Attach Volume')} subject={serverDisplayName(server)} onClose={onClose}>
      <DialogForm
        mutation={state.attach}
        form={state.form}
        toVars={state.toVars(canSubmit ? volume : undefined)}
        submitLabel={t('Attach Volume')}
        submitDisabled={!canSubmit}
        command={command}
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
          found={found}
          chosen={volume}
          text={text}
          onTextChange={setText}
          computeVersion={computeVersion}
          onChange={(next) => {
            setPicked(next ?? undefined)
            state.choose(next?.id ?? null)
          }}
          loading={search.isFetching || text.trim() !== settled}
          error={
            search.error
              ? t('Could not load the volumes: {{message}}', { message: errorText(search.error).message })
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
