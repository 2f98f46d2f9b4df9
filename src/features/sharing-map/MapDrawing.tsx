// The map as SVG: clusters for zones and hosts, volumes and servers as links to their pages, a
// host of many servers as a button that opens it, each edge labelled RW or RO. Every name is
// text (React escapes it); nothing the cloud sends is markup.
import Box from '@mui/material/Box'
import type { KeyboardEvent, MouseEvent } from 'react'
import { useHref, useNavigate } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { MapNode } from '../../rules/sharing-map'
import type { Drawing, PlacedNode } from './layout'

const COLOR = {
  volume: 'var(--mui-palette-primary-main)',
  server: 'var(--mui-palette-text-secondary)',
  flagged: 'var(--mui-palette-warning-main)',
  text: 'var(--mui-palette-text-primary)',
  zone: 'var(--mui-palette-divider)',
  paper: 'var(--mui-palette-background-paper)',
  rw: 'var(--mui-palette-secondary-main)',
  ro: 'var(--mui-palette-info-main)',
} as const

/** A label that fits its box: long names end in an ellipsis, the whole one in the title. */
function clip(text: string, chars: number): string {
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text
}

function Shape({ placed, text }: { placed: PlacedNode; text: string }) {
  const { node } = placed
  return (
    <>
      <title>{node.label}</title>
      <rect
        x={placed.x}
        y={placed.y}
        width={placed.width}
        height={placed.height}
        rx={node.kind === 'volume' ? 18 : 4}
        fill={COLOR.paper}
        stroke={node.flagged ? COLOR.flagged : node.kind === 'volume' ? COLOR.volume : COLOR.server}
        strokeWidth={node.flagged ? 3 : 1.5}
      />
      <text
        x={placed.x + placed.width / 2}
        y={placed.y + placed.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={13}
        fill={COLOR.text}
      >
        {text}
      </text>
    </>
  )
}

function NodeLink({ placed, to, label }: { placed: PlacedNode; to: string; label: string }) {
  const href = useHref(to)
  const navigate = useNavigate()
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void navigate(to)
  }
  return (
    <a href={href} aria-label={label} onClick={open} className="map-node">
      <Shape placed={placed} text={clip(placed.node.label, 22)} />
    </a>
  )
}

function HostButton({ placed, label, onOpen }: { placed: PlacedNode; label: string; onOpen: () => void }) {
  const t = useT()
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    onOpen()
  }
  const text = t('{{count}} servers', { count: placed.node.count ?? 0 })
  return (
    <g role="button" tabIndex={0} aria-label={label} onClick={onOpen} onKeyDown={keyDown} className="map-node">
      <Shape placed={placed} text={text} />
    </g>
  )
}

export interface NodeTargets {
  volume: (id: string) => string
  server: (node: MapNode) => string
}

export function MapDrawing({
  drawing,
  targets,
  onOpenHost,
}: {
  drawing: Drawing
  targets: NodeTargets
  onOpenHost: (host: string) => void
}) {
  const t = useT()
  return (
    <Box
      sx={{
        overflow: 'auto',
        maxHeight: '70vh',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '& .map-node:focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
        '& .map-node': { cursor: 'pointer' },
      }}
    >
      <svg
        viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        width="100%"
        style={{ display: 'block', maxWidth: drawing.width }}
        role="group"
        aria-label={t('Sharing map')}
        data-nodes={drawing.nodes.length}
      >
        {drawing.clusters.map((cluster) => (
          <g key={cluster.key} aria-hidden="true">
            <rect
              x={cluster.x}
              y={cluster.y}
              width={cluster.width}
              height={cluster.height}
              rx={6}
              fill="none"
              stroke={cluster.noMultiattach ? COLOR.flagged : COLOR.zone}
              strokeDasharray={cluster.kind === 'host' ? '4 3' : undefined}
            />
            <text x={cluster.x + 6} y={cluster.y + 13} fontSize={11} fill={COLOR.server}>
              {cluster.kind === 'zone'
                ? t('Zone {{zone}}', { zone: cluster.label })
                : cluster.noMultiattach
                  ? t('{{host}} (cannot multi-attach)', { host: clip(cluster.label, 14) })
                  : clip(cluster.label, 28)}
            </text>
          </g>
        ))}
        {drawing.edges.map(({ edge, points, label }) => (
          <g key={edge.key} aria-hidden="true">
            <polyline
              points={points.map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              stroke={edge.mode === 'ro' ? COLOR.ro : COLOR.rw}
              strokeWidth={edge.mode === 'rw' ? 2 : 1.5}
              strokeDasharray={edge.mode === null ? '3 3' : undefined}
            />
            <rect x={label.x - 16} y={label.y - 8} width={32} height={16} rx={3} fill={COLOR.paper} />
            <text
              x={label.x}
              y={label.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={11}
              fill={COLOR.text}
            >
              {`${edge.mode === null ? '?' : edge.mode.toUpperCase()}${edge.count > 1 ? ` ×${edge.count}` : ''}`}
            </text>
          </g>
        ))}
        {drawing.nodes.map((placed) => {
          const { node } = placed
          if (node.kind === 'hostGroup') {
            const label = t('Host {{host}}: {{count}} servers, open', { host: node.label, count: node.count ?? 0 })
            return <HostButton key={node.key} placed={placed} label={label} onOpen={() => onOpenHost(node.id)} />
          }
          const label =
            node.kind === 'volume'
              ? t('Volume {{name}}', { name: node.label })
              : t('Server {{name}}', { name: node.label })
          const to = node.kind === 'volume' ? targets.volume(node.id) : targets.server(node)
          return <NodeLink key={node.key} placed={placed} to={to} label={label} />
        })}
      </svg>
    </Box>
  )
}
