// Keystone's wire shapes the console's server needs too (server/console-session.ts,
// server/proxy.ts): the token URL from an auth URL given with or without /v3, and the password
// sign-in body. Type imports only, so the server (and Vite's config loader) can import it.
import type { EndpointInterface, PasswordAuthRequest } from './types'

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
}

export function authTokensUrl(authUrl: string): string {
  const base = authUrl.replace(/\/+$/, '')
  return `${/\/v3$/.test(base) ? base : `${base}/v3`}/auth/tokens`
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
      scope: {
        project: { name: credentials.projectName, domain: { name: credentials.projectDomainName ?? 'Default' } },
      },
    },
  }
}
