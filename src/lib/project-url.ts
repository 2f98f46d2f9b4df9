// The project in the address: every signed-in page lives under /project/<id>/…, so
// a link, a bookmark or a new tab opens the project it was copied in. The router's basename is
// that prefix (app/ProjectRouter.tsx), so the pages' own paths (paths.ts) stay as they are;
// changing project changes the prefix, and the session follows the address
// (features/auth/RequireSession.tsx).
import { createContext, useContext } from 'react'

const PREFIX = /^\/project\/([^/]+)(?=\/|$)/

/** The router's basename for a project. */
export function projectBase(projectId: string): string {
  return `/project/${encodeURIComponent(projectId)}`
}

/** The basename an address starts with ('' for none). */
export function baseOfPath(pathname: string): string {
  return PREFIX.exec(pathname)?.[0] ?? ''
}

/** The project a basename names, or null. */
export function projectOfBase(base: string): string | null {
  const id = PREFIX.exec(base)?.[1]
  if (id === undefined) return null
  try {
    return decodeURIComponent(id)
  } catch {
    return null
  }
}

export interface ProjectUrl {
  /** The project the address names; null when it names none (Sign In, an old bookmark). */
  projectId: string | null
  /**
   * Goes to `path` (a page's own path, with its query) in a project: a new history entry, or in
   * place with `replace`. The session then moves to that project.
   */
  open: (projectId: string, path: string, options?: { replace?: boolean }) => void
  /** Goes to a path outside any project (Sign In after Sign Out). */
  leave: (path: string) => void
}

export const ProjectUrlContext = createContext<ProjectUrl | null>(null)

/** Null outside the router (test harnesses that render a page alone). */
export function useProjectUrl(): ProjectUrl | null {
  return useContext(ProjectUrlContext)
}
