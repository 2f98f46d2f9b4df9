// The sharing map's model: who shares what, from what the console reads anyway (the project's
// attached and attaching volumes, its servers, the attachment modes). Plain data in, nodes, edges,
// groups (zone → host) and findings out; no React, no layout (the page lays it out with dagre).
import type { Server, Volume } from '../api'
import { N_ } from '../i18n/marker'
import type { ModeLookup } from './attachment-modes'

/** A link between a volume and a server: Cinder's attachment, or only Nova's record of it. */
export interface Link {
  volume: Volume
  server: Server | undefined
  serverId: string
  /** Cinder's attachment id; null when only Nova lists the volume on the server. */
  attachmentId: string | null
  /** null: Cinder has no attachment on record, or its mode is not known (no attachments API). */
  mode: 'rw' | 'ro' | null
}

export type NodeKind = 'volume' | 'server' | 'hostGroup'

export interface MapNode {
  /** `v:<volume id>`, `s:<server id>` or `h:<host key>`. */
  key: string
  kind: NodeKind
  /** A cloud-supplied name (or the id where there is none); rendered as text. */
  label: string
  /** The volume's or server's id; the host's key for a group. */
  id: string
  /** The host cluster the node sits in (servers and host groups); null for volumes. */
  host: string | null
  /** Servers an aggregated host node stands for. */
  count?: number
  /** The node has a finding. */
  flagged: boolean
}

export interface MapEdge {
  key: string
  from: string
  to: string
  mode: 'rw' | 'ro' | null
  /** Attachments the edge stands for (more than one to an aggregated host). */
  count: number
}

export interface HostGroup {
  /** `OS-EXT-SRV-ATTR:host` (admins) or Nova's per-project `hostId`. */
  key: string
  label: string
  zone: string
  servers: number
  aggregated: boolean
  /** Whether its compute nodes can multi-attach (Placement's trait, an administrator's read); null: not known. */
  multiattach: boolean | null
}

export interface ZoneGroup {
  zone: string
  hosts: HostGroup[]
}

export type FindingKind =
  'multiWriter' | 'inTransition' | 'inUseNoAttachment' | 'novaOnly' | 'offloadedShared' | 'hostCannotMultiattach'

/**
 * The compute nodes Placement lists (by name, a server's OS-EXT-SRV-ATTR:hypervisor_hostname) and
 * those with the trait COMPUTE_VOLUME_MULTI_ATTACH (src/api/placement.ts).
 */
export interface NodeCapabilities {
  known: ReadonlySet<string>
  capable: ReadonlySet<string>
}

/** Whether the server's compute node is known to lack multi-attach (null: not known). */
export function nodeMultiattach(server: Server | undefined, nodes: NodeCapabilities | undefined): boolean | null {
  const node = server?.['OS-EXT-SRV-ATTR:hypervisor_hostname']
  if (!nodes || !node || !nodes.known.has(node)) return null
  return nodes.capable.has(node)
}

export interface Finding {
  kind: FindingKind
  /** Node keys of the objects concerned. */
  objects: string[]
  /** English key (translated where shown) and its values. */
  reason: string
  values: Record<string, string | number>
}

export interface MapFilters {
  type?: string
  zone?: string
  host?: string
  mode?: 'rw' | 'ro'
  search?: string
  /** Also volumes neither shareable nor attached more than once (a server's own disks). */
  everyVolume?: boolean
}

export interface SharingInput {
  volumes: readonly Volume[]
  servers: readonly Server[]
  modes: ModeLookup | undefined
  filters?: MapFilters
  /** Host keys whose servers are drawn one by one although there are many. */
  expanded?: ReadonlySet<string>
  /** A host with more servers than this is one node with a count until opened. */
  aggregateAbove?: number
  now?: number
  /** What Placement says of the compute nodes; absent for anyone but an administrator. */
  nodes?: NodeCapabilities
}

export interface SharingMap {
  nodes: MapNode[]
  edges: MapEdge[]
  zones: ZoneGroup[]
  findings: Finding[]
  /** Every link after the filters, for the table view. */
  links: Link[]
}

export const AGGREGATE_ABOVE = 20
/** A volume reserved, attaching or detaching this long is stuck rather than on its way. */
export const STUCK_AFTER_MS = 5 * 60_000
const IN_TRANSITION = ['reserved', 'attaching', 'detaching']

export const REASONS = {
  multiWriter: N_(
    '{{count}} read/write attachments: the servers must use a cluster-aware filesystem (GFS2, OCFS2) or the data is corrupted.',
  ),
  inTransition: N_(
    'The volume has been {{status}} for {{minutes}} min: an attachment stuck here needs Reset Status or Force Detach.',
  ),
  inUseNoAttachment: N_('The volume is in-use but Cinder lists no attachment for it.'),
  novaOnly: N_('Nova lists this volume on the server, but Cinder has no attachment to it.'),
  offloadedShared: N_(
    'The server is shelved and offloaded: it holds a reservation on a shared volume but runs on no host; unshelving needs a host that can multi-attach.',
  ),
  hostCannotMultiattach: N_(
    'The server runs on {{host}}, whose hypervisor cannot multi-attach (Placement lists no COMPUTE_VOLUME_MULTI_ATTACH for it): Nova refuses to attach a shareable volume there, so this attachment cannot be made again after a detach, a move or a rebuild.',
  ),
} as const

/** The host a server runs on, as the caller may see it: the name for admins, else Nova's hostId. */
export function hostKeyOf(server: Server | undefined): string {
  if (!server) return '?'
  const host = server['OS-EXT-SRV-ATTR:host']
  if (host) return host
  return server.hostId || (server.status === 'SHELVED_OFFLOADED' ? 'offloaded' : '?')
}

export function zoneOf(server: Server | undefined): string {
  return server?.['OS-EXT-AZ:availability_zone'] || '?'
}

function nameOf(item: { id: string; name: string | null }): string {
  return item.name || item.id
}

/** Every volume–server link: Cinder's attachments, and what only Nova records. */
export function linksOf(volumes: readonly Volume[], servers: readonly Server[], modes: ModeLookup | undefined): Link[] {
  const serverById = new Map(servers.map((server) => [server.id, server]))
  const links: Link[] = []
  const seen = new Set<string>()
  for (const volume of volumes) {
    for (const attachment of volume.attachments) {
      if (!attachment.server_id) continue
      const mode = modes?.get(attachment.attachment_id)
      links.push({
        volume,
        server: serverById.get(attachment.server_id),
        serverId: attachment.server_id,
        attachmentId: attachment.attachment_id,
        mode: mode === 'rw' || mode === 'ro' ? mode : null,
      })
      seen.add(`${volume.id}/${attachment.server_id}`)
    }
  }
  const volumeById = new Map(volumes.map((volume) => [volume.id, volume]))
  for (const server of servers) {
    for (const { id } of server['os-extended-volumes:volumes_attached']) {
      const volume = volumeById.get(id)
      if (!volume || seen.has(`${id}/${server.id}`)) continue
      links.push({ volume, server, serverId: server.id, attachmentId: null, mode: null })
    }
  }
  return links
}

function matches(link: Link, filters: MapFilters): boolean {
  if (filters.type && link.volume.volume_type !== filters.type) return false
  if (filters.zone && zoneOf(link.server) !== filters.zone) return false
  if (filters.host && hostKeyOf(link.server) !== filters.host) return false
  if (filters.mode && link.mode !== filters.mode) return false
  const search = filters.search?.trim().toLowerCase()
  if (search) {
    const names = [nameOf(link.volume), link.server ? nameOf(link.server) : link.serverId]
    if (!names.some((name) => name.toLowerCase().includes(search))) return false
  }
  return true
}

/** The findings, from every link read (not only those the filters keep). */
export function findingsOf(
  volumes: readonly Volume[],
  servers: readonly Server[],
  links: readonly Link[],
  now: number,
  nodes?: NodeCapabilities,
): Finding[] {
  const findings: Finding[] = []
  const byVolume = new Map<string, Link[]>()
  for (const link of links) {
    const own = byVolume.get(link.volume.id)
    if (own) own.push(link)
    else byVolume.set(link.volume.id, [link])
  }
  for (const volume of volumes) {
    const own = byVolume.get(volume.id) ?? []
    const writers = own.filter((link) => link.mode === 'rw')
    if (volume.multiattach && writers.length > 1) {
      findings.push({
        kind: 'multiWriter',
        objects: [`v:${volume.id}`, ...writers.map((link) => `s:${link.serverId}`)],
        reason: REASONS.multiWriter,
        values: { count: writers.length },
      })
    }
    const since = Date.parse(volume.updated_at ?? volume.created_at)
    if (IN_TRANSITION.includes(volume.status) && now - since >= STUCK_AFTER_MS) {
      findings.push({
        kind: 'inTransition',
        objects: [`v:${volume.id}`, ...own.map((link) => `s:${link.serverId}`)],
        reason: REASONS.inTransition,
        values: { status: volume.status, minutes: Math.floor((now - since) / 60_000) },
      })
    }
    if (volume.status === 'in-use' && volume.attachments.length === 0) {
      findings.push({
        kind: 'inUseNoAttachment',
        objects: [`v:${volume.id}`],
        reason: REASONS.inUseNoAttachment,
        values: {},
      })
    }
  }
  for (const link of links) {
    if (link.attachmentId !== null || !link.server) continue
    // A shelved-offloaded server's volumes and a volume on its way hold a reservation, not an attachment.
    if (link.server.status === 'SHELVED_OFFLOADED' || link.volume.status !== 'in-use') continue
    findings.push({
      kind: 'novaOnly',
      objects: [`v:${link.volume.id}`, `s:${link.serverId}`],
      reason: REASONS.novaOnly,
      values: {},
    })
  }
  for (const link of links) {
    if (!link.volume.multiattach || nodeMultiattach(link.server, nodes) !== false) continue
    findings.push({
      kind: 'hostCannotMultiattach',
      objects: [`v:${link.volume.id}`, `s:${link.serverId}`],
      reason: REASONS.hostCannotMultiattach,
      values: { host: hostKeyOf(link.server) },
    })
  }
  const volumeById = new Map(volumes.map((volume) => [volume.id, volume]))
  for (const server of servers) {
    if (server.status !== 'SHELVED_OFFLOADED') continue
    for (const { id } of server['os-extended-volumes:volumes_attached']) {
      if (!volumeById.get(id)?.multiattach) continue
      findings.push({
        kind: 'offloadedShared',
        objects: [`s:${server.id}`, `v:${id}`],
        reason: REASONS.offloadedShared,
        values: {},
      })
    }
  }
  return findings
}

/** The map: nodes, edges, zones and hosts, findings; a host of many servers as one node until opened. */
export function sharingMap(input: SharingInput): SharingMap {
  const filters = input.filters ?? {}
  const limit = input.aggregateAbove ?? AGGREGATE_ABOVE
  const all = linksOf(input.volumes, input.servers, input.modes)
  const findings = findingsOf(input.volumes, input.servers, all, input.now ?? Date.now(), input.nodes)
  const flagged = new Set(findings.flatMap((finding) => finding.objects))
  const perVolume = new Map<string, number>()
  for (const link of all) perVolume.set(link.volume.id, (perVolume.get(link.volume.id) ?? 0) + 1)
  const shared = (volume: Volume) =>
    filters.everyVolume || volume.multiattach || (perVolume.get(volume.id) ?? 0) > 1 || flagged.has(`v:${volume.id}`)
  const links = all.filter((link) => matches(link, filters))
  const drawn = links.filter((link) => shared(link.volume))

  // Hosts by zone, counting the servers drawn on each.
  const hostServers = new Map<string, Set<string>>()
  const hostZone = new Map<string, string>()
  // A host whose node lacks the trait is marked; one known to have it, capable; else unknown.
  const hostCapable = new Map<string, boolean | null>()
  for (const link of drawn) {
    const host = hostKeyOf(link.server)
    hostServers.set(host, (hostServers.get(host) ?? new Set()).add(link.serverId))
    hostZone.set(host, zoneOf(link.server))
    const capable = nodeMultiattach(link.server, input.nodes)
    const before = hostCapable.get(host) ?? null
    hostCapable.set(host, before === false || capable === false ? false : (capable ?? before))
  }
  const aggregated = (host: string) => (hostServers.get(host)?.size ?? 0) > limit && !input.expanded?.has(host)
  const zones = new Map<string, HostGroup[]>()
  for (const [host, servers] of hostServers) {
    const zone = hostZone.get(host) ?? '?'
    const group = {
      key: host,
      label: host,
      zone,
      servers: servers.size,
      aggregated: aggregated(host),
      multiattach: hostCapable.get(host) ?? null,
    }
    const hosts = zones.get(zone)
    if (hosts) hosts.push(group)
    else zones.set(zone, [group])
  }

  const nodes = new Map<string, MapNode>()
  const edges = new Map<string, MapEdge>()
  for (const link of drawn) {
    const volumeKey = `v:${link.volume.id}`
    if (!nodes.has(volumeKey)) {
      nodes.set(volumeKey, {
        key: volumeKey,
        kind: 'volume',
        label: nameOf(link.volume),
        id: link.volume.id,
        host: null,
        flagged: flagged.has(volumeKey),
      })
    }
    const host = hostKeyOf(link.server)
    let to: string
    if (aggregated(host)) {
      to = `h:${host}`
      if (!nodes.has(to)) {
        const count = hostServers.get(host)?.size ?? 0
        nodes.set(to, { key: to, kind: 'hostGroup', label: host, id: host, host, count, flagged: false })
      }
      const node = nodes.get(to)!
      node.flagged ||= flagged.has(`s:${link.serverId}`)
    } else {
      to = `s:${link.serverId}`
      if (!nodes.has(to)) {
        const label = link.server ? nameOf(link.server) : link.serverId
        nodes.set(to, { key: to, kind: 'server', label, id: link.serverId, host, flagged: flagged.has(to) })
      }
    }
    const edgeKey = `${volumeKey}>${to}>${link.mode ?? '-'}`
    const edge = edges.get(edgeKey)
    if (edge) edge.count += 1
    else edges.set(edgeKey, { key: edgeKey, from: volumeKey, to, mode: link.mode, count: 1 })
  }
  return {
    nodes: [...nodes.values()],
    edges: [...edges.values()],
    zones: [...zones.entries()]
      .map(([zone, hosts]) => ({ zone, hosts: hosts.sort((a, b) => a.key.localeCompare(b.key)) }))
      .sort((a, b) => a.zone.localeCompare(b.zone)),
    findings,
    links,
  }
}
