// Column pieces every table of the console uses. The columns of a table are made once (again
// only for a new language): TanStack Table renders each cell function as a component, so new
// functions on every render would remount every cell, dropping the focus and any menu open in
// it. What changes per render (the page's renderers for a row) reaches the cells through the
// table's meta instead.
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import type { CellContext, ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { formatCreated } from '../format'
import { visuallyHidden } from '../visually-hidden'

/** What a page renders into a row's cells, by column id. */
export type Renderers<T> = Record<string, (row: T) => ReactNode>

/** A cell drawn by the page: the renderer of this id in the table's meta. */
export function rendererCell<T>(id: string) {
  return ({ row, table }: CellContext<T, unknown>) => (table.options.meta as Renderers<T>)[id]?.(row.original)
}

/** The row actions: a menu button, with the column's name for screen readers only. */
export function actionsColumn<T>(label: string): ColumnDef<T> {
  return {
    id: 'actions',
    size: 64,
    enableHiding: false,
    header: () => (
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    ),
    enableSorting: false,
    cell: rendererCell<T>('actions'),
  }
}

/** A sortable date column in UTC, minutes only. */
export function dateColumn<T>(id: string, header: string, value: (row: T) => string | null | undefined): ColumnDef<T> {
  return {
    id,
    header,
    size: 156,
    accessorFn: (row) => value(row) ?? '',
    cell: ({ row }) => formatCreated(value(row.original)),
  }
}

/**
 * Row selection: a checkbox per row named "Select <name>", and one in the header for the page.
 * `allLabel` names the header's ("Select all volumes on this page").
 */
export function selectColumn<T>(allLabel: string, rowLabel: (row: T) => string): ColumnDef<T> {
  return {
    id: 'select',
    size: 72,
    enableHiding: false,
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        size="small"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
        slotProps={{ input: { 'aria-label': allLabel } }}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        size="small"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        slotProps={{ input: { 'aria-label': rowLabel(row.original) } }}
      />
    ),
  }
}
