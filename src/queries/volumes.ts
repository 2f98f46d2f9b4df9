// Volume queries: one page of the list and one volume.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OpenStackClient, Volume, VolumeListParams } from '../api'
import { keys } from './keys'
import { transitionalRefetch } from './polling'

export function volumeListOptions(client: OpenStackClient, params: VolumeListParams) {
  return queryOptions({
    queryKey: keys.volumeList(params),
    queryFn: () => client.cinder.listVolumes(params),
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch((data) => data.volumes),
  })
}

export function volumeOptions(client: OpenStackClient, id: string) {
  return queryOptions({
    queryKey: keys.volume(id),
    queryFn: () => client.cinder.getVolume(id),
    refetchInterval: transitionalRefetch((volume: Volume) => [volume]),
  })
}
