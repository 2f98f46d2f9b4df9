// The query behind the volume list: one page per view, polling while a row is transitional.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../../../api'
import { keys } from '../../../queries/keys'
import { transitionalRefetch } from '../../../queries/polling'
import type { VolumePageResult } from './fetch-page'
import { fetchVolumePage } from './fetch-page'
import type { VolumeView } from './view-state'

export function volumePageOptions(client: OpenStackClient, view: VolumeView) {
  return queryOptions({
    queryKey: [...keys.volumeLists(), 'page', view] as const,
    queryFn: () => fetchVolumePage(client, view),
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch((result: VolumePageResult) => result.volumes),
  })
}
