// The version documents of a session's Cinder and Nova (`GET /` of each), sent with the session
// (ConsoleSessionBody.versions) so the page negotiates microversions without a round trip of its
// own between Keystone's answer and its first call. Each root is asked once and its document
// kept a few minutes for every session: a service changes its versions only when it is upgraded,
// and a page holding an older maximum still speaks a microversion the service accepts.
import type { EndpointInterface, TokenBody, VersionsBody } from '../src/api/types'
import { SERVICE_TYPES, findCatalogEndpoint } from '../src/api/keystone-wire.ts'
import type { VersionDocuments } from '../src/api/version-wire.ts'
import { isVersionsBody, splitVersionedUrl } from '../src/api/version-wire.ts'
import { callUpstream } from './upstream.ts'

export interface VersionDocumentOptions {
  /** How long a root's document is kept (default 5 minutes). */
  keepMs?: number
  /** How long a session's answer waits for a root (default 1.5 s); without it, the page asks itself. */
  waitMs?: number
  now?: () => number
}

/** The documents of the block-storage and compute endpoints a session's page will use. */
export type VersionDocumentsFor = (
  body: TokenBody,
  region: string | undefined,
  iface: EndpointInterface,
) => Promise<VersionDocuments | undefined>

const MAX_DOCUMENT = 64 * 1024

export function createVersionDocuments(options: VersionDocumentOptions = {}): VersionDocumentsFor {
  const keepMs = options.keepMs ?? 5 * 60_000
  const waitMs = options.waitMs ?? 1_500
  const now = options.now ?? Date.now
  const kept = new Map<string, { at: number; document: Promise<VersionsBody | null> }>()

  function documentOf(root: string): Promise<VersionsBody | null> {
    const known = kept.get(root)
    if (known && now() - known.at < keepMs) return known.document
    const document = callUpstream(new URL(root), { timeoutMs: waitMs })
      .then((answer) => {
        // Cinder answers its root with 300 Multiple Choices, Nova with 200.
        if ((answer.status !== 200 && answer.status !== 300) || answer.text.length > MAX_DOCUMENT) return null
        const body: unknown = JSON.parse(answer.text)
        return isVersionsBody(body) ? body : null
      })
      .catch(() => null)
    const entry = { at: now(), document }
    kept.set(root, entry)
    // What failed is asked again by the next session.
    void document.then((found) => {
      if (!found && kept.get(root) === entry) kept.delete(root)
    })
    return document
  }

  return async (body, region, iface) => {
    const catalog = body.token.catalog ?? []
    const roots = [SERVICE_TYPES.volume, SERVICE_TYPES.compute]
      .map((types) => findCatalogEndpoint(catalog, types, iface, region || undefined)?.url)
      .filter((url): url is string => Boolean(url))
      .map((url) => splitVersionedUrl(url).root)
    const documents = await Promise.all(roots.map(documentOf))
    const found: VersionDocuments = {}
    roots.forEach((root, index) => {
      const document = documents[index]
      if (document) found[root] = document
    })
    return Object.keys(found).length ? found : undefined
  }
}
