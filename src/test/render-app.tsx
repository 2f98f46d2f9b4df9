import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { onTestFinished } from 'vitest'
import { AppProviders } from '../app/AppProviders'
import { loadSignedInCode, routes } from '../app/routes'
import { createQueryClient } from '../lib/query-client'

/** Renders the whole app at `path` with a fresh, non-retrying query client. */
export function renderApp(path = '/') {
  // Sign In fetches the signed-in screens' code while it is on screen: the test ends once that
  // has arrived, so no import is still loading when an isolated file's environment is torn down.
  onTestFinished(async () => {
    await loadSignedInCode()
  })
  const queryClient = createQueryClient({ retry: false })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...result, router, queryClient }
}
