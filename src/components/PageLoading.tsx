import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useT } from '../i18n/use-t'

/** Shown while a page's code loads. */
export function PageLoading() {
  const t = useT()
  return (
    <Box role="status" aria-label={t('Loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-hidden />
    </Box>
  )
}
