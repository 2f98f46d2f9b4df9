// Things that change rarely: volume types, availability zones, quota, images.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { keys } from './keys'

export function volumeTypesOptions(client: OpenStackClient) {
  return queryOptions({ queryKey: keys.volumeTypes, queryFn: () => client.cinder.listVolumeTypes(), staleTime: 60_000 })
}

export function availabilityZonesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.availabilityZones,
    queryFn: () => client.cinder.listAvailabilityZones(),
    staleTime: 300_000,
  })
}

export function limitsOptions(client: OpenStackClient) {
  return queryOptions({ queryKey: keys.limits, queryFn: () => client.cinder.getLimits() })
}

export function imagesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.images,
    enabled: client.glance !== null,
    staleTime: 300_000,
    queryFn: () => client.glance!.listImages(),
  })
}
