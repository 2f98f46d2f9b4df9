// The demo cloud's settings as server state, and the writes that change them. After every write
// all queries are invalidated, so the rest of the dashboard follows the cloud's new behaviour.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  getDemoSettings,
  putDemoSettings,
  resetDemoData,
  type DemoSettingsSnapshot,
  type DemoSettingsUpdate,
} from '../../api/demo-settings'

export function demoSettingsOptions(baseUrl: string) {
  return queryOptions({
    queryKey: ['demo-settings', baseUrl],
    queryFn: () => getDemoSettings(baseUrl),
    // Only this page changes them: no background refetch may overwrite what is being edited.
    staleTime: Infinity,
  })
}

export function useDemoSettings(baseUrl: string) {
  return useQuery(demoSettingsOptions(baseUrl))
}

export function useSaveDemoSettings(baseUrl: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: DemoSettingsUpdate) => putDemoSettings(baseUrl, update),
    onSuccess: (saved: DemoSettingsSnapshot) => {
      queryClient.setQueryData(demoSettingsOptions(baseUrl).queryKey, saved)
      // The answer is the saved state: the page need not wait for everything else to refetch.
      void queryClient.invalidateQueries()
    },
  })
}

export function useResetDemoData(baseUrl: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await resetDemoData(baseUrl)
      // The hosts come back as the scenario has them; settings stay.
      return queryClient.fetchQuery({ ...demoSettingsOptions(baseUrl), staleTime: 0 })
    },
    onSuccess: () => {
      void queryClient.invalidateQueries()
    },
  })
}
