// The map laid out by dagre (@dagrejs/dagre, a layered layout with compound clusters): volumes
// on the left, servers on the right inside their host's cluster, hosts inside their zone's.
import { Graph, layout } from '@dagrejs/dagre'
import type { EdgeLabel, GraphLabel, NodeLabel } from '@dagrejs/dagre'
import type { MapEdge, MapNode, SharingInput, SharingMap } from '../../rules/sharing-map'
import { sharingMap } from '../../rules/sharing-map'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface PlacedNode extends Box {
  node: MapNode
}

export interface PlacedCluster extends Box {
  key: string
  kind: 'zone' | 'host'
  label: string
  /** Hosts only: its servers are one node with a count. */
  aggregated?: boolean
  /** Hosts only: Placement says its compute nodes cannot multi-attach. */
  noMultiattach?: boolean
}

export interface PlacedEdge {
  edge: MapEdge
  points: Array<{ x: number; y: number }>
  label: { x: number; y: number }
}

export interface Drawing {
  width: number
  height: number
  nodes: PlacedNode[]
  clusters: PlacedCluster[]
  edges: PlacedEdge[]
}

export const NODE = { width: 176, height: 36 } as const
const LABEL = { width: 40, height: 16 } as const

/** Top-left corner boxes from dagre's centres. */
function box(label: NodeLabel): Box {
  const x = (label.x ?? 0) - label.width / 2
  const y = (label.y ?? 0) - label.height / 2
  return { x, y, width: label.width, height: label.height }
}

export function layOut(map: SharingMap): Drawing {
  const graph = new Graph<GraphLabel, NodeLabel, EdgeLabel>({ compound: true, multigraph: true })
  graph.setGraph({ rankdir: 'LR', nodesep: 10, ranksep: 140, edgesep: 8, marginx: 8, marginy: 8 })
  const clusters = new Map<string, Omit<PlacedCluster, keyof Box>>()
  for (const zone of map.zones) {
    const zoneKey = `zone:${zone.zone}`
    graph.setNode(zoneKey, { width: 0, height: 0 })
    clusters.set(zoneKey, { key: zoneKey, kind: 'zone', label: zone.zone })
    for (const host of zone.hosts) {
      const hostKey = `host:${host.key}`
      graph.setNode(hostKey, { width: 0, height: 0 })
      graph.setParent(hostKey, zoneKey)
      clusters.set(hostKey, {
        key: hostKey,
        kind: 'host',
        label: host.label,
        aggregated: host.aggregated,
        noMultiattach: host.multiattach === false,
      })
    }
  }
  for (const node of map.nodes) {
    graph.setNode(node.key, { width: NODE.width, height: NODE.height })
    if (node.host !== null) graph.setParent(node.key, `host:${node.host}`)
  }
  for (const edge of map.edges) {
    graph.setEdge(edge.from, edge.to, { width: LABEL.width, height: LABEL.height, labelpos: 'c' }, edge.key)
  }
  layout(graph)
  const nodes = map.nodes.map((node) => ({ node, ...box(graph.node(node.key)) }))
  const placedClusters = [...clusters.values()].map((cluster) => ({ ...cluster, ...box(graph.node(cluster.key)) }))
  const shift = headerRoom(map, nodes, placedClusters)
  const edges = map.edges.map((edge) => {
    const label = graph.edge(edge.from, edge.to, edge.key)
    const middle = label.points?.[Math.floor((label.points.length - 1) / 2)] ?? { x: 0, y: 0 }
    const at = { x: label.x ?? middle.x, y: label.y ?? middle.y }
    // The end beyond the label follows its server down (headerRoom).
    const delta = shift.get(edge.to) ?? 0
    const points = (label.points ?? []).map((point) => (point.x > at.x ? { x: point.x, y: point.y + delta } : point))
    return { edge, points, label: at }
  })
  const size = graph.graph()
  const bottom = Math.max(size.height ?? 0, ...placedClusters.map((cluster) => cluster.y + cluster.height + 8))
  return { width: size.width ?? 0, height: bottom, nodes, clusters: placedClusters, edges }
}

const HEADER = 18

/**
 * Dagre leaves a cluster no room for its name: the servers' column moves down to open a line above
 * each zone and each host, and the clusters are drawn around what they hold. Returns each moved
 * node's shift.
 */
function headerRoom(map: SharingMap, nodes: PlacedNode[], clusters: PlacedCluster[]): Map<string, number> {
  const shift = new Map<string, number>()
  const byKey = new Map(clusters.map((cluster) => [cluster.key, cluster]))
  const hostNodes = (host: string) => nodes.filter((placed) => placed.node.host === host)
  const top = (host: string) => Math.min(...hostNodes(host).map((placed) => placed.y))
  const hosts = map.zones.flatMap((zone) => zone.hosts.map((host) => ({ zone: zone.zone, host: host.key })))
  hosts.sort((a, b) => top(a.host) - top(b.host))
  let offset = 0
  let zone: string | null = null
  for (const entry of hosts) {
    if (entry.zone !== zone) offset += HEADER
    zone = entry.zone
    offset += HEADER
    const held = hostNodes(entry.host)
    for (const placed of held) {
      placed.y += offset
      shift.set(placed.node.key, offset)
    }
    const cluster = byKey.get(`host:${entry.host}`)
    if (!cluster || held.length === 0) continue
    cluster.y = Math.min(...held.map((placed) => placed.y)) - HEADER - 2
    cluster.height = Math.max(...held.map((placed) => placed.y + placed.height)) + 6 - cluster.y
  }
  for (const zoneGroup of map.zones) {
    const cluster = byKey.get(`zone:${zoneGroup.zone}`)
    const inner = zoneGroup.hosts.flatMap((host) => byKey.get(`host:${host.key}`) ?? [])
    if (!cluster || inner.length === 0) continue
    cluster.y = Math.min(...inner.map((host) => host.y)) - HEADER - 2
    cluster.height = Math.max(...inner.map((host) => host.y + host.height)) + 6 - cluster.y
  }
  return shift
}

/** Marked as the model starts: the page measures from here to its drawing. */
export const BUILD_MARK = 'sharing-map build'

/** The model and its layout, marking the start for the page's measure. */
export function buildDrawing(input: SharingInput): { map: SharingMap; drawing: Drawing } {
  performance.mark(BUILD_MARK)
  const map = sharingMap(input)
  return { map, drawing: layOut(map) }
}
