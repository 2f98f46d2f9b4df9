// The admin's view of volume types: the types (every extra spec, since the caller is an admin),
// each type's encryption (one call per type; a cloud has a handful), and how many volumes use
// each type, counted over all projects from one list.
import { useQueries, useQuery } from '@tanstack/react-query'
import type { OpenStackClient, VolumeType } from '../../../api'
import { volumeTypeEncryptionOptions, volumeTypesOptions } from '../../../queries/catalog'
import { volumeListOptions } from '../../../queries/volumes'
import type { EncryptionState, TypeUsage } from './type-rules'
import { usageByType } from './type-rules'

/** One page of Cinder's maximum (osapi_max_limit): beyond it the counts are lower bounds. */
const ALL_VOLUMES = { allTenants: true, limit: 1000 } as const

export interface VolumeTypesData {
  types: VolumeType[] | undefined
  typesError: Error | null
  /** Asks for the types (and the usage) again after an error. */
  retry: () => void
  encryption: (typeId: string) => { state: EncryptionState; error: Error | null }
  usage: TypeUsage | undefined
  usageError: Error | null
}

export function useVolumeTypesData(client: OpenStackClient): VolumeTypesData {
  const types = useQuery(volumeTypesOptions(client))
  const encryptions = useQueries({
    queries: (types.data ?? []).map((type) => volumeTypeEncryptionOptions(client, type.id)),
  })
  const volumes = useQuery(volumeListOptions(client, ALL_VOLUMES))
  const byId = new Map((types.data ?? []).map((type, index) => [type.id, encryptions[index]]))
  return {
    types: types.data,
    typesError: types.error,
    retry: () => {
      void types.refetch()
      void volumes.refetch()
    },
    encryption: (typeId) => {
      const query = byId.get(typeId)
      return { state: query?.data, error: query?.error ?? null }
    },
    usage:
      volumes.data && types.data
        ? usageByType(volumes.data.volumes, types.data, volumes.data.nextMarker !== undefined)
        : undefined,
    usageError: volumes.error,
  }
}
