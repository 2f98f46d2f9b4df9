// The Volumes panel: filters, the table with its compact "Attached To", server-side paging
// with the total count, selection and batch delete, row actions; all view state in the URL.
// The header's table tools: Refresh, the Columns menu (kept per user) and CSV export. Where the
// cloud has groups, a Group column and filter; the groups' names come from one list, read only
// when a volume on the page is in a group or the filter wants them.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { AddIcon } from '../../components/icons'
import { PageHeader } from '../../components/PageHeader'
import { csvFileName } from '../../components/table/csv'
import { DataTable } from '../../components/table/DataTable'
import { ListPagination } from '../../components/table/ListPagination'
import { ListState } from '../../components/table/ListState'
import { TableTools } from '../../components/table/TableTools'
import { useT } from '../../i18n/use-t'
import { formatNumber } from '../../components/table/format-number'
import { useColumnPrefs } from '../../lib/use-column-prefs'
import { useListView } from '../../lib/use-list-view'
import { useClient } from '../../lib/session'
import { exportVolumes } from '../../queries/paged-export'
import { useAttachmentModes } from '../../queries/use-attachment-modes'
import { anyAttached } from '../../queries/attachment-modes'
import { cachedAttachmentLookups, fetchAttachmentLookups } from '../../queries/attachment-lookups'
import { useServerNames } from '../../queries/servers'
import { groupsOptions } from '../../queries/groups'
import { canWrite, readerReason } from '../../rules/roles'
import { preloadVolumeDialogs, useVolumeDialogs } from './actions/use-volume-dialogs'
import { VolumeActionsMenu } from './actions/VolumeActionsMenu'
import { VolumeAttachedTo } from './attached-to/VolumeAttachedTo'
import { VolumeFilters } from './list/VolumeFilters'
import { volumePageOptions } from '../../queries/volume-page'
import { PAGE_SIZES, readView, writeView } from './list/view-state'
import { volumeCsvValues } from './list/volume-csv'
import { useVolumeTable } from './list/VolumeTable'
import { VolumeGroupCell } from './list/VolumeGroupCell'
import { formatVolumeCount } from '../../components/format'

export function VolumeListPage() {
  const t = useT()
  const client = useClient()
  const queryClient = useQueryClient()
  const { view, update, sorting, onSortChange, selection, setSelection, params, clearExtras } = useListView(
    readView,
    writeView,
  )
  const list = useQuery(volumePageOptions(client, view))
  const volumes = useMemo(() => list.data?.volumes ?? [], [list.data])
  // Server names and attachment modes only for a page with an attached volume on it; the names
  // also for the server filter, once it is opened or while the address names a server.
  const attached = anyAttached(volumes)
  const [serverChoices, setServerChoices] = useState(false)
  const namesNeeded = attached || serverChoices || view.server !== ''
  const servers = useServerNames(client, namesNeeded)
  const groupsOffered = client.feature('groups').available
  const grouped = groupsOffered && volumes.some((volume) => !!volume.group_id)
  const [groupChoices, setGroupChoices] = useState(false)
  const groups = useQuery({
    ...groupsOptions(client),
    enabled: groupsOffered && (grouped || groupChoices || view.group !== ''),
  })
  const groupsById = useMemo(() => groups.data && new Map(groups.data.map((group) => [group.id, group])), [groups.data])
  const dialogs = useVolumeDialogs({
    onDeleted: () => setSelection({}),
    // ?createFromSnapshot=<id> and ?createFromBackup=<id> (the Create Volume of the Snapshots and
    // Backups panels) open Create Volume once.
    onCreateClosed: clearExtras,
  })
  const fromSnapshot = params.get('createFromSnapshot')
  const fromBackup = params.get('createFromBackup')
  useEffect(() => {
    // A reader cannot create, and below 3.47 no volume is made from a backup: such a link opens nothing.
    if (!canWrite(client)) return
    if (fromSnapshot) dialogs.create({ snapshotId: fromSnapshot })
    else if (fromBackup && client.feature('volumeFromBackup').available) dialogs.create({ backupId: fromBackup })
    // Only when the link names a source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromSnapshot, fromBackup])
  const writer = canWrite(client)

  const modes = useAttachmentModes(client, volumes, attached)

  const selected = volumes.filter((volume) => selection[volume.id])

  const columnPrefs = useColumnPrefs('volumes')
  const table = useVolumeTable({
    volumes,
    selectable: writer,
    selection,
    onSelectionChange: setSelection,
    sort: sorting,
    onSortChange,
    attachedTo: (volume) => (
      <VolumeAttachedTo
        volume={volume}
        servers={servers.data?.byId}
        modes={modes.data}
        detachable={writer}
        namesLoading={servers.loading}
      />
    ),
    group: grouped ? (volume) => <VolumeGroupCell groupId={volume.group_id} groups={groupsById} /> : null,
    actions: (volume) => <VolumeActionsMenu volume={volume} onAction={dialogs.act} />,
    columnPrefs,
  })
  // Everything the rows show: the list, the server names, the attachment modes (those this cloud asks for).
  // The server names' query may be the full list Instances keeps (observed here, not enabled).
  const refresh = () =>
    Promise.all([
      ...[list, modes, groups].filter((query) => query.isEnabled).map((query) => query.refetch()),
      // The names when something shows them (rows, or the server filter's choices).
      client.nova && (namesNeeded || servers.data) ? servers.query.refetch() : undefined,
    ])
  // Read when the file is written: an export of every matching volume asks for the names and modes
  // its rows need even where this page had none to show.
  const csv = volumeCsvValues(() => cachedAttachmentLookups(queryClient, client))
  const fileName = () => csvFileName('volumes', client.token.project.name)

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Volumes')}
        status={
          list.data &&
          (list.data.count === null
            ? t('{{count}} shown', { count: volumes.length })
            : formatVolumeCount(list.data.count))
        }
        actions={
          <>
            <TableTools
              table={table}
              prefs={columnPrefs}
              onRefresh={refresh}
              rows={volumes}
              csv={csv}
              fileName={fileName}
              fetchAll={async (signal, onProgress) => {
                const all = await exportVolumes(client, view, { signal, onProgress })
                // Names and modes for the file; should they fail, it names servers by id, as the page would.
                if (anyAttached(all)) await fetchAttachmentLookups(queryClient, client).catch(() => undefined)
                signal.throwIfAborted()
                return all
              }}
              words={{
                all: t('Export all matching volumes'),
                progress: ({ done, total }) =>
                  total === null
                    ? t('Exported {{done}} volumes…', { count: done, done: formatNumber(done) })
                    : t('Exported {{done}} of {{total}} volumes…', {
                        count: total,
                        done: formatNumber(done),
                        total: formatNumber(total),
                      }),
                done: (rows, file) =>
                  t('Exported {{number}} volumes to {{file}}', { count: rows, number: formatNumber(rows), file }),
                failed: t('Not every volume could be read: no file was saved'),
              }}
            />
            <Button
              variant="outlined"
              color="error"
              disabled={!writer || selected.length === 0}
              onPointerEnter={preloadVolumeDialogs}
              onFocus={preloadVolumeDialogs}
              onClick={() => dialogs.deleteMany(selected)}
            >
              {selected.length > 0 ? t('Delete Volumes ({{count}})', { count: selected.length }) : t('Delete Volumes')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!writer}
              title={writer ? undefined : readerReason()}
              onPointerEnter={preloadVolumeDialogs}
              onFocus={preloadVolumeDialogs}
              onClick={() => dialogs.create()}
            >
              {t('Create Volume')}
            </Button>
          </>
        }
      />
      <VolumeFilters
        view={view}
        servers={servers.data?.list ?? []}
        serversLoading={servers.loading}
        onWantServers={() => setServerChoices(true)}
        onChange={update}
        groups={
          groupsOffered
            ? { list: groups.data ?? [], loading: groups.isFetching, onWant: () => setGroupChoices(true) }
            : undefined
        }
      />
      {list.data?.inBrowser && (
        <Typography variant="caption" color="text.secondary">
          {t('Cinder has no such filter for users: this view was assembled in the browser.')}
        </Typography>
      )}
      {list.data?.exactName && (
        <Typography variant="caption" color="text.secondary">
          {t(
            'This cloud matches whole names only: its resource filters do not offer substring search (name~) to your role.',
          )}
        </Typography>
      )}
      <ListState
        query={list}
        loading={t('Loading volumes…')}
        failed={t('Could not load volumes')}
        empty={list.data && volumes.length === 0 ? t('No volumes') : undefined}
      />
      {volumes.length > 0 && <DataTable table={table} label={t('Volumes')} />}
      {list.data && (
        <ListPagination
          count={list.data.count}
          page={view.page}
          size={view.size}
          sizes={PAGE_SIZES}
          onChange={update}
        />
      )}
      {dialogs.element}
    </Stack>
  )
}
