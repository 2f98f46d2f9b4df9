// A page that fails to render shows what went wrong and "Try again" inside the console's frame,
// never a blank screen; trying again draws the page anew.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { OpenStackError } from '../api'
import { createQueryClient } from '../lib/query-client'
import { AppProviders } from './AppProviders'
import { page } from './routes'

/** Broken until the test mends it (React renders a failing tree more than once). */
let broken = true

function Flaky() {
  if (broken) {
    throw new OpenStackError({
      kind: 'http',
      status: 500,
      fault: 'computeFault',
      message: 'The page broke while rendering.',
      requestId: 'req-1234',
    })
  }
  return <h1>Volumes, drawn</h1>
}

function Frame() {
  return (
    <>
      <nav aria-label="Frame">The console's frame</nav>
      <Outlet />
    </>
  )
}

describe('a page that fails to render', () => {
  it('shows the error and Try again in the frame; trying again draws the page', async () => {
    // React reports the caught render error on the console: expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = createMemoryRouter(
      [{ path: '/', element: <Frame />, children: [page({ path: 'volumes', Component: Flaky })] }],
      {
        initialEntries: ['/volumes'],
      },
    )
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    )
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument()
    expect(screen.getByText('The page broke while rendering.')).toBeInTheDocument()
    expect(screen.getByText(/req-1234/)).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Frame' })).toBeInTheDocument()
    broken = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Volumes, drawn' })).toBeInTheDocument()
    quiet.mockRestore()
  })
})
