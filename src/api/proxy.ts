// Calls through the console's own server (server/proxy.ts), so the browser needs no CORS
// set-up on the cloud: http://host:8776/v3/x becomes <base>/http/host:8776/v3/x on the
// console's origin. The server forwards only to the configured cloud's endpoints, and only for
// a signed-in console session (it adds the token); writes must carry the console's header.
import { CONSOLE_REQUEST_HEADER } from './console-wire'

export { fromProxyPath } from './console-wire'
import type { FetchLike } from './http'

const ABSOLUTE = /^(https?):\/\/([^/?#]+)(.*)$/i

/** The proxy path of an absolute cloud URL; other URLs are returned unchanged. */
export function toProxyUrl(base: string, url: string): string {
  const match = ABSOLUTE.exec(url)
  if (!match) return url
  const [, scheme = 'http', authority = '', rest = ''] = match
  const path = rest === '' || rest.startsWith('/') ? rest : `/${rest}`
  return `${base.replace(/\/+$/, '')}/${scheme.toLowerCase()}/${authority}${path}`
}

/**
 * A fetch that sends every absolute cloud URL through the proxy at `base`, each call marked
 * as the console's own (the proxy refuses writes without the mark).
 */
export function viaProxy(
  base: string,
  fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init),
): FetchLike {
  return (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set(CONSOLE_REQUEST_HEADER, '1')
    return fetchImpl(toProxyUrl(base, input), { ...init, headers })
  }
}
