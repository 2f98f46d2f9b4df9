// Attaching one volume to one or several servers, one after another (Cinder refuses a second
// reservation while one is in flight), each followed until Cinder lists it: a result per server,
// one notification for the run. Attach Volume from a volume (several servers) and from a server
// (one) both send through here.
import type { Volume } from '../api'
import { useT } from '../i18n/use-t'
import { volumeDisplayName } from '../components/format'
import { useClient } from '../lib/session'
import type { Outcome } from '../queries/outcome'
import { failureError } from '../queries/outcome'
import type { Notice } from '../queries/use-api-mutation'
import type { ServerIndex } from '../queries/servers'
import type { StepResult } from '../queries/steps'
import { eachInTurn, useStepsMutation } from '../queries/steps'
import type { Mode } from './attach-mode'
import type { AttachRequest } from './attach-one'
import { attachAndWait } from './attach-one'
import { joinNames, serverName } from './names'
import type { PollSettings } from './poll-volume'

export interface AttachRun {
  volume: Volume
  serverIds: readonly string[]
  /** Only meaningful for one server: Nova picks the next free device otherwise. */
  device?: string
  mode: Mode
  /** For naming the servers in the results and notifications. */
  servers: ServerIndex | undefined
  /** How the server is named when the index does not have it (the one server of a server's dialog). */
  serverNames?: ReadonlyMap<string, string>
}

/** One server's request of a run. A device name only means something for one server. */
export function attachRequest(run: AttachRun, serverId: string): AttachRequest {
  const device = run.serverIds.length === 1 && run.device ? run.device : undefined
  return { volumeId: run.volume.id, serverId, device, mode: run.mode }
}

export type AttachResult = StepResult<string> & { name: string }

export interface AttachOptions {
  poll?: PollSettings
  /** After every run, with each server's result (a form keeps the failures chosen, say). */
  onDone?: (results: AttachResult[], run: AttachRun) => void
}

export function useAttach({ poll, onDone }: AttachOptions = {}) {
  const t = useT()
  const client = useClient()

  /** The notification of a run: success in a line, or the failures with the first one's message. */
  function summary(volume: Volume, results: readonly AttachResult[]): Notice {
    const label = volumeDisplayName(volume)
    const attached = results.filter((item) => item.outcome.ok).map((item) => item.name)
    const failures = results.filter((item) => !item.outcome.ok)
    if (failures.length === 0) {
      return { success: t('Attached {{volume}} to {{servers}}.', { volume: label, servers: joinNames(attached) }) }
    }
    const failed = joinNames(failures.map((item) => item.name))
    const title =
      attached.length === 0
        ? t('Could not attach {{volume}} to {{servers}}', { volume: label, servers: failed })
        : t('Attached {{volume}} to {{attached}} of {{count}} servers; failed: {{servers}}', {
            volume: label,
            attached: attached.length,
            count: results.length,
            servers: failed,
          })
    const first = failures[0]?.outcome
    return { title, error: failureError(first && !first.ok ? first : { ok: false, message: title }) }
  }

  return useStepsMutation<AttachRun, AttachResult[]>({
    mutationFn: async (run, report) => {
      const results = await eachInTurn(
        run.serverIds,
        (serverId) => serverId,
        (serverId): Promise<Outcome> => attachAndWait(client, attachRequest(run, serverId), poll),
        report,
      )
      const named = results.map((result) => ({
        ...result,
        name: run.serverNames?.get(result.item) ?? serverName(result.item, run.servers),
      }))
      return named
    },
    invalidates: ['attachment'],
    notices: (results, run) => [summary(run.volume, results)],
    onSuccess: onDone,
  })
}
