// A raw HTTP client for the differential recorder: it signs in with a password, finds the
// endpoints in the catalog, and records every call it makes, body and headers as sent, with the
// path as a template of the ids it was given names for. No typed API module here: the point is
// to see what the wire carries.
import type { Credentials } from '../../api'
import { authTokensUrl, passwordAuthBody, SERVICE_TYPES } from '../../api'
import type { Exchange, Service } from './exchange'
import { readHeaders } from './exchange'

interface CatalogEntry {
  type: string
  endpoints: Array<{ interface: string; url: string; region?: string | null }>
}

export interface CallOptions {
  /** `volume 3.54`, `compute 2.60`; none: the service's default. */
  microversion?: string
  body?: unknown
  /** A token other than the session's (a made-up one, an expired one). */
  token?: string | null
  /** Extra headers, as sent. */
  headers?: Record<string, string>
  /** The raw body text (a malformed JSON, say). */
  raw?: string
}

export class HttpSession {
  readonly ids = new Map<string, string>()
  private constructor(
    readonly label: string,
    readonly authUrl: string,
    readonly token: string,
    readonly projectId: string,
    readonly userId: string,
    readonly endpoints: Partial<Record<Service, string>>,
    private readonly record: (exchange: Exchange) => void,
  ) {}

  /** Signs in (recorded as `step`), then serves calls recorded with the same recorder. */
  static async signIn(
    label: string,
    credentials: Credentials,
    record: (exchange: Exchange) => void,
    step?: string,
  ): Promise<HttpSession> {
    const url = authTokensUrl(credentials.authUrl)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(passwordAuthBody(credentials)),
    })
    const body = (await response.json()) as {
      token: { catalog?: CatalogEntry[]; project: { id: string }; user: { id: string } }
    }
    if (step) {
      record({
        step,
        method: 'POST',
        service: 'identity',
        path: '/auth/tokens',
        status: response.status,
        headers: readHeaders(response.headers),
        body,
      })
    }
    const token = response.headers.get('x-subject-token')
    if (!response.ok || !token) throw new Error(`${label}: sign-in failed with ${response.status}`)
    const endpoints: Partial<Record<Service, string>> = { identity: credentials.authUrl.replace(/\/$/, '') }
    for (const [service, types] of Object.entries(SERVICE_TYPES)) {
      const known: readonly string[] = types
      const entry = body.token.catalog?.find((candidate) => known.includes(candidate.type))
      const endpoint = entry?.endpoints.find((candidate) => candidate.interface === (credentials.interface ?? 'public'))
      if (endpoint) endpoints[service as Service] = endpoint.url.replace(/\/$/, '')
    }
    return new HttpSession(
      label,
      credentials.authUrl,
      token,
      body.token.project.id,
      body.token.user.id,
      endpoints,
      record,
    )
  }

  /** Names an id so paths and later calls can use {name}. */
  remember(name: string, id: string): string {
    this.ids.set(name, id)
    return id
  }

  id(name: string): string {
    const id = this.ids.get(name)
    if (!id) throw new Error(`${this.label}: no id named ${name}`)
    return id
  }

  /** The service's root (its version document lives there), not the project endpoint. */
  root(service: Service): string {
    const endpoint = this.endpoints[service]
    if (!endpoint) throw new Error(`${this.label}: no ${service} endpoint`)
    if (service === 'volume') return endpoint.replace(/\/v3(\/[^/]+)?$/, '')
    if (service === 'compute') return endpoint.replace(/\/v2(\.1)?(\/[^/]+)?$/, '')
    return endpoint
  }

  /** A read that is not recorded (waiting for a state between the recorded calls). */
  async peek(service: Service, template: string, microversion?: string): Promise<unknown> {
    const path = template.replace(/\{([\w-]+)\}/g, (_match, name: string) => this.id(name))
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Auth-Token': this.token }
    if (microversion) headers['OpenStack-API-Version'] = microversion
    const response = await fetch(`${this.endpoints[service] ?? ''}${path}`, { headers })
    return response.status === 404 ? null : ((await response.json()) as unknown)
  }

  /** A call that is not recorded (set-up and clean-up around the recorded calls). */
  async quietly(service: Service, method: string, template: string, body?: unknown, microversion?: string) {
    const path = template.replace(/\{([\w-]+)\}/g, (_match, name: string) => this.id(name))
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Auth-Token': this.token }
    if (microversion) headers['OpenStack-API-Version'] = microversion
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${this.endpoints[service] ?? ''}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
  }

  /**
   * Calls `template` (service-relative; {name} stands for a remembered id) and records the
   * exchange as `step`. `root: true` calls the service's root instead of its endpoint.
   */
  async call(
    step: string,
    service: Service,
    method: string,
    template: string,
    options: CallOptions & { root?: boolean } = {},
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const path = template.replace(/\{([\w-]+)\}/g, (_match, name: string) => this.id(name))
    const base = options.root ? this.root(service) : this.endpoints[service]
    if (!base) throw new Error(`${this.label}: no ${service} endpoint`)
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    const token = options.token === undefined ? this.token : options.token
    if (token !== null) headers['X-Auth-Token'] = token
    if (options.microversion) headers['OpenStack-API-Version'] = options.microversion
    if (options.microversion?.startsWith('compute ')) {
      headers['X-OpenStack-Nova-API-Version'] = options.microversion.slice('compute '.length)
    }
    let payload: string | undefined
    if (options.raw !== undefined) payload = options.raw
    else if (options.body !== undefined) payload = JSON.stringify(options.body)
    if (payload !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${base}${path}`, { method, headers, body: payload })
    const text = await response.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Kept as text: a router's HTML 404, say.
    }
    this.record({
      step,
      method,
      service,
      path: options.root ? `(root)${template}` : template,
      status: response.status,
      headers: readHeaders(response.headers),
      body,
    })
    return { status: response.status, body, headers: response.headers }
  }
}
