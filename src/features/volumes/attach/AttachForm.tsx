// The attach form without its buttons, shared by Attach Volume and Manage Attachments; the
// caller owns the state (useAttachForm) and the submit button.
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { useWatch } from 'react-hook-form'
import type { Volume } from '../../../api'
import { tr } from '../../../i18n/tr'
import { useClient } from '../../../lib/session'
import { canAttachVolume } from '../../../rules/guards'
import { AttachModeField } from './AttachModeField'
import { AttachResults } from './AttachResults'
import { DeviceField } from './DeviceField'
import { ServerPicker } from './ServerPicker'
import { SharedWritesWarning } from './SharedWritesWarning'
import type { AttachFormState } from './use-attach-form'

/** Why nothing can be attached now, or undefined. */
export function attachBlocked(volume: Volume, hasCompute: boolean): string | undefined {
  if (!hasCompute) return tr('This cloud has no Compute service (Nova) to attach through.')
  const guard = canAttachVolume(volume)
  return guard.ok ? undefined : guard.reason
}

export function canSubmitAttach(volume: Volume, hasCompute: boolean, state: AttachFormState, chosen: number) {
  return chosen > 0 && !state.running && attachBlocked(volume, hasCompute) === undefined
}

export function AttachForm({ volume, state }: { volume: Volume; state: AttachFormState }) {
  const client = useClient()
  const { control } = state.form
  const [serverIds, mode] = useWatch({ control, name: ['serverIds', 'mode'] })
  // While a run is going, the volume passes through reserved/attaching: that is no reason to block.
  const blocked = state.running ? undefined : attachBlocked(volume, client.nova !== null)
  const disabled = state.running || blocked !== undefined
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault()
        if (!disabled && serverIds.length > 0) void state.submit()
      }}
    >
      {blocked && <Alert severity="info">{blocked}</Alert>}
      <ServerPicker volume={volume} control={control} disabled={disabled} />
      <DeviceField control={control} disabled={disabled} />
      <AttachModeField volume={volume} control={control} disabled={disabled} />
      <SharedWritesWarning volume={volume} mode={mode} serverIds={serverIds} />
      <AttachResults results={state.results} />
    </Stack>
  )
}
