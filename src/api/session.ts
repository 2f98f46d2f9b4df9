// Signing in: authenticate, read the catalog, negotiate microversions, build the service clients.
import { AuthState } from './auth-state'
import type { CinderApi } from './cinder'
import type { VersionDocuments } from './version-wire'
import { splitVersionedUrl } from './version-wire'
import { OpenStackError } from './errors'
import type { FeatureCheck, FeatureName, ServiceName } from './features'
import { CLIENT_MAX, CLIENT_MIN, COMPUTE_DEFAULT_CEILING } from './versions'
import type { GlanceApi } from './glance'
import type { FetchLike } from './http'
import type { ConsoleSessionBody, ConsoleSessionInfo, SessionChange } from './console-wire'
import { CONSOLE_PROJECT_HEADER, CONSOLE_REGION_HEADER } from './console-wire'
import {
  changeConsoleSession,
  createConsoleSession,
  endConsoleSession,
  readConsoleSession,
  readOtherScope,
} from './console-session'
import type { Credentials } from './keystone'
import {
  KeystoneApi,
  SERVICE_TYPES,
  authenticate,
  catalogRegions,
  findCatalogEndpoint,
  findEndpoint,
  rescopeToken,
  revokeToken,
} from './keystone'
import { identityV3Url } from './keystone-wire'
import type { VersionRange } from './microversion'
import { compareVersions, negotiate } from './microversion'
import type { NovaApi } from './nova'
import type * as ServiceApisModule from './service-apis'
import { ServiceClient } from './service-client'
import type { CatalogEntry, EndpointInterface, TokenBody } from './types'

export interface ConnectOptions {
  fetch?: FetchLike
  timeoutMs?: number
  now?: () => number
  /** Version discovery already done, by the service's root URL (side clients share their parent's). */
  discovered?: Map<string, Promise<VersionRange | null>>
}

/** Another project or region of the same user, read beside the session (the "All my volumes" view). */
export interface SidePlace {
  projectId: string
  region: string
}

/**
 * Through the console's own session (console-session.ts): `sessionUrl` is its absolute URL,
 * called with `sessionFetch` (default: the global fetch); `fetch` reaches the services.
 */
export interface ConsoleConnectOptions extends ConnectOptions {
  sessionUrl: string
  sessionFetch?: FetchLike
}

export interface SessionToken {
  expiresAt: Date
  issuedAt: Date
  user: { id: string; name: string; domain: string }
  project: { id: string; name: string; domain: string }
  roles: string[]
  /**
   * The application credential the session signed in with, or null. Keystone re-scopes no such
   * token (403 "Using a delegated token to create another token is not allowed."): the session
   * stays in the credential's project.
   */
  applicationCredential: { id: string; name: string } | null
}

export interface ServiceInfo {
  endpoint: string
  /** The range the service advertises; null when it has no microversions. */
  range: VersionRange | null
  /** The highest version both sides speak. */
  negotiated: string | null
}

function clip(version: string | null, ceiling: string): string | null {
  if (version === null) return null
  return compareVersions(version, ceiling) > 0 ? ceiling : version
}

/** Where a session ends and how it changes project or region: at Keystone, or at the console's server. */
interface SessionControl {
  /** Revokes the token at Keystone (and clears the console's cookie). */
  end: () => Promise<void>
  /** The client for another project (a token scoped there) or region (its endpoints). */
  change: (change: SessionChange) => Promise<OpenStackClient>
  /** A client for another project or region that leaves the session as it is. */
  side: (place: SidePlace) => Promise<OpenStackClient>
}

export class OpenStackClient {
  readonly cinder: CinderApi
  readonly nova: NovaApi | null
  readonly glance: GlanceApi | null
  readonly keystone: KeystoneApi

  constructor(
    private readonly control: SessionControl,
    /** The Keystone signed in to, and the region and interface the endpoints were taken from. */
    readonly place: ConsoleSessionInfo,
    readonly token: SessionToken,
    readonly catalog: CatalogEntry[],
    readonly services: { volume: ServiceInfo; compute: ServiceInfo | null; image: string | null },
    private readonly auth: AuthState,
    private readonly fetchImpl: FetchLike,
    timeoutMs: number | undefined,
    { cinderApi, NovaApi, GlanceApi, checkFeature }: ServiceApis,
  ) {
    this.checkFeature = checkFeature
    const feature = (name: FeatureName) => this.feature(name)
    const volume = services.volume
    this.cinder = cinderApi(
      new ServiceClient('volume', volume.endpoint, volume.negotiated, auth, fetchImpl, timeoutMs),
      feature,
    )
    const compute = services.compute
    this.nova = compute
      ? new NovaApi(
          new ServiceClient(
            'compute',
            compute.endpoint,
            clip(compute.negotiated, COMPUTE_DEFAULT_CEILING),
            auth,
            fetchImpl,
            timeoutMs,
          ),
          feature,
        )
      : null
    this.glance = services.image
      ? new GlanceApi(new ServiceClient('image', services.image, null, auth, fetchImpl, timeoutMs))
      : null
    this.keystone = new KeystoneApi(
      new ServiceClient('identity', identityV3Url(place.authUrl), null, auth, fetchImpl, timeoutMs),
    )
    this.regions = catalogRegions(catalog, SERVICE_TYPES.volume, place.interface)
  }

  /** The regions whose catalog offers block storage at this session's interface. */
  readonly regions: string[]

  private readonly sides = new Map<string, Promise<OpenStackClient>>()

  /**
   * A client for another project and region of the same user, beside this session (which stays
   * as it is): to read them side by side. Made once per place; Keystone's 401 when the user has
   * no role there.
   */
  side(place: SidePlace): Promise<OpenStackClient> {
    if (place.projectId === this.token.project.id && place.region === this.place.region) return Promise.resolve(this)
    const key = `${place.projectId}\n${place.region}`
    let made = this.sides.get(key)
    if (!made) {
      const asked = this.control.side(place)
      made = asked
      this.sides.set(key, asked)
      // A refusal is not remembered, nor a side client whose token a service refused: the next ask tries again.
      const forget = () => {
        if (this.sides.get(key) === asked) this.sides.delete(key)
      }
      asked.then((side) => side.onExpired(forget), forget)
    }
    return made
  }

  /**
   * The same user in another project (a token scoped there; Keystone's 401 when they have no
   * role in it) or another region (its endpoints and microversions). This client is unusable
   * afterwards; the new one carries on.
   */
  async switchTo(change: SessionChange): Promise<OpenStackClient> {
    const next = await this.control.change(change)
    this.auth.revoke()
    return next
  }

  get isAdmin(): boolean {
    return this.token.roles.includes('admin')
  }

  get expired(): boolean {
    return this.auth.expired
  }

  /** Is a microversion-bound feature available on this cloud, and if not, why. */
  feature(name: FeatureName): FeatureCheck {
    const negotiated: Record<ServiceName, string | null> = {
      volume: this.services.volume.negotiated,
      compute: this.services.compute?.negotiated ?? null,
    }
    return this.checkFeature(name, negotiated)
  }

  private readonly checkFeature: ServiceApis['checkFeature']

  /** Called once when the token expires or a service rejects it. */
  onExpired(listener: (error: OpenStackError) => void): () => void {
    return this.auth.onExpired(listener)
  }

  /** Revokes the token; the client is unusable afterwards. */
  async signOut(): Promise<void> {
    this.auth.revoke()
    try {
      await this.control.end()
    } catch {
      // The token is forgotten either way; a failed revocation only leaves it to expire.
    }
  }
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
interface Placement {
  authUrl: string
  interface?: EndpointInterface
  region?: string
  /** The cloud's name, when the console's server offers several. */
  cloud?: string
}

type ServiceApis = typeof ServiceApisModule
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
async function openClient(
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
    { volume, compute, image: find(SERVICE_TYPES.image) ?? null },
    auth,
    fetchImpl,
    options.timeoutMs,
    await apis,
  )
}

const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init)

/** Signs in to Keystone directly: the client holds the token in memory (tests, tools, a cloud without the console's server). */
export async function connect(credentials: Credentials, options: ConnectOptions = {}): Promise<OpenStackClient> {
  void loadServiceApis()
  const fetchImpl = options.fetch ?? defaultFetch
  const { tokenId, body } = await authenticate(fetchImpl, credentials, options.timeoutMs)
  // The place only: the password is not kept.
  const { authUrl, region, interface: wanted } = credentials
  return directClient(body, tokenId, { authUrl, region, interface: wanted }, fetchImpl, options)
}

/** A client holding its token: re-scoping asks Keystone itself and revokes the token it leaves. */
function directClient(
  body: TokenBody,
  tokenId: string,
  placement: Placement,
  fetchImpl: FetchLike,
  options: ConnectOptions,
): Promise<OpenStackClient> {
  const { authUrl } = placement
  const discovered = options.discovered ?? new Map<string, Promise<VersionRange | null>>()
  const shared = { ...options, discovered }
  /** Tokens scoped for side clients: revoked with the session's. */
  const sideTokens: string[] = []
  return openClient(body, tokenId, placement, fetchImpl, shared, {
    end: async () => {
      await Promise.all([tokenId, ...sideTokens].map((id) => revokeToken(fetchImpl, authUrl, id)))
    },
    side: async ({ projectId, region }) => {
      const scoped =
        projectId === body.token.project?.id
          ? { body, tokenId }
          : await rescopeToken(fetchImpl, authUrl, tokenId, projectId, options.timeoutMs)
      if (scoped.tokenId !== tokenId) sideTokens.push(scoped.tokenId)
      return openClient(scoped.body, scoped.tokenId, { ...placement, region }, fetchImpl, shared, {
        end: async () => undefined,
        change: () => Promise.reject(new Error('a side client does not change the session')),
        side: () => Promise.reject(new Error('a side client has no sides')),
      })
    },
    change: async ({ projectId, region }) => {
      const next = { ...placement, region: region ?? placement.region }
      if (!projectId || projectId === body.token.project?.id)
        return directClient(body, tokenId, next, fetchImpl, options)
      const scoped = await rescopeToken(fetchImpl, authUrl, tokenId, projectId, options.timeoutMs)
      revokeToken(fetchImpl, authUrl, tokenId).catch(() => {
        // Left to expire when Keystone does not answer.
      })
      return directClient(scoped.body, scoped.tokenId, next, fetchImpl, options)
    },
  })
}

/**
 * Every call of a console client names the project and region it is for, so the proxy uses the
 * right token even when the session has moved on in another tab (it scopes one for the call),
 * and the endpoints of that region.
 */
function placedFetch(fetchImpl: FetchLike, projectId: string, region: string): FetchLike {
  return (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set(CONSOLE_PROJECT_HEADER, projectId)
    if (region) headers.set(CONSOLE_REGION_HEADER, region)
    return fetchImpl(input, { ...init, headers })
  }
}

function consoleClient(body: ConsoleSessionBody, options: ConsoleConnectOptions): Promise<OpenStackClient> {
  const fetchImpl = options.fetch ?? defaultFetch
  const sessionFetch = options.sessionFetch ?? defaultFetch
  const shared = { ...options, discovered: options.discovered ?? new Map<string, Promise<VersionRange | null>>() }
  const own = placedFetch(fetchImpl, body.token.project?.id ?? '', body.session.region)
  return openClient(body, null, body.session, own, shared, {
    end: () => endConsoleSession(sessionFetch, options.sessionUrl, options.timeoutMs),
    change: async (change) =>
      consoleClient(await changeConsoleSession(sessionFetch, options.sessionUrl, change, options.timeoutMs), options),
    side: async ({ projectId, region }) => {
      const other = await readOtherScope(sessionFetch, options.sessionUrl, projectId, region, options.timeoutMs)
      return openClient(other, null, { ...other.session, region }, placedFetch(fetchImpl, projectId, region), shared, {
        end: async () => undefined,
        change: () => Promise.reject(new Error('a side client does not change the session')),
        side: () => Promise.reject(new Error('a side client has no sides')),
      })
    },
  })
}

/** Signs in through the console's server: the token stays there, sealed in an HttpOnly cookie. */
export async function connectViaConsole(
  credentials: Credentials,
  options: ConsoleConnectOptions,
): Promise<OpenStackClient> {
  void loadServiceApis()
  const body = await createConsoleSession(
    options.sessionFetch ?? defaultFetch,
    options.sessionUrl,
    credentials,
    options.timeoutMs,
  )
  return consoleClient(body, options)
}

/** The session this browser already has with the console's server (after a reload, in a new tab), or null. */
export async function resumeConsoleSession(options: ConsoleConnectOptions): Promise<OpenStackClient | null> {
  void loadServiceApis()
  const body = await readConsoleSession(options.sessionFetch ?? defaultFetch, options.sessionUrl, options.timeoutMs)
  return body ? consoleClient(body, options) : null
}
