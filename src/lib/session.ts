import { createContext, useContext } from 'react'
import type { Credentials, OpenStackClient, OpenStackError } from '../api'
import type { SessionChange } from '../api/console-wire'

/**
 * What a session signed in with, minus the password or the application credential's secret:
 * the Sign In dialog's prefill when the token ends.
 */
export type SignInProfile = Omit<Credentials, 'password' | 'applicationCredential'> & {
  applicationCredentialId?: string
}

export interface Session {
  /** The signed-in client; held in memory only, never persisted. */
  client: OpenStackClient | null
  /** Why the session this browser had could not be looked up at start (the Sign In page says so). */
  resumeError?: OpenStackError | null
  /** Starts a new session: every cached response of the previous one is dropped. */
  signIn: (client: OpenStackClient, profile?: SignInProfile) => void
  /**
   * The same user in another project or region: resolves once the new client is in place
   * (every cached response dropped); rejects with the cloud's refusal, the session unchanged.
   */
  switchTo: (change: SessionChange) => Promise<void>
  signOut: () => void
  /**
   * A sign-out is still ending the session at the console's server: Sign In waits for it, since
   * a sign-in, or a page loaded, meanwhile would still find the old session.
   */
  signingOut?: boolean
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}

/** Whether a sign-out is still under way (false outside <SessionProvider>: nothing to wait for). */
export function useSigningOut(): boolean {
  return useContext(SessionContext)?.signingOut === true
}

/** The signed-in client; only for components rendered behind <RequireSession>. */
export function useClient(): OpenStackClient {
  const { client } = useSession()
  if (!client) throw new Error('useClient needs a signed-in session')
  return client
}

/** How a new client relates to the one whose token ended. */
export type Renewal = 'same-account' | 'other-account'

/** The end of a token, and signing in again without leaving the page. */
export interface SessionExpiry {
  /** The token ended, or will within EXPIRY_SKEW_MS: the app waits under the Sign In dialog. */
  expired: boolean
  /** What the current session signed in with; null when it was started without one. */
  profile: SignInProfile | null
  /**
   * Swaps in a newly signed-in client. The same user in the same project keeps every view
   * and open form, and the cached queries refetch; anyone else starts afresh (cache cleared),
   * and the caller takes them to a page of their own.
   */
  renew: (client: OpenStackClient, profile: SignInProfile) => Renewal
}

/** Null outside <SessionProvider> (test harnesses that provide only a Session). */
export const SessionExpiryContext = createContext<SessionExpiry | null>(null)

export function useSessionExpiry(): SessionExpiry | null {
  return useContext(SessionExpiryContext)
}

/** The same user in the same project: what the views on screen were loaded for. */
export function sameAccount(a: OpenStackClient, b: OpenStackClient): boolean {
  return a.token.user.id === b.token.user.id && a.token.project.id === b.token.project.id
}
