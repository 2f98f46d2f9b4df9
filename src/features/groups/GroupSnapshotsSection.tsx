// A group's group snapshots (3.14), each with its actions: a new group from it, delete, and for
// administrators reset status.
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { GroupSnapshot } from '../../api'
import { RowActionsMenu } from '../../components/RowActionsMenu'
import { StatusChip } from '../../components/StatusChip'
import type { Renderers } from '../../components/table/columns'
import { actionsColumn, dateColumn } from '../../components/table/columns'
import { DataTable } from '../../components/table/DataTable'
import { ListState } from '../../components/table/ListState'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { groupSnapshotsOptions, groupsOptions } from '../../queries/groups'
import { isGroupTransitional } from '../../rules/group-rules'
import type { GroupSnapshotActionId } from './group-snapshot-actions'
import { groupSnapshotActions } from './group-snapshot-actions'

function columns(t: TFunction): ColumnDef<GroupSnapshot>[] {
  return [
    {
      id: 'name',
      header: t('Name'),
      meta: { rowHeader: true, grow: { weight: 1, min: 160, max: 360 } },
      cell: ({ row }) => row.original.name || row.original.id,
    },
    {
      id: 'status',
      header: t('Status'),
      size: 136,
      cell: ({ row }) => (
        <StatusChip status={row.original.status} transitional={isGroupTransitional(row.original.status)} />
      ),
    },
    dateColumn<GroupSnapshot>('created_at', t('Created'), (snapshot) => snapshot.created_at),
    {
      id: 'description',
      header: t('Description'),
      meta: { grow: { weight: 1, min: 120 }, dropOrder: 1 },
      cell: ({ row }) => row.original.description || '—',
    },
    actionsColumn<GroupSnapshot>(t('Actions')),
  ]
}

export function GroupSnapshotsSection({
  groupId,
  onAction,
}: {
  groupId: string
  onAction: (id: GroupSnapshotActionId, snapshot: GroupSnapshot) => void
}) {
  const t = useT()
  const client = useClient()
  const snapshots = useQuery(groupSnapshotsOptions(client, groupId))
  const groups = useQuery(groupsOptions(client))
  const columnDefs = useMemo(() => columns(t), [t])
  // Cinder keeps a group snapshot while a group is being made from it (C:cinder/group/api.py#delete_group_snapshot).
  const sourceOfCreating = (id: string) =>
    (groups.data ?? []).some((group) => group.group_snapshot_id === id && group.status === 'creating')
  const meta: Renderers<GroupSnapshot> = {
    actions: (snapshot) => (
      <RowActionsMenu
        name={snapshot.name || snapshot.id}
        actions={() => groupSnapshotActions(snapshot, client, sourceOfCreating(snapshot.id))}
        onSelect={(id) => onAction(id, snapshot)}
      />
    ),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: snapshots.data ?? [],
    columns: columnDefs,
    meta,
    getRowId: (snapshot) => snapshot.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  const count = snapshots.data?.length
  return (
    <>
      <ListState
        query={snapshots}
        loading={t('Loading group snapshots…')}
        failed={t('Could not load group snapshots')}
        empty={count === 0 ? t('No group snapshots of this group') : undefined}
      />
      {count !== undefined && count > 0 && <DataTable table={table} label={t('Group snapshots')} />}
    </>
  )
}
