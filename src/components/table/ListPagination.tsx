// The pager under a list page whose cloud pages and counts (Volumes, Snapshots, Backups): the
// page and its size live in the URL, so a change is a patch of the page's view.
import TablePagination from '@mui/material/TablePagination'

interface Props {
  /** Total that match; null when the cloud cannot count (below 3.45). */
  count: number | null
  page: number
  size: number
  sizes: readonly number[]
  onChange: (patch: { page: number } | { size: number }) => void
}

export function ListPagination({ count, page, size, sizes, onChange }: Props) {
  return (
    <TablePagination
      component="div"
      count={count ?? -1}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[...sizes]}
      // First and last: at 10,000 rows the last page is 500 clicks away otherwise. Without a count
      // (below 3.45) MUI disables Last.
      showFirstButton
      showLastButton
      onPageChange={(_event, next) => onChange({ page: next })}
      onRowsPerPageChange={(event) => onChange({ size: Number(event.target.value) })}
    />
  )
}
