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

/** In-use volumes, 1,000 a page: what names the volumes servers have, without reading the others. */
export const IN_USE: VolumeListParams = { filters: { status: 'in-use' }, limit: 1000 }

/**
 * Every in-use volume of the project (`status=in-use`, a filter every role may use,
 * C:etc/cinder/resource_filters.json): the volumes of the project's servers, however many volumes
 * the project has. A server's volume in another status (attaching, detaching, reserved, backing-up…)
 * is read on its own (`volumeOptions`).
 */
export function inUseVolumesOptions(client: OpenStackClient, allProjects = false) {
  const params: VolumeListParams = allProjects ? { ...IN_USE, allTenants: true } : IN_USE
  return queryOptions({
    queryKey: keys.volumeList(params),
    staleTime: 10_000,
    queryFn: async () => {
      const volumes: Volume[] = []
      let marker: string | undefined
      for (let page = 0; page < 50; page += 1) {
        const result = await client.cinder.listVolumes({ ...params, marker })
        volumes.push(...result.volumes)
        if (!result.nextMarker || result.volumes.length < (IN_USE.limit ?? 1000)) break
        marker = result.nextMarker
      }
      return volumes
    },
  })
}
