// One OpenStack service endpoint: base URL, token, microversion header.
import type { AuthState } from './auth-state'
import { OpenStackError } from './errors'
import type { FetchLike, HttpResponse, Query } from './http'
import { joinUrl, send } from './http'

export type ServiceKind = 'volume' | 'compute' | 'image' | 'identity'

export interface ServiceRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Query
  body?: unknown
  /** Overrides the session's microversion for this call. */
  microversion?: string
  timeoutMs?: number
  /** Further request headers (a conditional update's If-Match). */
  headers?: Record<string, string>
}

export function microversionHeaders(kind: ServiceKind, version: string | null): Record<string, string> {
  if (version === null || kind === 'image' || kind === 'identity') return {}
  if (kind === 'volume') return { 'OpenStack-API-Version': `volume ${version}` }
  return { 'OpenStack-API-Version': `compute ${version}`, 'X-OpenStack-Nova-API-Version': version }
}

export class ServiceClient {
  constructor(
    readonly kind: ServiceKind,
    /** The catalog URL, e.g. http://host/volume/v3/<project_id>. */
    readonly endpoint: string,
    /** The microversion sent by default (null: the service has none, or it is unknown). */
    readonly version: string | null,
    private readonly auth: AuthState,
    private readonly fetchImpl: FetchLike,
    readonly timeoutMs?: number,
  ) {}

  async request<T>(options: ServiceRequest): Promise<HttpResponse<T>> {
    const token = this.auth.token()
    const headers = {
      ...(token === null ? {} : { 'X-Auth-Token': token }),
      ...microversionHeaders(this.kind, options.microversion ?? this.version),
      ...options.headers,
    }
    try {
      return await send<T>(this.fetchImpl, {
        method: options.method,
        url: joinUrl(this.endpoint, options.path),
        query: options.query,
        body: options.body,
        headers,
        timeoutMs: options.timeoutMs ?? this.timeoutMs,
      })
    } catch (error) {
      if (error instanceof OpenStackError && error.status === 401) this.auth.rejected(error)
      throw error
    }
  }

  async json<T>(options: ServiceRequest): Promise<T> {
    return (await this.request<T>(options)).body
  }
}
