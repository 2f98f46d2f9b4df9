// "All my volumes": every volume of every project the user may use, in every region of the
// catalog, in one table with Project and Region columns (beyond Horizon and Skyline, which show
// one project and one region at a time). One listing per project and region, asked in parallel
// through side clients (the session stays where it is), with progress; a source that fails says
// so and the others still show. Filtered (whole name, status) by Cinder, sorted and paged here.
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { errorText } from '../../components/error-text'
import { useNotify } from '../../components/notify-context'
import { PageHeader } from '../../components/PageHeader'
import { ResourceFilters } from '../../components/ResourceFilters'
import { ListPagination } from '../../components/table/ListPagination'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { volumePath } from '../../lib/paths'
import { projectBase, useProjectUrl } from '../../lib/project-url'
import { useClient, useSession } from '../../lib/session'
import { useListView } from '../../lib/use-list-view'
import { sourceVolumesOptions, SOURCE_LIMIT, volumeSources } from '../../queries/all-volumes'
import { myProjectsOptions } from '../../queries/identity'
import { FILTER_STATUSES } from '../../rules/statuses'
import { AllVolumesTable } from './AllVolumesTable'
import { sortRows, type SourcedVolume } from './rows'
import { PAGE_SIZES, readView, writeView } from './view-state'

/** The listings as one value, made anew only when one of them changes (useQueries' combine). */
function asListings<T extends { data?: unknown; error: unknown; isPending: boolean }>(results: T[]): T[] {
  return results
}

export function AllVolumesPage() {
  const t = useT()
  const client = useClient()
  const { switchTo } = useSession()
  const projectUrl = useProjectUrl()
  const navigate = useNavigate()
  const notify = useNotify()
  const { view, update, sorting, onSortChange } = useListView(readView, writeView)
  const projects = useQuery(myProjectsOptions(client))
  const regions = client.regions
  // An application credential's session reads its own project only (Keystone re-scopes none of its tokens).
  const reachable = useMemo(
    () =>
      client.token.applicationCredential
        ? [client.token.project]
        : (projects.data ?? []).map(({ id, name }) => ({ id, name })),
    [client.token, projects.data],
  )
  const sources = useMemo(() => volumeSources(reachable, regions), [reachable, regions])
  const filters = useMemo(
    () => ({ ...(view.name ? { name: view.name } : {}), ...(view.status ? { status: view.status } : {}) }),
    [view.name, view.status],
  )
  const listings = useQueries({
    queries: sources.map((source) => sourceVolumesOptions(client, source, filters)),
    combine: asListings,
  })

  const done = listings.filter((listing) => !listing.isPending).length
  const failures = sources.flatMap((source, index) => {
    const listing = listings[index]
    return listing?.error ? [{ source, error: listing.error }] : []
  })
  const cut = sources.filter((_source, index) => listings[index]?.data?.more)
  const rows = useMemo(() => {
    const merged: SourcedVolume[] = []
    sources.forEach((source, index) => {
      for (const volume of listings[index]?.data?.volumes ?? [])
        merged.push({ volume, projectId: source.project.id, projectName: source.project.name, region: source.region })
    })
    return sortRows(merged, view.sort)
  }, [sources, listings, view.sort])
  const shown = rows.slice(view.page * view.size, (view.page + 1) * view.size)
  const place = (projectId: string, region: string) =>
    `${reachable.find((project) => project.id === projectId)?.name ?? projectId} · ${region}`

  const open = async (row: SourcedVolume) => {
    try {
      // One move of the session to the row's project and region, then its page there.
      if (row.region !== client.place.region || row.projectId !== client.token.project.id)
        await switchTo({ projectId: row.projectId, region: row.region })
      if (projectUrl) projectUrl.open(row.projectId, volumePath(row.volume.id))
      else await navigate(volumePath(row.volume.id))
    } catch (error) {
      notify.error(t('Could not open {{name}}', { name: row.volume.name || row.volume.id }), error)
    }
  }

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('All my volumes')}
        status={
          sources.length > 0 && done === sources.length ? t('{{count}} volumes', { count: rows.length }) : undefined
        }
      />
      <Typography color="text.secondary">
        {t('Every project you may use, in every region: {{projects}} projects × {{regions}} regions.', {
          projects: reachable.length,
          regions: regions.length,
        })}
      </Typography>
      <ResourceFilters label={t('Filter volumes')} view={view} statuses={FILTER_STATUSES} onChange={update} />
      <ListState
        query={projects}
        loading={t('Loading projects…')}
        failed={t('Could not load your projects')}
        empty={projects.data && reachable.length === 0 ? t('No projects') : undefined}
      />
      {sources.length > 0 && done < sources.length && (
        <Stack spacing={0.5}>
          <Typography role="status">
            {t('Listed {{done}} of {{total}} projects and regions…', { done, total: sources.length })}
          </Typography>
          <LinearProgress variant="determinate" value={(100 * done) / sources.length} aria-hidden />
        </Stack>
      )}
      {failures.map(({ source, error }) => (
        <Alert key={`${source.project.id}/${source.region}`} severity="warning">
          {t('Could not list {{place}}: {{reason}}', {
            place: place(source.project.id, source.region),
            reason: errorText(error).message,
          })}
        </Alert>
      ))}
      {cut.map((source) => (
        <Alert key={`more-${source.project.id}/${source.region}`} severity="info">
          {t(
            '{{place}} has more than {{limit}} volumes that match: the newest {{limit}} are shown; filter to see others.',
            {
              place: place(source.project.id, source.region),
              limit: SOURCE_LIMIT,
            },
          )}
        </Alert>
      ))}
      {done === sources.length && sources.length > 0 && rows.length === 0 && failures.length === 0 && (
        <Typography>{t('No volumes')}</Typography>
      )}
      {shown.length > 0 && (
        <AllVolumesTable
          rows={shown}
          sort={sorting}
          onSortChange={onSortChange}
          href={(row) => `${projectBase(row.projectId)}${volumePath(row.volume.id)}`}
          onOpen={(row) => void open(row)}
        />
      )}
      {rows.length > 0 && (
        <ListPagination count={rows.length} page={view.page} size={view.size} sizes={PAGE_SIZES} onChange={update} />
      )}
    </Stack>
  )
}
