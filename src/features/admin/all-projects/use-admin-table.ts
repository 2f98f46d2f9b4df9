// The TanStack table of an admin's list across projects: the server sorts and pages; the page's
// renderers reach the cells through the table's meta (columns.tsx), so columns are made once.
import type { ColumnDef, SortingState, Table } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { Renderers } from '../../../components/table/columns'

export function useAdminTable<T extends { id: string }>({
  rows,
  columns,
  sort,
  onSortChange,
  renderers,
}: {
  rows: T[]
  columns: ColumnDef<T>[]
  sort: SortingState
  onSortChange: (sort: SortingState) => void
  renderers: Renderers<T>
}): Table<T> {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  return useReactTable({
    data: rows,
    columns,
    meta: renderers,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting: sort },
    onSortingChange: (updater) => onSortChange(typeof updater === 'function' ? updater(sort) : updater),
  })
}
