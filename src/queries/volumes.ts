// Volume queries: one page of the list, one volume, and every attachment's mode in one call.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AttachmentDetail, OpenStackClient, Volume, VolumeListParams } from '../api'
import { keys } from './keys'
import { transitionalRefetch } from './polling'

export function volumeListOptions(client: OpenStackClient, params: VolumeListParams) {
  return queryOptions({
    queryKey: keys.volumeList(params),
    queryFn: () => client.cinder.listVolumes(params),
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch((data) => data.volumes),
  })
}

export function volumeOptions(client: OpenStackClient, id: string) {
  return queryOptions({
    queryKey: keys.volume(id),
    queryFn: () => client.cinder.getVolume(id),
    refetchInterval: transitionalRefetch((volume: Volume) => [volume]),
  })
}

/**
 * attach_mode per attachment id. The volume's attachments[] does not carry the mode; the
 * attachments API does, for the whole project in one call (up to 1,000 per page).
 */
export function attachmentModesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.attachments,
    enabled: client.feature('attachmentsApi').available,
    queryFn: async () => {
      const modes = new Map<string, AttachmentDetail['attach_mode']>()
      let marker: string | undefined
      for (let page = 0; page < 20; page += 1) {
        const items = await client.cinder.listAttachmentDetails({ limit: 1000, marker })
        for (const item of items) modes.set(item.id, item.attach_mode)
        const last = items[items.length - 1]
        if (!last || items.length < 1000) break
        marker = last.id
      }
      return modes
    },
  })
}
