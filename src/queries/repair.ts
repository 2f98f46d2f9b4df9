// An administrator's reads for repairs (docs/repair.md): every attachment record of a volume
// (GET /attachments/detail, all_tenants so another project's volume shows too) and Nova's view of
// one record's server, read when its removal is asked for, never per row.
import { queryOptions } from '@tanstack/react-query'
import type { AttachmentDetail, OpenStackClient } from '../api'
import { OpenStackError } from '../api'
import type { NovaView } from '../rules/repair-rules'
import { keys } from './keys'

export function attachmentRecordsOptions(client: OpenStackClient, volumeId: string) {
  return queryOptions({
    queryKey: keys.attachmentRecords(volumeId),
    enabled: client.isAdmin && client.feature('attachmentsApi').available,
    queryFn: (): Promise<AttachmentDetail[]> =>
      client.cinder.listAttachmentDetails({ filters: { volume_id: volumeId, all_tenants: '1' } }),
  })
}

/**
 * Whether Nova's server still has the volume (GET os-volume_attachments/{volume}): "gone" on
 * Nova's 404 (no server, or the volume not on it), else whether its attachment id (2.89) is
 * this record's. Without the id (an older compute API) a server that has the volume counts as
 * using this record, the cautious answer.
 */
export function novaViewOptions(client: OpenStackClient, serverId: string, volumeId: string, attachmentId: string) {
  return queryOptions({
    queryKey: keys.novaView(serverId, volumeId, attachmentId),
    enabled: client.nova !== null,
    staleTime: 0,
    queryFn: async (): Promise<{ view: NovaView; attachmentId: string | null }> => {
      try {
        const found = await client.nova!.getVolumeAttachment(serverId, volumeId)
        const viaNova = found.attachment_id ?? null
        return { view: viaNova === null || viaNova === attachmentId ? 'same' : 'other', attachmentId: viaNova }
      } catch (error) {
        if (error instanceof OpenStackError && error.status === 404) return { view: 'gone', attachmentId: null }
        throw error
      }
    },
  })
}
