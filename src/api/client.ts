// The signed-in client: the services' APIs over one token, where it was signed in, its
// features, side clients for another project or region, a change of project or region, sign out.
import type { AuthState } from './auth-state'
import type { CinderApi } from './cinder'
import type { OpenStackError } from './errors'
import type { FeatureCheck, FeatureName, ServiceName } from './features'
import { COMPUTE_DEFAULT_CEILING } from './versions'
import type { GlanceApi } from './glance'
import type { PlacementApi } from './placement'
import type { FetchLike } from './http'
import type { ConsoleSessionInfo, SessionChange } from './console-wire'
import { KeystoneApi, SERVICE_TYPES, catalogRegions } from './keystone'
import { identityV3Url } from './keystone-wire'
import type { VersionRange } from './microversion'
import { compareVersions } from './microversion'
import type { NovaApi } from './nova'
import type * as ServiceApisModule from './service-apis'
import { ServiceClient } from './service-client'
import type { CatalogEntry } from './types'

/** Another project or region of the same user, read beside the session (the "All my volumes" view). */
export interface SidePlace {
  projectId: string
  region: string
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
  /** How a federated user signed in (the token's user OS-FEDERATION); absent for a local user. */
  federation?: { identityProvider: string; protocol: string }
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
export interface SessionControl {
  /** Revokes the token at Keystone (and clears the console's cookie). */
  end: () => Promise<void>
  /** The client for another project (a token scoped there) or region (its endpoints). */
  change: (change: SessionChange) => Promise<OpenStackClient>
  /** A client for another project or region that leaves the session as it is. */
  side: (place: SidePlace) => Promise<OpenStackClient>
}

/** The service clients' code (service-apis.ts), a chunk loaded as a session opens. */
export type ServiceApis = typeof ServiceApisModule

export class OpenStackClient {
  readonly cinder: CinderApi
  readonly nova: NovaApi | null
  readonly glance: GlanceApi | null
  /** Placement, where the catalog has it (its reads are an administrator's). */
  readonly placement: PlacementApi | null
  readonly keystone: KeystoneApi

  constructor(
    private readonly control: SessionControl,
    /** The Keystone signed in to, and the region and interface the endpoints were taken from. */
    readonly place: ConsoleSessionInfo,
    readonly token: SessionToken,
    readonly catalog: CatalogEntry[],
    readonly services: {
      volume: ServiceInfo
      compute: ServiceInfo | null
      image: string | null
      placement?: string | null
    },
    private readonly auth: AuthState,
    private readonly fetchImpl: FetchLike,
    timeoutMs: number | undefined,
    { cinderApi, NovaApi, GlanceApi, PlacementApi, checkFeature }: ServiceApis,
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
    this.placement = services.placement
      ? new PlacementApi(new ServiceClient('placement', services.placement, null, auth, fetchImpl, timeoutMs))
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
