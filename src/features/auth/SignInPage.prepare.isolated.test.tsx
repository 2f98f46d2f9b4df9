// Sign In fetches the first signed-in screen's code while it is on screen: `prepare`
// runs once the form is shown, and not for a browser that is already signed in; `start` starts
// the reads of the page it goes to as a session begins here.
import { render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { useState, type ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { NotificationsProvider } from '../../components/notify'
import { createQueryClient } from '../../lib/query-client'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../api'
import { SessionContext, type Session } from '../../lib/session'
import { SignInPage } from './SignInPage'

// The form signs in at a click, with a client of its own (Keystone is not the point here).
const signedInClient = { token: { project: { id: 'p1' } } } as unknown as OpenStackClient
vi.mock('./SignInForm', () => ({
  SignInForm: ({ onSignedIn }: { onSignedIn: (client: OpenStackClient, profile: object) => void }) => (
    <button type="button" onClick={() => onSignedIn(signedInClient, {})}>
      Sign In
    </button>
  ),
}))

function SessionWith({ initial, children }: { initial: OpenStackClient | null; children: ReactNode }) {
  const [client, setClient] = useState(initial)
  const session: Session = {
    client,
    signIn: (next) => setClient(next),
    switchTo: () => Promise.resolve(),
    signOut: () => {},
  }
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

function renderWith(client: OpenStackClient | null, prepare: () => void, start = vi.fn()) {
  const queryClient = createQueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider maxSnack={3}>
        <MemoryRouter initialEntries={[{ pathname: '/sign-in', state: { from: '/volumes?page=2' } }]}>
          <SessionWith initial={client}>
            <Routes>
              <Route path="/sign-in" element={<SignInPage prepare={prepare} start={start} />} />
              <Route path="/volumes" element={<p>Volumes page</p>} />
            </Routes>
          </SessionWith>
        </MemoryRouter>
      </NotificationsProvider>
    </QueryClientProvider>,
  )
  return { queryClient, start }
}

describe('SignInPage prepares the first screen', () => {
  it('asks for the signed-in code once the form is shown', async () => {
    const prepare = vi.fn()
    renderWith(null, prepare)
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(1))
  })

  it('does not for a browser already signed in (it is sent on at once)', async () => {
    const prepare = vi.fn()
    const { start } = renderWith({} as OpenStackClient, prepare)
    expect(await screen.findByText('Volumes page')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(prepare).not.toHaveBeenCalled()
    expect(start).not.toHaveBeenCalled()
  })

  it("starts the reads of the page it goes to once, as the session begins, with that page's address", async () => {
    const { queryClient, start } = renderWith(null, vi.fn())
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Volumes page')).toBeInTheDocument()
    expect(start).toHaveBeenCalledTimes(1)
    expect(start).toHaveBeenCalledWith(queryClient, signedInClient, '/volumes?page=2')
  })
})
