// The attach fields without a form of their own, shared by Attach Volume (a dialog's form) and
// the attach section of Manage Attachments (a form inside the dialog); the caller owns the state
// (useAttachForm) and the submit button.
import Alert from '@mui/material/Alert'
import { useWatch } from 'react-hook-form'
import type { Volume } from '../../../api'
import { AttachModeField } from '../../../attachments/fields/AttachModeField'
import { DeviceField } from '../../../attachments/fields/DeviceField'
import { SharedWritesWarning } from '../../../attachments/fields/SharedWritesWarning'
import { StepList, type StepRow } from '../../../components/StepList'
import { tr } from '../../../i18n/tr'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { canAttachVolume } from '../../../rules/guards'
import { serverName } from '../../../attachments/names'
import { ServerPicker } from './ServerPicker'
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

/** What the form sends: nothing while blocked or with no server chosen. */
export function attachVars(volume: Volume, hasCompute: boolean, state: AttachFormState) {
  return state.toVars((values) => values.serverIds.length > 0 && attachBlocked(volume, hasCompute) === undefined)
}

export function AttachFields({ volume, state }: { volume: Volume; state: AttachFormState }) {
  const t = useT()
  const client = useClient()
  const { control } = state.form
  const [serverIds, mode] = useWatch({ control, name: ['serverIds', 'mode'] })
  // While a run is going, the volume passes through reserved/attaching: that is no reason to block.
  const blocked = state.running ? undefined : attachBlocked(volume, client.nova !== null)
  const disabled = state.running || blocked !== undefined
  const rows: StepRow[] = state.plan.map((serverId) => {
    const step = state.attach.steps.get(serverId)
    return {
      key: serverId,
      primary: serverName(serverId, state.servers),
      state: step?.state ?? 'pending',
      failure: step?.failure,
    }
  })
  return (
    <>
      {blocked && <Alert severity="info">{blocked}</Alert>}
      <ServerPicker volume={volume} control={control} disabled={disabled} />
      <DeviceField control={control} disabled={disabled} />
      <AttachModeField volume={volume} control={control} disabled={disabled} />
      <SharedWritesWarning volume={volume} mode={mode} serverIds={serverIds} />
      <StepList
        label={t('Attach results')}
        rows={rows}
        words={{ idle: t('Pending'), running: t('Attaching…'), done: t('Attached') }}
      />
    </>
  )
}
