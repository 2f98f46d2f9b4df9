// What a backend holds, as its driver lists it for the manageable lists: the storage Cinder does
// not manage (the state's unmanaged records) beside the volumes and snapshots it does, which are
// listed as not safe, `already managed`, with their Cinder id. Sorted and paged as the LVM
// driver and the fake driver of the Zed test cloud do (C:cinder/volume/drivers/lvm.py
// #_get_manageable_resource_info, C:cinder/volume/volume_utils.py#paginate_entries_list).
import type { ManageableReference } from '../../api/types'
import type { ManageableQuery } from '../../rules/manage-rules'
import { VOLUME_SERVICE } from '../../rules/service-rules'
import type { Refusal } from '../../rules/verdict'
import { refuse } from '../../rules/verdict'
import type { DemoCloud } from './cloud'
import { pythonRepr } from './python-repr'
import { serviceHostOf, servicesOf } from './services'
import type { ServiceRecord, UnmanagedRecord } from './state'

export interface ManageableEntry {
  reference: ManageableReference
  size: number | null
  safe_to_manage: boolean
  reason_not_safe: string | null
  cinder_id: string | null
  extra_info: Record<string, string | null> | null
  /** Snapshots only. */
  source_reference?: ManageableReference
}

export function unmanagedOf(cloud: DemoCloud): UnmanagedRecord[] {
  return (cloud.state.unmanaged ??= [])
}

/**
 * The cinder-volume a host names: cut to host@backend, then matched as Cinder's service_get does
 * (a bare host also finds host@<any>) (C:cinder/volume/api.py#_get_service_by_host_cluster).
 */
export function volumeServiceFor(cloud: DemoCloud, value: string): ServiceRecord | undefined {
  const cut = value.split('#')[0] as string
  return servicesOf(cloud).find(
    (service) =>
      service.binary === VOLUME_SERVICE &&
      (service.host === cut || (!cut.includes('@') && service.host.startsWith(`${cut}@`))),
  )
}

/** The pool a service's volumes go to (its first backend), host@backend#pool. */
export function poolOf(cloud: DemoCloud, service: ServiceRecord): string {
  return cloud.state.backends.find((backend) => serviceHostOf(backend.host) === service.host)?.host ?? service.host
}

function managingNow(cloud: DemoCloud, kind: 'volume-managed' | 'snapshot-managed', id: string): boolean {
  return cloud.state.pending.some(
    (step) =>
      (step.kind === 'volume-managed' && kind === step.kind && step.volumeId === id) ||
      (step.kind === 'snapshot-managed' && kind === step.kind && step.snapshotId === id),
  )
}

function unmanagedEntry(record: UnmanagedRecord): ManageableEntry {
  const reason = record.inUse ? `${record.kind} in use` : null
  const entry: ManageableEntry = {
    reference: { 'source-name': record.name },
    size: record.size,
    safe_to_manage: !record.inUse,
    reason_not_safe: reason,
    cinder_id: null,
    extra_info: record.extraInfo ?? null,
  }
  if (record.kind === 'snapshot') entry.source_reference = { 'source-name': record.origin ?? null }
  return entry
}

function managedEntry(name: string, id: string, size: number, snapshot: boolean): ManageableEntry {
  const entry: ManageableEntry = {
    reference: { 'source-name': name },
    size,
    safe_to_manage: false,
    reason_not_safe: 'already managed',
    cinder_id: id,
    extra_info: null,
  }
  // The fake driver reads a snapshot's origin from a side file, which Cinder's own snapshots lack.
  if (snapshot) entry.source_reference = { 'source-name': null }
  return entry
}

/** Everything of a kind the service's backend holds, in the driver's order (by name). */
export function backendEntries(cloud: DemoCloud, serviceHost: string, kind: 'volume' | 'snapshot'): ManageableEntry[] {
  const onBackend = (host: string | null) => host !== null && serviceHostOf(host) === serviceHost
  const named: Array<[string, ManageableEntry]> = unmanagedOf(cloud)
    .filter((record) => record.host === serviceHost && record.kind === kind)
    .map((record) => [record.name, unmanagedEntry(record)])
  if (kind === 'volume') {
    for (const volume of cloud.state.volumes) {
      if (!onBackend(volume.host) || managingNow(cloud, 'volume-managed', volume.id)) continue
      named.push([`volume-${volume.id}`, managedEntry(`volume-${volume.id}`, volume.id, volume.size, false)])
    }
  } else {
    for (const snapshot of cloud.snapshots) {
      const volume = cloud.volume(snapshot.volume_id)
      if (!volume || !onBackend(volume.host) || managingNow(cloud, 'snapshot-managed', snapshot.id)) continue
      named.push([`snapshot-${snapshot.id}`, managedEntry(`snapshot-${snapshot.id}`, snapshot.id, snapshot.size, true)])
    }
  }
  return named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry)
}

/** A dict compares by its smallest value (paginate_entries_list). */
function sortValue(value: unknown): unknown {
  if (value && typeof value === 'object') return Object.values(value).sort()[0]
  return value
}

function sameReference(a: unknown, b: ManageableReference): boolean {
  if (!a || typeof a !== 'object' || Array.isArray(a)) return false
  const left = Object.entries(a as Record<string, unknown>)
  return left.length === Object.keys(b).length && left.every(([key, value]) => b[key] === value)
}

/**
 * Sorted (stable, key by key) and paged after the marker, the JSON text of an entry's reference
 * (C:cinder/volume/volume_utils.py#paginate_entries_list). Cinder appends cinder-volume's
 * traceback to the marker refusals; the demo gives the first line.
 */
export function paginate(
  entries: ManageableEntry[],
  marker: string | null,
  query: ManageableQuery,
): ManageableEntry[] | Refusal {
  const sorted = [...entries].sort((left, right) => {
    for (const [index, key] of query.keys.entries()) {
      const a = sortValue(left[key as keyof ManageableEntry]) as string | number
      const b = sortValue(right[key as keyof ManageableEntry]) as string | number
      if (a === b) continue
      const ascending = query.dirs[index] === 'asc'
      return a < b === ascending ? -1 : 1
    }
    return 0
  })
  let start = 0
  if (marker) {
    let parsed: unknown
    try {
      parsed = JSON.parse(marker)
    } catch {
      return refuse(
        400,
        `Invalid input received: marker ${marker} can not be analysed, please use json like format`,
        'MG1',
      )
    }
    const index = sorted.findIndex((entry) => sameReference(parsed, entry.reference))
    if (index < 0) return refuse(400, `Invalid input received: marker not found: ${pythonRepr(parsed)}`, 'MG1')
    start = index + 1
  }
  return sorted.slice(start + query.offset, start + query.limit + query.offset)
}
