// Servers by id, for naming attachments without a request per row: one list of the project's
// servers (the full one, or the summary for pages that only name them), 1,000 a page, cached.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OpenStackClient, Server, ServerSummary } from '../api'
import { keys } from './keys'
import { isServerTransitional } from '../rules/statuses'
import { transitionalRefetch } from './polling'

/** A listing of servers, in its order and by id. */
interface Indexed<T> {
  byId: Map<string, T>
  list: T[]
}

export type ServerIndex = Indexed<Server>

/** Every page of a server listing (1,000 a page), indexed by id. */
async function indexServers<T extends { id: string }>(
  listPage: (marker: string | undefined) => Promise<{ servers: T[]; nextMarker?: string }>,
): Promise<Indexed<T>> {
  const list: T[] = []
  let marker: string | undefined
  for (let page = 0; page < 50; page += 1) {
    const result = await listPage(marker)
    list.push(...result.servers)
    if (!result.nextMarker) break
    marker = result.nextMarker
  }
  return { byId: new Map(list.map((server) => [server.id, server])), list }
}

function fetchServerIndex(client: OpenStackClient, allProjects = false): Promise<ServerIndex> {
  return indexServers((marker) =>
    client.nova!.listServers({ limit: 1000, marker, allTenants: allProjects || undefined }),
  )
}

/** The project's servers; an administrator's every project's with `allProjects` (all_tenants). */
export function serverIndexOptions(client: OpenStackClient, allProjects = false) {
  return queryOptions({
    queryKey: keys.serverIndex(allProjects),
    enabled: client.nova !== null,
    staleTime: 30_000,
    queryFn: () => fetchServerIndex(client, allProjects),
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

/** One server (`GET /servers/{id}`), polled with back-off while it is transitional. */
export function serverOptions(client: OpenStackClient, serverId: string) {
  return queryOptions({
    queryKey: keys.server(serverId),
    enabled: client.nova !== null,
    queryFn: () => client.nova!.getServer(serverId),
    refetchInterval: transitionalRefetch((server: Server) => [server], isServerTransitional),
  })
}

/**
 * One server's instance actions (`os-instance-actions`: who did what, with the request id), newest
 * first as Nova lists them; a project reader may list them (os_compute_api:os-instance-actions:list,
 * N:nova/policies/instance_actions.py).
 */
export function serverActionsOptions(client: OpenStackClient, serverId: string) {
  return queryOptions({
    queryKey: keys.serverActions(serverId),
    enabled: client.nova !== null,
    queryFn: () => client.nova!.listInstanceActions(serverId),
    staleTime: 30_000,
  })
}

/** A server as a list of volumes names it: its summary, or the full server where that was read. */
export type ServerRef = ServerSummary | Server

export type ServerNames = Indexed<ServerRef>

/**
 * The project's servers as the summary list gives them (`GET /servers`: id and name), 1,000 a page:
 * a fifth of the full list's bytes (58 → 12 KiB for 40 servers on a real Zed cloud), for pages that only
 * name servers. Guards that need a server's state read it themselves.
 */
export function serverNamesOptions(client: OpenStackClient, needed = true) {
  return queryOptions({
    queryKey: keys.serverNames(),
    // `needed`: some row shown is attached (a page without attachments names no server).
    enabled: needed && client.nova !== null,
    staleTime: 30_000,
    queryFn: (): Promise<ServerNames> =>
      indexServers((marker) => client.nova!.listServerSummaries({ limit: 1000, marker })),
  })
}

/**
 * Server names for a list of volumes: the full server list when it is already cached (Instances
 * read it), else the summary list; nothing while `needed` is false (nothing on screen names a
 * server). The query returned is the one to refetch.
 */
export function useServerNames(client: OpenStackClient, needed = true) {
  const full = useQuery({ ...serverIndexOptions(client), enabled: false })
  const names = useQuery(serverNamesOptions(client, needed && !full.data))
  return full.data
    ? { data: full.data satisfies ServerNames, query: full, loading: false }
    : { data: names.data, query: names, loading: names.isLoading }
}
