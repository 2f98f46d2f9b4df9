import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient, VolumeListParams } from '../../api'

/** Keys go from general to specific so `['volumes']` invalidates every volume query. */
export const volumeKeys = {
  all: ['volumes'] as const,
  lists: () => [...volumeKeys.all, 'list'] as const,
  list: (params: VolumeListParams) => [...volumeKeys.lists(), params] as const,
}

export function volumeListOptions(client: OpenStackClient, params: VolumeListParams) {
  return queryOptions({
    queryKey: volumeKeys.list(params),
    queryFn: () => client.cinder.listVolumes(params),
  })
}
