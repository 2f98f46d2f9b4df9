import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'

/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-hidden />
    </Box>
  )
}
