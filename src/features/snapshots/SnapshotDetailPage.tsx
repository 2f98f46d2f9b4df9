// One snapshot, deep-linkable: its fields, its metadata, its volume, and its actions.
import Link from '@mui/material/Link'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useNavigate, useParams, Link as RouterLink } from 'react-router'
import { DescriptionList } from '../../components/DescriptionList'
import { DetailPage, DetailSection } from '../../components/DetailPage'
import { formatCreated, formatSize, volumeDisplayName } from '../../components/format'
import { StatusChip } from '../../components/StatusChip'
import { useT } from '../../i18n/use-t'
import { paths, volumePath } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { snapshotOptions } from '../../queries/snapshots'
import { volumeOptions } from '../../queries/volumes'
import { snapshotActions } from './snapshot-actions'
import { useSnapshotDialogs } from './use-snapshot-dialogs'
import { MetadataSection } from '../../dialogs/metadata/MetadataSection'
import { ResourceMessages } from '../../dialogs/messages/ResourceMessages'
import { asWriter } from '../../rules/roles'
import { isErrorStatus } from '../../rules/statuses'

export function SnapshotDetailPage() {
  const t = useT()
  const { snapshotId = '' } = useParams()
  const client = useClient()
  const navigate = useNavigate()
  const snapshot = useQuery(snapshotOptions(client, snapshotId))
  const volume = useQuery({ ...volumeOptions(client, snapshot.data?.volume_id ?? ''), enabled: !!snapshot.data })
  const dialogs = useSnapshotDialogs({ onDeleted: () => void navigate(paths.snapshots) })
  const title = snapshot.data ? snapshot.data.name || snapshot.data.id : snapshotId

  return (
    <DetailPage
      panel={{ label: t('Snapshots'), to: paths.snapshots }}
      title={title}
      query={snapshot}
      words={{
        loading: t('Loading the snapshot…'),
        notFound: t('This snapshot does not exist (any more).'),
        failed: t('Could not load the snapshot'),
        actions: t('Snapshot actions'),
      }}
      actions={(data) => snapshotActions(data, client)}
      onAction={dialogs.act}
    >
      {(data) => {
        const rows: Array<[string, ReactNode]> = [
          [t('ID'), data.id],
          [t('Status'), <StatusChip key="status" status={data.status} />],
          [t('Size'), formatSize(data.size)],
          [
            t('Volume'),
            <Link key="volume" component={RouterLink} to={volumePath(data.volume_id)}>
              {volume.data ? volumeDisplayName(volume.data) : data.volume_id}
            </Link>,
          ],
          [t('Created'), formatCreated(data.created_at)],
          [t('Updated'), formatCreated(data.updated_at)],
          [t('Description'), data.description || '—'],
          [t('Progress'), data['os-extended-snapshot-attributes:progress'] ?? '—'],
        ]
        return (
          <>
            {isErrorStatus(data.status) && (
              <DetailSection title={t('Why it failed')}>
                <ResourceMessages resourceId={data.id} status={data.status} />
              </DetailSection>
            )}
            <DetailSection title={t('Overview')}>
              <DescriptionList rows={rows} />
            </DetailSection>
            <DetailSection title={t('Metadata')}>
              <MetadataSection
                metadata={data.metadata}
                guard={asWriter(client, () => ({ ok: true }))}
                onEdit={() => dialogs.act('metadata', data)}
              />
            </DetailSection>
            {dialogs.element}
          </>
        )
      }}
    </DetailPage>
  )
}
