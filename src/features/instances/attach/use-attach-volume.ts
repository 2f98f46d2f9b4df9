// Attach Volume's state and submit: one volume onto one server, followed until Cinder lists
// the attachment; the cloud's refusal stays in the dialog.
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Server, Volume } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { attachAndWait } from '../../volumes/attach/attach-one'
import { invalidateAttachState } from '../../volumes/attach/invalidate'
import type { Failure } from '../../volumes/attach/outcome'
import { failureError } from '../../volumes/attach/outcome'
import type { PollSettings } from '../../volumes/attach/poll-volume'
import type { AttachFormValues } from '../../volumes/attach/use-attach-form'
import { ATTACH_DEFAULTS } from '../../volumes/attach/use-attach-form'
import { volumeDisplayName } from '../../volumes/volume-format'
import { serverDisplayName } from '../server-format'

export function useAttachVolume(server: Server, onAttached: () => void, poll?: PollSettings) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  // The volumes feature's form values, so its Device name and Attach mode fields fit as they are;
  // the one server is fixed.
  const form = useForm<AttachFormValues>({
    defaultValues: { ...ATTACH_DEFAULTS, serverIds: [server.id] },
    mode: 'onChange',
  })
  const [volumeId, setVolumeId] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [running, setRunning] = useState(false)
  // State updates land after a render; a second click in between must not attach again.
  const busy = useRef(false)

  const run = async (volume: Volume, values: AttachFormValues) => {
    if (busy.current) return
    busy.current = true
    setRunning(true)
    setFailure(null)
    const names = { volume: volumeDisplayName(volume), server: serverDisplayName(server) }
    try {
      const outcome = await attachAndWait(
        client,
        { volumeId: volume.id, serverId: server.id, device: values.device || undefined, mode: values.mode },
        poll,
      )
      await invalidateAttachState(queryClient)
      if (outcome.ok) {
        notify.success(t('Attached {{volume}} to {{server}}.', names))
        onAttached()
      } else {
        setFailure(outcome)
        notify.error(t('Could not attach {{volume}} to {{server}}', names), failureError(outcome))
      }
    } finally {
      busy.current = false
      setRunning(false)
    }
  }

  const choose = (id: string | null) => {
    setVolumeId(id)
    setFailure(null)
  }

  // Built per call, in the event handler, so the busy ref is never read during render.
  const submit = (volume: Volume) => form.handleSubmit((values) => run(volume, values))()

  return { form, volumeId, choose, failure, running, submit }
}
