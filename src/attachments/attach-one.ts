// Attaching one volume to one server through Nova and following it until Cinder lists the
// attachment, or until it is clear that it failed.
import type { NovaApi, OpenStackClient, Volume } from '../api'
import { isOutcomeUnknown } from '../components/error-text'
import { tr } from '../i18n/tr'
import { volumeIs } from '../rules/statuses'
import type { Mode } from './attach-mode'
import type { Failure, Outcome } from '../queries/outcome'
import { SUCCESS, failureOf } from '../queries/outcome'
import type { PollSettings } from './poll-volume'
import { POLL_SETTINGS, pollVolume, seconds, whenSettled } from './poll-volume'

export interface AttachRequest {
  volumeId: string
  serverId: string
  /** Only meaningful for one server; Nova picks the next free device otherwise. */
  device?: string
  mode: Mode
}

function attachedTo(volume: Volume, serverId: string): boolean {
  return volume.attachments.some((attachment) => attachment.server_id === serverId)
}

async function attachActionIds(nova: NovaApi, serverId: string): Promise<Set<string>> {
  try {
    const actions = await nova.listInstanceActions(serverId)
    return new Set(actions.map((action) => action.request_id))
  } catch {
    // Instance actions only explain a failure; without them the timeout message still does.
    return new Set()
  }
}

/**
 * From compute 2.101 (and so at the extension's microversion) the conductor is cast to: a refusal
 * after the API's own checks never reaches the caller and only shows as the message of the
 * server's attach_volume instance action (docs/rules.md, "How to read this file").
 */
async function newAttachFailure(nova: NovaApi, serverId: string, known: Set<string>): Promise<Failure | undefined> {
  try {
    const actions = await nova.listInstanceActions(serverId)
    const failed = actions.find(
      (action) => action.action === 'attach_volume' && !known.has(action.request_id) && action.message,
    )
    return failed ? { ok: false, message: failed.message ?? '', requestId: failed.request_id } : undefined
  } catch {
    return undefined
  }
}

/** The attach request itself: what attachAndWait sends, and what Equivalent command shows. */
export function sendAttach(nova: NovaApi, request: AttachRequest) {
  // Only read-only needs the extension; rw stays at the default microversion, where Nova
  // answers its refusals directly (below 2.101).
  return nova.attachVolume(request.serverId, {
    volumeId: request.volumeId,
    device: request.device || undefined,
    attachMode: request.mode === 'ro' ? 'ro' : undefined,
  })
}

export async function attachAndWait(
  client: OpenStackClient,
  request: AttachRequest,
  settings: PollSettings = POLL_SETTINGS,
): Promise<Outcome> {
  const nova = client.nova
  if (!nova) return { ok: false, message: tr('This cloud has no Compute service (Nova) to attach through.') }
  const { volumeId, serverId } = request
  // Cinder refuses a second reservation while the volume is reserved or attaching (R1, and the
  // state machine, in docs/rules.md).
  const ready = await whenSettled(client, volumeId, settings, (values) =>
    tr('The volume stayed {{status}} for {{seconds}} s; nothing was sent.', values),
  )
  if (!ready.ok) return ready
  const known = await attachActionIds(nova, serverId)
  try {
    await sendAttach(nova, request)
  } catch (error) {
    // No answer: Nova may have taken the request. Follow the volume instead of reporting a
    // failure that would invite a second click.
    if (!isOutcomeUnknown(error)) return failureOf(error)
  }
  const result = await pollVolume<Outcome>(
    client,
    volumeId,
    async (volume) => {
      if (attachedTo(volume, serverId)) return SUCCESS
      if (volumeIs('attachInFlight', volume.status)) return undefined
      // Settled without this server: either Nova has not reserved yet (an asynchronous cast)
      // or the attach failed; only an instance action tells which.
      return newAttachFailure(nova, serverId, known)
    },
    settings,
  )
  if (result.done) return result.value
  const explained = await newAttachFailure(nova, serverId, known)
  return {
    ok: false,
    message: explained
      ? tr('Not attached after {{seconds}} s. {{message}}', {
          seconds: seconds(settings.timeoutMs),
          message: explained.message,
        })
      : tr('Not attached after {{seconds}} s.', { seconds: seconds(settings.timeoutMs) }),
    requestId: explained?.requestId,
  }
}
