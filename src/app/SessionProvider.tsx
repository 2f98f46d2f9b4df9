import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { OpenStackClient } from '../api'
import { watchExpiry } from '../features/auth/watch-expiry'
import {
  SessionContext,
  SessionExpiryContext,
  sameAccount,
  type Session,
  type SessionExpiry,
  type SignInProfile,
} from '../lib/session'
import { refreshEverything } from '../queries/invalidation'

interface SessionState {
  client: OpenStackClient | null
  profile: SignInProfile | null
  expired: boolean
}

const SIGNED_OUT: SessionState = { client: null, profile: null, expired: false }

/**
 * Holds the signed-in client in memory only: a reload signs out. When its token ends the app
 * stays mounted; the Sign In dialog (see RequireSession) asks for the password again.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<SessionState>(SIGNED_OUT)
  const { client } = state
  // Set when a renewed client for the same account is being swapped in.
  const refetchAfterSwap = useRef(false)

  useEffect(() => {
    if (!client) return
    return watchExpiry(client, () =>
      setState((current) => (current.client === client && !current.expired ? { ...current, expired: true } : current)),
    )
  }, [client])

  // After the swap has rendered: by now every query and mutation observer below holds
  // functions that read the new client (children's effects run before this one), so the
  // refetches go out with the new token.
  useEffect(() => {
    if (!refetchAfterSwap.current) return
    refetchAfterSwap.current = false
    // Invalidate, not clear: the views keep their data on screen while it refreshes.
    void refreshEverything(queryClient)
  }, [client, queryClient])

  const session = useMemo<Session>(
    () => ({
      client,
      signIn: (next, profile) => {
        queryClient.clear()
        setState({ client: next, profile: profile ?? null, expired: false })
      },
      signOut: () => {
        setState(SIGNED_OUT)
        // Drop every cached response so the next user never sees this project's data.
        queryClient.clear()
      },
    }),
    [client, queryClient],
  )

  const expiry = useMemo<SessionExpiry>(
    () => ({
      expired: state.expired,
      profile: state.profile,
      renew: (next, profile) => {
        if (client && sameAccount(client, next)) {
          refetchAfterSwap.current = true
          setState({ client: next, profile, expired: false })
          return 'same-account'
        }
        queryClient.clear()
        setState({ client: next, profile, expired: false })
        return 'other-account'
      },
    }),
    [client, state.expired, state.profile, queryClient],
  )

  return (
    <SessionContext.Provider value={session}>
      <SessionExpiryContext.Provider value={expiry}>{children}</SessionExpiryContext.Provider>
    </SessionContext.Provider>
  )
}
