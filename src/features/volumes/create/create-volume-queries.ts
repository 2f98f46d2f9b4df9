// What the dialog reads besides the shared catalog queries.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../../../api'
import { isOpenStackError } from '../../../api'
import { keys } from '../../../queries/keys'

/**
 * The type the cloud uses when none is given (GET /types/default), only to preselect it: a cloud
 * without a default answers 404, and an older one may refuse the call, so an HTTP error is "none".
 */
export function defaultVolumeTypeOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: [...keys.volumeTypes, 'default'] as const,
    staleTime: 60_000,
    queryFn: async () => {
      try {
        return await client.cinder.getDefaultVolumeType()
      } catch (error) {
        if (isOpenStackError(error) && error.kind === 'http') return null
        throw error
      }
    },
  })
}
