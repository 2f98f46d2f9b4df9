// Keystone v3 password authentication scoped to a project, and the service catalog.
import { OpenStackError } from './errors'
import type { FetchLike } from './http'
import { send } from './http'
import type { Credentials } from './keystone-wire'
import {
  AUTH_RECEIPT_HEADER,
  SERVICE_TYPES,
  authBody,
  authTokensUrl,
  catalogRegions,
  findCatalogEndpoint,
  passwordAuthBody,
  tokenRescopeBody,
} from './keystone-wire'
import type { DescribedRequest, ServiceHttp } from './describe'
import { describeCalls } from './describe'
import type {
  ApplicationCredential,
  AuthProject,
  CatalogEntry,
  EndpointInterface,
  KeystoneCredential,
  TokenBody,
  UserOptions,
} from './types'

export { SERVICE_TYPES, authBody, authTokensUrl, catalogRegions, findCatalogEndpoint, passwordAuthBody }
export type { Credentials }

export async function authenticate(
  fetchImpl: FetchLike,
  credentials: Credentials,
  timeoutMs?: number,
): Promise<{ tokenId: string; body: TokenBody }> {
  const response = await send<TokenBody>(fetchImpl, {
    method: 'POST',
    url: authTokensUrl(credentials.authUrl),
    body: authBody(credentials),
    headers: credentials.receiptId ? { [AUTH_RECEIPT_HEADER]: credentials.receiptId } : undefined,
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

/** A token for another project of the same user (keystone's token method; same expiry). */
export async function rescopeToken(
  fetchImpl: FetchLike,
  authUrl: string,
  tokenId: string,
  projectId: string,
  timeoutMs?: number,
): Promise<{ tokenId: string; body: TokenBody }> {
  const response = await send<TokenBody>(fetchImpl, {
    method: 'POST',
    url: authTokensUrl(authUrl),
    body: tokenRescopeBody(tokenId, projectId),
    timeoutMs,
  })
  const next = response.headers.get('X-Subject-Token')
  if (!next) throw new Error('Keystone answered a re-scope without an X-Subject-Token header.')
  return { tokenId: next, body: response.body }
}

/** Keystone for the signed-in user: what the token lets them reach. */
export class KeystoneApi {
  constructor(private readonly service: ServiceHttp) {}

  /** The requests `run` would send, recorded and not sent (src/api/describe.ts): for "Equivalent command". */
  describe(run: (calls: KeystoneApi) => Promise<unknown>): DescribedRequest[] {
    return describeCalls(this.service, (recorder) => run(new KeystoneApi(recorder)))
  }

  /**
   * The projects the user has a role on (`GET /v3/auth/projects`, keystone
   * keystone/api/auth.py AuthProjectsResource): the project switcher's list, by name.
   */
  async projects(): Promise<AuthProject[]> {
    const body = await this.service.json<{ projects: AuthProject[] }>({ path: 'auth/projects' })
    return body.projects
      .filter((project) => project.enabled && !project.is_domain)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  }

  /**
   * Every project of the cloud (`GET /v3/projects`, keystone/api/projects.py; policy
   * identity:list_projects, admin only for a project-scoped token: others get a 403), by name.
   */
  async listProjects(): Promise<AuthProject[]> {
    const body = await this.service.json<{ projects: AuthProject[] }>({ path: 'projects' })
    return body.projects
      .filter((project) => !project.is_domain)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  }

  /**
   * A new application credential of the user's, for the token's project; the answer has its
   * secret, which Keystone never shows again (keystone/api/users.py UserAppCredListCreateResource).
   */
  async createApplicationCredential(
    userId: string,
    params: { name: string; description?: string },
  ): Promise<ApplicationCredential & { secret: string }> {
    const body = await this.service.json<{ application_credential: ApplicationCredential & { secret: string } }>({
      method: 'POST',
      path: `users/${encodeURIComponent(userId)}/application_credentials`,
      body: { application_credential: params },
    })
    return body.application_credential
  }

  /**
   * The user's own options (GET /v3/users/{id}; policy identity:get_user lets a user read their
   * own record): the two-factor rules an operator set (keystone/identity/backends/resource_options.py).
   */
  async userOptions(userId: string): Promise<UserOptions> {
    const body = await this.service.json<{ user: { options?: UserOptions } }>({
      path: `users/${encodeURIComponent(userId)}`,
    })
    return body.user.options ?? {}
  }

  /** The user's TOTP credentials (GET /v3/credentials?user_id=&type=totp; a member sees only their own). */
  async totpCredentials(userId: string): Promise<KeystoneCredential[]> {
    const body = await this.service.json<{ credentials: KeystoneCredential[] }>({
      path: 'credentials',
      query: { user_id: userId, type: 'totp' },
    })
    return body.credentials
  }

  /** A TOTP credential of the user's own (POST /v3/credentials): the base32 secret as its blob. */
  async createTotpCredential(userId: string, secret: string): Promise<KeystoneCredential> {
    const body = await this.service.json<{ credential: KeystoneCredential }>({
      method: 'POST',
      path: 'credentials',
      body: { credential: { type: 'totp', blob: secret, user_id: userId } },
    })
    return body.credential
  }

  /** Deletes a credential of the user's (DELETE /v3/credentials/{id}). */
  async deleteCredential(id: string): Promise<void> {
    await this.service.request({ method: 'DELETE', path: `credentials/${encodeURIComponent(id)}` })
  }

  /** Deletes one; the tokens it gave end with it. */
  async deleteApplicationCredential(userId: string, id: string): Promise<void> {
    await this.service.request({
      method: 'DELETE',
      path: `users/${encodeURIComponent(userId)}/application_credentials/${encodeURIComponent(id)}`,
    })
  }
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
  return findCatalogEndpoint(catalog, types, wanted, region)?.url
}
