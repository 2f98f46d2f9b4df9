// The groups table: the name links to the group's page; types by name where the cloud lists them
// (an unknown id shows as sent); the member count from the volume ids Cinder gives from 3.25.
import Link from '@mui/material/Link'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { VolumeGroup } from '../../api'
import { StatusChip } from '../../components/StatusChip'
import type { Renderers } from '../../components/table/columns'
import { actionsColumn, dateColumn, rendererCell } from '../../components/table/columns'
import { DataTable } from '../../components/table/DataTable'
import { useT } from '../../i18n/use-t'
import { groupPath } from '../../lib/paths'
import { isGroupTransitional } from '../../rules/group-rules'

interface Props {
  groups: VolumeGroup[]
  groupTypeName: (id: string) => string
  volumeTypeName: (id: string) => string
  actions: (group: VolumeGroup) => ReactNode
  /** An administrator's list of every project: the Project column. */
  project?: (group: VolumeGroup) => ReactNode
}

function columns(t: TFunction, withProject: boolean): ColumnDef<VolumeGroup>[] {
  const project: ColumnDef<VolumeGroup>[] = withProject
    ? [{ id: 'project', header: t('Project'), size: 140, cell: rendererCell<VolumeGroup>('project') }]
    : []
  return [
    {
      id: 'name',
      header: t('Name'),
      meta: { rowHeader: true, grow: { weight: 1, min: 160, max: 320 } },
      cell: ({ row }) => (
        <Link component={RouterLink} to={groupPath(row.original.id)} noWrap sx={{ display: 'block' }}>
          {row.original.name || row.original.id}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      size: 136,
      cell: ({ row }) => (
        <StatusChip status={row.original.status} transitional={isGroupTransitional(row.original.status)} />
      ),
    },
    ...project,
    {
      id: 'group_type',
      header: t('Group Type'),
      meta: { grow: { weight: 1, min: 160, max: 320 } },
      cell: rendererCell<VolumeGroup>('group_type'),
    },
    {
      id: 'volume_types',
      header: t('Volume Types'),
      meta: { grow: { weight: 1, min: 160, max: 360 } },
      cell: rendererCell<VolumeGroup>('volume_types'),
    },
    {
      id: 'zone',
      header: t('Availability Zone'),
      size: 140,
      meta: { dropOrder: 2 },
      cell: ({ row }) => row.original.availability_zone,
    },
    {
      id: 'members',
      header: t('Volumes'),
      size: 100,
      cell: ({ row }) => (row.original.volumes ? String(row.original.volumes.length) : '—'),
    },
    // Where the row is too narrow (an administrator's Project column at 1280 px): after the zone.
    { ...dateColumn<VolumeGroup>('created_at', t('Created'), (group) => group.created_at), meta: { dropOrder: 3 } },
    actionsColumn<VolumeGroup>(t('Actions')),
  ]
}

export function GroupTable({ groups, groupTypeName, volumeTypeName, actions, project }: Props) {
  const t = useT()
  const withProject = project !== undefined
  const columnDefs = useMemo(() => columns(t, withProject), [t, withProject])
  const meta: Renderers<VolumeGroup> = {
    group_type: (group) => groupTypeName(group.group_type),
    volume_types: (group) => group.volume_types.map(volumeTypeName).join(', '),
    actions,
    ...(project ? { project } : {}),
  }
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: groups,
    columns: columnDefs,
    meta,
    getRowId: (group) => group.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  return <DataTable table={table} label={t('Volume groups')} framed />
}
