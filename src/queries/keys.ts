// Query keys, from general to specific, so one prefix invalidates everything below it.
import type { VolumeListParams } from '../api'

export const keys = {
  volumes: ['volumes'] as const,
  volumeLists: () => [...keys.volumes, 'list'] as const,
  volumeList: (params: VolumeListParams) => [...keys.volumeLists(), params] as const,
  volume: (id: string) => [...keys.volumes, 'detail', id] as const,
  attachments: ['attachments'] as const,
  servers: ['servers'] as const,
  serverIndex: () => [...keys.servers, 'index'] as const,
  server: (id: string) => [...keys.servers, 'detail', id] as const,
  serverVolumes: (id: string) => [...keys.servers, 'volume-attachments', id] as const,
  volumeTypes: ['volume-types'] as const,
  availabilityZones: ['availability-zones'] as const,
  limits: ['limits'] as const,
  images: ['images'] as const,
}
