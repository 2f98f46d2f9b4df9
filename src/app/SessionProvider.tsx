import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import type { OpenStackClient } from '../api'
import { SessionContext, type Session } from '../lib/session'

/** Holds the signed-in client in memory only: a reload signs out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [client, setClient] = useState<OpenStackClient | null>(null)

  const session = useMemo<Session>(
    () => ({
      client,
      signIn: (next) => {
        queryClient.clear()
        setClient(next)
      },
      signOut: () => {
        setClient(null)
        // Drop every cached response so the next user never sees this project's data.
        queryClient.clear()
      },
    }),
    [client, queryClient],
  )

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}
