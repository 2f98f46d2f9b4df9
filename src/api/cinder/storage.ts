// Where volumes live: the block-storage services, the scheduler's pools and the availability
// zones (C:cinder/api/contrib/services.py, scheduler_stats.py, availability_zones.py).
import type { AvailabilityZoneInfo, BlockStorageService, ServiceUpdateResult, StoragePool } from '../types'
import type { CallOptions, CinderCall } from './call'

export function storageCalls(cinder: CinderCall) {
  return {
    /** The block-storage services (`GET /os-services`, admin; C:cinder/api/contrib/services.py#index). */
    async listServices(options?: CallOptions): Promise<BlockStorageService[]> {
      return (await cinder.json<{ services: BlockStorageService[] }>({ path: ['os-services'] }, options)).services
    },

    /** Lets the scheduler use a service again (`PUT /os-services/enable`); its disabled_reason stays. */
    async enableService(host: string, binary: string, options?: CallOptions): Promise<ServiceUpdateResult> {
      return cinder.json<ServiceUpdateResult>(
        { method: 'PUT', path: ['os-services', 'enable'], body: { host, binary } },
        options,
      )
    },

    /**
     * Keeps the scheduler off a service, with the reason recorded (`PUT /os-services/disable-log-reason`);
     * a null reason is left out, which records none (clears an earlier one).
     */
    async disableService(
      host: string,
      binary: string,
      reason: string | null,
      options?: CallOptions,
    ): Promise<ServiceUpdateResult> {
      return cinder.json<ServiceUpdateResult>(
        {
          method: 'PUT',
          path: ['os-services', 'disable-log-reason'],
          body: reason === null ? { host, binary } : { host, binary, disabled_reason: reason },
        },
        options,
      )
    },

    /** Admin: the storage pools the scheduler knows. */
    async listPools(options?: CallOptions): Promise<StoragePool[]> {
      const body = await cinder.json<{ pools: StoragePool[] }>(
        { path: ['scheduler-stats', 'get_pools'], query: { detail: 'true' } },
        options,
      )
      return body.pools
    },

    async listAvailabilityZones(options?: CallOptions): Promise<AvailabilityZoneInfo[]> {
      const body = await cinder.json<{ availabilityZoneInfo: AvailabilityZoneInfo[] }>(
        { path: ['os-availability-zone'] },
        options,
      )
      return body.availabilityZoneInfo
    },
  }
}

export type StorageCalls = ReturnType<typeof storageCalls>
