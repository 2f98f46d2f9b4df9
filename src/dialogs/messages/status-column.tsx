// The Status column of the Volumes, Snapshots and Backups tables: the status, and when the page
// has a row in error, that row's reason beside it (the column then takes more of the width).
import type { ColumnDef } from '@tanstack/react-table'
import { StatusWithReason } from './StatusWithReason'

export function statusColumn<T extends { id: string; status: string }>(
  header: string,
  withReasons: boolean,
): ColumnDef<T> {
  return {
    id: 'status',
    accessorFn: (row) => row.status,
    header,
    ...(withReasons ? { meta: { grow: { weight: 1, min: 136, max: 340 } } } : { size: 136 }),
    cell: ({ row }) => <StatusWithReason id={row.original.id} status={row.original.status} />,
  }
}
