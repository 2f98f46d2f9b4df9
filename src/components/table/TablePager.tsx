// Paging in the browser, for a table whose rows are all there (a server list, a volume's
// attachments): TanStack's pagination state says the page and its size, and `DataTable` draws
// that page of the rows it would show and this pager under them. After a delete or a detach the
// last page may be gone: the last page there is shows (and the state follows). A new size starts
// on the first page, as the list pages' pager does (ListPagination).
import TablePagination from '@mui/material/TablePagination'
import type { Row, Table } from '@tanstack/react-table'

export interface ShownPage<T> {
  /** The page shown: the state's, or the last one there is. */
  index: number
  size: number
  /** Rows on every page together. */
  count: number
  rows: Row<T>[]
}

export function shownPage<T>(table: Table<T>): ShownPage<T> {
  const { pageIndex, pageSize } = table.getState().pagination
  const all = table.getPrePaginationRowModel().rows
  const last = Math.max(0, Math.ceil(all.length / pageSize) - 1)
  const index = Math.min(pageIndex, last)
  return { index, size: pageSize, count: all.length, rows: all.slice(index * pageSize, (index + 1) * pageSize) }
}

interface Props<T> {
  table: Table<T>
  page: ShownPage<T>
  sizes: readonly number[]
}

/** Drawn when there is a page to turn to or a size to choose. */
export function TablePager<T>({ table, page, sizes }: Props<T>) {
  if (sizes.length < 2 && page.count <= page.size) return null
  return (
    <TablePagination
      component="div"
      count={page.count}
      page={page.index}
      rowsPerPage={page.size}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_event, next) => table.setPageIndex(next)}
      onRowsPerPageChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
    />
  )
}
