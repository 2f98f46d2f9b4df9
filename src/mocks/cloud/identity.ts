// Keystone: password authentication, tokens and the catalog, which points at the cloud itself.
import type { CatalogEntry, TokenBody } from '../../api/types'
import type { Caller, DemoCloud } from './cloud'
import { newId } from './attachments'

export const REGION = 'RegionOne'

export interface PasswordAuth {
  userName?: string
  userId?: string
  userDomain?: string
  password: string
  projectName?: string
  projectId?: string
  projectDomain?: string
}

function tokenId(): string {
  return `gAAAAAB${newId().replace(/-/g, '')}${newId().replace(/-/g, '')}`
}

/** The catalog of a devstack-style cloud on `origin` (Keystone at /identity). */
export function catalogFor(origin: string, projectId: string): CatalogEntry[] {
  const entry = (type: string, name: string, url: string): CatalogEntry => ({
    id: `${type}-service`,
    type,
    name,
    endpoints: (['public', 'internal', 'admin'] as const).map((iface) => ({
      id: `${type}-${iface}`,
      interface: iface,
      region: REGION,
      region_id: REGION,
      url,
    })),
  })
  return [
    entry('identity', 'keystone', `${origin}/identity`),
    entry('block-storage', 'cinder', `${origin}/volume/v3/${projectId}`),
    entry('volumev3', 'cinderv3', `${origin}/volume/v3/${projectId}`),
    entry('compute', 'nova', `${origin}/compute/v2.1`),
    entry('image', 'glance', `${origin}/image`),
  ]
}

/** Returns the caller and token body, or null when the credentials are wrong (401). */
export function authenticatePassword(
  cloud: DemoCloud,
  auth: PasswordAuth,
  origin: string,
  withCatalog: boolean,
): { caller: Caller; body: TokenBody } | null {
  const domainOf = (ref?: string) => cloud.state.domains.find((domain) => domain.id === ref || domain.name === ref)
  const user = cloud.state.users.find((candidate) =>
    auth.userId
      ? candidate.id === auth.userId
      : candidate.name === auth.userName && candidate.domain_id === domainOf(auth.userDomain)?.id,
  )
  if (!user || user.password !== auth.password) return null
  const project = cloud.state.projects.find((candidate) =>
    auth.projectId
      ? candidate.id === auth.projectId
      : candidate.name === auth.projectName && candidate.domain_id === domainOf(auth.projectDomain)?.id,
  )
  const roles = project ? (user.roles[project.id] ?? []) : []
  if (!project || roles.length === 0) return null
  const issued = cloud.now()
  const expires = issued + cloud.settings.tokenTtlSeconds * 1000
  const caller: Caller = {
    tokenId: tokenId(),
    userId: user.id,
    userName: user.name,
    projectId: project.id,
    projectName: project.name,
    roles,
    expiresAt: expires,
  }
  cloud.tokens.set(caller.tokenId, caller)
  const userDomain = domainOf(user.domain_id)
  const projectDomain = domainOf(project.domain_id)
  const body: TokenBody = {
    token: {
      methods: ['password'],
      user: {
        id: user.id,
        name: user.name,
        domain: { id: userDomain?.id ?? 'default', name: userDomain?.name ?? 'Default' },
        password_expires_at: null,
      },
      audit_ids: [newId().slice(0, 22)],
      expires_at: new Date(expires).toISOString().replace('Z', '000Z'),
      issued_at: new Date(issued).toISOString().replace('Z', '000Z'),
      project: {
        id: project.id,
        name: project.name,
        domain: { id: projectDomain?.id ?? 'default', name: projectDomain?.name ?? 'Default' },
      },
      is_domain: false,
      roles: roles.map((name) => ({ id: `role-${name}`, name })),
    },
  }
  if (withCatalog) body.token.catalog = catalogFor(origin, project.id)
  return { caller, body }
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
