// Placement at /placement: the compute nodes as resource providers, each with the traits its virt
// driver reports; a node that can multi-attach has COMPUTE_VOLUME_MULTI_ATTACH (N:nova/virt/driver.py
// CAPABILITY_TRAITS_MAP). Only what the console reads: the version document and GET
// /resource_providers with name, uuid and (from 1.18) required, for an administrator
// (placement:resource_providers:list is admin_api, placement/policies/resource_provider.py). Errors
// in Placement's own body, as a Zed cloud answers them (placement/util.py#json_error_formatter).
import { atLeast } from '../../api/microversion'
import { MULTIATTACH_TRAIT, REQUIRED_TRAITS_MICROVERSION } from '../../api/placement'
import type { DemoCloud } from '../cloud/cloud'
import { isAdmin } from '../cloud/cloud'
import { callerOf } from '../cloud/identity'
import type { ComputeHostRecord } from '../cloud/state'
import { AUTH_REQUIRED, json, keystoneError, requestId } from '../http/respond'

const MAX_VERSION = '1.39'
/** Traits the demo's nodes may report; Placement refuses a name it does not know. */
const KNOWN_TRAITS = new Set([MULTIATTACH_TRAIT, 'COMPUTE_VOLUME_EXTEND', 'COMPUTE_VOLUME_ATTACH_WITH_TAG'])

const TITLES: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }
const PREFIX: Record<number, string> = {
  400: 'The server could not comply with the request since it is either malformed or otherwise incorrect.',
  403: 'Access was denied to this resource.',
  404: 'The resource could not be found.',
}

function placementError(status: number, detail: string, id: string, version = '1.0'): Response {
  return json(
    {
      errors: [
        { status, title: TITLES[status] ?? 'Error', detail: `${PREFIX[status] ?? ''}\n\n ${detail}  `, request_id: id },
      ],
    },
    status,
    { 'x-openstack-request-id': id, 'openstack-api-version': `placement ${version}`, vary: 'openstack-api-version' },
  )
}

/** The node's provider id: a stable UUID from its name (Nova makes it once, at the node's first start). */
function providerUuid(name: string): string {
  let hex = ''
  for (let round = 0; hex.length < 32; round += 1) {
    let hash = 0x811c9dc5 ^ round
    for (const char of `${round}:${name}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
    hex += hash.toString(16).padStart(8, '0')
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const traitsOf = (host: ComputeHostRecord): string[] => [
  'COMPUTE_VOLUME_EXTEND',
  'COMPUTE_VOLUME_ATTACH_WITH_TAG',
  ...(host.multiattach ? [MULTIATTACH_TRAIT] : []),
]

function providerView(host: ComputeHostRecord, version: string) {
  const uuid = providerUuid(host.name)
  const link = (rel: string) => ({ rel, href: `/resource_providers/${uuid}${rel === 'self' ? '' : `/${rel}`}` })
  return {
    uuid,
    name: host.name,
    generation: 1,
    links: ['self', 'inventories', 'usages', 'aggregates', 'traits', 'allocations'].map(link),
    ...(atLeast(version, '1.14') ? { parent_provider_uuid: null, root_provider_uuid: uuid } : {}),
  }
}

/** The microversion asked for (OpenStack-API-Version: placement X), 1.0 when none. */
function versionOf(request: Request): string {
  const header = request.headers.get('OpenStack-API-Version') ?? ''
  const match = /^placement\s+(\d+\.\d+)$/i.exec(header.trim())
  return match?.[1] ?? '1.0'
}

export function handlePlacement(cloud: DemoCloud, request: Request): Response {
  const url = new URL(request.url)
  const rest = url.pathname.split('/').filter(Boolean).slice(1)
  const id = requestId()
  if (rest.length === 0) {
    return json({
      versions: [
        {
          id: 'v1.0',
          max_version: MAX_VERSION,
          min_version: '1.0',
          status: 'CURRENT',
          links: [{ rel: 'self', href: '' }],
        },
      ],
    })
  }
  const caller = callerOf(cloud, request.headers.get('X-Auth-Token'))
  // keystonemiddleware answers before Placement does, in Keystone's own body.
  if (!caller) return keystoneError(401, 'Unauthorized', AUTH_REQUIRED, { 'x-openstack-request-id': id })
  if (rest.length !== 1 || rest[0] !== 'resource_providers' || request.method !== 'GET') {
    return placementError(404, 'The resource could not be found.', id)
  }
  const version = versionOf(request)
  // The policy first, then the query's schema (placement/handlers/resource_provider.py
  // #list_resource_providers; seen on a Zed cloud). Placement's text goes on with the schema it
  // checked; that part is left out.
  if (!isAdmin(caller)) {
    return placementError(403, 'Policy does not allow placement:resource_providers:list to be performed.', id, version)
  }
  const allowed = ['name', 'uuid', ...(atLeast(version, REQUIRED_TRAITS_MICROVERSION) ? ['required'] : [])]
  const unexpected = [...url.searchParams.keys()].find((key) => !allowed.includes(key))
  if (unexpected) {
    return placementError(
      400,
      `Invalid query string parameters: Additional properties are not allowed ('${unexpected}' was unexpected)`,
      id,
      version,
    )
  }
  const required = (url.searchParams.get('required') ?? '').split(',').filter((trait) => trait !== '')
  const unknown = required.filter((trait) => !KNOWN_TRAITS.has(trait))
  if (unknown.length > 0) {
    return placementError(
      400,
      `Invalid trait(s) in "required" parameter: No such trait(s): ${unknown.join(', ')}.`,
      id,
      version,
    )
  }
  const name = url.searchParams.get('name')
  const uuid = url.searchParams.get('uuid')
  const hosts = cloud.state.computeHosts.filter(
    (host) =>
      (name === null || host.name === name) &&
      (uuid === null || providerUuid(host.name) === uuid) &&
      required.every((trait) => traitsOf(host).includes(trait)),
  )
  return json({ resource_providers: hosts.map((host) => providerView(host, version)) }, 200, {
    'x-openstack-request-id': id,
    'openstack-api-version': `placement ${version}`,
    vary: 'openstack-api-version',
  })
}
