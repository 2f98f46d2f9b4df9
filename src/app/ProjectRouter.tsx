// The router, based at the project in the address (lib/project-url.ts). A new project in the
// address (the project menu, a link, Back or Forward across projects) makes a new router at that
// base: every page is mounted afresh for it.
import { useEffect, useMemo, useRef, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import type { ProjectUrl } from '../lib/project-url'
import { baseOfPath, projectBase, projectOfBase, ProjectUrlContext } from '../lib/project-url'
import { routes } from './routes'

type Router = ReturnType<typeof createBrowserRouter>

/**
 * One router a base, made once: a render may run twice (StrictMode), and a router listens to the
 * history from the moment it is made, so a second one must never be made and left behind.
 */
const routers = new Map<string, Router>()

function routerFor(base: string): Router {
  let router = routers.get(base)
  if (!router) {
    router = createBrowserRouter(routes, { basename: base || '/' })
    routers.set(base, router)
  }
  return router
}

/** A router left behind: it stops listening to the history, and a navigation of its under way is aborted. */
function retire(base: string, router: Router): void {
  router.dispose()
  if (routers.get(base) === router) routers.delete(base)
}

export function ProjectRouter() {
  const [base, setBase] = useState(() => baseOfPath(window.location.pathname))
  const router = routerFor(base)
  // The router left behind stops listening to the history (not in a cleanup: StrictMode runs
  // cleanups of a router that stays).
  const previous = useRef({ base, router })
  useEffect(() => {
    const left = previous.current
    if (left.router !== router) retire(left.base, left.router)
    previous.current = { base, router }
  }, [base, router])

  useEffect(() => {
    const follow = () => setBase(baseOfPath(window.location.pathname))
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])

  const value = useMemo<ProjectUrl>(() => {
    const go = (nextBase: string, path: string, replace = false) => {
      // The same base: the router goes there itself.
      if (nextBase === base) {
        void router.navigate(path, { replace })
        return
      }
      // The router left behind stops first: a navigation of its still under way (a filter written
      // to the address) would otherwise replace the new address with one under its own base,
      // which the new router cannot match and so draws nothing.
      retire(base, router)
      const url = `${nextBase}${path.startsWith('/') ? path : `/${path}`}`
      if (replace) window.history.replaceState(null, '', url)
      else window.history.pushState(null, '', url)
      setBase(nextBase)
    }
    return {
      projectId: projectOfBase(base),
      open: (projectId, path, options) => go(projectBase(projectId), path, options?.replace),
      leave: (path) => go('', path, true),
    }
  }, [base, router])

  return (
    <ProjectUrlContext.Provider value={value}>
      {/* Keyed: RouterProvider keeps the state of the router it was first given. */}
      <RouterProvider key={base} router={router} />
    </ProjectUrlContext.Provider>
  )
}
