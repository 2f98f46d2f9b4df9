// The one way a Cinder call is made: the microversion (the session's, or the call's own), the
// path with each segment encoded, the features a call needs, and the list helpers the
// collections share.
import type { FeatureCheck, FeatureName } from '../features'
import { featureError } from '../features'
import type { HttpResponse, Query } from '../http'
import type { ServiceClient } from '../service-client'
import type { Link } from '../types'

export interface CallOptions {
  /** Overrides the negotiated microversion for this call (and skips the feature checks). */
  microversion?: string
}

export interface PageParams {
  limit?: number
  marker?: string
  offset?: number
  /** `key[:dir],key2[:dir]`, e.g. `name:asc`. */
  sort?: string
}

/** A list of volumes, snapshots or backups: paging, filters, the total count, every project. */
export interface DetailListParams extends PageParams {
  filters?: Record<string, string>
  withCount?: boolean
  allTenants?: boolean
}

export interface CinderRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The path's segments under the project's endpoint, each URI-encoded (an id, a key, a name). */
  path: readonly string[]
  /**
   * Under the service's root instead of the project's endpoint: /default-types has no project
   * in its path (C:cinder/api/v3/router.py maps it with mapper.connect, not as a project resource).
   */
  unscoped?: boolean
  query?: Query
  body?: unknown
  /** Further request headers (a conditional update's If-Match). */
  headers?: Record<string, string>
}

/** What a CinderCall needs of its service: a ServiceClient, or the recorder of describe.ts. */
export type CinderHttp = Pick<ServiceClient, 'endpoint' | 'version' | 'request'>

export function pageQuery(params: PageParams): Query {
  return { limit: params.limit, marker: params.marker, offset: params.offset, sort: params.sort }
}

/** The marker of the next page when Cinder gave a next link. */
export function nextMarkerOf(links: Link[] | undefined): string | undefined {
  const next = links?.find((link) => link.rel === 'next')
  return next ? (new URL(next.href).searchParams.get('marker') ?? undefined) : undefined
}

export class CinderCall {
  constructor(
    private readonly http: CinderHttp,
    private readonly feature: (name: FeatureName) => FeatureCheck,
  ) {}

  /** The microversion sent by default (the negotiated one). */
  get version(): string | null {
    return this.http.version
  }

  /** The version a call is made at: its own, else the negotiated one. */
  versionOf(options?: CallOptions): string | null {
    return options?.microversion ?? this.version
  }

  /** Throws the feature's `unsupported` error when the cloud lacks it; a call's own microversion skips the check. */
  require(name: FeatureName, options?: CallOptions): void {
    if (options?.microversion) return
    const check = this.feature(name)
    if (!check.available) throw featureError(check)
  }

  request<T>(request: CinderRequest, options?: CallOptions): Promise<HttpResponse<T>> {
    return this.http.request<T>({
      method: request.method,
      path: this.pathOf(request),
      query: request.query,
      body: request.body,
      headers: request.headers,
      microversion: options?.microversion,
    })
  }

  /** The answer's body. */
  async json<T>(request: CinderRequest, options?: CallOptions): Promise<T> {
    return (await this.request<T>(request, options)).body
  }

  /** A call whose answer is not read (202, 204). */
  async send(request: CinderRequest, options?: CallOptions): Promise<void> {
    await this.request(request, options)
  }

  /** GET <collection>/detail: paging, filters, the total count (3.45) and, for admins, every project. */
  listDetail<B>(collection: string, params: DetailListParams, options?: CallOptions): Promise<B> {
    if (params.withCount) this.require('withCount', options)
    return this.json<B>(
      {
        path: [collection, 'detail'],
        query: {
          ...pageQuery(params),
          ...params.filters,
          with_count: params.withCount ? 'true' : undefined,
          all_tenants: params.allTenants ? '1' : undefined,
        },
      },
      options,
    )
  }

  private pathOf(request: CinderRequest): string {
    const path = request.path.map(encodeURIComponent).join('/')
    if (!request.unscoped) return path
    const root = this.http.endpoint.replace(/\/+$/, '').replace(/\/[0-9a-f]{32}$/i, '')
    return `${root}/${path}`
  }
}
