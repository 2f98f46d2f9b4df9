// Admin › All Volumes: every project's volumes (all_tenants), with the Project (names from
// Keystone) and Host columns, filters by name, status, project and host, server-side sort and
// paging. Behind RequireAdmin (src/app/routes.tsx): only admins reach it. Requests: the list,
// one server index, one project list — however many rows.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useT } from '../../../i18n/use-t'
import { useListView } from '../../../lib/use-list-view'
import { useClient } from '../../../lib/session'
import { adminServerIndexOptions, adminVolumePageOptions } from '../../../queries/all-projects'
import { FILTER_STATUSES } from '../../../rules/statuses'
import { volumeColumns } from './admin-columns'
import { AdminFilters } from './AdminFilters'
import { AdminVolumeActionsMenu } from './AdminVolumeActionsMenu'
import { AllProjectsList } from './AllProjectsList'
import { ProjectName } from '../../../components/ProjectName'
import { useAdminTable } from './use-admin-table'
import { useProjectNames } from '../../../queries/use-project-names'
import { VolumeAttachments } from './VolumeAttachments'
import { readVolumeView, writeView } from './view-state'

export function AllVolumesPage() {
  const t = useT()
  const client = useClient()
  const { view, update, sorting, onSortChange } = useListView(readVolumeView, writeView)
  const list = useQuery(adminVolumePageOptions(client, view))
  const servers = useQuery(adminServerIndexOptions(client))
  const projects = useProjectNames(client)
  const columns = useMemo(() => volumeColumns(t), [t])
  const table = useAdminTable({
    rows: list.data?.rows ?? [],
    columns,
    sort: sorting,
    onSortChange,
    renderers: {
      project: (volume) => <ProjectName id={volume['os-vol-tenant-attr:tenant_id']} names={projects.names} />,
      attached_to: (volume) => <VolumeAttachments volume={volume} servers={servers.data} />,
      actions: (volume) => <AdminVolumeActionsMenu volume={volume} />,
    },
  })
  return (
    <AllProjectsList
      title={t('All Volumes')}
      counted={(count) => t('{{count}} volumes', { count })}
      list={list}
      table={table}
      view={view}
      update={update}
      namesMissing={projects.query.isError}
      filters={
        <AdminFilters
          label={t('Filter volumes of all projects')}
          view={view}
          statuses={FILTER_STATUSES}
          projects={projects.projects}
          withHost
          onChange={update}
        />
      }
      words={{ loading: t('Loading volumes…'), failed: t('Could not load volumes'), empty: t('No volumes') }}
    />
  )
}
