// Placement: which compute nodes can attach a volume to several servers. A node whose virt driver
// can reports the trait COMPUTE_VOLUME_MULTI_ATTACH on its resource provider (N:nova/virt/driver.py
// CAPABILITY_TRAITS_MAP, supports_multiattach), named as the hypervisor (hypervisor_hostname).
// Listing resource providers is an administrator's (placement:resource_providers:list); the
// `required` trait filter needs microversion 1.18 (placement/schemas/resource_provider.py).
import type { ServiceClient } from './service-client'

export const MULTIATTACH_TRAIT = 'COMPUTE_VOLUME_MULTI_ATTACH'
export const REQUIRED_TRAITS_MICROVERSION = '1.18'

export interface ResourceProvider {
  uuid: string
  name: string
}

export class PlacementApi {
  constructor(private readonly http: ServiceClient) {}

  /** Every resource provider, or those with each of `required` traits. */
  async listResourceProviders(params: { required?: readonly string[] } = {}): Promise<ResourceProvider[]> {
    const body = await this.http.json<{ resource_providers: ResourceProvider[] }>({
      path: 'resource_providers',
      query: { required: params.required?.length ? params.required.join(',') : undefined },
      microversion: REQUIRED_TRAITS_MICROVERSION,
    })
    return body.resource_providers
  }
}
