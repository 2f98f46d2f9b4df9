import { Fragment, lazy, Suspense, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { PageLoading } from '../../components/PageLoading'
import { paths } from '../../lib/paths'
import { preloadable } from '../../lib/preloadable'
import { useProjectUrl } from '../../lib/project-url'
import { useSession, useSessionExpiry } from '../../lib/session'

// Needed only when the address names another project than the session's: loaded then.
const followProject = preloadable(() => import('./FollowProject').then((m) => m.FollowProject))
const FollowProject = followProject.Component
/** Fetches FollowProject's code ahead: Sign In goes through it (an address without a project). */
export const preloadFollowProject = followProject.preload

// Needed only once a token ends: loaded then, not with the first screen.
const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
)

/**
 * Sends visitors without a signed-in client to Sign In, remembering where they were going.
 * When the address names another project than the session's, the session moves there first
 * (FollowProject). When the token ends, the pages stay mounted under the Sign In dialog; they
 * are mounted afresh only for another user, project or region.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { client } = useSession()
  const expired = useSessionExpiry()?.expired ?? false
  const location = useLocation()
  const projectUrl = useProjectUrl()
  if (!client) {
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />
  }
  if (projectUrl && projectUrl.projectId !== client.token.project.id) {
    return (
      <Suspense fallback={<PageLoading />}>
        <FollowProject key={projectUrl.projectId} wanted={projectUrl.projectId} projectUrl={projectUrl} />
      </Suspense>
    )
  }
  return (
    <Fragment key={`${client.token.user.id}/${client.token.project.id}/${client.place.region}`}>
      {children}
      {expired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </Fragment>
  )
}
