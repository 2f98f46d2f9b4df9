// The volumes Detach Volume offers for a server, each with the reason when Nova would not
// detach it (the root volume, a volume still settling).
import type { Server, ServerVolumeAttachment, Volume } from '../../../api'
import { canDetachFromServer } from '../../../rules/guards'
import { volumeDisplayName } from '../../../components/format'
import { volumeIdsOf } from '../server-format'

export interface DetachChoice {
  volumeId: string
  /** Undefined when the volume list does not have it: Nova can still detach it by id. */
  volume?: Volume
  label: string
  reason?: string
}

/**
 * `novaAttachments` is the server's os-volume_attachments: it knows the devices of every
 * volume, also of a shelved-offloaded server's reservations, which Cinder does not list.
 */
export function detachChoices(
  server: Server,
  volumes: Map<string, Volume>,
  novaAttachments: readonly ServerVolumeAttachment[] | undefined,
): DetachChoice[] {
  return volumeIdsOf(server).map((volumeId) => {
    const volume = volumes.get(volumeId)
    const device =
      novaAttachments?.find((item) => item.volumeId === volumeId)?.device ??
      volume?.attachments.find((item) => item.server_id === server.id)?.device
    const label = [volume ? volumeDisplayName(volume) : volumeId, device].filter(Boolean).join(' · ')
    if (!volume) return { volumeId, label }
    const guard = canDetachFromServer(volume, server, device)
    return guard.ok ? { volumeId, volume, label } : { volumeId, volume, label, reason: guard.reason }
  })
}
