import { useEffect, useState } from 'react'
import { hasConsoleSession } from '../lib/cloud-fetch'
import { createQueryClient } from '../lib/query-client'
import { AppProviders } from './AppProviders'
import { ProjectRouter } from './ProjectRouter'
import { preloadLayout } from './routes'

export function App() {
  const [queryClient] = useState(() => createQueryClient())
  // A reload or a link: the signed-in layout's code loads while the session is looked up.
  useEffect(() => {
    if (hasConsoleSession() && !window.location.pathname.endsWith('/sign-in')) void preloadLayout()
  }, [])
  return (
    <AppProviders queryClient={queryClient}>
      <ProjectRouter />
    </AppProviders>
  )
}
