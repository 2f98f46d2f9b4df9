import { LightAlert as Alert } from '../../components/LightAlert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { OpenStackClient } from '../../api'
import { Navigate, useLocation } from 'react-router'
import { errorText } from '../../components/error-text'
import { LanguageSelect } from '../../components/LanguageSelect'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useSession } from '../../lib/session'
import { settingsSource, signInDefaults } from './sign-in-defaults'
import { SignInForm } from './SignInForm'
import { ssoOutcomeOf, ssoOutcomeText } from './single-sign-on'

function redirectTarget(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from
  }
  return paths.volumes
}

interface Props {
  /**
   * Fetches what the first signed-in screen needs (the layout's and the Volumes page's code),
   * called once the form is on screen, so it loads while the user types and Keystone answers.
   */
  prepare?: () => void
  /** Starts the reads of the page the new session goes to, as it begins, before that page is drawn. */
  start?: (queryClient: QueryClient, client: OpenStackClient, target: string) => void
}

export function SignInPage({ prepare, start }: Props = {}) {
  const { client, signIn, resumeError } = useSession()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (client || !prepare) return
    // After the first paint, when the browser is idle (Safari lacks requestIdleCallback).
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200))
    idle(() => prepare())
  }, [client, prepare])
  const location = useLocation()
  const [defaults] = useState(() => signInDefaults())
  const target = redirectTarget(location.state)
  const t = useT()
  const sso = ssoOutcomeOf(location.search)

  // The new session re-renders this page, which then redirects.
  if (client) return <Navigate to={target} replace />

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 460 }} elevation={3}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('Sign In')}
          </Typography>
          <LanguageSelect />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('Volume Console')}
        </Typography>
        {resumeError && (
          // A session that ended says why; one that could not be looked up says what failed.
          <Alert severity={resumeError.kind === 'expired' ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {resumeError.kind === 'expired'
              ? errorText(resumeError).message
              : t('Could not look up your session: {{reason}} Sign in to carry on.', {
                  reason: errorText(resumeError).message,
                })}
          </Alert>
        )}
        {sso && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {ssoOutcomeText(sso)}
          </Alert>
        )}
        <SignInForm
          defaultValues={defaults}
          note={settingsSource()}
          onSignedIn={(next, profile) => {
            signIn(next, profile)
            // The session that began here (one found at start only redirects), after signIn has
            // emptied the cache and before the render that leaves this page: a render sooner.
            start?.(queryClient, next, target)
          }}
        />
      </Paper>
    </Box>
  )
}
