// The project's block-storage quotas with usage: the quota set where the reader may see it (a
// member and a reader may, for their own project), else /limits' five totals.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { isOpenStackError } from '../api'
import type { ProjectQuota } from '../rules/quota-rules'
import { quotaFromLimits, quotaFromSet } from '../rules/quota-rules'
import { keys } from './keys'

export async function fetchProjectQuota(client: OpenStackClient): Promise<ProjectQuota> {
  try {
    return quotaFromSet(await client.cinder.getQuotaUsage(client.token.project.id))
  } catch (error) {
    // volume_extension:quotas:show refused by a stricter policy: what /limits tells every user.
    if (isOpenStackError(error) && error.status === 403) return quotaFromLimits(await client.cinder.getLimits())
    throw error
  }
}

export function quotaOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.quota(client.token.project.id),
    queryFn: () => fetchProjectQuota(client),
    // Read again whenever a view or a dialog that checks it opens: other writers (another tab, a
    // script, another user of the project) take quota too.
    refetchOnMount: 'always',
  })
}
