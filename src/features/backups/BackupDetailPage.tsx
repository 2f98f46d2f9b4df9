// One backup, deep-linkable: its fields, why it failed, its volume (and snapshot), its metadata,
// and its actions.
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useNavigate, useParams, Link as RouterLink } from 'react-router'
import { DescriptionList } from '../../components/DescriptionList'
import { DetailPage, DetailSection } from '../../components/DetailPage'
import { formatCreated, formatSize, volumeDisplayName, yesNo } from '../../components/format'
import { StatusChip } from '../../components/StatusChip'
import { ResourceMessages } from '../../dialogs/messages/ResourceMessages'
import { isErrorStatus } from '../../rules/statuses'
import { useT } from '../../i18n/use-t'
import { paths, snapshotPath, volumePath } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { backupOptions } from '../../queries/backups'
import { volumeOptions } from '../../queries/volumes'
import { backupActions } from './backup-actions'
import { useBackupDialogs } from './use-backup-dialogs'

export function BackupDetailPage() {
  const t = useT()
  const { backupId = '' } = useParams()
  const client = useClient()
  const navigate = useNavigate()
  const backup = useQuery(backupOptions(client, backupId))
  // The volume may be gone (a backup outlives its volume): then its id shows.
  const volume = useQuery({
    ...volumeOptions(client, backup.data?.volume_id ?? ''),
    enabled: !!backup.data,
    retry: false,
  })
  const dialogs = useBackupDialogs({ onDeleted: () => void navigate(paths.backups) })
  const title = backup.data ? backup.data.name || backup.data.id : backupId

  return (
    <DetailPage
      panel={{ label: t('Backups'), to: paths.backups }}
      title={title}
      query={backup}
      words={{
        loading: t('Loading the backup…'),
        notFound: t('This backup does not exist (any more).'),
        failed: t('Could not load the backup'),
        actions: t('Backup actions'),
      }}
      actions={(data) => backupActions(data, client)}
      onAction={dialogs.act}
    >
      {(data) => {
        const rows: Array<[string, ReactNode]> = [
          [t('ID'), data.id],
          [t('Status'), <StatusChip key="status" status={data.status} />],
          ...(data.fail_reason ? [[t('Fail reason'), data.fail_reason] as [string, ReactNode]] : []),
          [t('Size'), formatSize(data.size)],
          [
            t('Volume'),
            <Link key="volume" component={RouterLink} to={volumePath(data.volume_id)}>
              {volume.data ? volumeDisplayName(volume.data) : data.volume_id}
            </Link>,
          ],
          ...(data.snapshot_id
            ? [
                [
                  t('Snapshot'),
                  <Link key="snapshot" component={RouterLink} to={snapshotPath(data.snapshot_id)}>
                    {data.snapshot_id}
                  </Link>,
                ] as [string, ReactNode],
              ]
            : []),
          [t('Incremental'), yesNo(data.is_incremental)],
          [t('Incrementals depend on it'), yesNo(data.has_dependent_backups)],
          [t('Data as of'), formatCreated(data.data_timestamp)],
          [t('Created'), formatCreated(data.created_at)],
          [t('Updated'), formatCreated(data.updated_at)],
          [t('Description'), data.description || '—'],
          [t('Container'), data.container || '—'],
          [t('Objects'), data.object_count ?? '—'],
          ...(data['os-backup-project-attr:project_id']
            ? [[t('Project'), data['os-backup-project-attr:project_id']] as [string, ReactNode]]
            : []),
        ]
        const metadata = Object.entries(data.metadata ?? {})
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
            {data.metadata !== undefined && (
              <DetailSection title={t('Metadata')}>
                {metadata.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('No metadata')}
                  </Typography>
                ) : (
                  <DescriptionList rows={metadata} />
                )}
              </DetailSection>
            )}
            {dialogs.element}
          </>
        )
      }}
    </DetailPage>
  )
}
