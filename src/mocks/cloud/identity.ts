// Keystone: password authentication, tokens and the catalog, which points at the cloud itself.
import type { CatalogEntry, TokenBody } from '../../api/types'
import type { Caller, DemoCloud } from './cloud'
import { FIRST_REGION } from './cloud'
import { newId } from './attachments'
import { AUTH_REQUIRED } from '../http/respond'
import type { KeystoneRefusal } from './identity-records'

/** A new token id, Fernet-looking. */
export function tokenId(): string {
  return `gAAAAAB${newId().replace(/-/g, '')}${newId().replace(/-/g, '')}`
}

/**
 * The catalog of a devstack-style cloud on `origin` (Keystone at /identity): the first region's
 * services at the root, each further region's Cinder and Nova under its mount (its own images
 * are the first region's Glance).
 */
export function catalogFor(cloud: DemoCloud, origin: string, projectId: string): CatalogEntry[] {
  const places = [
    { region: FIRST_REGION, root: origin },
    ...[...cloud.regions.values()].map((region) => ({
      region: region.region,
      root: `${origin}${region.home?.mount ?? ''}`,
    })),
  ]
  const entry = (type: string, name: string, url: (root: string) => string, only?: string): CatalogEntry => ({
    id: `${type}-service`,
    type,
    name,
    endpoints: places
      .filter((place) => !only || place.region === only)
      .flatMap(({ region, root }) =>
        (['public', 'internal', 'admin'] as const).map((iface) => ({
          id: `${type}-${region}-${iface}`,
          interface: iface,
          region,
          region_id: region,
          url: url(root),
        })),
      ),
  })
  return [
    entry('identity', 'keystone', () => `${origin}/identity`, FIRST_REGION),
    entry('block-storage', 'cinder', (root) => `${root}/volume/v3/${projectId}`),
    entry('volumev3', 'cinderv3', (root) => `${root}/volume/v3/${projectId}`),
    entry('compute', 'nova', (root) => `${root}/compute/v2.1`),
    entry('image', 'glance', () => `${origin}/image`),
    entry('placement', 'placement', () => `${origin}/placement`, FIRST_REGION),
  ]
}

/** A domain by id or name. */
export function domainNamed(cloud: DemoCloud, ref?: string) {
  return cloud.state.domains.find((domain) => domain.id === ref || domain.name === ref)
}

/**
 * Keystone's application_credential method (keystone/auth/plugins/application_credential.py):
 * by id, or by name with its user; the token is the credential's project's, with its roles.
 * 'unknown' for an id Keystone has no credential for (its 404), null for a wrong secret (401).
 */
export function authenticateApplicationCredential(
  cloud: DemoCloud,
  auth: { id?: string; name?: string; userName?: string; userDomain?: string; secret: string },
  origin: string,
  withCatalog: boolean,
): { caller: Caller; body: TokenBody } | 'unknown' | null {
  const users = cloud.state.users
  const credential = (cloud.state.applicationCredentials ?? []).find((candidate) =>
    auth.id
      ? candidate.id === auth.id
      : candidate.name === auth.name &&
        users.some(
          (user) =>
            user.id === candidate.userId &&
            user.name === auth.userName &&
            user.domain_id === domainNamed(cloud, auth.userDomain)?.id,
        ),
  )
  if (!credential) return auth.id ? 'unknown' : null
  if (credential.secret !== auth.secret) return null
  if (credential.expiresAt && Date.parse(credential.expiresAt) <= cloud.now()) return null
  const issued = cloud.now()
  const caller = issueToken(cloud, {
    userId: credential.userId,
    projectId: credential.projectId,
    issuedAt: issued,
    expiresAt: issued + cloud.settings.tokenTtlSeconds * 1000,
  })
  if (!caller) return null
  caller.roles = caller.roles.filter((role) => credential.roles.includes(role))
  caller.methods = ['application_credential']
  caller.applicationCredential = { id: credential.id, name: credential.name }
  return { caller, body: tokenBody(cloud, caller, origin, withCatalog) }
}

const DELEGATED: KeystoneRefusal = {
  status: 403,
  title: 'Forbidden',
  message:
    'You are not authorized to perform the requested action: Using a delegated token to create another token is not allowed..',
}

/**
 * Keystone's token method: a token for another project of the same user, with the first
 * token's expiry and its audit id in the chain (keystone/auth/plugins/token.py,
 * keystone/models/token_model.py). Refused as Keystone does, the scope first: no such project
 * or no role there is 401; then a delegated token (an application credential's) makes no other, 403.
 */
export function rescope(
  cloud: DemoCloud,
  from: Caller,
  scope: { projectId?: string; projectName?: string; projectDomain?: string },
  origin: string,
  withCatalog: boolean,
): { caller: Caller; body: TokenBody } | KeystoneRefusal {
  const unauthorized: KeystoneRefusal = { status: 401, title: 'Unauthorized', message: AUTH_REQUIRED }
  const project = projectInScope(cloud, scope)
  if (!project) return unauthorized
  const user = cloud.state.users.find((candidate) => candidate.id === from.userId)
  if (!user || (user.roles[project.id]?.length ?? 0) === 0) return unauthorized
  if (from.applicationCredential) return DELEGATED
  const caller = issueToken(cloud, {
    userId: from.userId,
    projectId: project.id,
    issuedAt: cloud.now(),
    expiresAt: from.expiresAt,
  })
  if (!caller) return unauthorized
  caller.methods = [...new Set([...(from.methods ?? ['password']), 'token'])]
  caller.parentAuditIds = [from.auditId ?? '', ...(from.parentAuditIds ?? [])].slice(0, 1)
  return { caller, body: tokenBody(cloud, caller, origin, withCatalog) }
}

/** The project a scope names: by id, or by name in a domain named by id or name. */
export function projectInScope(
  cloud: DemoCloud,
  scope: { projectId?: string; projectName?: string; projectDomain?: string },
) {
  return cloud.state.projects.find((candidate) =>
    scope.projectId
      ? candidate.id === scope.projectId
      : candidate.name === scope.projectName && candidate.domain_id === domainNamed(cloud, scope.projectDomain)?.id,
  )
}

/** Who a token is for and for how long: what the demo's console session keeps between reloads. */
export interface TokenSubject {
  userId: string
  projectId: string
  issuedAt: number
  expiresAt: number
}

/** A new token for a user in a project where they have a role, or null when they have none there. */
export function issueToken(cloud: DemoCloud, subject: TokenSubject): Caller | null {
  const user = cloud.state.users.find((candidate) => candidate.id === subject.userId)
  const project = cloud.state.projects.find((candidate) => candidate.id === subject.projectId)
  const roles = user && project ? (user.roles[project.id] ?? []) : []
  if (!user || !project || roles.length === 0) return null
  const caller: Caller = {
    tokenId: tokenId(),
    userId: user.id,
    userName: user.name,
    projectId: project.id,
    projectName: project.name,
    roles,
    expiresAt: subject.expiresAt,
    issuedAt: subject.issuedAt,
    auditId: newId().slice(0, 22),
  }
  cloud.tokens.set(caller.tokenId, caller)
  return caller
}

/** A token as Keystone renders it, on sign-in and on validation (GET /v3/auth/tokens). */
export function tokenBody(cloud: DemoCloud, caller: Caller, origin: string, withCatalog: boolean): TokenBody {
  const user = cloud.state.users.find((candidate) => candidate.id === caller.userId)
  const project = cloud.state.projects.find((candidate) => candidate.id === caller.projectId)
  const userDomain = user ? domainNamed(cloud, user.domain_id) : undefined
  const projectDomain = project ? domainNamed(cloud, project.domain_id) : undefined
  const body: TokenBody = {
    token: {
      methods: caller.methods ?? ['password'],
      user: {
        id: caller.userId,
        name: caller.userName,
        domain: { id: userDomain?.id ?? 'default', name: userDomain?.name ?? 'Default' },
        // As keystone's api-ref samples show it: microseconds, no zone. A federated user has
        // none, and the identity provider it came through instead (keystone/common/render_token.py).
        ...(user?.federated
          ? {
              'OS-FEDERATION': {
                groups: user.federated.groups.map((id) => ({ id })),
                identity_provider: { id: user.federated.identityProvider },
                protocol: { id: user.federated.protocol },
              },
            }
          : {
              password_expires_at: user?.passwordExpiresAt
                ? new Date(user.passwordExpiresAt).toISOString().replace('Z', '000')
                : null,
            }),
      },
      audit_ids: [caller.auditId ?? newId().slice(0, 22), ...(caller.parentAuditIds ?? [])],
      expires_at: new Date(caller.expiresAt).toISOString().replace('Z', '000Z'),
      issued_at: new Date(caller.issuedAt ?? caller.expiresAt).toISOString().replace('Z', '000Z'),
      // An unscoped token (federation's) has no project, roles or catalog.
      ...(caller.projectId
        ? {
            project: {
              id: caller.projectId,
              name: caller.projectName,
              domain: { id: projectDomain?.id ?? 'default', name: projectDomain?.name ?? 'Default' },
            },
            is_domain: false,
            roles: caller.roles.map((name) => ({ id: `role-${name}`, name })),
          }
        : {}),
      ...(caller.applicationCredential
        ? { application_credential: { ...caller.applicationCredential, restricted: true } }
        : {}),
    },
  }
  if (withCatalog && caller.projectId) body.token.catalog = catalogFor(cloud, origin, caller.projectId)
  return body
}

/** The caller behind a token, or null when it is unknown or expired. */
export function callerOf(cloud: DemoCloud, token: string | null): Caller | null {
  if (!token) return null
  const caller = cloud.tokens.get(token)
  if (!caller) return null
  if (cloud.now() >= caller.expiresAt) {
    cloud.tokens.delete(token)
    return null
  }
  return caller
}
