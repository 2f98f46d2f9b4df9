// The demo cloud's Keystone records: domains, projects, users, application credentials, and the
// browser's console session with the demo cloud. Plain JSON, as all of the state (state.ts).

export interface DomainRecord {
  id: string
  name: string
}

export interface ProjectRecord {
  id: string
  name: string
  domain_id: string
  description?: string
}

export interface UserRecord {
  id: string
  name: string
  domain_id: string
  password: string
  /** project id → role names (implied roles included, as in a token). */
  roles: Record<string, string[]>
  /** When the password stops signing in (ISO); absent or null: never (keystone password.expires_at). */
  passwordExpiresAt?: string | null
  /** Wrong passwords since the last success, and when the last was (lockout, keystone local_user). */
  failedAuthCount?: number
  failedAuthAt?: number
  /** Earlier passwords, newest first (password history). */
  previousPasswords?: string[]
  /** The user's options as Keystone names them (keystone/identity/backends/resource_options.py). */
  options?: { multi_factor_auth_rules?: string[][]; multi_factor_auth_enabled?: boolean }
  /** A federated (shadow) user: the identity provider and protocol it came through, and its mapped groups. */
  federated?: { identityProvider: string; protocol: string; groups: string[] }
}

/**
 * The demo's identity provider behind Keystone federation: its id and protocol at Keystone, the
 * dashboards Keystone posts tokens to ([federation] trusted_dashboard), and its own accounts,
 * each with the projects and roles its mapped groups give.
 */
export interface FederationRecord {
  identityProvider: string
  protocol: string
  /** The identity provider's name on its sign-in page. */
  title: string
  /**
   * Each account with the ids of the Keystone groups the mapping puts it in (a token's
   * OS-FEDERATION.groups carries ids, as Keystone's mapped plugin gives them) and the roles those give.
   */
  accounts: Array<{ name: string; password: string; groups: string[]; roles: Record<string, string[]> }>
}

/** A credential of Keystone's credentials API (keystone/credential): here the `totp` ones, whose blob is the base32 secret. */
export interface CredentialRecord {
  id: string
  type: string
  blob: string
  userId: string
  projectId: string | null
}

/** A user's application credential (keystone application_credentials): a secret bound to one project. */
export interface ApplicationCredentialRecord {
  id: string
  name: string
  description: string | null
  userId: string
  projectId: string
  secret: string
  roles: string[]
  expiresAt: string | null
  unrestricted: boolean
}

/**
 * The browser's console session with the demo cloud (the demo's stand-in for the console
 * server's sealed cookie): who is signed in, until when, and with which settings. Never the
 * token: after a reload the demo cloud issues a new one for the same subject and expiry.
 */
export interface ConsoleSessionRecord {
  userId: string
  projectId: string
  issuedAt: number
  expiresAt: number
  authUrl: string
  region: string
  interface: 'public' | 'internal' | 'admin'
  /** Signed in with an application credential (its token cannot be re-scoped). */
  applicationCredential?: { id: string; name: string }
  /** The methods the token was issued for when not only a password (["password", "totp"]). */
  methods?: string[]
}

/** An auth receipt Keystone issued: whose, for which methods, until when (ms). */
export interface ReceiptRecord {
  userId: string
  methods: string[]
  issuedAt: number
  expiresAt: number
}

/** Keystone's refusal (of a sign-in, a re-scope or a password change): status, title and message as Zed words them. */
export interface KeystoneRefusal {
  status: 400 | 401 | 403
  title: string
  message: string
}
