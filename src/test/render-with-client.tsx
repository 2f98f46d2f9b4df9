// Test helper: renders a piece of the dashboard for a client already signed in to the demo cloud.
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import type { OpenStackClient } from '../api'
import { NotificationsProvider } from '../components/notify'
import { createQueryClient } from '../lib/query-client'
import { SessionContext, type Session } from '../lib/session'
import { i18next } from '../i18n/i18n'
import { themeFor } from '../lib/theme'

export function TestProviders({
  client,
  queryClient,
  children,
}: {
  client: OpenStackClient
  queryClient: QueryClient
  children: ReactNode
}) {
  const session: Session = {
    client,
    signIn: () => undefined,
    switchTo: () => Promise.resolve(),
    signOut: () => undefined,
  }
  return (
    <ThemeProvider theme={themeFor(i18next.language)}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider maxSnack={8}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </NotificationsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
}

export function renderWithClient(ui: ReactElement, client: OpenStackClient) {
  const queryClient = createQueryClient({ retry: false })
  const result = render(
    <TestProviders client={client} queryClient={queryClient}>
      {ui}
    </TestProviders>,
  )
  return { ...result, queryClient }
}
