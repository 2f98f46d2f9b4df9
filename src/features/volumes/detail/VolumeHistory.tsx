// A volume's history on its page: one list, newest first, of what the services kept about it
// (src/rules/volume-history.ts), each entry with who and the request id an operator can follow
// into the services' logs, and where the cloud's own memory ends. Asked for when the section
// comes into view: the snapshots and backups the sections above read, the volume's messages,
// and the instance actions of at most HISTORY_SERVERS servers holding it.
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueries, useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Volume } from '../../../api'
import { Timeline, whoAsked } from '../../../components/Timeline'
import { messageLine } from '../../../components/message-words'
import { useInView } from '../../../components/use-in-view'
import { Trans } from '../../../i18n/Trans'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { backupPath, instancePath, snapshotPath } from '../../../lib/paths'
import { useClient } from '../../../lib/session'
import { volumeBackupsOptions } from '../../../queries/backups'
import { resourceMessagesOptions } from '../../../queries/messages'
import { serverActionsOptions } from '../../../queries/servers'
import { volumeSnapshotsOptions } from '../../../queries/snapshots'
import type { HistoryEntry } from '../../../rules/volume-history'
import { serversToRead, volumeHistory } from '../../../rules/volume-history'

/** The servers holding the volume whose instance actions are read: one request each. */
export const HISTORY_SERVERS = 5

interface Props {
  volume: Volume
  serverName: (id: string) => string
}

function what(entry: HistoryEntry, t: TFunction, serverName: (id: string) => string, linked: boolean) {
  switch (entry.kind) {
    case 'created':
      return t('Volume created')
    case 'attached': {
      // The server's name and the device are the cloud's strings: element children, never parsed
      // as part of the sentence.
      const name = serverName(entry.serverId)
      return (
        <Trans
          i18nKey={N_('Attached to <server/> as <device/>')}
          components={{
            server: linked ? (
              <Link component={RouterLink} to={instancePath(entry.serverId)}>
                {name}
              </Link>
            ) : (
              <span>{name}</span>
            ),
            device: <span>{entry.device}</span>,
          }}
        />
      )
    }
    case 'snapshot':
      return (
        <>
          {t('Snapshot taken:')}{' '}
          <Link component={RouterLink} to={snapshotPath(entry.id)}>
            {entry.name || entry.id}
          </Link>{' '}
          ({t(entry.status, { ns: 'status' })})
        </>
      )
    case 'backup':
      return (
        <>
          {t('Backup made:')}{' '}
          <Link component={RouterLink} to={backupPath(entry.id)}>
            {entry.name || entry.id}
          </Link>{' '}
          ({t(entry.status, { ns: 'status' })})
        </>
      )
    case 'failure':
      return t('Failed: {{message}}', { message: messageLine({ user_message: entry.text }) })
  }
}

export function VolumeHistory({ volume, serverName }: Props) {
  const t = useT()
  const client = useClient()
  const box = useRef<HTMLDivElement>(null)
  const inView = useInView(box)
  const snapshots = useQuery({ ...volumeSnapshotsOptions(client, volume.id), enabled: inView })
  const backups = useQuery({ ...volumeBackupsOptions(client, volume.id), enabled: inView })
  const messages = useQuery(resourceMessagesOptions(client, volume.id, { enabled: inView }))
  const servers = serversToRead(volume, HISTORY_SERVERS)
  const actions = useQueries({
    queries: servers.map((id) => ({ ...serverActionsOptions(client, id), enabled: inView && client.nova !== null })),
    combine: (results) => ({
      byServer: new Map(
        results.flatMap((result, index) => (result.data ? [[servers[index]!, result.data] as const] : [])),
      ),
      loading: results.some((result) => result.isLoading),
      failed: results.some((result) => result.isError),
    }),
  })
  const history = volumeHistory({
    volume,
    snapshots: snapshots.data,
    backups: backups.data,
    messages: messages.data,
    actions: actions.byServer,
  })
  const loading = snapshots.isLoading || backups.isLoading || messages.isLoading || actions.loading
  const failed = snapshots.isError || backups.isError || messages.isError || actions.failed
  const held = new Set(volume.attachments.map((attachment) => attachment.server_id)).size
  return (
    <Stack spacing={1.5} ref={box}>
      {loading && (
        <Typography role="status" color="text.secondary">
          {t('Reading the history…')}
        </Typography>
      )}
      {failed && (
        <Typography role="alert" color="error">
          {t('Part of the history could not be read; what was read is shown.')}
        </Typography>
      )}
      <Timeline
        label={t('History')}
        entries={history.map((entry, index) => ({
          key: `${entry.kind}-${entry.at}-${index}`,
          at: entry.at,
          what: what(entry, t, serverName, client.nova !== null),
          who: whoAsked(
            t,
            'userId' in entry ? entry.userId : undefined,
            'requestId' in entry ? entry.requestId : undefined,
          ),
        }))}
      />
      <Typography variant="body2" color="text.secondary">
        {t(
          'Where the history ends: Cinder keeps no record of a detached attachment or of a finished extend, retype, migration or transfer, and keeps failure messages for 30 days by default. Who attached comes from Nova’s instance actions, read for up to {{count}} servers holding the volume now.',
          { count: HISTORY_SERVERS },
        )}
        {held > HISTORY_SERVERS &&
          ` ${t('{{count}} more servers hold it; their actions are not read here.', { count: held - HISTORY_SERVERS })}`}
      </Typography>
    </Stack>
  )
}
