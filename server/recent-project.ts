// The project a user last worked in, kept in a cookie of its own across sign-outs, as Horizon's
// `recent_project` cookie does (openstack_auth/views.py, set on login and project switch): a
// single sign-on, which names no project, then lands there when Keystone still lists it for the
// same user. Sealed like the session (so another site's page cannot choose it), HttpOnly,
// SameSite=Strict, and sent only to the single sign-on routes, where the console's own page
// starts a sign-in (Path=/_console/websso).
import { CONSOLE_WEBSSO_PATH } from '../src/api/console-wire.ts'
import type { SessionKeys, SessionPayload } from './session-seal.ts'
import { cookieValue, sealValue, unsealValue } from './session-seal.ts'

export const RECENT_PROJECT_COOKIE = 'vc_recent_project'
/** Thirty days: the console's choice (Horizon's cookie lasts as long as the browser keeps it). */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60
const PURPOSE = 'recent-project'

export interface RecentProject {
  userId: string
  projectId: string
}

/** The cookie for the session's user and project; none when the session does not know its user. */
export function recentProjectCookie(session: SessionPayload, keys: SessionKeys, secure: boolean): string[] {
  if (!session.userId || !session.projectId) return []
  const recent: RecentProject = { userId: session.userId, projectId: session.projectId }
  return [
    [
      `${RECENT_PROJECT_COOKIE}=${sealValue(recent, keys, PURPOSE)}`,
      `Path=${CONSOLE_WEBSSO_PATH}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
      `Max-Age=${MAX_AGE_SECONDS}`,
    ].join('; '),
  ]
}

/** The user's recent project from the request's cookie, or null. */
export function openRecentProject(cookieHeader: string | undefined, keys: SessionKeys): RecentProject | null {
  const value = cookieValue(cookieHeader, RECENT_PROJECT_COOKIE)
  const read = value ? unsealValue(value, keys, PURPOSE) : null
  const recent = read?.ok ? (read.value as Partial<RecentProject>) : null
  return typeof recent?.userId === 'string' && typeof recent.projectId === 'string'
    ? { userId: recent.userId, projectId: recent.projectId }
    : null
}
