// A page that failed to render (or whose code did not load) shows this in its place, inside the
// console's frame: what went wrong and "Try again", never a blank screen. The navigation, the
// top bar and every other page keep working.
import { LightAlert as Alert } from '../components/LightAlert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLocation, useNavigate, useRouteError } from 'react-router'
import { ErrorLines } from '../components/error-lines'
import { useT } from '../i18n/use-t'

export function RouteError() {
  const t = useT()
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('This page could not be shown')}
      </Typography>
      <Typography>
        {t(
          'Something went wrong while showing it. The rest of the console still works: try again, or go to another page.',
        )}
      </Typography>
      <Alert severity="error">
        <ErrorLines error={error} />
      </Alert>
      <div>
        {/* The same address again: the router draws the page anew. */}
        <Button variant="contained" onClick={() => void navigate(location, { replace: true })}>
          {t('Try again')}
        </Button>
      </div>
    </Stack>
  )
}
