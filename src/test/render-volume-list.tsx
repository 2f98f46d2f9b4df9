// Test helper: the Volumes panel alone, in a memory router, for a client signed in to the demo
// cloud and a query client of the test's choosing (retry policy, timers).
import type { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { OpenStackClient } from '../api'
import { TestProviders } from './render-with-client'
import { VolumeListPage } from '../features/volumes/VolumeListPage'

export function renderVolumeList(client: OpenStackClient, queryClient: QueryClient, path = '/volumes') {
  const router = createMemoryRouter([{ path: '/volumes', element: <VolumeListPage /> }], { initialEntries: [path] })
  return render(
    <TestProviders client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  )
}
