// The Volume Groups panel (generic volume groups, 3.13): the project's groups with their types,
// zone and members, each group's actions, and Create Group.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { GuardedButton } from '../../components/GuardedButton'
import { PageHeader } from '../../components/PageHeader'
import { RowActionsMenu } from '../../components/RowActionsMenu'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { volumeTypesOptions } from '../../queries/catalog'
import { groupsOptions, groupTypesOptions } from '../../queries/groups'
import { asWriter } from '../../rules/roles'
import { groupActions } from './group-actions'
import { GroupTable } from './GroupTable'
import { useGroupDialogs } from './use-group-dialogs'

export function GroupListPage() {
  const t = useT()
  const client = useClient()
  const groups = useQuery(groupsOptions(client))
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
          actions={(group) => (
            <RowActionsMenu
              name={group.name || group.id}
              actions={() => groupActions(group, client)}
              onSelect={(id) => dialogs.act(id, group)}
            />
          )}
        />
      )}
      {dialogs.element}
    </Stack>
  )
}
