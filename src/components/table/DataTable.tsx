// Renders a TanStack table with MUI: sortable headers, one fixed row height, and one column
// (a list of chips) allowed to take more width without wrapping the rest.
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import type { Table as TanStackTable } from '@tanstack/react-table'
import { flexRender } from '@tanstack/react-table'

export const ROW_HEIGHT = 53

interface Props<T> {
  table: TanStackTable<T>
  label: string
  /** The column whose cell may be wide (its content keeps to one line itself). */
  wide?: { id: string; maxWidth: number }
}

export function DataTable<T>({ table, label, wide }: Props<T>) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const text = flexRender(header.column.columnDef.header, header.getContext())
                return (
                  <TableCell
                    key={header.id}
                    sortDirection={sorted || false}
                    sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
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
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id} hover selected={row.getIsSelected()} sx={{ height: ROW_HEIGHT }}>
              {row.getVisibleCells().map((cell) => (
                <TableCell
                  key={cell.id}
                  sx={
                    cell.column.id === wide?.id ? { maxWidth: wide.maxWidth, py: 0 } : { whiteSpace: 'nowrap', py: 0 }
                  }
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
