import { Fragment, lazy, Suspense, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '../../lib/paths'
import { useSession, useSessionExpiry } from '../../lib/session'

// Needed only once a token ends: loaded then, not with the first screen.
const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
)

/**
 * Sends visitors without a signed-in client to Sign In, remembering where they were going.
 * When the token ends, the pages stay mounted under the Sign In dialog; they are mounted
 * afresh only for another user or project.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { client } = useSession()
  const expired = useSessionExpiry()?.expired ?? false
  const location = useLocation()
  if (!client) {
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />
  }
  return (
    <Fragment key={`${client.token.user.id}/${client.token.project.id}`}>
      {children}
      {expired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </Fragment>
  )
}
