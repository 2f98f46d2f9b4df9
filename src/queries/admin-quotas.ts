// An admin's quota reads: any project's quota set with usage (every key, as Cinder gives it) and
// the default quota class. Both sit under keys.limits, so the `quota` family refreshes them with
// the Overview's own quota.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { keys } from './keys'

export function quotaSetOptions(client: OpenStackClient, projectId: string) {
  return queryOptions({
    queryKey: keys.quotaSet(projectId),
    queryFn: () => client.cinder.getQuotaUsage(projectId),
    // Others take quota all the time: read again whenever the page or a dialog opens.
    refetchOnMount: 'always',
  })
}

export function quotaDefaultsOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.quotaDefaults(),
    queryFn: () => client.cinder.getQuotaDefaults(),
    refetchOnMount: 'always',
  })
}
