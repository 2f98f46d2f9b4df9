// Version discovery: the microversion range of a Cinder or Nova endpoint.
import type { FetchLike } from './http'
import { joinUrl, send } from './http'
import type { VersionRange } from './microversion'
import type { VersionBody, VersionEntry, VersionsBody } from './types'

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

function pickEntry(entries: VersionEntry[], id: string | null): VersionEntry | undefined {
  const wanted = id === 'v3' ? 'v3.0' : id
  return (
    entries.find((entry) => entry.id === wanted || entry.id === id) ??
    entries.find((entry) => entry.status === 'CURRENT')
  )
}

/**
 * Asks the unversioned root (Cinder answers 300, Nova 200) and falls back to the versioned URL.
 * Returns null when the service has no microversions (an empty `version`).
 */
export async function discoverVersions(
  fetchImpl: FetchLike,
  endpoint: string,
  timeoutMs?: number,
): Promise<VersionRange | null> {
  const { root, id } = splitVersionedUrl(endpoint)
  let entry: VersionEntry | undefined
  try {
    const response = await send<VersionsBody>(fetchImpl, { url: root, accept: [300], timeoutMs })
    entry = pickEntry(response.body.versions ?? [], id)
  } catch {
    entry = undefined
  }
  if (!entry && id) {
    const base = joinUrl(root, `${id}/`)
    const response = await send<VersionBody | VersionsBody>(fetchImpl, { url: base, accept: [300], timeoutMs })
    entry = 'version' in response.body ? response.body.version : pickEntry(response.body.versions, id)
  }
  if (!entry || !entry.version) return null
  return { min: entry.min_version || entry.version, max: entry.version }
}
