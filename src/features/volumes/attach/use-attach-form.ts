// The attach form's state and its submit: the servers chosen, one after another, a result each.
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Volume } from '../../../api'
import type { AttachFormValues } from '../../../attachments/attach-form'
import { ATTACH_DEFAULTS } from '../../../attachments/attach-form'
import type { PollSettings } from '../../../attachments/poll-volume'
import { useAttach, type AttachRun } from '../../../attachments/use-attach'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'

export function useAttachForm(volume: Volume, poll?: PollSettings) {
  const client = useClient()
  const servers = useQuery({ ...serverIndexOptions(client), enabled: client.nova !== null })
  const form = useForm<AttachFormValues>({ defaultValues: ATTACH_DEFAULTS, mode: 'onChange' })
  const attach = useAttach({
    poll,
    // Keep only the failures chosen, so one more click retries them and nothing is attached twice.
    onDone: (results, run) =>
      form.reset({
        serverIds: results.filter((result) => !result.outcome.ok).map((result) => result.item),
        device: run.device ?? '',
        mode: run.mode,
      }),
  })

  /** What the form sends; `ready` says whether these values may be sent now. */
  const toVars =
    (ready: (values: AttachFormValues) => boolean) =>
    (values: AttachFormValues): AttachRun | null =>
      ready(values)
        ? {
            volume,
            serverIds: [...values.serverIds],
            device: values.device,
            mode: values.mode,
            servers: servers.data,
          }
        : null

  return {
    form,
    attach,
    running: attach.isPending,
    servers: servers.data,
    /** The servers of the last run, in order: its result lines. */
    plan: attach.variables?.serverIds ?? [],
    toVars,
  }
}

export type AttachFormState = ReturnType<typeof useAttachForm>
