// One volume, deep-linkable: its overview, its actions and its attachments.
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams, Link as RouterLink } from 'react-router'
import type { VolumeAttachmentRef } from '../../api'
import { errorText } from '../../components/error-text'
import { StatusChip } from '../../components/StatusChip'
import { ErrorAlert } from '../../components/notify-alert'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { serverIndexOptions } from '../../queries/servers'
import { attachmentModesOptions, volumeOptions } from '../../queries/volumes'
import { volumeActions } from './actions/volume-actions'
import { canWrite } from '../../rules/roles'
import { useVolumeDialogs } from './actions/use-volume-dialogs'
import { ChangeModeDialog } from './attach/ChangeModeDialog'
import { useDetach } from '../../attachments/use-detach'
import { attachmentItems } from './attached-to/attachment-items'
import { VolumeAttachmentsTable } from './detail/VolumeAttachmentsTable'
import { VolumeOverview } from './detail/VolumeOverview'
import { VolumeSnapshots } from './detail/VolumeSnapshots'
import { volumeDisplayName } from '../../components/format'

export function VolumeDetailPage() {
  const t = useT()
  const { volumeId = '' } = useParams()
  const client = useClient()
  const navigate = useNavigate()
  const volume = useQuery(volumeOptions(client, volumeId))
  const servers = useQuery(serverIndexOptions(client))
  const modes = useQuery(attachmentModesOptions(client))
  const detach = useDetach()
  const dialogs = useVolumeDialogs({ onDeleted: () => void navigate(paths.volumes) })
  const writer = canWrite(client)
  const [changing, setChanging] = useState<VolumeAttachmentRef | null>(null)

  const crumbs = (
    <Breadcrumbs aria-label={t('Breadcrumb')}>
      <Link component={RouterLink} to={paths.volumes}>
        {t('Volumes')}
      </Link>
      <Typography color="text.primary">{volume.data ? volumeDisplayName(volume.data) : volumeId}</Typography>
    </Breadcrumbs>
  )
  if (volume.isPending) {
    return (
      <Stack spacing={2}>
        {crumbs}
        <Typography role="status">{t('Loading the volume…')}</Typography>
      </Stack>
    )
  }
  if (volume.error) {
    return (
      <Stack spacing={2}>
        {crumbs}
        <ErrorAlert
          title={
            errorText(volume.error).status === 404
              ? t('This volume does not exist (any more).')
              : t('Could not load the volume')
          }
          error={volume.error}
          action={<Button onClick={() => void volume.refetch()}>{t('Try again')}</Button>}
        />
      </Stack>
    )
  }
  const data = volume.data
  const items = attachmentItems(data, servers.data?.byId, modes.data)
  return (
    <Stack spacing={3}>
      {crumbs}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {volumeDisplayName(data)}
        </Typography>
        <StatusChip status={data.status} />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        aria-label={t('Volume actions')}
        role="toolbar"
      >
        {volumeActions(data, client, modes.data).map((action) => (
          <Button
            key={action.id}
            variant="outlined"
            color={action.id === 'delete' ? 'error' : 'primary'}
            disabled={!action.guard.ok}
            title={action.guard.ok ? undefined : action.guard.reason}
            onClick={() => dialogs.act(action.id, data)}
          >
            {t(action.label)}
          </Button>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Overview')}
        </Typography>
        <VolumeOverview volume={data} admin={client.isAdmin} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Attachments')}
        </Typography>
        <VolumeAttachmentsTable
          volume={data}
          items={items}
          admin={client.isAdmin}
          writer={writer}
          onDetach={(item) => void detach.run({ volume: data, attachmentIds: [item.attachment.attachment_id] })}
          onChangeMode={(item) => setChanging(item.attachment)}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Snapshots')}
        </Typography>
        <VolumeSnapshots volume={data} />
      </Paper>
      {dialogs.element}
      {changing && <ChangeModeDialog open onClose={() => setChanging(null)} volume={data} attachment={changing} />}
    </Stack>
  )
}
