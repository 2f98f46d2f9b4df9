// One volume, deep-linkable. A compact header (Attach and Manage Attachments beside the
// title, every other action in "More actions"), the overview as a dense properties table, then
// the attachments, which a shared volume's page is for: at 1440×900 the first one shows without
// scrolling (e2e/volumes-detail.spec.ts). Metadata, history, snapshots and backups follow.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { DetailPage, DetailSection } from '../../components/DetailPage'
import type { VolumeAttachmentRef } from '../../api'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { serverIndexOptions } from '../../queries/servers'
import { volumeOptions } from '../../queries/volumes'
import { attachmentModesOptions } from '../../queries/attachment-modes'
import { volumeActions, type VolumeActionId } from './actions/volume-actions'
import { asWriter, canWrite } from '../../rules/roles'
import { canEditVolume, canEditVolumeMetadata, reasonOf } from '../../rules/guards'
import { VISIBLE_ADMIN_KEYS } from '../../rules/edit-rules'
import { isErrorStatus } from '../../rules/statuses'
import { MetadataSection } from '../../dialogs/metadata/MetadataSection'
import { ResourceMessages } from '../../dialogs/messages/ResourceMessages'
import { preloadVolumeDialogs, useVolumeDialogs } from './actions/use-volume-dialogs'
import { ChangeModeDialog } from './attach/ChangeModeDialog'
import { useDetach } from '../../attachments/use-detach'
import { attachmentItems } from './attached-to/attachment-items'
import { VolumeAttachmentsTable } from './detail/VolumeAttachmentsTable'
import { VolumeOverview } from './detail/VolumeOverview'
import { VolumeBackups } from './detail/VolumeBackups'
import { VolumeSnapshots } from './detail/VolumeSnapshots'
import { VolumeHistory } from './detail/VolumeHistory'
import { AttachmentRecordsSection } from '../../dialogs/repair/AttachmentRecordsSection'
import { volumeDisplayName } from '../../components/format'

const PRIMARY_ACTIONS = ['attach', 'manage'] as const satisfies readonly VolumeActionId[]

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
  // A volume's page is where its actions are: their dialogs load as it opens, not at the click.
  useEffect(() => {
    if (writer) preloadVolumeDialogs()
  }, [writer])

  const title = volume.data ? volumeDisplayName(volume.data) : volumeId
  return (
    <DetailPage
      panel={{ label: t('Volumes'), to: paths.volumes }}
      title={title}
      query={volume}
      words={{
        loading: t('Loading the volume…'),
        notFound: t('This volume does not exist (any more).'),
        failed: t('Could not load the volume'),
        actions: t('Volume actions'),
      }}
      actions={(data) => volumeActions(data, client, modes.data)}
      onAction={dialogs.act}
      primary={PRIMARY_ACTIONS}
    >
      {(data) => (
        <>
          {isErrorStatus(data.status) && (
            <DetailSection title={t('Why it failed')}>
              <ResourceMessages resourceId={data.id} status={data.status} />
            </DetailSection>
          )}
          <DetailSection title={t('Overview')}>
            <VolumeOverview
              volume={data}
              admin={client.isAdmin}
              editReason={reasonOf(asWriter(client, () => canEditVolume(data)))}
            />
          </DetailSection>
          <DetailSection title={t('Attachments')}>
            <VolumeAttachmentsTable
              volume={data}
              items={attachmentItems(data, servers.data?.byId, modes.data)}
              admin={client.isAdmin}
              writer={writer}
              onDetach={(item) => void detach.run({ volume: data, attachmentIds: [item.attachment.attachment_id] })}
              onChangeMode={(item) => setChanging(item.attachment)}
            />
          </DetailSection>
          <DetailSection title={t('Metadata')}>
            <MetadataSection
              metadata={data.metadata}
              reservedKeys={VISIBLE_ADMIN_KEYS}
              guard={asWriter(client, () => canEditVolumeMetadata(data))}
              onEdit={() => dialogs.act('metadata', data)}
            />
          </DetailSection>
          {client.isAdmin && (
            <DetailSection title={t('Attachment records (admin)')}>
              <AttachmentRecordsSection volume={data} servers={servers.data?.byId} />
            </DetailSection>
          )}
          <DetailSection title={t('History')}>
            <VolumeHistory volume={data} serverName={(id) => servers.data?.byId.get(id)?.name ?? id} />
          </DetailSection>
          <DetailSection title={t('Snapshots')}>
            <VolumeSnapshots volume={data} />
          </DetailSection>
          <DetailSection title={t('Backups')}>
            <VolumeBackups volume={data} />
          </DetailSection>
          {dialogs.element}
          {changing && <ChangeModeDialog open onClose={() => setChanging(null)} volume={data} attachment={changing} />}
        </>
      )}
    </DetailPage>
  )
}
