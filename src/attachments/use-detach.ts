// Detaching attachments of a volume, one after another, with notifications. The same hook serves
// the Detach buttons of the chips, the popover, the detail page, Manage Attachments and Detach
// Volume from a server. An attachment the guards refuse (a server's root volume) costs no
// request: its result carries the reason with `refused: true`.
import { useQueryClient } from '@tanstack/react-query'
import type { OpenStackClient, Volume } from '../api'
import { useT } from '../i18n/use-t'
import { volumeDisplayName } from '../components/format'
import { useClient } from '../lib/session'
import type { Outcome } from '../queries/outcome'
import { failureError } from '../queries/outcome'
import type { ServerIndex } from '../queries/servers'
import { serverIndexOptions } from '../queries/servers'
import type { Report } from '../queries/steps'
import { eachInTurn, useStepsMutation } from '../queries/steps'
import type { Notice } from '../queries/use-api-mutation'
import { detachAndWait, detachRefusal } from './detach-one'
import { consumerName, joinNames } from './names'
import type { PollSettings } from './poll-volume'

export interface DetachRun {
  volume: Volume
  attachmentIds: readonly string[]
}

export interface DetachResult {
  attachmentId: string
  /** The server's name, its id, or the host outside Nova. */
  name: string
  outcome: Outcome
}

async function loadServers(load: () => Promise<ServerIndex>, enabled: boolean): Promise<ServerIndex | undefined> {
  if (!enabled) return undefined
  try {
    return await load()
  } catch {
    // Names and the root-volume check degrade to ids; the cloud still refuses a root detach.
    return undefined
  }
}

/** Detaches each attachment in turn; the guards' refusals are results, not requests. */
export async function detachEach(
  client: OpenStackClient,
  run: DetachRun,
  servers: ServerIndex | undefined,
  report: Report,
  poll?: PollSettings,
): Promise<DetachResult[]> {
  const { volume } = run
  const serverOf = (id: string) => servers?.byId.get(id)
  const results = await eachInTurn(
    run.attachmentIds,
    (id) => id,
    (attachmentId) =>
      Promise.resolve(
        detachRefusal(volume, attachmentId, serverOf) ?? detachAndWait(client, volume.id, attachmentId, serverOf, poll),
      ),
    report,
  )
  return results.map(({ item: attachmentId, outcome }) => {
    const attachment = volume.attachments.find((candidate) => candidate.attachment_id === attachmentId)
    return { attachmentId, name: attachment ? consumerName(attachment, servers) : attachmentId, outcome }
  })
}

export function useDetach(poll?: PollSettings) {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()

  function notices(volume: Volume, results: readonly DetachResult[]): Notice[] {
    const label = volumeDisplayName(volume)
    const done = results.filter((result) => result.outcome.ok).map((result) => result.name)
    const list: Notice[] = []
    if (done.length > 0)
      list.push({ success: t('Detached {{volume}} from {{servers}}.', { volume: label, servers: joinNames(done) }) })
    for (const result of results) {
      if (result.outcome.ok) continue
      const values = { volume: label, server: result.name }
      const title = result.outcome.refused
        ? t('Cannot detach {{volume}} from {{server}}', values)
        : t('Could not detach {{volume}} from {{server}}', values)
      list.push({ title, error: failureError(result.outcome) })
    }
    return list
  }

  return useStepsMutation<DetachRun, DetachResult[]>({
    mutationFn: async (run, report) => {
      const servers = await loadServers(
        () => queryClient.ensureQueryData(serverIndexOptions(client)),
        client.nova !== null,
      )
      return detachEach(client, run, servers, report, poll)
    },
    // Only a request changes anything; refusals leave every cache valid.
    invalidates: (results) =>
      results === undefined || results.some((result) => result.outcome.ok || !result.outcome.refused)
        ? ['attachment']
        : [],
    notices: (results, run) => notices(run.volume, results),
    // Another attachment of the same volume may be detached meanwhile (it waits for this one).
    sendKey: (run) => run.attachmentIds.join(' '),
  })
}
