// Sign In fetches the first signed-in screen's code while it is on screen (issue 19): `prepare`
// runs once the form is shown, and not for a browser that is already signed in.
import { render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { NotificationsProvider } from '../../components/notify'
import { createQueryClient } from '../../lib/query-client'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../api'
import { SessionContext, type Session } from '../../lib/session'
import { SignInPage } from './SignInPage'

function renderWith(client: OpenStackClient | null, prepare: () => void) {
  const session: Session = { client, signIn: () => {}, switchTo: () => Promise.resolve(), signOut: () => {} }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationsProvider maxSnack={3}>
        <MemoryRouter initialEntries={['/sign-in']}>
          <SessionContext.Provider value={session}>
            <SignInPage prepare={prepare} />
          </SessionContext.Provider>
        </MemoryRouter>
      </NotificationsProvider>
    </QueryClientProvider>,
  )
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
    renderWith({} as OpenStackClient, prepare)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(prepare).not.toHaveBeenCalled()
  })
})
