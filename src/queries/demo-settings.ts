// The demo cloud's own settings as server state (demo builds only: only the Demo settings page
// imports this module).
import { queryOptions } from '@tanstack/react-query'
import { getDemoSettings } from '../api/demo-settings'
import { keys } from './keys'

export function demoSettingsOptions(baseUrl: string) {
  return queryOptions({
    queryKey: keys.demoSettings(baseUrl),
    queryFn: () => getDemoSettings(baseUrl),
    // Only this page changes them: no background refetch may overwrite what is being edited.
    staleTime: Infinity,
  })
}
