// Renders a TanStack table with MUI: sortable headers, one fixed row height, and columns that
// fit the width there is (fit.ts): fixed ones at their size, growing ones sharing the rest,
// droppable ones hidden when even that does not fit. Nothing scrolls sideways; cells too
// narrow for their text end it with an ellipsis (or wrap, in a table of rich rows), and
// headers wrap. Columns the user hid (the Columns menu: TanStack's columnVisibility) are left
// out before the fit, in the order the user chose (columnOrder). Every table of the console is
// drawn here: a list page's, a section's or a dialog's (without the frame), one that pages in the
// browser (`pageSizes`: TablePager.tsx).
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import type { TableCellProps } from '@mui/material/TableCell'
import type { Column, RowData, Table as TanStackTable } from '@tanstack/react-table'
import { flexRender } from '@tanstack/react-table'
import { useEffect, useRef } from 'react'
import type { ColumnFit, Fit } from './fit'
import { fitColumns } from './fit'
import { useContentWidth } from './use-content-width'
import { useRowsInView } from './use-rows-in-view'
import { shownPage, TablePager } from './TablePager'

declare module '@tanstack/react-table' {
  // TData and TValue are TanStack's own parameters, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The row's header: its cells are `th` with scope row (a row is found by its name). */
    rowHeader?: boolean
    /** MUI's cell padding for the column, header and cells: `checkbox` for a row's checkbox. */
    padding?: TableCellProps['padding']
  }
}

export const ROW_HEIGHT = 53

interface Props<T> {
  table: TanStackTable<T>
  label: string
  /** Rows as high as their content, text wrapping (a table of a few rich rows, not a list). */
  wrap?: boolean
  /** In a frame (a list page's table); without, a table that is one part of a section or a dialog. */
  framed?: boolean
  /** Pages in the browser with these sizes to choose from (TablePager.tsx); else every row shows. */
  pageSizes?: readonly number[]
}

// The body's rows and cells are styled once, from the table, not by an `sx` on each of them: a
// page of 20 rows has some 160 cells, and each `sx` is worked out again on every render.
const ONE_LINE = {
  '& > tbody > tr': { height: ROW_HEIGHT },
  '& > tbody > tr > *': { py: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
} as const
const WRAPPED = { '& > tbody > tr > *': { overflowWrap: 'anywhere' } } as const
const FRAME = { border: 1, borderColor: 'divider', borderRadius: 1 } as const
const ROW_HEADER = { component: 'th', scope: 'row' } as const

function fitOf<T>(column: Column<T>): ColumnFit {
  const meta = column.columnDef.meta
  return { id: column.id, width: column.getSize(), grow: meta?.grow, dropOrder: meta?.dropOrder }
}

export function DataTable<T>({ table, label, wrap = false, framed = true, pageSizes }: Props<T>) {
  const container = useRef<HTMLDivElement>(null)
  const width = useContentWidth(container)
  const firstRows = useRowsInView(container, ROW_HEIGHT)
  // Where there is no layout (jsdom) every column shows.
  const fit: Fit | null = width ? fitColumns(table.getVisibleLeafColumns().map(fitOf), width) : null
  const shown = (column: Column<T>) => !fit?.hidden.includes(column.id)
  const sx = framed ? FRAME : undefined
  const page = pageSizes ? shownPage(table) : null
  const rows = page ? page.rows : table.getRowModel().rows
  const pageIndex = table.getState().pagination.pageIndex
  const shownIndex = page?.index
  // A page that is gone (the rows it had were deleted): the last one shows, and the state follows.
  useEffect(() => {
    if (shownIndex !== undefined && shownIndex !== pageIndex) table.setPageIndex(shownIndex)
  }, [shownIndex, pageIndex, table])
  // The first pass draws the empty box only: its width is measured before the first paint and the
  // rows are drawn once, at that width. Drawing them first with every column, then again fitted,
  // made the first rows of a page cost twice their time (Sign In → first row, docs/requests-per-view.md).
  if (width === null) return <TableContainer ref={container} sx={sx} />
  return (
    <>
      <TableContainer ref={container} sx={sx}>
        <Table
          size="small"
          aria-label={label}
          // The rows past the viewport come a frame later (use-rows-in-view.ts): until then the
          // table says it is still being drawn.
          aria-busy={firstRows !== null && rows.length > firstRows ? true : undefined}
          sx={[fit ? { tableLayout: 'fixed' } : {}, wrap ? WRAPPED : ONE_LINE]}
        >
          {fit && (
            <colgroup>
              {table
                .getVisibleLeafColumns()
                .filter(shown)
                .map((column) => (
                  <col key={column.id} style={{ width: fit.widths[column.id] }} />
                ))}
            </colgroup>
          )}
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers
                  .filter((header) => shown(header.column))
                  .map((header) => {
                    const sorted = header.column.getIsSorted()
                    const text = flexRender(header.column.columnDef.header, header.getContext())
                    return (
                      <TableCell
                        key={header.id}
                        padding={header.column.columnDef.meta?.padding}
                        sortDirection={sorted || false}
                        sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'break-word' }}
                      >
                        {header.column.getCanSort() ? (
                          <TableSortLabel
                            active={sorted !== false}
                            direction={sorted || 'asc'}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {text}
                          </TableSortLabel>
                        ) : (
                          text
                        )}
                      </TableCell>
                    )
                  })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {rows.slice(0, firstRows ?? undefined).map((row) => (
              <TableRow key={row.id} hover selected={row.getIsSelected()}>
                {row
                  .getVisibleCells()
                  .filter((cell) => shown(cell.column))
                  .map((cell) => {
                    const meta = cell.column.columnDef.meta
                    return (
                      <TableCell key={cell.id} padding={meta?.padding} {...(meta?.rowHeader ? ROW_HEADER : {})}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    )
                  })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {page && pageSizes && <TablePager table={table} page={page} sizes={pageSizes} />}
    </>
  )
}
