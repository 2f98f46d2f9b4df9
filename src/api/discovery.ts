// Version discovery: the microversion range of a Cinder or Nova endpoint.
import { joinUrl, send } from './http'
import type { FetchLike } from './http'
import type { VersionRange } from './microversion'
import type { VersionBody, VersionEntry, VersionsBody } from './types'
import { pickVersion, splitVersionedUrl } from './version-wire'

/**
 * Asks the unversioned root (Cinder answers 300, Nova 200) and falls back to the versioned URL.
 * `known` is the root's document already in hand (the console's server sends it with the
 * session): then the root is not asked again. Returns null when the service has no
 * microversions (an empty `version`).
 */
export async function discoverVersions(
  fetchImpl: FetchLike,
  endpoint: string,
  timeoutMs?: number,
  known?: VersionsBody,
): Promise<VersionRange | null> {
  const { root, id } = splitVersionedUrl(endpoint)
  let entry: VersionEntry | undefined
  if (known) entry = pickVersion(known.versions, id)
  else {
    try {
      const response = await send<VersionsBody>(fetchImpl, { url: root, accept: [300], timeoutMs })
      entry = pickVersion(response.body.versions ?? [], id)
    } catch {
      entry = undefined
    }
  }
  if (!entry && id) {
    const base = joinUrl(root, `${id}/`)
    const response = await send<VersionBody | VersionsBody>(fetchImpl, { url: base, accept: [300], timeoutMs })
    entry = 'version' in response.body ? response.body.version : pickVersion(response.body.versions, id)
  }
  if (!entry || !entry.version) return null
  return { min: entry.min_version || entry.version, max: entry.version }
}
