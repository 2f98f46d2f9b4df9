// What Launch Instance needs before it can show its form: flavors, the project's volumes (the
// boot sources) and, when the catalog has Glance, the images.
import { useQuery } from '@tanstack/react-query'
import type { Flavor, Image, OpenStackClient, Volume, VolumeType } from '../../../api'
import { flavorsOptions, imagesOptions, volumeTypesOptions } from '../../../queries/catalog'
import { volumeListOptions } from '../../../queries/volumes'

export interface LaunchData {
  flavors: Flavor[]
  /** The project's volumes (first 1,000), usable or not: the form picks the bootable ones. */
  volumes: Volume[]
  /** Null when the catalog has no image service. */
  images: Image[] | null
  /** The volume types the user may choose for a volume made from an image (empty until known). */
  types: VolumeType[]
}

export type LaunchDataState =
  { status: 'pending' } | { status: 'error'; error: Error } | { status: 'ready'; data: LaunchData }

/** The same list the Create Volume dialog reads, so both share one cached request. */
const PROJECT_VOLUMES = { limit: 1000 } as const

export function useLaunchData(client: OpenStackClient): LaunchDataState {
  const flavors = useQuery(flavorsOptions(client))
  const volumes = useQuery(volumeListOptions(client, PROJECT_VOLUMES))
  const images = useQuery(imagesOptions(client))
  const types = useQuery(volumeTypesOptions(client))

  // Images are optional: without them the form still boots from volumes.
  const error = flavors.error ?? volumes.error
  if (error) return { status: 'error', error }
  if (!flavors.data || !volumes.data) return { status: 'pending' }
  return {
    status: 'ready',
    data: {
      flavors: flavors.data,
      volumes: volumes.data.volumes,
      images: client.glance ? (images.data ?? []).filter((image) => image.status === 'active') : null,
      types: types.data ?? [],
    },
  }
}
