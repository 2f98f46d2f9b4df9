// The Instances panel's data: the server list (polled while a server is transitional), every
// volume in one cached list for names, and every attachment's mode in one call — never a
// request per row.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import type { Volume, VolumeListParams } from '../../api'
import { useClient } from '../../lib/session'
import { invalidateFamilies } from '../../queries/invalidation'
import { polledServerIndexOptions } from '../../queries/servers'
import { useAttachmentModes } from '../../queries/use-attachment-modes'
import { volumeListOptions } from '../../queries/volumes'
import type { ModeIndex } from '../../attachments/attach-mode'
import { volumeIdsOf } from './server-format'

/** One page of up to 1,000 volumes names nearly every project; the others show their id. */
export const VOLUME_INDEX: VolumeListParams = { limit: 1000 }

export function useVolumesById() {
  const client = useClient()
  const volumes = useQuery(volumeListOptions(client, VOLUME_INDEX))
  const list = useMemo(() => volumes.data?.volumes ?? [], [volumes.data])
  const byId = useMemo(() => new Map<string, Volume>(list.map((volume) => [volume.id, volume])), [list])
  return { query: volumes, list, byId }
}

export function useInstancesData() {
  const client = useClient()
  const queryClient = useQueryClient()
  const servers = useQuery(polledServerIndexOptions(client))
  const volumes = useVolumesById()
  const modes = useAttachmentModes(client, volumes.list)
  const modeIndex: ModeIndex | undefined = client.feature('attachmentsApi').available ? modes.data : null

  // Shelve offloads the volumes, unshelve and attach bring them back, delete detaches them: when
  // a server's state settles, its volumes changed too, though their own list may have stopped polling.
  const signature = servers.data?.list
    .map(
      (server) =>
        `${server.id}:${server.status}:${server['OS-EXT-STS:task_state'] ?? ''}:${volumeIdsOf(server).join(',')}`,
    )
    .join('|')
  const previous = useRef(signature)
  useEffect(() => {
    if (previous.current === signature) return
    const first = previous.current === undefined
    previous.current = signature
    if (first) return
    void invalidateFamilies(queryClient, ['serverVolumes'])
  }, [signature, queryClient])

  return { servers, volumes, modeIndex }
}
