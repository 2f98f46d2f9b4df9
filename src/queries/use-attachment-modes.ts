// The project's attachment modes (one small cached call, attachment-modes.ts) for the volumes on
// screen. When a volume already on screen gains an attachment (an attach that polling just
// showed), its mode may be one the cached call has not seen: the modes are asked for again, once
// per such attachment, so one the attachments API never lists cannot start a loop. Volumes that
// come into view otherwise (another page, a filter) are covered by the cached call.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { OpenStackClient, Volume } from '../api'
import { attachmentModesOptions } from './attachment-modes'

/** `needed`: false where no volume shown is attached (nothing to ask then; see attachmentModesOptions). */
export function useAttachmentModes(client: OpenStackClient, volumes: Iterable<Volume>, needed = true) {
  const modes = useQuery(attachmentModesOptions(client, needed))
  const refetch = modes.refetch
  const shown = useRef(new Map<string, ReadonlySet<string>>())
  const asked = useRef(new Set<string>())
  const list = [...volumes]
  const signature = list
    .map((volume) => `${volume.id}:${volume.attachments.map((attachment) => attachment.attachment_id).join(',')}`)
    .join(' ')
  useEffect(() => {
    const before = shown.current
    const now = new Map<string, ReadonlySet<string>>()
    let gained = false
    for (const entry of signature ? signature.split(' ') : []) {
      const [volumeId = '', ids = ''] = entry.split(':')
      const attachmentIds = new Set(ids ? ids.split(',') : [])
      now.set(volumeId, attachmentIds)
      const previous = before.get(volumeId)
      if (!previous) continue
      for (const id of attachmentIds) {
        if (previous.has(id) || asked.current.has(id)) continue
        asked.current.add(id)
        gained = true
      }
    }
    shown.current = now
    if (gained) void refetch()
  }, [signature, refetch])
  return modes
}
