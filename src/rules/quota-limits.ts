// Cinder's quota keys and what it takes as a new limit (an admin's PUT /os-quota-sets/{project},
// docs/admin-quotas-storage.md Q5–Q7). The demo cloud enforces these; the Edit Limits dialog asks
// them before sending.
import type { Verdict } from './verdict'
import { OK, refuse } from './verdict'

/**
 * The resources every volume type has a quota of, as `<resource>_<type>` keys
 * (C:cinder/quota.py#VolumeTypeQuotaEngine, VolumeTypeResource), in the order the demo cloud
 * lists them.
 */
export const PER_TYPE_RESOURCES = ['volumes', 'snapshots', 'gigabytes'] as const

export type PerTypeResource = (typeof PER_TYPE_RESOURCES)[number]

/** The per-type resource of a `<resource>_<type>` key, or undefined for any other key. */
export function perTypeResource(key: string): PerTypeResource | undefined {
  return PER_TYPE_RESOURCES.find((resource) => key.startsWith(`${resource}_`))
}

/** The highest limit Cinder stores (C:cinder/db/api.py MAX_INT). */
export const QUOTA_LIMIT_MAX = 2147483647

/**
 * A new limit's range: -1 (no limit) to MAX_INT (C:cinder/api/validation/validators.py
 * #_validate_quota_set, through oslo_utils.strutils.validate_integer and its words).
 */
export function canSetQuotaLimit(key: string, value: number): Verdict {
  if (value < -1) return refuse(400, `${key} must be >= -1`, 'quota')
  if (value > QUOTA_LIMIT_MAX) return refuse(400, `${key} must be <= ${QUOTA_LIMIT_MAX}`, 'quota')
  return OK
}

/**
 * A new limit against what the project uses, in use + reserved
 * (C:cinder/api/contrib/quotas.py#_validate_existing_resource): not below it, unless -1;
 * per_volume_gigabytes is not a count. Cinder asks this only of a key the project has a row of
 * its own for (Q7).
 */
export function quotaLimitCoversUsage(key: string, value: number, used: number): Verdict {
  if (key === 'per_volume_gigabytes' || value === -1 || value >= used) return OK
  return refuse(
    400,
    `Quota ${key} limit must be equal or greater than existing resources. Current usage is ${used} and the requested limit is ${value}.`,
    'quota',
  )
}
