// Things that change rarely: volume types (with the default and each type's encryption),
// availability zones, quota, images, storage pools and flavors.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { isOpenStackError } from '../api'
import type { EncryptionSpec } from '../rules/volume-types'
import { isEncryption } from '../rules/volume-types'
import { keys } from './keys'

export function volumeTypesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.volumeTypeList(),
    queryFn: () => client.cinder.listVolumeTypes(),
    staleTime: 60_000,
  })
}

/**
 * The type the cloud uses when none is given (GET /types/default), only to preselect it: a cloud
 * without a default answers 404, and an older one may refuse the call, so an HTTP error is "none".
 */
export function defaultVolumeTypeOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.defaultVolumeType(),
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

/** A type's encryption (admin): the spec, or null for none. */
export function volumeTypeEncryptionOptions(client: OpenStackClient, typeId: string) {
  return queryOptions({
    queryKey: keys.volumeTypeEncryption(typeId),
    queryFn: async (): Promise<EncryptionSpec | null> => {
      const encryption = await client.cinder.getVolumeTypeEncryption(typeId)
      return isEncryption(encryption) ? encryption : null
    },
    staleTime: 60_000,
  })
}

export function availabilityZonesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.availabilityZones,
    queryFn: () => client.cinder.listAvailabilityZones(),
    staleTime: 300_000,
  })
}

export function imagesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.images,
    enabled: client.glance !== null,
    staleTime: 300_000,
    queryFn: () => client.glance!.listImages(),
  })
}

/** The storage pools (admin); a pool that cannot hold the volume is still listed: the cloud decides. */
export function poolsOptions(client: OpenStackClient) {
  return queryOptions({ queryKey: keys.pools, queryFn: () => client.cinder.listPools(), staleTime: 60_000 })
}

export function flavorsOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.flavors,
    enabled: client.nova !== null,
    staleTime: 300_000,
    queryFn: () => client.nova!.listFlavors(),
  })
}
