// fetch wrapper: JSON in and out, OpenStack headers, timeouts, and every failure as an
// OpenStackError.
import { OpenStackError, parseFaultBody } from './errors'
import { AUTH_RECEIPT_HEADER, isReceiptBody } from './keystone-wire'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export type Query = Record<string, string | number | boolean | undefined | null>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD'
  /** Absolute URL, or a path appended to the base URL. */
  url: string
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  timeoutMs?: number
  /** Statuses that are not errors although outside 2xx (version discovery answers 300). */
  accept?: number[]
}

export interface HttpResponse<T> {
  status: number
  headers: Headers
  body: T
}

export const DEFAULT_TIMEOUT_MS = 30_000

export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

export function withQuery(url: string, query?: Query): string {
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value))
  }
  const text = params.toString()
  if (!text) return url
  return `${url}${url.includes('?') ? '&' : '?'}${text}`
}

export function requestIdOf(headers: Headers): string | undefined {
  return headers.get('x-openstack-request-id') ?? headers.get('x-compute-request-id') ?? undefined
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function httpError(method: string, url: string, response: Response, body: unknown): OpenStackError {
  // Keystone's receipt: not an error body, the next step of a sign-in (keystone/receipt/handlers.py).
  if (response.status === 401 && isReceiptBody(body)) {
    const missing = body.required_auth_methods.flat().filter((name) => !body.receipt.methods.includes(name))
    return new OpenStackError({
      kind: 'http',
      status: 401,
      fault: 'receipt',
      message: `Keystone asks for another sign-in method: ${[...new Set(missing)].join(', ')}.`,
      requestId: requestIdOf(response.headers),
      method,
      url,
      receipt: { body, id: response.headers.get(AUTH_RECEIPT_HEADER) ?? undefined },
    })
  }
  const parsed = parseFaultBody(body)
  const fallback =
    typeof body === 'string' && body.trim()
      ? body
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : `${response.status} ${response.statusText}`.trim()
  return new OpenStackError({
    kind: 'http',
    status: response.status,
    fault: parsed?.fault ?? `http${response.status}`,
    message: parsed?.message ?? fallback,
    requestId: requestIdOf(response.headers),
    method,
    url,
  })
}

export async function send<T>(fetchImpl: FetchLike, options: RequestOptions): Promise<HttpResponse<T>> {
  const method = options.method ?? 'GET'
  const url = withQuery(options.url, options.query)
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let payload: string | undefined
  if (options.body !== undefined) {
    // A caller may name another JSON type (Glance's JSON patch).
    headers['Content-Type'] ??= 'application/json'
    payload = JSON.stringify(options.body)
  }
  const controller = new AbortController()
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  let response: Response
  let body: unknown
  try {
    response = await fetchImpl(url, { method, headers, body: payload, signal: controller.signal })
    body = await readBody(response)
  } catch (cause) {
    const host = new URL(url).host
    const request = `${method} ${new URL(url).pathname}`
    const seconds = Math.round(timeoutMs / 1000)
    const why = cause instanceof Error ? cause.message : String(cause)
    throw new OpenStackError({
      kind: timedOut ? 'timeout' : 'network',
      status: 0,
      fault: timedOut ? 'timeout' : 'networkError',
      message: timedOut
        ? `No answer from ${host} within ${seconds} s (${request}).`
        : `Could not reach ${host} (${request}): ${why}`,
      reason: timedOut
        ? { code: 'timeout', host, seconds, request }
        : { code: 'unreachable', host, request, cause: why },
      method,
      url,
      cause,
    })
  } finally {
    clearTimeout(timer)
  }
  const ok = (response.status >= 200 && response.status < 300) || (options.accept ?? []).includes(response.status)
  if (!ok) throw httpError(method, url, response, body)
  return { status: response.status, headers: response.headers, body: body as T }
}
