// One display item per volume of a server: "volume-name · device · RW/RO".
import type { TFunction } from 'i18next'
import type { Server, Volume } from '../../../api'
import type { ModeIndex } from '../../../attachments/attach-mode'
import { modeOf } from '../../../attachments/attach-mode'
import { modeText } from '../../../attachments/attach-mode'
import { volumeDisplayName } from '../../../components/format'
import type { ItemChipProps } from '../../../components/table/ItemChip'
import { itemChipText } from '../../../components/table/ItemChip'
import { volumeIdsOf } from '../server-format'

export interface AttachedVolumeItem {
  volumeId: string
  /** The volume's name, or its id when the volume list does not have it. */
  name: string
  device: string | null
  mode: 'RW' | 'RO' | null
  /**
   * The volume's status when none of its attachments here is attached yet: a shelved-offloaded
   * server's volumes are connector-less reservations, missing from the volume's attachments[].
   */
  pending: string | null
}

export function attachedVolumeItems(
  server: Server,
  volumes: Map<string, Volume>,
  modes: ModeIndex | undefined,
): AttachedVolumeItem[] {
  return volumeIdsOf(server).map((volumeId) => {
    const volume = volumes.get(volumeId)
    if (!volume) return { volumeId, name: volumeId, device: null, mode: null, pending: null }
    const attachment = volume.attachments.find((item) => item.server_id === server.id)
    const mode = attachment ? modeOf(volume, attachment.attachment_id, modes) : undefined
    return {
      volumeId,
      name: volumeDisplayName(volume),
      device: attachment?.device || null,
      mode: mode === undefined ? null : mode === 'ro' ? 'RO' : 'RW',
      pending: attachment ? null : volume.status,
    }
  })
}

/** How a chip shows the volume: its mode (RW / RO) or pending status as the badge, translated. */
export function volumeChipParts(
  item: AttachedVolumeItem,
  t: TFunction,
): Pick<ItemChipProps, 'name' | 'detail' | 'badge'> {
  const mode = modeText(item.mode)
  const badge =
    mode !== null
      ? { text: mode, tone: item.mode === 'RO' ? ('ro' as const) : ('rw' as const) }
      : item.pending
        ? { text: t(item.pending, { ns: 'status' }), tone: 'pending' as const }
        : null
  return { name: item.name, detail: item.device, badge }
}

/** "name · device · mode", as the chip's title and the full list say it. */
export function volumeItemText(item: AttachedVolumeItem, t: TFunction): string {
  return itemChipText(volumeChipParts(item, t))
}
