// Every attachment's mode from one cached call for the whole project; when a volume on screen has
// an attachment the modes do not know yet (it was just made), they are asked for again: one
// request, once per attachment, so one the attachments API never lists cannot start a loop.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { OpenStackClient, Volume } from '../api'
import { attachmentModesOptions } from './volumes'

export function useAttachmentModes(client: OpenStackClient, volumes: Iterable<Volume>) {
  const modes = useQuery(attachmentModesOptions(client))
  const known = modes.data
  const refetch = modes.refetch
  const asked = useRef(new Set<string>())
  const ids = [...volumes].flatMap((volume) => volume.attachments.map((attachment) => attachment.attachment_id))
  const signature = ids.join(' ')
  useEffect(() => {
    if (!known || !signature) return
    const unknown = signature.split(' ').filter((id) => !known.has(id) && !asked.current.has(id))
    if (unknown.length === 0) return
    for (const id of unknown) asked.current.add(id)
    void refetch()
  }, [signature, known, refetch])
  return modes
}
