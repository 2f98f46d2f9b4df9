// What a pool's capabilities say, read the way the scheduler reads them
// (C:cinder/scheduler/host_manager.py#PoolState.update_from_volume_capability,
// C:cinder/utils.py#calculate_virtual_free_capacity): capacities are GiB numbers or the words
// "infinite" / "unknown"; provisioned ratio = provisioned_capacity_gb / total_capacity_gb, which
// the CapacityFilter compares with max_over_subscription_ratio on thin pools.
import type { StoragePool } from '../../../api'

export type Capacity = number | 'infinite' | 'unknown'

export interface PoolFacts {
  name: string
  backend: string
  total: Capacity
  free: Capacity
  allocated: number | null
  provisioned: number | null
  /** provisioned / total, null when the total is not a number. */
  ratio: number | null
  maxRatio: string | null
  multiattach: boolean
  thin: boolean
  thick: boolean
  qos: boolean
  vendor: string | null
  protocol: string | null
  driverVersion: string | null
}

function capacity(value: unknown): Capacity {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string') {
    if (value.toLowerCase() === 'infinite') return 'infinite'
    const number = Number(value)
    if (value.trim() !== '' && Number.isFinite(number)) return number
  }
  return 'unknown'
}

const numberOrNull = (value: unknown): number | null => {
  const read = capacity(value)
  return typeof read === 'number' ? read : null
}
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
/** A capability that is true the way drivers report it: true, or "True" / "<is> True". */
const truthy = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && /^(<is>\s*)?true$/i.test(value.trim()))

export function poolFacts(pool: StoragePool): PoolFacts {
  const caps = pool.capabilities ?? {}
  const total = capacity(caps.total_capacity_gb)
  const provisioned = numberOrNull(caps.provisioned_capacity_gb)
  return {
    name: pool.name,
    backend: text(caps.volume_backend_name) ?? pool.name.split('@')[1]?.split('#')[0] ?? pool.name,
    total,
    free: capacity(caps.free_capacity_gb),
    allocated: numberOrNull(caps.allocated_capacity_gb),
    provisioned,
    ratio: typeof total === 'number' && total > 0 && provisioned !== null ? provisioned / total : null,
    maxRatio:
      caps.max_over_subscription_ratio === undefined || caps.max_over_subscription_ratio === null
        ? null
        : String(caps.max_over_subscription_ratio),
    multiattach: truthy(caps.multiattach),
    thin: truthy(caps.thin_provisioning_support),
    thick: truthy(caps.thick_provisioning_support),
    qos: truthy(caps.QoS_support),
    vendor: text(caps.vendor_name),
    protocol: text(caps.storage_protocol),
    driverVersion: text(caps.driver_version),
  }
}

/** Every capability as a line of text, by name (the full list a pool's dialog shows). */
export function capabilityLines(pool: StoragePool): Array<{ key: string; value: string }> {
  return Object.entries(pool.capabilities ?? {})
    .map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }))
    .sort((a, b) => a.key.localeCompare(b.key))
}
