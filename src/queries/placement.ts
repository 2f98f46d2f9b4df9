// Which compute nodes can multi-attach, from Placement (src/api/placement.ts): two reads, every
// resource provider and those with COMPUTE_VOLUME_MULTI_ATTACH; an administrator's only (others
// are refused by placement:resource_providers:list), and only where the catalog has Placement.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { MULTIATTACH_TRAIT } from '../api/placement'
import type { NodeCapabilities } from '../rules/sharing-map'
import { keys } from './keys'

export function nodeCapabilitiesOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.nodeCapabilities(),
    enabled: client.isAdmin && client.placement !== null,
    // A node's driver capabilities change with its software, not from minute to minute.
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<NodeCapabilities> => {
      const placement = client.placement!
      const [every, capable] = await Promise.all([
        placement.listResourceProviders(),
        placement.listResourceProviders({ required: [MULTIATTACH_TRAIT] }),
      ])
      return {
        known: new Set(every.map((provider) => provider.name)),
        capable: new Set(capable.map((provider) => provider.name)),
      }
    },
  })
}
