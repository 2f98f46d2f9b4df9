// Detaching attachments of a volume, one after another, with notifications. The same hook
// serves the Detach buttons of the chips, the popover, the detail page and Manage Attachments.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Volume } from '../../../api'
import { useNotify } from '../../../components/notify'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import type { ServerIndex } from '../../../queries/servers'
import { serverIndexOptions } from '../../../queries/servers'
import { volumeDisplayName } from '../volume-format'
import { detachAndWait, detachRefusal } from './detach-one'
import { invalidateAttachState } from './invalidate'
import { consumerName, joinNames } from './names'
import type { Outcome } from './outcome'
import { failureError } from './outcome'
import type { PollSettings } from './poll-volume'

export type DetachProgress = 'detaching' | 'detached' | 'failed'

export interface DetachResult {
  attachmentId: string
  /** The server's name, its id, or the host outside Nova. */
  name: string
  outcome: Outcome
}

export interface DetachOptions {
  onProgress?: (attachmentId: string, progress: DetachProgress, outcome?: Outcome) => void
  poll?: PollSettings
}

/**
 * Detaches each given attachment (by attachment id) of `volume` from its server, in sequence.
 * Nothing is sent for an attachment the guards refuse (a server's root volume): its result
 * carries the reason with `refused: true`.
 */
export type DetachFn = (
  volume: Volume,
  attachmentIds: string | readonly string[],
  options?: DetachOptions,
) => Promise<DetachResult[]>

async function loadServers(load: () => Promise<ServerIndex>, enabled: boolean): Promise<ServerIndex | undefined> {
  if (!enabled) return undefined
  try {
    return await load()
  } catch {
    // Names and the root-volume check degrade to ids; the cloud still refuses a root detach.
    return undefined
  }
}

export function useDetach(): DetachFn {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const notify = useNotify()

  return useCallback<DetachFn>(
    async (volume, attachmentIds, options = {}) => {
      const ids = typeof attachmentIds === 'string' ? [attachmentIds] : [...attachmentIds]
      const servers = await loadServers(
        () => queryClient.ensureQueryData(serverIndexOptions(client)),
        client.nova !== null,
      )
      const serverOf = (id: string) => servers?.byId.get(id)
      const results: DetachResult[] = []
      for (const attachmentId of ids) {
        const attachment = volume.attachments.find((candidate) => candidate.attachment_id === attachmentId)
        const name = attachment ? consumerName(attachment, servers) : attachmentId
        let outcome = detachRefusal(volume, attachmentId, serverOf)
        if (!outcome) {
          options.onProgress?.(attachmentId, 'detaching')
          outcome = await detachAndWait(client, volume.id, attachmentId, serverOf, options.poll)
        }
        options.onProgress?.(attachmentId, outcome.ok ? 'detached' : 'failed', outcome)
        results.push({ attachmentId, name, outcome })
      }
      const label = volumeDisplayName(volume)
      const done = results.filter((result) => result.outcome.ok).map((result) => result.name)
      if (done.length > 0)
        notify.success(t('Detached {{volume}} from {{servers}}.', { volume: label, servers: joinNames(done) }))
      for (const result of results) {
        if (!result.outcome.ok) {
          const values = { volume: label, server: result.name }
          const title = result.outcome.refused
            ? t('Cannot detach {{volume}} from {{server}}', values)
            : t('Could not detach {{volume}} from {{server}}', values)
          notify.error(title, failureError(result.outcome))
        }
      }
      // Only a request changes anything; refusals leave every cache valid.
      if (results.some((result) => result.outcome.ok || !result.outcome.refused))
        await invalidateAttachState(queryClient)
      return results
    },
    [client, queryClient, notify, t],
  )
}
