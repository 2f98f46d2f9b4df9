// The Instances panel: the project's servers with status, host, flavor and their volumes with
// modes; row actions Attach / Detach Volume, Shelve / Unshelve, Delete, with reasons.
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { LaunchInstanceButton } from './launch/LaunchInstanceButton'
import { LaunchFromAddress } from './launch/LaunchFromAddress'
import { useState } from 'react'
import { ErrorAlert } from '../../components/notify-alert'
import { PageHeader } from '../../components/PageHeader'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { ServerActionsMenu } from './actions/ServerActionsMenu'
import { useServerDialogs } from './actions/use-server-dialogs'
import { AttachedVolumesCell } from './list/AttachedVolumesCell'
import { attachedVolumeItems } from './list/attached-volumes'
import { ServerTable } from './list/ServerTable'
import { serverDisplayName } from './server-format'
import { useInstancesData } from './use-instances-data'

export function InstancesPage() {
  const t = useT()
  const client = useClient()
  const { servers, volumes, modeIndex } = useInstancesData()
  const dialogs = useServerDialogs()
  const [filter, setFilter] = useState('')
  const list = servers.data?.list ?? []

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Instances')}
        status={servers.data && t('{{count}} instances', { count: list.length })}
        actions={<LaunchInstanceButton />}
      />
      {client.nova === null ? (
        <Alert severity="info">
          {t('This cloud’s catalog lists no Compute service (Nova): there are no instances.')}
        </Alert>
      ) : (
        <>
          <TextField
            label={t('Filter by name')}
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ maxWidth: 320 }}
          />
          <ListState
            query={servers}
            loading={t('Loading instances…')}
            failed={t('Could not load instances')}
            empty={servers.data && list.length === 0 ? t('No instances') : undefined}
          />
          {volumes.query.error && (
            <ErrorAlert
              severity="warning"
              title={t('Could not load the volumes, so they show by id')}
              error={volumes.query.error}
            />
          )}
          {list.length > 0 && (
            <ServerTable
              servers={list}
              filter={filter}
              attachedVolumes={(server) => (
                <AttachedVolumesCell
                  serverName={serverDisplayName(server)}
                  items={attachedVolumeItems(server, volumes.byId, modeIndex)}
                />
              )}
              actions={(server) => <ServerActionsMenu server={server} onAction={dialogs.act} />}
            />
          )}
        </>
      )}
      {dialogs.element}
      {client.nova !== null && <LaunchFromAddress />}
    </Stack>
  )
}
