// The Volume Groups panel (generic volume groups, 3.13): the project's groups with their types,
// zone and members, each group's actions, and Create Group. An administrator may list every
// project's (all_tenants; the group's project_id from 3.58), kept in the address as ?projects=all.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { GuardedButton } from '../../components/GuardedButton'
import { PageHeader } from '../../components/PageHeader'
import { ProjectName } from '../../components/ProjectName'
import { RowActionsMenu } from '../../components/RowActionsMenu'
import { ListState } from '../../components/table/ListState'
import { useAllProjects } from '../../components/AllProjectsSwitch'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { volumeTypesOptions } from '../../queries/catalog'
import { groupsOptions, groupTypesOptions } from '../../queries/groups'
import { useProjectNames } from '../../queries/use-project-names'
import { asWriter } from '../../rules/roles'
import { replicationTypeFacts } from '../../rules/group-replication-guards'
import { groupActions } from './group-actions'
import { GroupTable } from './GroupTable'
import { useGroupDialogs } from './use-group-dialogs'

export function GroupListPage() {
  const t = useT()
  const client = useClient()
  const { allProjects, toggle: allProjectsToggle } = useAllProjects(client.isAdmin)
  const groups = useQuery(groupsOptions(client, allProjects))
  const groupTypes = useQuery(groupTypesOptions(client))
  const volumeTypes = useQuery(volumeTypesOptions(client))
  const dialogs = useGroupDialogs()
  const writer = asWriter(client, () => ({ ok: true }))
  const count = groups.data?.length
  const groupTypeNames = new Map((groupTypes.data ?? []).map((type) => [type.id, type.name]))
  const volumeTypeNames = new Map((volumeTypes.data ?? []).map((type) => [type.id, type.name]))
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Volume Groups')}
        status={count === undefined ? undefined : t('{{count}} groups', { count })}
        actions={
          <GuardedButton variant="contained" reason={writer.ok ? undefined : writer.reason} onClick={dialogs.create}>
            {t('Create Group')}
          </GuardedButton>
        }
      />
      <Typography variant="body2" color="text.secondary">
        {t(
          'Volumes in a group are snapshotted together, and a new group can be made from a group snapshot or from another group.',
        )}
      </Typography>
      {allProjectsToggle}
      <ListState
        query={groups}
        loading={t('Loading groups…')}
        failed={t('Could not load groups')}
        empty={count === 0 ? t('No volume groups yet') : undefined}
      />
      {count !== undefined && count > 0 && (
        <GroupTable
          groups={groups.data ?? []}
          groupTypeName={(id) => groupTypeNames.get(id) ?? id}
          volumeTypeName={(id) => volumeTypeNames.get(id) ?? id}
          project={allProjects ? (group) => <AdminProject id={group.project_id} /> : undefined}
          actions={(group) => (
            <RowActionsMenu
              name={group.name || group.id}
              actions={() =>
                groupActions(group, client, replicationTypeFacts(group, groupTypes.data, volumeTypes.data))
              }
              onSelect={(id) => dialogs.act(id, group)}
            />
          )}
        />
      )}
      {dialogs.element}
    </Stack>
  )
}

/** The group's project by its name from Keystone (asked for only with every project's groups). */
function AdminProject({ id }: { id: string | undefined }) {
  const { names } = useProjectNames(useClient())
  return <ProjectName id={id} names={names} />
}
