// Attach Volume's state and write: one volume onto one server, followed until Cinder lists the
// attachment (the shared attach, with one server); the cloud's refusal stays in the dialog: the
// run's one step is its error.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Server, Volume } from '../../../api'
import type { AttachFormValues } from '../../../attachments/attach-form'
import { ATTACH_DEFAULTS } from '../../../attachments/attach-form'
import type { PollSettings } from '../../../attachments/poll-volume'
import { useAttach, type AttachRun } from '../../../attachments/use-attach'
import { failureError } from '../../../queries/outcome'
import { serverDisplayName } from '../server-format'

export function useAttachVolume(server: Server, onAttached: () => void, poll?: PollSettings) {
  // The same form values as Attach Volume from a volume, so its Device and Attach mode fields fit
  // as they are; the one server is fixed.
  const form = useForm<AttachFormValues>({
    defaultValues: { ...ATTACH_DEFAULTS, serverIds: [server.id] },
    mode: 'onChange',
  })
  const [volumeId, setVolumeId] = useState<string | null>(null)
  const attach = useAttach({
    poll,
    onDone: (results) => {
      if (results.every((result) => result.outcome.ok)) onAttached()
    },
  })
  const failure = attach.isPending ? undefined : attach.steps.get(server.id)?.failure

  const choose = (id: string | null) => {
    setVolumeId(id)
    attach.reset()
  }

  /** What the form sends for `volume` (undefined: nothing chosen, or the rules refuse it). */
  const toVars =
    (volume: Volume | undefined) =>
    (values: AttachFormValues): AttachRun | null =>
      volume
        ? {
            volume,
            serverIds: [server.id],
            device: values.device,
            mode: values.mode,
            servers: undefined,
            serverNames: new Map([[server.id, serverDisplayName(server)]]),
          }
        : null

  return {
    form,
    volumeId,
    choose,
    /** The dialog's write: the one server's failure is its error. */
    attach: { ...attach, error: failure ? failureError(failure) : attach.error },
    running: attach.isPending,
    toVars,
  }
}
