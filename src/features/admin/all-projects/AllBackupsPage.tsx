// Admin › All Backups: every project's backups (all_tenants), with the Project column (names
// from Keystone; the backup's project from 3.18), filters by name, status and project,
// server-side sort and paging. Behind RequireAdmin. Requests: the list and one project list.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useT } from '../../../i18n/use-t'
import { useListView } from '../../../lib/use-list-view'
import { useClient } from '../../../lib/session'
import { adminBackupPageOptions } from '../../../queries/all-projects'
import { BACKUP_FILTER_STATUSES } from '../../../rules/statuses'
import { backupColumns } from './admin-columns'
import { AdminFilters } from './AdminFilters'
import { AllProjectsList } from './AllProjectsList'
import { ProjectName } from '../../../components/ProjectName'
import { useAdminTable } from './use-admin-table'
import { useProjectNames } from '../../../queries/use-project-names'
import { readBackupView, writeView } from './view-state'

export function AllBackupsPage() {
  const t = useT()
  const client = useClient()
  const { view, update, sorting, onSortChange } = useListView(readBackupView, writeView)
  const list = useQuery(adminBackupPageOptions(client, view))
  const projects = useProjectNames(client)
  const columns = useMemo(() => backupColumns(t), [t])
  const table = useAdminTable({
    rows: list.data?.rows ?? [],
    columns,
    sort: sorting,
    onSortChange,
    renderers: {
      project: (backup) => <ProjectName id={backup['os-backup-project-attr:project_id']} names={projects.names} />,
    },
  })
  return (
    <AllProjectsList
      title={t('All Backups')}
      counted={(count) => t('{{count}} backups', { count })}
      list={list}
      table={table}
      view={view}
      update={update}
      namesMissing={projects.query.isError}
      filters={
        <AdminFilters
          label={t('Filter backups of all projects')}
          view={view}
          statuses={BACKUP_FILTER_STATUSES}
          projects={projects.projects}
          onChange={update}
        />
      }
      words={{ loading: t('Loading backups…'), failed: t('Could not load backups'), empty: t('No backups') }}
    />
  )
}
