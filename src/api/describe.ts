// The describing mode of the Cinder and Nova calls: the same calls made over a recorder in place
// of the service, which keeps each request (method, URL, microversion headers, body) and sends
// nothing. The recorder never holds the token: the headers are the microversion's and the call's own.
import type { HttpResponse } from './http'
import { joinUrl, withQuery } from './http'
import type { ServiceClient, ServiceRequest } from './service-client'
import { microversionHeaders } from './service-client'

/** What a service's calls use of its client; a recorder stands in for it. */
export type ServiceHttp = Pick<ServiceClient, 'kind' | 'endpoint' | 'version' | 'request' | 'json'>

export interface DescribedRequest {
  method: string
  /** The whole URL: the catalog's endpoint, the path and the query. */
  url: string
  /** The microversion header and any further header of the call (If-Match); never the token. */
  headers: Record<string, string>
  /** The JSON body; undefined when the request has none. */
  body?: unknown
}

/**
 * The requests `run` makes over a recorder with `service`'s endpoint and microversion. The calls
 * make their request before their first await, so the record is complete when `run` returns; a
 * call that refuses first (a feature the cloud lacks) records nothing.
 */
export function describeCalls(
  service: Pick<ServiceClient, 'kind' | 'endpoint' | 'version'>,
  run: (recorder: ServiceHttp) => Promise<unknown>,
): DescribedRequest[] {
  const recorded: DescribedRequest[] = []
  const recorder: ServiceHttp = {
    kind: service.kind,
    endpoint: service.endpoint,
    version: service.version,
    request<T>(options: ServiceRequest): Promise<HttpResponse<T>> {
      const headers = {
        ...microversionHeaders(service.kind, options.microversion ?? service.version),
        ...options.headers,
      }
      recorded.push({
        method: options.method ?? 'GET',
        url: withQuery(joinUrl(service.endpoint, options.path), options.query),
        headers: options.body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(options.body === undefined ? {} : { body: options.body }),
      })
      // An empty answer: what the calls read of it is not looked at.
      return Promise.resolve({ status: 202, headers: new Headers(), body: {} as T })
    },
    async json<T>(options: ServiceRequest): Promise<T> {
      return (await recorder.request<T>(options)).body
    },
  }
  try {
    run(recorder).catch(() => undefined)
  } catch {
    // A call that throws before its request describes nothing.
  }
  return recorded
}

/** A described request as text: the request line, the headers, a blank line and the JSON body. */
export function requestText(request: DescribedRequest): string {
  const lines = [`${request.method} ${request.url}`, ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`)]
  if (request.body === undefined) return lines.join('\n')
  return `${lines.join('\n')}\n\n${JSON.stringify(request.body, null, 2)}`
}
