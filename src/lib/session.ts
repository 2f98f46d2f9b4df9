import { createContext, useContext } from 'react'
import type { OpenStackClient } from '../api'

export interface Session {
  /** The signed-in client; held in memory only, never persisted. */
  client: OpenStackClient | null
  signIn: (client: OpenStackClient) => void
  signOut: () => void
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}

/** The signed-in client; only for components rendered behind <RequireSession>. */
export function useClient(): OpenStackClient {
  const { client } = useSession()
  if (!client) throw new Error('useClient needs a signed-in session')
  return client
}
