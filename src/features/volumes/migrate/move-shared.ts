// The openstack-dev thread's way to move a multi-attached volume, as one guided action: detach
// the other read/write servers, migrate, then attach them again with their modes. It stops with
// the reason where the cloud refuses, and always tries to put the servers back.
import type { ModeLookup } from '../../../rules/attachment-modes'
import type { OpenStackClient, Server, Volume } from '../../../api'
import { tr } from '../../../i18n/tr'
import { attachAndWait } from '../../../attachments/attach-one'
import { detachAndWait } from '../../../attachments/detach-one'
import type { PollSettings } from '../../../attachments/poll-volume'
import { POLL_SETTINGS } from '../../../attachments/poll-volume'
import type { Outcome } from '../../../queries/outcome'
import { failureOf } from '../../../queries/outcome'
import { MIGRATION_POLL, migrateAndWait } from './migrate'

export interface MovePlan {
  /** The attachment that stays (the one server that keeps writing). */
  keep: string
  /** The read/write attachments to detach and re-attach, with their server ids. */
  detach: Array<{ attachmentId: string; serverId: string }>
  host: string
}

export type MoveStep = 'detach' | 'migrate' | 'reattach'

export interface MoveEvent {
  step: MoveStep
  /** Which server or the migration. */
  subject: string
  outcome?: Outcome
}

export interface MoveResult {
  migrated: boolean
  /** Servers that could not be attached again: the user must see them. */
  notReattached: string[]
  /** Why it stopped, in the language shown when it stopped (the dialog shows it at once). */
  message?: string
}

export function planMove(volume: Volume, modes: ModeLookup | undefined, keep: string, host: string): MovePlan {
  const detach = volume.attachments
    .filter(
      (attachment) =>
        attachment.attachment_id !== keep && attachment.server_id && modes?.get(attachment.attachment_id) !== 'ro',
    )
    .map((attachment) => ({ attachmentId: attachment.attachment_id, serverId: attachment.server_id as string }))
  return { keep, detach, host }
}

export async function moveShared(
  client: OpenStackClient,
  volume: Volume,
  plan: MovePlan,
  servers: (id: string) => Server | undefined,
  onEvent: (event: MoveEvent) => void,
  settings: PollSettings = POLL_SETTINGS,
): Promise<MoveResult> {
  const detached: string[] = []
  let message: string | undefined
  for (const item of plan.detach) {
    onEvent({ step: 'detach', subject: item.serverId })
    const outcome = await detachAndWait(client, volume.id, item.attachmentId, servers, settings)
    onEvent({ step: 'detach', subject: item.serverId, outcome })
    if (!outcome.ok) {
      message = tr('Detaching from {{server}} failed: {{message}}', {
        server: servers(item.serverId)?.name ?? item.serverId,
        message: outcome.message,
      })
      break
    }
    detached.push(item.serverId)
  }
  let migrated = false
  if (!message) {
    onEvent({ step: 'migrate', subject: plan.host })
    let outcome: Outcome
    try {
      const status = await migrateAndWait(client, volume.id, plan.host, {
        ...settings,
        timeoutMs: Math.max(settings.timeoutMs, MIGRATION_POLL.timeoutMs),
      })
      outcome =
        status === 'success'
          ? { ok: true }
          : {
              ok: false,
              message:
                status === 'error'
                  ? tr('The migration ended in error (see the Cinder logs).')
                  : tr('The migration did not finish in time.'),
            }
    } catch (error) {
      outcome = failureOf(error)
    }
    onEvent({ step: 'migrate', subject: plan.host, outcome })
    migrated = outcome.ok
    if (!outcome.ok) message = tr('Migration refused or failed: {{message}}', { message: outcome.message })
  }
  const notReattached: string[] = []
  for (const serverId of detached) {
    onEvent({ step: 'reattach', subject: serverId })
    const outcome = await attachAndWait(client, { volumeId: volume.id, serverId, mode: 'rw' }, settings)
    onEvent({ step: 'reattach', subject: serverId, outcome })
    if (!outcome.ok) notReattached.push(serverId)
  }
  return { migrated, notReattached, message }
}
