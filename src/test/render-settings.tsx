// Test helper: the demo settings page for a signed-in client, its /_demo calls sent to the
// Node transport's origin, inside a router (the page signs out to /sign-in).
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { OpenStackClient } from '../api'
import { NotificationsProvider } from '../components/notify'
import { paths } from '../lib/paths'
import { createQueryClient } from '../lib/query-client'
import { SessionContext, type Session } from '../lib/session'
import { i18next } from '../i18n/i18n'
import { themeFor } from '../lib/theme'
import { DemoSettingsPage } from '../features/settings/DemoSettingsPage'

export const TEST_BASE_URL = 'http://cloud.test'

export function renderSettings(client: OpenStackClient, options: { demoMode?: boolean; signOut?: () => void } = {}) {
  const queryClient = createQueryClient({ retry: false })
  const session: Session = {
    client,
    signIn: () => undefined,
    switchTo: () => Promise.resolve(),
    signOut: options.signOut ?? (() => undefined),
  }
  const router = createMemoryRouter(
    [
      {
        path: paths.demoSettings,
        element: <DemoSettingsPage baseUrl={TEST_BASE_URL} demoMode={options.demoMode ?? true} />,
      },
      // A stand-in for the sign-in page, which tests look for by this heading.
      { path: paths.signIn, element: <h1>Sign In</h1> },
    ],
    { initialEntries: [paths.demoSettings] },
  )
  const result = render(
    <ThemeProvider theme={themeFor(i18next.language)}>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </NotificationsProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  )
  return { ...result, queryClient, router }
}
