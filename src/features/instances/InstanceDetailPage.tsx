// One server, deep-linkable: its overview, the volumes it holds (each linking to its page, with
// the device and the mode) and its history; the same actions as its row on Instances.
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { DescriptionList } from '../../components/DescriptionList'
import { DetailPage, DetailSection } from '../../components/DetailPage'
import { formatCreated } from '../../components/format'
import { StatusChip } from '../../components/StatusChip'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useClient } from '../../lib/session'
import { serverOptions } from '../../queries/servers'
import { useAttachmentModes } from '../../queries/use-attachment-modes'
import { serverActions } from './actions/server-actions'
import { useServerDialogs } from './actions/use-server-dialogs'
import { InstanceHistory } from './detail/InstanceHistory'
import { InstanceVolumesTable } from './detail/InstanceVolumesTable'
import { flavorOf, hostOf, serverDisplayName } from './server-format'
import { useServerVolumes } from './use-instances-data'

export function InstanceDetailPage() {
  const t = useT()
  const { serverId = '' } = useParams()
  const client = useClient()
  const server = useQuery(serverOptions(client, serverId))
  const volumes = useServerVolumes(server.data ? [server.data] : [])
  const modes = useAttachmentModes(client, volumes.list)
  const modeIndex = client.feature('attachmentsApi').available ? modes.data : null
  const dialogs = useServerDialogs()
  const title = server.data ? serverDisplayName(server.data) : serverId
  return (
    <DetailPage
      panel={{ label: t('Instances'), to: paths.instances }}
      title={title}
      query={server}
      words={{
        loading: t('Loading the instance…'),
        notFound: t('This instance does not exist (any more).'),
        failed: t('Could not load the instance'),
        actions: t('Instance actions'),
      }}
      actions={(data) => serverActions(data, client)}
      onAction={dialogs.act}
    >
      {(data) => (
        <>
          <DetailSection title={t('Volumes')}>
            <InstanceVolumesTable server={data} volumes={volumes.byId} modes={modeIndex} pending={volumes.pending} />
          </DetailSection>
          <DetailSection title={t('Overview')}>
            <DescriptionList
              rows={[
                [t('ID'), data.id],
                [t('Status'), <StatusChip key="status" status={data.status} />],
                [t('Flavor'), flavorOf(data)],
                [t('Availability Zone'), data['OS-EXT-AZ:availability_zone'] || '—'],
                ...(client.isAdmin ? [[t('Host'), hostOf(data)] as const] : []),
                [t('Boot Source'), data.image ? t('Image {{id}}', { id: data.image.id }) : t('Volume')],
                [t('Created'), formatCreated(data.created)],
              ]}
            />
          </DetailSection>
          <DetailSection title={t('History')}>
            <InstanceHistory server={data} />
          </DetailSection>
          {dialogs.element}
        </>
      )}
    </DetailPage>
  )
}
