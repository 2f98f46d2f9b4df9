// Which of the cloud's services a proxied call goes to, named by the catalog's service type
// (block-storage for volumev3 and its other aliases, compute, image, …) for the log and the counts: the type of the
// catalog endpoint whose URL (or its unversioned root) is the longest prefix of the call's, learnt from the tokens the
// console sees. Keystone's own calls are 'identity'; a URL no endpoint covers, 'other'. Also
// every endpoint of a catalog, which is what the proxy forwards to (proxy.ts).

import { SERVICE_TYPES } from '../src/api/keystone-wire.ts'
import { splitVersionedUrl } from '../src/api/version-wire.ts'

export interface CatalogServices {
  learn(endpoints: ReadonlyArray<{ url: string; type: string }>): void
  of(target: URL, keystoneOrigins: ReadonlySet<string>): string
}

/** A service's one name: block-storage for its aliases (volumev3, volume, …), as the service-types authority has it. */
const canonical = (type: string) =>
  Object.values(SERVICE_TYPES).find((names) => (names as readonly string[]).includes(type))?.[0] ?? type

/** An endpoint URL as a prefix: no trailing slash, so …/v3 covers …/v3/volumes. */
const prefixOf = (url: string) => url.replace(/\/+$/, '')

export function createCatalogServices(): CatalogServices {
  const types = new Map<string, string>()
  return {
    learn(endpoints) {
      for (const { url, type } of endpoints) {
        if (!type) continue
        types.set(prefixOf(url), canonical(type))
        // Its version document (…/volume/ for …/volume/v3/<project>) is the same service's.
        const { root } = splitVersionedUrl(url)
        if (!types.has(prefixOf(root))) types.set(prefixOf(root), canonical(type))
      }
    },
    of(target, keystoneOrigins) {
      const href = target.href
      let best = ''
      let type = ''
      for (const [prefix, candidate] of types) {
        const covers = href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}?`)
        if (covers && prefix.length > best.length) {
          best = prefix
          type = candidate
        }
      }
      if (type) return type
      return keystoneOrigins.has(target.origin) ? 'identity' : 'other'
    },
  }
}

/** Every endpoint of a Keystone catalog (token body or GET /auth/catalog body): its URL, origin, region and service type. */
export function catalogOrigins(body: unknown): Array<{ origin: string; region: string; url: string; type: string }> {
  const root = body as { token?: { catalog?: unknown }; catalog?: unknown } | null
  const catalog = root?.token?.catalog ?? root?.catalog
  if (!Array.isArray(catalog)) return []
  const origins: Array<{ origin: string; region: string; url: string; type: string }> = []
  type Endpoint = { url?: unknown; region?: unknown; region_id?: unknown }
  for (const entry of catalog as Array<{ type?: unknown; endpoints?: Endpoint[] }>) {
    for (const endpoint of entry.endpoints ?? []) {
      if (typeof endpoint.url !== 'string') continue
      const region = [endpoint.region_id, endpoint.region].find((value) => typeof value === 'string' && value)
      try {
        origins.push({
          origin: new URL(endpoint.url).origin,
          region: typeof region === 'string' ? region : '',
          url: endpoint.url,
          type: typeof entry.type === 'string' ? entry.type : '',
        })
      } catch {
        // A malformed catalog URL is never a place to forward to.
      }
    }
  }
  return origins
}
