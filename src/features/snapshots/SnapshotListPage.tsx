// The Snapshots panel: filters, the table with server-side sort, paging and the total count,
// selection and batch delete, row actions; all view state in the URL. Polls while a snapshot is
// being created, deleted or restored.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { volumeDisplayName } from '../../components/format'
import { PageHeader } from '../../components/PageHeader'
import { ResourceFilters } from '../../components/ResourceFilters'
import { SNAPSHOT_FILTER_STATUSES } from '../../rules/statuses'
import { ListPagination } from '../../components/table/ListPagination'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { useListView } from '../../lib/use-list-view'
import { useClient } from '../../lib/session'
import { snapshotPageOptions } from '../../queries/snapshots'
import { volumeListOptions } from '../../queries/volumes'
import { canWrite } from '../../rules/roles'
import { SnapshotActionsMenu } from './SnapshotActionsMenu'
import { SnapshotTable } from './SnapshotTable'
import { useSnapshotDialogs } from './use-snapshot-dialogs'
import { PAGE_SIZES, readView, writeView } from './view-state'

/** The volume index for names: the project's newest 1,000 volumes (older ones show their id). */
const VOLUME_INDEX = { limit: 1000 } as const

export function SnapshotListPage() {
  const t = useT()
  const client = useClient()
  const { view, update, sorting, onSortChange, selection, setSelection } = useListView(readView, writeView)
  const list = useQuery(snapshotPageOptions(client, view))
  const volumes = useQuery(volumeListOptions(client, VOLUME_INDEX))
  const dialogs = useSnapshotDialogs({ onDeleted: () => setSelection({}) })
  const writer = canWrite(client)

  const snapshots = useMemo(() => list.data?.snapshots ?? [], [list.data])
  const names = useMemo(
    () => new Map((volumes.data?.volumes ?? []).map((volume) => [volume.id, volumeDisplayName(volume)])),
    [volumes.data],
  )
  const selected = snapshots.filter((snapshot) => selection[snapshot.id])

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('Snapshots')}
        status={
          list.data &&
          (list.data.count === null
            ? t('{{count}} shown', { count: snapshots.length })
            : t('{{count}} snapshots', { count: list.data.count }))
        }
        actions={
          <Button
            variant="outlined"
            color="error"
            disabled={!writer || selected.length === 0}
            onClick={() => dialogs.deleteMany(selected)}
          >
            {selected.length > 0
              ? t('Delete Snapshots ({{count}})', { count: selected.length })
              : t('Delete Snapshots')}
          </Button>
        }
      />
      <ResourceFilters
        label={t('Filter snapshots')}
        view={view}
        statuses={SNAPSHOT_FILTER_STATUSES}
        volumes={volumes.data?.volumes ?? []}
        onChange={update}
      />
      <ListState
        query={list}
        loading={t('Loading snapshots…')}
        failed={t('Could not load snapshots')}
        empty={list.data && snapshots.length === 0 ? t('No snapshots') : undefined}
      />
      {snapshots.length > 0 && (
        <SnapshotTable
          snapshots={snapshots}
          volumeName={(id) => names.get(id) ?? id}
          selectable={writer}
          selection={selection}
          onSelectionChange={setSelection}
          sort={sorting}
          onSortChange={onSortChange}
          actions={(snapshot) => <SnapshotActionsMenu snapshot={snapshot} onAction={dialogs.act} />}
        />
      )}
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
