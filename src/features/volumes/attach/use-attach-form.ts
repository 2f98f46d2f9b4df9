// The attach form's state and its submit: one server after another, a result per server.
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Volume } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { serverIndexOptions } from '../../../queries/servers'
import { volumeDisplayName } from '../volume-format'
import type { Mode } from './attach-mode'
import { attachAndWait } from './attach-one'
import { invalidateAttachState } from './invalidate'
import { joinNames, serverName } from './names'
import type { Outcome } from './outcome'
import { failureError } from './outcome'
import type { PollSettings } from './poll-volume'

export interface AttachFormValues {
  serverIds: string[]
  device: string
  mode: Mode
}

export type AttachProgress = 'pending' | 'attaching' | 'attached' | 'failed'

export interface ServerResult {
  serverId: string
  name: string
  progress: AttachProgress
  outcome?: Outcome
}

export const ATTACH_DEFAULTS: AttachFormValues = { serverIds: [], device: '', mode: 'rw' }

export function useAttachForm(volume: Volume, poll?: PollSettings) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const form = useForm<AttachFormValues>({ defaultValues: ATTACH_DEFAULTS, mode: 'onChange' })
  const [results, setResults] = useState<ServerResult[]>([])
  const [running, setRunning] = useState(false)
  // State updates land after a render; a second click in between must not attach again.
  const busy = useRef(false)

  const update = (serverId: string, change: Partial<ServerResult>) =>
    setResults((current) => current.map((item) => (item.serverId === serverId ? { ...item, ...change } : item)))

  const run = async (values: AttachFormValues) => {
    if (busy.current) return
    busy.current = true
    setRunning(true)
    try {
      const servers = queryClient.getQueryData(serverIndexOptions(client).queryKey)
      const ids = [...values.serverIds]
      // A device name only means something for one server.
      const device = ids.length === 1 && values.device ? values.device : undefined
      const planned = ids.map((serverId) => ({
        serverId,
        name: serverName(serverId, servers),
        progress: 'pending' as const,
      }))
      setResults(planned)
      const finished: ServerResult[] = []
      // One after another: Cinder refuses a reservation while the volume is reserved or attaching.
      for (const item of planned) {
        update(item.serverId, { progress: 'attaching' })
        const outcome = await attachAndWait(
          client,
          { volumeId: volume.id, serverId: item.serverId, device, mode: values.mode },
          poll,
        )
        const progress = outcome.ok ? 'attached' : 'failed'
        update(item.serverId, { progress, outcome })
        finished.push({ ...item, progress, outcome })
      }
      summarize(volumeDisplayName(volume), finished)
      const failed = finished.filter((item) => item.progress === 'failed').map((item) => item.serverId)
      // Keep only the failures chosen, so one more click retries them and nothing is attached twice.
      form.reset({ ...values, serverIds: failed })
      await invalidateAttachState(queryClient)
    } finally {
      busy.current = false
      setRunning(false)
    }
  }

  function summarize(label: string, finished: ServerResult[]) {
    const attached = finished.filter((item) => item.outcome?.ok).map((item) => item.name)
    const failures = finished.filter((item) => item.outcome && !item.outcome.ok)
    if (failures.length === 0) {
      notify.success(t('Attached {{volume}} to {{servers}}.', { volume: label, servers: joinNames(attached) }))
      return
    }
    const failed = joinNames(failures.map((item) => item.name))
    const title =
      attached.length === 0
        ? t('Could not attach {{volume}} to {{servers}}', { volume: label, servers: failed })
        : t('Attached {{volume}} to {{attached}} of {{count}} servers; failed: {{servers}}', {
            volume: label,
            attached: attached.length,
            count: finished.length,
            servers: failed,
          })
    const first = failures[0]?.outcome
    notify.error(title, first && !first.ok ? failureError(first) : new Error(title))
  }

  // Built per call, in the event handler, so the busy ref is never read during render.
  const submit = () => form.handleSubmit(run)()

  return { form, results, running, submit }
}

export type AttachFormState = ReturnType<typeof useAttachForm>
