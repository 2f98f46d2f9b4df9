// The demo cloud's settings as server state, and the writes that change them. After every write
// every query is refreshed, so the rest of the dashboard follows the cloud's new behaviour.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { putDemoSettings, resetDemoData, type DemoSettingsUpdate } from '../../api/demo-settings'
import { demoSettingsOptions } from '../../queries/demo-settings'
import { useApiMutation } from '../../queries/use-api-mutation'

export function useDemoSettings(baseUrl: string) {
  return useQuery(demoSettingsOptions(baseUrl))
}

/** `failure`: the title of the notification when the cloud refuses (none: the page shows it). */
export function useSaveDemoSettings(baseUrl: string, failure?: () => string) {
  const queryClient = useQueryClient()
  return useApiMutation({
    failure,
    mutationFn: (update: DemoSettingsUpdate) => putDemoSettings(baseUrl, update),
    invalidates: ['everything'],
    // The answer is the saved state: the page need not wait for everything else to refetch.
    refresh: 'background',
    onSuccess: (saved) => queryClient.setQueryData(demoSettingsOptions(baseUrl).queryKey, saved),
  })
}

export function useResetDemoData(baseUrl: string, failure?: () => string) {
  const queryClient = useQueryClient()
  return useApiMutation({
    failure,
    mutationFn: async () => {
      await resetDemoData(baseUrl)
      // The hosts come back as the scenario has them; settings stay.
      return queryClient.fetchQuery({ ...demoSettingsOptions(baseUrl), staleTime: 0 })
    },
    invalidates: ['everything'],
    refresh: 'background',
  })
}
