// One snapshot, deep-linkable: its fields, its metadata, its volume, and its actions.
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useNavigate, useParams, Link as RouterLink } from 'react-router'
import { DescriptionList } from '../../components/DescriptionList'
import { errorText } from '../../components/error-text'
import { formatCreated, formatSize, volumeDisplayName } from '../../components/format'
import { ErrorAlert } from '../../components/notify-alert'
import { StatusChip } from '../../components/StatusChip'
import { useT } from '../../i18n/use-t'
import { paths, volumePath } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { snapshotOptions } from '../../queries/snapshots'
import { volumeOptions } from '../../queries/volumes'
import { snapshotActions } from './snapshot-actions'
import { useSnapshotDialogs } from './use-snapshot-dialogs'

export function SnapshotDetailPage() {
  const t = useT()
  const { snapshotId = '' } = useParams()
  const client = useClient()
  const navigate = useNavigate()
  const snapshot = useQuery(snapshotOptions(client, snapshotId))
  const volume = useQuery({ ...volumeOptions(client, snapshot.data?.volume_id ?? ''), enabled: !!snapshot.data })
  const dialogs = useSnapshotDialogs({ onDeleted: () => void navigate(paths.snapshots) })
  const title = snapshot.data ? snapshot.data.name || snapshot.data.id : snapshotId

  const crumbs = (
    <Breadcrumbs aria-label={t('Breadcrumb')}>
      <Link component={RouterLink} to={paths.snapshots}>
        {t('Snapshots')}
      </Link>
      <Typography color="text.primary">{title}</Typography>
    </Breadcrumbs>
  )
  if (snapshot.isPending) {
    return (
      <Stack spacing={2}>
        {crumbs}
        <Typography role="status">{t('Loading the snapshot…')}</Typography>
      </Stack>
    )
  }
  if (snapshot.error) {
    return (
      <Stack spacing={2}>
        {crumbs}
        <ErrorAlert
          title={
            errorText(snapshot.error).status === 404
              ? t('This snapshot does not exist (any more).')
              : t('Could not load the snapshot')
          }
          error={snapshot.error}
          action={<Button onClick={() => void snapshot.refetch()}>{t('Try again')}</Button>}
        />
      </Stack>
    )
  }
  const data = snapshot.data
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
  const metadata = Object.entries(data.metadata)
  return (
    <Stack spacing={3}>
      {crumbs}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <StatusChip status={data.status} />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        aria-label={t('Snapshot actions')}
        role="toolbar"
      >
        {snapshotActions(data, client).map((action) => (
          <Button
            key={action.id}
            variant="outlined"
            color={action.id === 'delete' ? 'error' : 'primary'}
            disabled={!action.guard.ok}
            title={action.guard.ok ? undefined : action.guard.reason}
            onClick={() => dialogs.act(action.id, data)}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Overview')}
        </Typography>
        <DescriptionList rows={rows} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Metadata')}
        </Typography>
        {metadata.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('No metadata')}
          </Typography>
        ) : (
          <DescriptionList rows={metadata} />
        )}
      </Paper>
      {dialogs.element}
    </Stack>
  )
}
