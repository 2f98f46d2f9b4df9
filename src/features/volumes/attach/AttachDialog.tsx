// Attach Volume: one or several servers, optional device, attach mode; results per server.
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import type { Volume } from '../../../api'
import { useAttachCommand } from '../../../attachments/use-attach-command'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import { volumeDisplayName } from '../../../components/format'
import { useClient } from '../../../lib/session'
import { volumeOptions } from '../../../queries/volumes'
import { AttachFields, attachVars, canSubmitAttach } from './AttachForm'
import { useAttachForm } from './use-attach-form'

export interface AttachDialogProps {
  open: boolean
  onClose: () => void
  volume: Volume
}

function AttachDialogBody({ volume: initial }: { volume: Volume }) {
  const t = useT()
  const client = useClient()
  // Live, so servers that just got the volume drop out of the list and the status stays true.
  const live = useQuery({ ...volumeOptions(client, initial.id), placeholderData: initial })
  const volume = live.data ?? initial
  const state = useAttachForm(volume)
  const chosen = useWatch({ control: state.form.control, name: 'serverIds' }).length
  const hasCompute = client.nova !== null
  const command = useAttachCommand()
  return (
    <DialogForm
      mutation={state.attach}
      form={state.form}
      toVars={attachVars(volume, hasCompute, state)}
      submitLabel={t('Attach')}
      submitDisabled={!canSubmitAttach(volume, hasCompute, state, chosen)}
      closeReadsClose={state.plan.length > 0}
      command={command}
    >
      <AttachFields volume={volume} state={state} />
    </DialogForm>
  )
}

export function AttachDialog({ open, onClose, volume }: AttachDialogProps) {
  const t = useT()
  return (
    <DialogShell open={open} onClose={onClose} title={t('Attach Volume')} subject={volumeDisplayName(volume)}>
      <AttachDialogBody volume={volume} />
    </DialogShell>
  )
}
