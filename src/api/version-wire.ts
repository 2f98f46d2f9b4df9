// Version discovery's shapes, shared by the page (discovery.ts) and the console's server, which
// sends the documents of the session's Cinder and Nova with the session (server/version-documents.ts).
// Type imports only, so the server (and Vite's config loader) can import it as it is.
import type { VersionEntry, VersionsBody } from './types'

/** A service root's version document (`GET /` of Cinder or Nova), by the root's URL as the catalog gives it. */
export type VersionDocuments = Record<string, VersionsBody>

const VERSION_SUFFIX = /\/(v\d+(?:\.\d+)?)(\/.*)?$/

/** http://host/volume/v3/<project> → { root: http://host/volume/, id: 'v3' }. */
export function splitVersionedUrl(endpoint: string): { root: string; id: string | null } {
  const url = new URL(endpoint)
  const match = VERSION_SUFFIX.exec(url.pathname)
  if (!match) return { root: endpoint.replace(/\/?$/, '/'), id: null }
  url.pathname = url.pathname.slice(0, match.index) + '/'
  url.search = ''
  return { root: url.toString(), id: match[1] ?? null }
}

/** The entry for the endpoint's version (Cinder names v3 "v3.0"), else the CURRENT one. */
export function pickVersion(entries: readonly VersionEntry[], id: string | null): VersionEntry | undefined {
  const wanted = id === 'v3' ? 'v3.0' : id
  return (
    entries.find((entry) => entry.id === wanted || entry.id === id) ??
    entries.find((entry) => entry.status === 'CURRENT')
  )
}

/** Is this a version document (a `versions` list), as a root answers? */
export function isVersionsBody(body: unknown): body is VersionsBody {
  return typeof body === 'object' && body !== null && Array.isArray((body as { versions?: unknown }).versions)
}
