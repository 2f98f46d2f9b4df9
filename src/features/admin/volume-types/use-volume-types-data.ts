// The admin's view of volume types: the types (every extra spec, since the caller is an admin),
// each type's encryption (one call per type; a cloud has a handful), and how many volumes use
// each type, counted over all projects from one list.
import { useQueries, useQuery } from '@tanstack/react-query'
import type { OpenStackClient, QosSpecs, VolumeType } from '../../../api'
import { defaultVolumeTypeOptions, volumeTypeEncryptionOptions, volumeTypesOptions } from '../../../queries/catalog'
import { projectDefaultTypesOptions, qosSpecsOptions } from '../../../queries/volume-type-admin'
import { volumeListOptions } from '../../../queries/volumes'
import type { EncryptionState } from '../../../rules/volume-types'
import type { TypeDefaults, TypeUsage } from '../../../rules/volume-type-guards'
import { usageByType } from '../../../rules/volume-type-guards'

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
  /** A type's QoS spec (from its qos_specs_id), null for none, undefined while unknown. */
  qos: (type: VolumeType) => QosSpecs | null | undefined
  qosError: Error | null
  /** What decides whether a type may be deleted (the default types). */
  defaults: TypeDefaults
}

export function useVolumeTypesData(client: OpenStackClient): VolumeTypesData {
  const types = useQuery(volumeTypesOptions(client))
  const encryptions = useQueries({
    queries: (types.data ?? []).map((type) => volumeTypeEncryptionOptions(client, type.id)),
  })
  const volumes = useQuery(volumeListOptions(client, ALL_VOLUMES))
  const byId = new Map((types.data ?? []).map((type, index) => [type.id, encryptions[index]]))
  const qos = useQuery(qosSpecsOptions(client))
  const defaultType = useQuery(defaultVolumeTypeOptions(client))
  const projectDefaults = useQuery({
    ...projectDefaultTypesOptions(client),
    enabled: client.feature('defaultTypeOverrides').available,
  })
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
    qos: (type) => {
      if (!type.qos_specs_id) return null
      return qos.data ? (qos.data.find((specs) => specs.id === type.qos_specs_id) ?? null) : undefined
    },
    qosError: qos.error,
    defaults: {
      defaultId: defaultType.data === undefined ? undefined : (defaultType.data?.id ?? null),
      projectDefaults: projectDefaults.data,
      typeCount: types.data?.length ?? 0,
    },
  }
}
