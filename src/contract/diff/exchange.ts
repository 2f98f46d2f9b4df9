// One request and its answer as the differential recorder keeps them: enough to compare what a
// client reads (status, the headers clients read, the body), with the path as a template so the
// two clouds' ids do not show.

export type Service = 'identity' | 'volume' | 'compute' | 'image' | 'other'

export interface Exchange {
  /** Unique within a run: what the call is for (the same on both clouds). */
  step: string
  method: string
  service: Service
  /** Service-relative, ids as {names} (e.g. /volumes/{vol-a}). */
  path: string
  status: number
  /** The headers a client reads, lower-cased names. */
  headers: Record<string, string>
  body: unknown
}

/** The headers compared: what OpenStack clients (and this console) read. */
export const READ_HEADERS = [
  'openstack-api-version',
  'x-openstack-nova-api-version',
  'x-openstack-request-id',
  'x-compute-request-id',
  'www-authenticate',
  'location',
  'content-type',
  'x-subject-token',
] as const

export function readHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of READ_HEADERS) {
    const value = headers.get(name)
    if (value !== null) kept[name] = value
  }
  return kept
}
