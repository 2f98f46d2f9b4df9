// Keystone v3 password authentication scoped to a project, and the service catalog.
import { OpenStackError } from './errors'
import type { FetchLike } from './http'
import { send } from './http'
import type { Credentials } from './keystone-wire'
import { authTokensUrl, passwordAuthBody } from './keystone-wire'
import type { CatalogEntry, EndpointInterface, TokenBody } from './types'

export { authTokensUrl, passwordAuthBody }
export type { Credentials }

/** Official service type first, then its aliases (STA:service-types.yaml). */
export const SERVICE_TYPES = {
  volume: ['block-storage', 'volumev3', 'volume', 'block-store'],
  compute: ['compute'],
  image: ['image'],
} as const

export async function authenticate(
  fetchImpl: FetchLike,
  credentials: Credentials,
  timeoutMs?: number,
): Promise<{ tokenId: string; body: TokenBody }> {
  const response = await send<TokenBody>(fetchImpl, {
    method: 'POST',
    url: authTokensUrl(credentials.authUrl),
    body: passwordAuthBody(credentials),
    timeoutMs,
  })
  const tokenId = response.headers.get('X-Subject-Token')
  if (!tokenId) {
    throw new OpenStackError({
      kind: 'http',
      status: response.status,
      fault: 'missingToken',
      message:
        'Keystone answered without an X-Subject-Token header. If the dashboard reaches Keystone across origins, the header must be exposed (Access-Control-Expose-Headers).',
    })
  }
  return { tokenId, body: response.body }
}

export async function revokeToken(fetchImpl: FetchLike, authUrl: string, tokenId: string): Promise<void> {
  await send(fetchImpl, {
    method: 'DELETE',
    url: authTokensUrl(authUrl),
    headers: { 'X-Auth-Token': tokenId, 'X-Subject-Token': tokenId },
  })
}

/** The URL of the first catalog entry of one of `types` with the wanted interface and region. */
export function findEndpoint(
  catalog: CatalogEntry[],
  types: readonly string[],
  wanted: EndpointInterface = 'public',
  region?: string,
): string | undefined {
  for (const type of types) {
    const entry = catalog.find((candidate) => candidate.type === type)
    const endpoint = entry?.endpoints.find(
      (candidate) =>
        candidate.interface === wanted && (!region || candidate.region === region || candidate.region_id === region),
    )
    if (endpoint) return endpoint.url
  }
  return undefined
}
