// The Instances panel's data: the server list (polled while a server is transitional), the
// project's in-use volumes in one cached list for names, and every attachment's mode in one
// small call — never a request per row, nor a read of the volumes no server has.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import type { Server, Volume } from '../../api'
import { useClient } from '../../lib/session'
import { invalidateFamilies } from '../../queries/invalidation'
import { polledServerIndexOptions } from '../../queries/servers'
import { useAttachmentModes } from '../../queries/use-attachment-modes'
import { inUseVolumesOptions, volumeOptions } from '../../queries/volumes'
import type { ModeIndex } from '../../attachments/attach-mode'
import { volumeIdsOf } from './server-format'

/**
 * The volumes of the given servers by id: the project's in-use volumes in one cached call, and any
 * other of their volumes (attaching, detaching, reserved…) on its own, once that call has answered.
 * What neither finds shows its id.
 */
export function useServerVolumes(servers: readonly Server[]) {
  const client = useClient()
  const inUse = useQuery(inUseVolumesOptions(client))
  const known = useMemo(() => new Map((inUse.data ?? []).map((volume) => [volume.id, volume])), [inUse.data])
  const missing = inUse.isSuccess
    ? [...new Set(servers.flatMap((server) => volumeIdsOf(server)))].filter((id) => !known.has(id)).sort()
    : []
  const others = useQueries({
    queries: missing.map((id) => ({ ...volumeOptions(client, id), retry: false })),
    combine: (results) => ({
      volumes: results.map((result) => result.data).filter((volume) => volume !== undefined),
      pending: results.some((result) => result.isPending),
    }),
  })
  const list = useMemo(() => [...known.values(), ...others.volumes], [known, others.volumes])
  const byId = useMemo(() => new Map<string, Volume>(list.map((volume) => [volume.id, volume])), [list])
  return { query: inUse, list, byId, pending: inUse.isPending || others.pending }
}

export function useInstancesData() {
  const client = useClient()
  const queryClient = useQueryClient()
  const servers = useQuery(polledServerIndexOptions(client))
  const volumes = useServerVolumes(servers.data?.list ?? [])
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
