// The demo's identity provider (demo builds only): what an organisation's sign-in page is where a
// real cloud federates, here the demo scenario's accounts. It posts the account to the demo cloud,
// which plays Keystone's WebSSO and the console server's side of it
// (src/mocks/handlers/console-websso-demo.ts), then goes where the server would send the browser:
// the page the sign-on started from, or Volumes, or Sign In saying why not.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import { CONSOLE_REQUEST_HEADERS, CONSOLE_WEBSSO_DEMO_PATH } from '../../api/console-wire'
import { LightAlert as Alert } from '../../components/LightAlert'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { ssoChoices } from './sign-in-defaults'

/** Where the browser goes once the demo cloud answered: a page of the console's own, never another site. */
function ownPage(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.volumes
}

export function DemoIdentityProviderPage() {
  const t = useT()
  const query = new URLSearchParams(useLocation().search)
  const choice = query.get('choice') ?? ''
  const provider = ssoChoices('').find((candidate) => candidate.id === choice)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async () => {
    setSending(true)
    setProblem(null)
    try {
      const answer = await fetch(CONSOLE_WEBSSO_DEMO_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...CONSOLE_REQUEST_HEADERS },
        body: JSON.stringify({ choice, username, password, project: query.get('project') ?? undefined }),
      })
      if (answer.ok) return window.location.assign(ownPage(query.get('next')))
      const body = (await answer.json().catch(() => null)) as { sso?: string } | null
      if (body?.sso) return window.location.assign(`${paths.signIn}?sso=${encodeURIComponent(body.sso)}`)
      setProblem(t('Wrong user name or password.'))
    } catch {
      setProblem(t('The demo cloud did not answer. Reload the page and try again.'))
    }
    setSending(false)
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={3}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label={t('Sign in to {{provider}}', { provider: provider?.label ?? choice })}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Typography variant="h5" component="h1">
            {provider?.label ?? choice}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(
              'The demo’s identity provider, standing in for your organisation’s sign-in page. Its accounts: alice (password alice), with two projects, and nobody (password nobody), with none.',
            )}
          </Typography>
          {!provider && (
            <Alert severity="error">
              {t('The console does not offer this way of signing in. Go back to Sign In and choose another.')}
            </Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label={t('User name')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            required
          />
          <TextField
            label={t('Password')}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="contained" loading={sending} disabled={!provider}>
            {t('Sign in')}
          </Button>
          <Link component={RouterLink} to={paths.signIn}>
            {t('Back to Sign In')}
          </Link>
        </Stack>
      </Paper>
    </Box>
  )
}
