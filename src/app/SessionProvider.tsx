import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { OpenStackClient } from '../api'
import { isOpenStackError, OpenStackError } from '../api'
import { watchExpiry } from '../features/auth/watch-expiry'
import { hasConsoleSession, resumeCloudSession, signOutOfCloud } from '../lib/cloud-fetch'
import {
  SessionContext,
  SessionExpiryContext,
  sameAccount,
  type Session,
  type SessionExpiry,
  type SignInProfile,
} from '../lib/session'
import { refreshEverything } from '../queries/invalidation'
import { PageLoading } from '../components/PageLoading'

interface SessionState {
  client: OpenStackClient | null
  profile: SignInProfile | null
  expired: boolean
  /** Asking the console's server for the session this browser has (at start only). */
  resuming: boolean
  /** Why that could not be told (the server or Keystone did not answer). */
  resumeError: OpenStackError | null
  /** The session's end is still under way at the console's server. */
  signingOut: boolean
}

const SIGNED_OUT: SessionState = {
  client: null,
  profile: null,
  expired: false,
  resuming: false,
  resumeError: null,
  signingOut: false,
}

/**
 * Holds the signed-in client. With the console's server (its session, see cloud-fetch.ts) the
 * token stays there and the app starts by asking for the session this browser has, so a
 * reload, a new tab or a bookmark keeps it; without one it lives in memory and a reload signs
 * out. When the token ends the app stays mounted; the Sign In dialog (see RequireSession)
 * asks for the password again.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<SessionState>(() => ({ ...SIGNED_OUT, resuming: hasConsoleSession() }))
  const { client } = state

  useEffect(() => {
    if (!state.resuming) return
    let current = true
    resumeCloudSession().then(
      (resumed) => {
        if (current) setState({ ...SIGNED_OUT, client: resumed })
      },
      (error: unknown) => {
        if (!current) return
        const resumeError = isOpenStackError(error)
          ? error
          : new OpenStackError({ kind: 'network', status: 0, fault: 'resumeFailed', message: String(error) })
        setState({ ...SIGNED_OUT, resumeError })
      },
    )
    return () => {
      current = false
    }
  }, [state.resuming])
  // Set when a renewed client for the same account is being swapped in.
  const refetchAfterSwap = useRef(false)
  // The change under way: asked again (a re-render, StrictMode's second effect) it is not sent
  // twice; another change waits for it and starts from the client it made.
  const switching = useRef<{ key: string; done: Promise<void> } | null>(null)
  const latest = useRef<OpenStackClient | null>(client)
  useEffect(() => {
    latest.current = client
  }, [client])

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
      resumeError: state.resumeError,
      signIn: (next, profile) => {
        queryClient.clear()
        setState({ ...SIGNED_OUT, client: next, profile: profile ?? null })
      },
      switchTo: (change) => {
        if (!client) return Promise.resolve()
        const key = JSON.stringify([client.token.project.id, client.place.region, change])
        if (switching.current?.key === key) return switching.current.done
        const before = switching.current?.done.catch(() => undefined) ?? Promise.resolve()
        const done = before.then(async () => {
          const from = latest.current
          if (!from) return
          const next = await from.switchTo(change)
          latest.current = next
          queryClient.clear()
          setState((current) => ({
            ...SIGNED_OUT,
            client: next,
            // The expiry dialog signs in again where the session now is.
            profile: current.profile && {
              ...current.profile,
              projectName: next.token.project.name,
              projectDomainName: next.token.project.domain,
              region: next.place.region,
            },
          }))
        })
        switching.current = { key, done }
        const forget = () => {
          if (switching.current?.done === done) switching.current = null
        }
        done.then(forget, forget)
        return done
      },
      signOut: () => {
        // Revokes the token at Keystone (and clears the console's cookie); the page forgets it at once.
        setState({ ...SIGNED_OUT, signingOut: Boolean(client) })
        if (client) {
          const ended = () => setState((current) => (current.signingOut ? { ...current, signingOut: false } : current))
          void signOutOfCloud(client).then(ended, ended)
        }
        // Drop every cached response so the next user never sees this project's data.
        queryClient.clear()
      },
      signingOut: state.signingOut,
    }),
    [client, state.resumeError, state.signingOut, queryClient],
  )

  const expiry = useMemo<SessionExpiry>(
    () => ({
      expired: state.expired,
      profile: state.profile,
      renew: (next, profile) => {
        if (client && sameAccount(client, next)) {
          refetchAfterSwap.current = true
          setState({ ...SIGNED_OUT, client: next, profile })
          return 'same-account'
        }
        queryClient.clear()
        setState({ ...SIGNED_OUT, client: next, profile })
        return 'other-account'
      },
    }),
    [client, state.expired, state.profile, queryClient],
  )

  if (state.resuming) return <PageLoading />
  return (
    <SessionContext.Provider value={session}>
      <SessionExpiryContext.Provider value={expiry}>{children}</SessionExpiryContext.Provider>
    </SessionContext.Provider>
  )
}
