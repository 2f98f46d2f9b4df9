// Keystone v3 wire types (K:api-ref/source/v3/samples/auth/*).

export interface NamedRef {
  id: string
  name: string
}

export interface DomainScopedRef extends NamedRef {
  domain: NamedRef
}

export type EndpointInterface = 'public' | 'internal' | 'admin'

export interface CatalogEndpoint {
  id: string
  interface: EndpointInterface
  region: string
  region_id: string
  url: string
}

export interface CatalogEntry {
  id: string
  type: string
  name: string
  endpoints: CatalogEndpoint[]
}

/** Body of `POST /v3/auth/tokens` (password method, project scope). */
export interface PasswordAuthRequest {
  auth: {
    identity: {
      methods: ['password']
      password: {
        user:
          | { id: string; password: string }
          | { name: string; domain: { id: string } | { name: string }; password: string }
      }
    }
    scope?: {
      project: { id: string } | { name: string; domain: { id: string } | { name: string } }
    }
  }
}

/** Body of `POST /v3/auth/tokens` with an application credential (never a scope). */
export interface ApplicationCredentialAuthRequest {
  auth: {
    identity: {
      methods: ['application_credential']
      application_credential:
        | { id: string; secret: string }
        | { name: string; secret: string; user: { name: string; domain: { name: string } } }
    }
  }
}

/** Body of `POST /v3/auth/tokens` with the token method: another scope for the token in hand. */
export interface TokenAuthRequest {
  auth: {
    identity: { methods: ['token']; token: { id: string } }
    scope: { project: { id: string } }
  }
}

/** A user's application credential (`/v3/users/{user_id}/application_credentials`). */
export interface ApplicationCredential {
  id: string
  name: string
  description: string | null
  user_id: string
  project_id: string
  roles: NamedRef[]
  expires_at: string | null
  unrestricted: boolean
  /** Only in the answer to its creation: Keystone shows it once. */
  secret?: string
}

/** One entry of `GET /v3/auth/projects`: a project the token's user has a role on. */
export interface AuthProject {
  id: string
  name: string
  domain_id: string
  description?: string
  enabled: boolean
  parent_id?: string | null
  is_domain?: boolean
}

/** Body of a 201 from `POST /v3/auth/tokens`; the token id is in the X-Subject-Token header. */
export interface TokenBody {
  token: {
    methods: string[]
    /**
     * A local user's password expiry; a federated user has none and says where it came from
     * instead (keystone/common/render_token.py).
     */
    user: DomainScopedRef & {
      password_expires_at?: string | null
      'OS-FEDERATION'?: {
        groups: Array<{ id: string }>
        identity_provider: { id: string }
        protocol: { id: string }
      }
    }
    audit_ids: string[]
    expires_at: string
    issued_at: string
    project?: DomainScopedRef
    is_domain?: boolean
    roles?: NamedRef[]
    catalog?: CatalogEntry[]
    /** Set when the token came from an application credential (it cannot be re-scoped). */
    application_credential?: { id: string; name: string; restricted: boolean }
  }
}

/** Keystone's error body, unlike Nova's and Cinder's. */
export interface KeystoneErrorBody {
  error: { code: number; title: string; message: string }
}

/** A Keystone credential (keystone/api/credentials.py): for `totp`, the blob is the base32 secret. */
export interface KeystoneCredential {
  id: string
  user_id: string
  project_id: string | null
  type: string
  blob: string
}

/** What the console reads of a user's record (GET /v3/users/{id}): its two-factor options. */
export interface UserOptions {
  multi_factor_auth_rules?: string[][]
  multi_factor_auth_enabled?: boolean
}
