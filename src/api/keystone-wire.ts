// Keystone's wire shapes the console's server needs too (server/console-session.ts,
// server/proxy.ts): the token URL from an auth URL given with or without /v3, and the password
// sign-in body. Type imports only, so the server (and Vite's config loader) can import it.
import type {
  ApplicationCredentialAuthRequest,
  CatalogEndpoint,
  CatalogEntry,
  EndpointInterface,
  PasswordAuthRequest,
  TokenAuthRequest,
} from './types'

/** Official service type first, then its aliases (STA:service-types.yaml). */
export const SERVICE_TYPES = {
  volume: ['block-storage', 'volumev3', 'volume', 'block-store'],
  compute: ['compute'],
  image: ['image'],
  placement: ['placement'],
} as const

export interface Credentials {
  /** Keystone v3 URL, e.g. http://127.0.0.1:5000/v3. */
  authUrl: string
  username: string
  password: string
  projectName: string
  userDomainName?: string
  projectDomainName?: string
  region?: string
  interface?: EndpointInterface
  /**
   * Sign in with an application credential instead of the password (clouds.yaml's
   * `v3applicationcredential`): its id, or its name with the user above, and its secret. Its
   * token is scoped to the credential's project, which it cannot leave.
   */
  applicationCredential?: { id?: string; name?: string; secret: string }
  /** The cloud's name when the console's server offers several (clouds.yaml). */
  cloud?: string
  /**
   * The second step of a two-factor sign-in: the code from the user's authenticator, sent in
   * place of the password with the receipt the first step got (Keystone's totp method).
   */
  passcode?: string
  /** That receipt, when the page signs in to Keystone itself (the console's server keeps its own). */
  receiptId?: string
}

/** The header of Keystone's auth receipts, both ways (keystone/common/authorization.py AUTH_RECEIPT_HEADER). */
export const AUTH_RECEIPT_HEADER = 'Openstack-Auth-Receipt'

/**
 * The body of Keystone's 401 for methods that passed without meeting the user's rules: the
 * receipt and the rules still open, no `error` object (api-ref auth-receipt-password.json).
 */
export interface ReceiptBody {
  receipt: {
    methods: string[]
    user: { id: string; name: string; domain: { id: string; name: string } }
    expires_at: string
    issued_at: string
  }
  required_auth_methods: string[][]
}

export function isReceiptBody(value: unknown): value is ReceiptBody {
  if (typeof value !== 'object' || value === null) return false
  const { receipt, required_auth_methods: required } = value as Partial<ReceiptBody>
  return (
    typeof receipt === 'object' &&
    receipt !== null &&
    Array.isArray(receipt.methods) &&
    typeof receipt.user?.id === 'string' &&
    typeof receipt.expires_at === 'string' &&
    Array.isArray(required) &&
    required.every((rule) => Array.isArray(rule))
  )
}

/** Keystone's v3 root from an auth URL given with or without /v3. */
export function identityV3Url(authUrl: string): string {
  const base = authUrl.replace(/\/+$/, '')
  return /\/v3$/.test(base) ? base : `${base}/v3`
}

export function authTokensUrl(authUrl: string): string {
  return `${identityV3Url(authUrl)}/auth/tokens`
}

/** A user's own password change, which needs no token (keystone/api/users.py UserChangePasswordResource). */
export function userPasswordUrl(authUrl: string, userId: string): string {
  return `${identityV3Url(authUrl)}/users/${encodeURIComponent(userId)}/password`
}

export function passwordChangeBody(originalPassword: string, password: string) {
  return { user: { original_password: originalPassword, password } }
}

/** The project a password or code sign-in asks for, by name in its domain ('Default' when none). */
function projectScope(credentials: Credentials) {
  return {
    project: { name: credentials.projectName, domain: { name: credentials.projectDomainName ?? 'Default' } },
  }
}

export function passwordAuthBody(credentials: Credentials): PasswordAuthRequest {
  return {
    auth: {
      identity: {
        methods: ['password'],
        password: {
          user: {
            name: credentials.username,
            domain: { name: credentials.userDomainName ?? 'Default' },
            password: credentials.password,
          },
        },
      },
      scope: projectScope(credentials),
    },
  }
}

/**
 * The application-credential sign-in body: no scope (Keystone refuses one with 401
 * "Application credentials cannot request a scope."); by id, or by name with its user.
 */
export function applicationCredentialAuthBody(
  credentials: Credentials & { applicationCredential: NonNullable<Credentials['applicationCredential']> },
): ApplicationCredentialAuthRequest {
  const { id, name, secret } = credentials.applicationCredential
  return {
    auth: {
      identity: {
        methods: ['application_credential'],
        application_credential: id
          ? { id, secret }
          : {
              name: name ?? '',
              secret,
              user: { name: credentials.username, domain: { name: credentials.userDomainName ?? 'Default' } },
            },
      },
    },
  }
}

/** The code step: Keystone's totp method for the same user and scope, the receipt going in a header. */
export function totpAuthBody(credentials: Credentials & { passcode: string }) {
  return {
    auth: {
      identity: {
        methods: ['totp'],
        totp: {
          user: {
            name: credentials.username,
            domain: { name: credentials.userDomainName ?? 'Default' },
            passcode: credentials.passcode,
          },
        },
      },
      scope: projectScope(credentials),
    },
  }
}

/** Keystone's sign-in body for these credentials: the code step's, an application credential's, or the password's. */
export function authBody(credentials: Credentials) {
  const { applicationCredential, passcode } = credentials
  if (passcode !== undefined) return totpAuthBody({ ...credentials, passcode })
  return applicationCredential
    ? applicationCredentialAuthBody({ ...credentials, applicationCredential })
    : passwordAuthBody(credentials)
}

/**
 * A token for another project of the same user, from the token in hand (keystone's token
 * method): it keeps the first token's expiry and adds its audit id to the chain. Keystone
 * answers 401 when the user has no role there (or there is no such project), 404 when the
 * token in hand is revoked or unknown.
 */
export function tokenRescopeBody(tokenId: string, projectId: string): TokenAuthRequest {
  return {
    auth: {
      identity: { methods: ['token'], token: { id: tokenId } },
      scope: { project: { id: projectId } },
    },
  }
}

/** The regions in which the catalog offers one of `types` at this interface, in catalog order. */
export function catalogRegions(
  catalog: CatalogEntry[],
  types: readonly string[],
  wanted: EndpointInterface = 'public',
): string[] {
  const regions: string[] = []
  for (const entry of catalog) {
    if (!types.includes(entry.type)) continue
    for (const endpoint of entry.endpoints) {
      const region = endpoint.region_id || endpoint.region
      if (endpoint.interface === wanted && region && !regions.includes(region)) regions.push(region)
    }
  }
  return regions
}

/** The first endpoint of one of `types` (in that order) with the wanted interface and region. */
export function findCatalogEndpoint(
  catalog: CatalogEntry[],
  types: readonly string[],
  wanted: EndpointInterface = 'public',
  region?: string,
): CatalogEndpoint | undefined {
  for (const type of types) {
    const entry = catalog.find((candidate) => candidate.type === type)
    const endpoint = entry?.endpoints.find(
      (candidate) =>
        candidate.interface === wanted && (!region || candidate.region === region || candidate.region_id === region),
    )
    if (endpoint) return endpoint
  }
  return undefined
}
