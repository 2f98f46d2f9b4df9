// What a list shows besides its rows: a bar while it refreshes, a line while the first answer is
// on its way, the cloud's error with "Try again", and a line when there is nothing to list.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useT } from '../../i18n/use-t'
import { ErrorAlert } from '../notify-alert'

interface ListQuery {
  isFetching: boolean
  isPending: boolean
  error: unknown
  refetch: () => Promise<unknown>
}

export function ListState({
  query,
  loading,
  failed,
  empty,
}: {
  query: ListQuery
  /** e.g. "Loading volumes…" */
  loading: string
  /** e.g. "Could not load volumes" */
  failed: string
  /** Shown when the answer has no row, e.g. "No volumes"; undefined while there are rows. */
  empty?: string
}) {
  const t = useT()
  return (
    <>
      {/* Drawn only while fetching: a hidden bar still animates, restyling the page every frame. */}
      {query.isFetching ? <LinearProgress aria-hidden /> : <Box sx={{ height: 4 }} />}
      {query.isPending && <Typography role="status">{loading}</Typography>}
      {query.error != null && (
        <ErrorAlert
          title={failed}
          error={query.error}
          action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}
        />
      )}
      {!query.isPending && empty !== undefined && <Typography>{empty}</Typography>}
    </>
  )
}
