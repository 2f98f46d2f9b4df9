// A client from a token's body: its endpoints from the catalog, the microversions negotiated
// (from the version documents the session's answer carried, else by asking each service), and
// the service clients' code loaded once.
import { AuthState } from './auth-state'
import type { ServiceApis, ServiceInfo, SessionControl, SessionToken } from './client'
import { OpenStackClient } from './client'
import type { VersionDocuments } from './version-wire'
import { splitVersionedUrl } from './version-wire'
import { OpenStackError } from './errors'
import { CLIENT_MAX, CLIENT_MIN } from './versions'
import type { FetchLike } from './http'
import type { ConsoleSessionInfo } from './console-wire'
import { SERVICE_TYPES, findCatalogEndpoint, findEndpoint } from './keystone'
import type { VersionRange } from './microversion'
import { negotiate } from './microversion'
import type { EndpointInterface, TokenBody } from './types'

export interface ConnectOptions {
  fetch?: FetchLike
  timeoutMs?: number
  now?: () => number
  /** Version discovery already done, by the service's root URL (side clients share their parent's). */
  discovered?: Map<string, Promise<VersionRange | null>>
}

async function describeService(
  fetchImpl: FetchLike,
  endpoint: string,
  client: VersionRange,
  options: ConnectOptions,
  known: VersionDocuments | undefined,
): Promise<ServiceInfo> {
  const { root } = splitVersionedUrl(endpoint)
  let asked = options.discovered?.get(root)
  if (!asked) {
    asked = loadServiceApis().then((apis) =>
      apis.discoverVersions(fetchImpl, endpoint, options.timeoutMs, known?.[root]),
    )
    options.discovered?.set(root, asked)
    asked.catch(() => options.discovered?.delete(root))
  }
  const range = await asked
  return { endpoint, range, negotiated: range ? negotiate(range, client) : null }
}

/** Where the client finds its endpoints in the catalog. */
export interface Placement {
  authUrl: string
  interface?: EndpointInterface
  region?: string
  /** The cloud's name, when the console's server offers several. */
  cloud?: string
}

let serviceApis: Promise<ServiceApis> | undefined

/**
 * The service clients' code, fetched once: asked for as a session starts opening (a sign-in, or
 * the look for an existing session when the app starts), so it is there by the time Keystone
 * has answered.
 */
export function loadServiceApis(): Promise<ServiceApis> {
  if (!serviceApis) {
    serviceApis = import('./service-apis')
    // A failed fetch (the network dropped) is asked for again next time.
    serviceApis.catch(() => (serviceApis = undefined))
  }
  return serviceApis
}

/**
 * The client for a token's body: endpoints from its catalog, microversions negotiated (from the
 * version documents the console's server sent with the session, else by asking each service).
 */
export async function openClient(
  body: TokenBody & { versions?: VersionDocuments },
  tokenId: string | null,
  placement: Placement,
  fetchImpl: FetchLike,
  options: ConnectOptions,
  control: SessionControl,
): Promise<OpenStackClient> {
  const apis = loadServiceApis()
  const token = body.token
  const catalog = token.catalog ?? []
  const wanted = placement.interface ?? 'public'
  const region = placement.region || undefined
  const find = (types: readonly string[]) => findEndpoint(catalog, types, wanted, region)
  const volumeEndpoint = findCatalogEndpoint(catalog, SERVICE_TYPES.volume, wanted, region)
  const volumeUrl = volumeEndpoint?.url
  if (!volumeEndpoint || !volumeUrl) {
    throw new OpenStackError({
      kind: 'unsupported',
      status: 0,
      fault: 'endpointNotFound',
      message: region
        ? `The catalog has no ${wanted} endpoint for the block-storage service in region ${region}.`
        : `The catalog has no ${wanted} endpoint for the block-storage service.`,
      reason: { code: 'no-endpoint', service: 'block-storage', interface: wanted, region },
    })
  }
  const computeUrl = find(SERVICE_TYPES.compute)
  const [volume, compute] = await Promise.all([
    describeService(fetchImpl, volumeUrl, { min: CLIENT_MIN.volume, max: CLIENT_MAX.volume }, options, body.versions),
    computeUrl
      ? describeService(
          fetchImpl,
          computeUrl,
          { min: CLIENT_MIN.compute, max: CLIENT_MAX.compute },
          options,
          body.versions,
        )
      : Promise.resolve(null),
  ])
  const federation = token.user['OS-FEDERATION']
  const session: SessionToken = {
    expiresAt: new Date(token.expires_at),
    issuedAt: new Date(token.issued_at),
    user: { id: token.user.id, name: token.user.name, domain: token.user.domain.name },
    project: {
      id: token.project?.id ?? '',
      name: token.project?.name ?? '',
      domain: token.project?.domain.name ?? '',
    },
    roles: (token.roles ?? []).map((role) => role.name),
    applicationCredential: token.application_credential
      ? { id: token.application_credential.id, name: token.application_credential.name }
      : null,
    ...(federation
      ? { federation: { identityProvider: federation.identity_provider.id, protocol: federation.protocol.id } }
      : {}),
  }
  const auth = new AuthState(tokenId, session.expiresAt, options.now)
  const place: ConsoleSessionInfo = {
    authUrl: placement.authUrl,
    // The region asked for, or the one whose endpoints the catalog gave first.
    region: region ?? (volumeEndpoint.region_id || volumeEndpoint.region || ''),
    interface: wanted,
    ...(placement.cloud ? { cloud: placement.cloud } : {}),
  }
  return new OpenStackClient(
    control,
    place,
    session,
    catalog,
    {
      volume,
      compute,
      image: find(SERVICE_TYPES.image) ?? null,
      placement: find(SERVICE_TYPES.placement) ?? null,
    },
    auth,
    fetchImpl,
    options.timeoutMs,
    await apis,
  )
}
