import { useState } from 'react'
import { createQueryClient } from '../lib/query-client'
import { AppProviders } from './AppProviders'
import { ProjectRouter } from './ProjectRouter'

export function App() {
  const [queryClient] = useState(() => createQueryClient())
  return (
    <AppProviders queryClient={queryClient}>
      <ProjectRouter />
    </AppProviders>
  )
}
