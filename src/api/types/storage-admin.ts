// Wire types of the admin's quota and storage calls (Zed): the default quota class, the
// block-storage services and their enable / disable answers, the scheduler's pools.

/** `quota_class_set` (GET /os-quota-class-sets/default; the PUT's answer has no `id`). */
export type QuotaClassSet = { id?: string } & Record<string, number | string | undefined>

/**
 * One row of GET /os-services (C:cinder/api/contrib/services.py#index). `backend_state` only for
 * cinder-volume at 3.49+ (null when the scheduler has no pools for it, e.g. disabled); `cluster`
 * from 3.7; the replication fields only for cinder-volume.
 */
export interface BlockStorageService {
  binary: string
  host: string
  zone: string
  status: 'enabled' | 'disabled'
  state: 'up' | 'down'
  updated_at: string | null
  disabled_reason: string | null
  backend_state?: 'up' | 'down' | null
  cluster?: string | null
  replication_status?: string
  active_backend_id?: string | null
  frozen?: boolean
}

/** The answer of PUT /os-services/enable, /disable-log-reason (no `disabled_reason` on enable). */
export interface ServiceUpdateResult {
  host: string
  binary: string
  service: string
  status: 'enabled' | 'disabled'
  disabled: boolean
  disabled_reason?: string | null
}

/** One pool of GET /scheduler-stats/get_pools?detail=true: host@backend#pool and what the driver reports. */
export interface StoragePool {
  name: string
  capabilities?: Record<string, unknown>
}
