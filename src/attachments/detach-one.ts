// Detaching one attachment of a volume and following it until Cinder no longer lists it.
import type { DescribedRequest, OpenStackClient, Server, Volume, VolumeAttachmentRef } from '../api'
import { tr } from '../i18n/tr'
import { canDetach } from '../rules/guards'
import { volumeIs } from '../rules/statuses'
import type { Outcome } from '../queries/outcome'
import { SUCCESS, failureOf } from '../queries/outcome'
import type { PollSettings } from './poll-volume'
import { POLL_SETTINGS, pollVolume, seconds, whenSettled } from './poll-volume'

export type ServerLookup = (serverId: string) => Server | undefined

/** The guard on what the caller sees: a refusal costs no request. */
export function detachRefusal(volume: Volume, attachmentId: string, serverOf: ServerLookup): Outcome | undefined {
  const attachment = volume.attachments.find((candidate) => candidate.attachment_id === attachmentId)
  if (!attachment) return undefined
  const server = attachment.server_id ? serverOf(attachment.server_id) : undefined
  const guard = canDetach(volume, attachment, server)
  // An attach or detach in flight is waited for, not refused: detachAndWait lets it settle first.
  if (guard.ok || volumeIs('attachInFlight', volume.status)) return undefined
  return { ok: false, message: guard.reason, refused: true }
}

type DetachTarget = Pick<VolumeAttachmentRef, 'attachment_id' | 'server_id'>

/**
 * The detach request of one attachment: Nova's for a server's; a consumer outside Nova (server_id
 * null, as the blueprint allows) is known only to Cinder, whose attachment is deleted.
 */
function sendDetach(client: OpenStackClient, volumeId: string, attachment: DetachTarget): Promise<unknown> {
  if (attachment.server_id) return client.nova!.detachVolume(attachment.server_id, volumeId)
  return client.cinder.deleteAttachment(attachment.attachment_id)
}

/** The requests of detaching `attachments` in turn, described (for "Equivalent command"). */
export function describeDetach(
  client: OpenStackClient,
  volumeId: string,
  attachments: readonly DetachTarget[],
): DescribedRequest[] {
  return attachments.flatMap((attachment) =>
    attachment.server_id
      ? (client.nova?.describe((nova) => nova.detachVolume(attachment.server_id!, volumeId)) ?? [])
      : client.cinder.describe((cinder) => cinder.deleteAttachment(attachment.attachment_id)),
  )
}

export async function detachAndWait(
  client: OpenStackClient,
  volumeId: string,
  attachmentId: string,
  serverOf: ServerLookup,
  settings: PollSettings = POLL_SETTINGS,
): Promise<Outcome> {
  // Nova's begin_detaching refuses while another attach or detach of the volume is in flight
  // (docs/rules.md, "State machine").
  const ready = await whenSettled(client, volumeId, settings, (values) =>
    tr('The volume stayed {{status}} for {{seconds}} s.', values),
  )
  if (!ready.ok) return ready
  const volume = ready.volume
  const attachment = volume.attachments.find((candidate) => candidate.attachment_id === attachmentId)
  if (!attachment) return SUCCESS // Already gone: what was asked for holds.
  const refusal = detachRefusal(volume, attachmentId, serverOf)
  if (refusal) return refusal
  if (attachment.server_id && !client.nova) {
    return { ok: false, message: tr('This cloud has no Compute service (Nova) to detach through.') }
  }
  try {
    await sendDetach(client, volumeId, attachment)
  } catch (error) {
    return failureOf(error)
  }
  const gone = await pollVolume(
    client,
    volumeId,
    (current) =>
      current.status !== 'detaching' && !current.attachments.some((item) => item.attachment_id === attachmentId)
        ? SUCCESS
        : undefined,
    settings,
  )
  if (gone.done) return gone.value
  if (gone.error) return failureOf(gone.error)
  return { ok: false, message: tr('Still attached after {{seconds}} s.', { seconds: seconds(settings.timeoutMs) }) }
}
