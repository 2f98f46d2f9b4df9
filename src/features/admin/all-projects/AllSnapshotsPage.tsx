// Admin › All Snapshots: every project's snapshots (all_tenants), with the Project column (names
// from Keystone), filters by name, status and project, server-side sort and paging. Behind
// RequireAdmin. Requests: the list and one project list, however many rows.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useT } from '../../../i18n/use-t'
import { useListView } from '../../../lib/use-list-view'
import { useClient } from '../../../lib/session'
import { adminSnapshotPageOptions } from '../../../queries/all-projects'
import { SNAPSHOT_FILTER_STATUSES } from '../../../rules/statuses'
import { snapshotColumns } from './admin-columns'
import { AdminFilters } from './AdminFilters'
import { AdminSnapshotActionsMenu } from './AdminSnapshotActionsMenu'
import { AllProjectsList } from './AllProjectsList'
import { ProjectName } from '../../../components/ProjectName'
import { useAdminTable } from './use-admin-table'
import { useProjectNames } from '../../../queries/use-project-names'
import { readSnapshotView, writeView } from './view-state'

export function AllSnapshotsPage() {
  const t = useT()
  const client = useClient()
  const { view, update, sorting, onSortChange } = useListView(readSnapshotView, writeView)
  const list = useQuery(adminSnapshotPageOptions(client, view))
  const projects = useProjectNames(client)
  const columns = useMemo(() => snapshotColumns(t), [t])
  const table = useAdminTable({
    rows: list.data?.rows ?? [],
    columns,
    sort: sorting,
    onSortChange,
    renderers: {
      actions: (snapshot) => <AdminSnapshotActionsMenu snapshot={snapshot} />,
      project: (snapshot) => (
        <ProjectName id={snapshot['os-extended-snapshot-attributes:project_id']} names={projects.names} />
      ),
    },
  })
  return (
    <AllProjectsList
      title={t('All Snapshots')}
      counted={(count) => t('{{count}} snapshots', { count })}
      list={list}
      table={table}
      view={view}
      update={update}
      namesMissing={projects.query.isError}
      filters={
        <AdminFilters
          label={t('Filter snapshots of all projects')}
          view={view}
          statuses={SNAPSHOT_FILTER_STATUSES}
          projects={projects.projects}
          onChange={update}
        />
      }
      words={{ loading: t('Loading snapshots…'), failed: t('Could not load snapshots'), empty: t('No snapshots') }}
    />
  )
}
