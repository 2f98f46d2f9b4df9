// The sharing map: who shares what. Volumes and servers as nodes, each attachment an edge marked
// RW or RO, servers in their host inside their zone (a host of many servers one node until
// opened), the findings beside it with their reasons, and the same links as a table.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useLayoutEffect, useMemo, useState } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { ErrorAlert } from '../../components/notify-alert'
import { useAllProjects } from '../../components/AllProjectsSwitch'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { instancePath, volumePath } from '../../lib/paths'
import type { MapFilters as Filters, MapNode } from '../../rules/sharing-map'
import { hostKeyOf, zoneOf } from '../../rules/sharing-map'
import { FindingsList } from './FindingsList'
import { BUILD_MARK, buildDrawing } from './layout'
import { LinksTable } from './LinksTable'
import { MapDrawing } from './MapDrawing'
import { MapFilters } from './MapFilters'
import { useSharingData } from './use-sharing-data'

/** The performance measure the bench reads: the map's model, layout and drawing. */
export const DRAW_MEASURE = 'sharing-map draw'

const targets = {
  volume: volumePath,
  server: (node: MapNode) => instancePath(node.id),
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

/** `aggregateAbove`: a host with more servers than this is one node (the model's default). */
export function SharingMapPage({ aggregateAbove }: { aggregateAbove?: number } = {}) {
  const t = useT()
  const client = useClient()
  const { allProjects, toggle: allProjectsToggle } = useAllProjects(client.isAdmin)
  const data = useSharingData(allProjects)
  const [filters, setFilters] = useState<Filters>({})
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [view, setView] = useState<'map' | 'table'>('map')
  const ready = !data.pending && data.servers !== undefined

  const built = useMemo(
    () =>
      ready
        ? buildDrawing({
            volumes: data.volumes,
            servers: data.servers ?? [],
            modes: data.modes,
            nodes: data.nodes,
            filters,
            expanded,
            aggregateAbove,
          })
        : null,
    [ready, data.volumes, data.servers, data.modes, data.nodes, filters, expanded, aggregateAbove],
  )
  // From the model's start to the drawing in the page (before paint): what the bench reports.
  useLayoutEffect(() => {
    if (built && view === 'map') performance.measure(DRAW_MEASURE, BUILD_MARK)
  }, [built, view])

  const choices = useMemo(
    () => ({
      types: sorted(data.volumes.flatMap((volume) => (volume.volume_type ? [volume.volume_type] : []))),
      zones: sorted((data.servers ?? []).map((server) => zoneOf(server))),
      hosts: sorted((data.servers ?? []).map((server) => hostKeyOf(server))),
    }),
    [data.volumes, data.servers],
  )
  const names = useMemo(() => {
    const byKey = new Map<string, string>()
    for (const volume of data.volumes) byKey.set(`v:${volume.id}`, volume.name || volume.id)
    for (const server of data.servers ?? []) byKey.set(`s:${server.id}`, server.name || server.id)
    return byKey
  }, [data.volumes, data.servers])
  const flagged = useMemo(() => new Set(built?.map.findings.flatMap((finding) => finding.objects)), [built])

  return (
    <Stack spacing={2}>
      <PageHeader title={t('Sharing Map')} />
      <Typography variant="body2" color="text.secondary">
        {t(
          'Who shares what: volumes on the left, the servers they are attached to on the right by zone and host, each attachment marked RW or RO.',
        )}
      </Typography>
      {allProjectsToggle}
      <MapFilters filters={filters} choices={choices} onChange={setFilters} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: 'map' | 'table' | null) => next && setView(next)}
        aria-label={t('View')}
      >
        <ToggleButton value="map">{t('Map')}</ToggleButton>
        <ToggleButton value="table">{t('Table')}</ToggleButton>
      </ToggleButtonGroup>
      {data.error && <ErrorAlert title={t('Could not load the sharing map')} error={data.error} />}
      {!built && !data.error && <Typography role="status">{t('Loading the sharing map…')}</Typography>}
      {built && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', lg: 'nowrap' } }}>
          <Box sx={{ flex: '1 1 0', minWidth: 0, width: '100%' }}>
            {view === 'table' ? (
              <LinksTable links={built.map.links} flagged={flagged} />
            ) : built.map.nodes.length === 0 ? (
              <Alert severity="info">{t('No volume is shared with these filters.')}</Alert>
            ) : (
              <MapDrawing
                drawing={built.drawing}
                targets={targets}
                onOpenHost={(host) => setExpanded((now) => new Set([...now, host]))}
              />
            )}
          </Box>
          <Box sx={{ flex: { xs: '1 1 100%', lg: '0 0 300px' }, minWidth: 0 }}>
            <FindingsList findings={built.map.findings} nameOf={(key) => names.get(key) ?? key.slice(2)} />
          </Box>
        </Box>
      )}
    </Stack>
  )
}
