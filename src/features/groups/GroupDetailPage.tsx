// One group, deep-linkable: its fields, its member volumes (links to their pages), its group
// snapshots, and its actions.
import Link from '@mui/material/Link'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { DescriptionList } from '../../components/DescriptionList'
import { DetailPage, DetailSection } from '../../components/DetailPage'
import { formatCreated } from '../../components/format'
import { useT } from '../../i18n/use-t'
import { groupPath, paths } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { volumeTypesOptions } from '../../queries/catalog'
import { groupOptions, groupTypesOptions } from '../../queries/groups'
import { replicationTypeFacts } from '../../rules/group-replication-guards'
import { groupActions } from './group-actions'
import { GroupMembersSection } from './GroupMembersSection'
import { GroupSnapshotsSection } from './GroupSnapshotsSection'
import { useGroupDialogs } from './use-group-dialogs'
import { useGroupSettled } from './use-group-settled'

export function GroupDetailPage() {
  const t = useT()
  const { groupId = '' } = useParams()
  const client = useClient()
  const navigate = useNavigate()
  const group = useQuery(groupOptions(client, groupId))
  useGroupSettled(group.data)
  const groupTypes = useQuery(groupTypesOptions(client))
  const volumeTypes = useQuery(volumeTypesOptions(client))
  const dialogs = useGroupDialogs({ onDeleted: () => void navigate(paths.groups) })
  const title = group.data ? group.data.name || group.data.id : groupId
  const groupTypeName = (id: string) => groupTypes.data?.find((type) => type.id === id)?.name ?? id
  const volumeTypeName = (id: string) => volumeTypes.data?.find((type) => type.id === id)?.name ?? id

  return (
    <DetailPage
      panel={{ label: t('Volume Groups'), to: paths.groups }}
      title={title}
      query={group}
      words={{
        loading: t('Loading the group…'),
        notFound: t('This group does not exist (any more).'),
        failed: t('Could not load the group'),
        actions: t('Group actions'),
      }}
      actions={(data) => groupActions(data, client, replicationTypeFacts(data, groupTypes.data, volumeTypes.data))}
      onAction={dialogs.act}
    >
      {(data) => {
        const rows: Array<[string, ReactNode]> = [
          [t('ID'), data.id],
          [t('Group Type'), groupTypeName(data.group_type)],
          [t('Volume Types'), data.volume_types.map(volumeTypeName).join(', ')],
          [t('Availability Zone'), data.availability_zone],
          [t('Created'), formatCreated(data.created_at)],
          [t('Description'), data.description || '—'],
        ]
        if (data.source_group_id) {
          rows.push([
            t('Copied from group'),
            <Link key="source" component={RouterLink} to={groupPath(data.source_group_id)}>
              {data.source_group_id}
            </Link>,
          ])
        }
        if (data.group_snapshot_id) rows.push([t('Made from group snapshot'), data.group_snapshot_id])
        if (data.replication_status) rows.push([t('Replication'), t(data.replication_status, { ns: 'status' })])
        return (
          <>
            <DetailSection title={t('Overview')}>
              <DescriptionList rows={rows} />
            </DetailSection>
            <DetailSection title={t('Volumes')}>
              <GroupMembersSection
                groupId={data.id}
                replication={(data.replication_status ?? 'disabled') !== 'disabled'}
              />
            </DetailSection>
            {client.feature('groupSnapshots').available && (
              <DetailSection title={t('Group Snapshots')}>
                <GroupSnapshotsSection groupId={data.id} onAction={dialogs.actOnSnapshot} />
              </DetailSection>
            )}
            {dialogs.element}
          </>
        )
      }}
    </DetailPage>
  )
}
