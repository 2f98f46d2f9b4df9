// The address names another project than the session's (a link, a bookmark, Back across a
// project switch, the project menu): the session moves there, or the page says why it cannot and
// offers the way on. An address that names no project gets the session's.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { PageLoading } from '../../components/PageLoading'
import { ErrorLines } from '../../components/error-lines'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import type { ProjectUrl } from '../../lib/project-url'
import { useClient, useSession } from '../../lib/session'
import { SignOutButton } from './SignOutButton'

export function FollowProject({ wanted, projectUrl }: { wanted: string | null; projectUrl: ProjectUrl }) {
  const client = useClient()
  const { switchTo } = useSession()
  const location = useLocation()
  const t = useT()
  const [failure, setFailure] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  const here = location.pathname + location.search + location.hash
  const own = client.token.project.id

  useEffect(() => {
    // No project in the address, or the session's spelt otherwise: the address gets the session's.
    // (The index goes straight to Volumes: one page to load in the new router, not a redirect there.)
    if (wanted === null || wanted.toLowerCase() === own.toLowerCase()) {
      projectUrl.open(own, location.pathname === '/' ? paths.volumes + location.search : here, { replace: true })
      return
    }
    let current = true
    switchTo({ projectId: wanted }).catch((error: unknown) => {
      if (current) setFailure(error)
    })
    return () => {
      current = false
    }
    // `here` is read once: the address is not changing while this waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, own, attempt])

  if (!failure) return <PageLoading />
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 560 }} elevation={3}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('This project could not be opened')}
          </Typography>
          <Typography>
            {t('The address is for project {{project}}, and Keystone would not give your session a token there.', {
              project: wanted,
            })}
          </Typography>
          <Alert severity="error">
            <ErrorLines error={failure} />
          </Alert>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => projectUrl.open(own, paths.volumes, { replace: true })}>
              {t('Go to project {{project}}', { project: client.token.project.name })}
            </Button>
            <Button
              onClick={() => {
                setFailure(null)
                setAttempt((count) => count + 1)
              }}
            >
              {t('Try again')}
            </Button>
            <SignOutButton color="primary" />
          </Stack>
        </Stack>
      </Paper>
    </Box>
  )
}
