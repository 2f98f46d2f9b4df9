// One display item per attachment of a volume: whose it is, where, and read-only or not.
import type { ModeLookup } from '../../../rules/attachment-modes'
import type { Volume, VolumeAttachmentRef } from '../../../api'
import type { ServerRef } from '../../../queries/servers'
import { modeText } from '../../../attachments/attach-mode'
import { tr } from '../../../i18n/tr'
import type { ItemChipProps } from '../../../components/table/ItemChip'
import { itemChipText } from '../../../components/table/ItemChip'

export interface AttachmentItem {
  attachment: VolumeAttachmentRef
  /** Server name, the server id when the server is unknown, or the host of a non-Nova consumer. */
  label: string
  /** The server, when the dashboard knows it (its summary, or all of it). */
  server?: ServerRef
  device: string
  mode: 'RO' | 'RW' | null
}

export function attachmentLabel(attachment: VolumeAttachmentRef, servers: Map<string, ServerRef> | undefined): string {
  if (attachment.server_id) return servers?.get(attachment.server_id)?.name || attachment.server_id
  return attachment.host_name || tr('external host')
}

export function attachmentItems(
  volume: Pick<Volume, 'attachments' | 'metadata'>,
  servers: Map<string, ServerRef> | undefined,
  modes: ModeLookup | undefined,
): AttachmentItem[] {
  // Cinder's volume-level read-only flag makes every attachment read-only (R16).
  const readonlyVolume = volume.metadata.readonly === 'True'
  return volume.attachments.map((attachment) => {
    const stored = modes?.get(attachment.attachment_id)
    const mode = readonlyVolume || stored === 'ro' ? 'RO' : stored === 'rw' ? 'RW' : null
    return {
      attachment,
      label: attachmentLabel(attachment, servers),
      server: attachment.server_id ? servers?.get(attachment.server_id) : undefined,
      device: attachment.device,
      mode,
    }
  })
}

/** How a chip shows the attachment: the mode as its badge, the server, the device. */
export function chipParts(item: AttachmentItem): Pick<ItemChipProps, 'name' | 'detail' | 'badge'> {
  const mode = modeText(item.mode)
  return {
    name: item.label,
    detail: item.device || null,
    badge: mode === null ? null : { text: mode, tone: item.mode === 'RO' ? 'ro' : 'rw' },
  }
}

export function itemText(item: AttachmentItem): string {
  return itemChipText(chipParts(item))
}
