import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '../../lib/paths'
import { useSession } from '../../lib/session'

/** Sends visitors without a signed-in client to Sign In, remembering where they were going. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { client } = useSession()
  const location = useLocation()
  if (!client) {
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />
  }
  return children
}
