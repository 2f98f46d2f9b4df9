// One OpenStack service endpoint: base URL, token, microversion header.
import type { AuthState } from './auth-state'
import { OpenStackError } from './errors'
import type { FetchLike, HttpResponse, Query } from './http'
import { joinUrl, send } from './http'

export type ServiceKind = 'volume' | 'compute' | 'image' | 'identity' | 'placement'

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
  if (kind === 'placement') return { 'OpenStack-API-Version': `placement ${version}` }
  return { 'OpenStack-API-Version': `compute ${version}`, 'X-OpenStack-Nova-API-Version': version }
}

/** How long the service's other calls wait for the first one's answer, at most. */
export const FIRST_CALL_WAIT_MS = 1500

/** Waits for `answered`, at most FIRST_CALL_WAIT_MS. */
function atMost(answered: Promise<void>): Promise<unknown> {
  return Promise.race([answered, new Promise((resolve) => setTimeout(resolve, FIRST_CALL_WAIT_MS))])
}

export class ServiceClient {
  /**
   * The first call goes alone; the calls made while it is out wait for its answer, then go
   * together. A service meets a token it has not seen by asking Keystone about it
   * (keystonemiddleware's auth_token), and calls that arrive together each ask: on a real Zed
   * cloud, the Volumes page's two Cinder calls sent at once with a new token took 0.65–0.9 s; one
   * alone took 0.3 s and the next 0.05 s (docs/requests-per-view.md). Each session has its own clients, so
   * this happens once a token.
   *
   * And one service at a time: a service's first call waits while another service's first call is
   * out (the session's `meeting`). Keystone answers those checks one after the other, so Cinder's
   * first call beside Nova's took 0.33–0.37 s on a real Zed cloud, and 0.17 s alone; the page's own list,
   * asked first, is then not held back by the server names. Keystone's own calls take no part.
   */
  private first: Promise<void> | null = null
  private warm = false

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
    if (!this.warm && !this.first && this.kind !== 'identity' && this.auth.meeting) {
      await atMost(this.auth.meeting)
    }
    if (!this.warm) {
      if (this.first) {
        await atMost(this.first)
      } else {
        const answer = this.send<T>(options)
        const settle = () => {
          this.warm = true
          if (this.auth.meeting === answered) this.auth.meeting = null
        }
        const answered = answer.then(settle, settle)
        this.first = answered
        if (this.kind !== 'identity') this.auth.meeting = answered
        return answer
      }
    }
    return this.send<T>(options)
  }

  private async send<T>(options: ServiceRequest): Promise<HttpResponse<T>> {
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
