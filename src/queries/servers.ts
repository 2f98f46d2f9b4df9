// Servers by id, for naming attachments without a request per row: one list of the project's
// servers (summary view, 1,000 a page), cached.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient, Server } from '../api'
import { keys } from './keys'
import { isServerTransitional } from '../rules/statuses'
import { transitionalRefetch } from './polling'

export interface ServerIndex {
  byId: Map<string, Server>
  list: Server[]
}

async function fetchServerIndex(client: OpenStackClient): Promise<ServerIndex> {
  const list: Server[] = []
  let marker: string | undefined
  for (let page = 0; page < 50; page += 1) {
    const result = await client.nova!.listServers({ limit: 1000, marker })
    list.push(...result.servers)
    if (!result.nextMarker) break
    marker = result.nextMarker
  }
  return { byId: new Map(list.map((server) => [server.id, server])), list }
}

export function serverIndexOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.serverIndex(),
    enabled: client.nova !== null,
    staleTime: 30_000,
    queryFn: () => fetchServerIndex(client),
  })
}

/** The same cached server list, polled (with back-off) while some server is transitional. */
export function polledServerIndexOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.serverIndex(),
    enabled: client.nova !== null,
    staleTime: 30_000,
    queryFn: () => fetchServerIndex(client),
    refetchInterval: transitionalRefetch((data: ServerIndex) => data.list, isServerTransitional),
  })
}

/** One server's os-volume_attachments: devices, also of a shelved-offloaded server's reservations. */
export function serverVolumeAttachmentsOptions(client: OpenStackClient, serverId: string) {
  return queryOptions({
    queryKey: keys.serverVolumes(serverId),
    enabled: client.nova !== null,
    queryFn: () => client.nova!.listVolumeAttachments(serverId),
  })
}
