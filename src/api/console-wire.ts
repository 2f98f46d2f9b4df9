// What the page, the browser demo cloud and the console's server (server/) agree on about the
// console's session and proxy. Type imports only, so the server (and Vite's config loader)
// can import it as it is.
import type { EndpointInterface, TokenBody } from './types'
import type { VersionDocuments } from './version-wire'

/** Where the console's proxy takes calls for the cloud on its own origin (see proxy.ts). */
export const CONSOLE_PROXY_BASE = '/os-proxy'
export const CONSOLE_SESSION_PATH = '/_console/session'
/**
 * POST: a user's own password change at the chosen cloud's Keystone (POST /v3/users/{id}/password,
 * which needs no token), for a password that expired or one the user wants to change. Keystone's
 * answer comes back as it came: 204, or its refusal.
 */
export const CONSOLE_PASSWORD_PATH = '/_console/session/password'

/**
 * Single sign-on through Keystone federation: Sign In sends the browser to `start?choice=<id>`
 * (`&cloud=<name>`, `&project=<name>` to land in), Keystone's WebSSO page posts the token back to
 * the callback (the `origin` Keystone must trust: its [federation] trusted_dashboard), and
 * `finish` opens the session. docs/sessions.md, "Single sign-on".
 */
export const CONSOLE_WEBSSO_PATH = '/_console/websso'
export const CONSOLE_WEBSSO_START_PATH = '/_console/websso/start'
export const CONSOLE_WEBSSO_FINISH_PATH = '/_console/websso/finish'

/**
 * The browser demo's single sign-on, where no console server runs and the demo cloud's service
 * worker cannot answer a page's navigation: the demo's identity-provider page posts its account
 * here (JSON: choice, username, password, project), and the demo cloud plays the server's
 * callback and finish with Keystone's own calls (src/mocks/handlers/console-websso-demo.ts).
 */
export const CONSOLE_WEBSSO_DEMO_PATH = '/_console/websso/demo'

/** The single sign-on choice the browser demo offers: the demo scenario's identity provider and protocol. */
export const DEMO_SINGLE_SIGN_ON = { id: 'demo-university/openid', label: 'Demo University (OpenID Connect)' } as const

/** Why a single sign-on came back to Sign In without a session (its `?sso=`). */
export type WebSsoOutcome = 'unknown-choice' | 'not-started' | 'no-token' | 'refused' | 'no-projects'

/** The body of a password change: the cloud as Sign In names it, and the user's id. */
export interface PasswordChangeRequest {
  cloud?: string
  authUrl: string
  userId: string
  originalPassword: string
  password: string
}
/** Sent by the console's scripts on every call to its server; a cross-site form or link cannot send it. */
export const CONSOLE_REQUEST_HEADER = 'X-Console-Request'
export const CONSOLE_REQUEST_HEADERS: Readonly<Record<string, string>> = { [CONSOLE_REQUEST_HEADER]: '1' }

/**
 * A side call, beside the session's own (the "All my volumes" view): the proxy forwards it with
 * a token of the session's user scoped to this project, to the endpoints of this region. The
 * session stays as it is.
 */
export const CONSOLE_PROJECT_HEADER = 'X-Console-Project'
export const CONSOLE_REGION_HEADER = 'X-Console-Region'

/** What the session was opened with, besides the token (the server keeps that). */
export interface ConsoleSessionInfo {
  authUrl: string
  region: string
  interface: EndpointInterface
  /** The cloud's name, when the console offers several (clouds.yaml). */
  cloud?: string
}

/** What PUT /_console/session changes: the project the token is scoped to, the region its endpoints are taken from. */
export interface SessionChange {
  projectId?: string
  region?: string
}

/** The answer to signing in and to asking who is signed in: Keystone's token body and the session's settings. */
export interface ConsoleSessionBody extends TokenBody {
  session: ConsoleSessionInfo
  /**
   * The version documents of the session's block-storage and compute endpoints, when the server
   * has them (it asks each root once and keeps the answer a few minutes): the page then skips
   * version discovery, a round trip before its first call. Missing: the page asks the roots.
   */
  versions?: VersionDocuments
}

/** Why there is no session, as the server says it (the 401's `reason`). */
export type NoSessionReason = 'none' | 'malformed' | 'tampered' | 'expired' | 'revoked'

/** The 401's message for each reason, from the console's server and the demo cloud alike. */
export const NO_SESSION_MESSAGES: Readonly<Record<NoSessionReason, string>> = {
  none: 'Not signed in: sign in to the console first.',
  malformed: 'The console could not read your session; please sign in again.',
  tampered: 'The console could not verify your session; please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
  revoked: 'Keystone no longer accepts your session (it was signed out or revoked); please sign in again.',
}

/**
 * The 401 for a code step (Sign In with a passcode) when this browser holds no receipt from a
 * first step: it expired with Keystone's receipt, or there was none. The user starts over.
 */
export const NO_RECEIPT_MESSAGE =
  'No sign-in is waiting for a code in this browser (it may have timed out); sign in again.'

/** The cloud URL a proxy path stands for, or null when `path` is not one (the other way from toProxyUrl). */
export function fromProxyPath(base: string, path: string): URL | null {
  const prefix = `${base.replace(/\/+$/, '')}/`
  if (!path.startsWith(prefix)) return null
  const match = /^(https?)\/([^/?#]+)(.*)$/i.exec(path.slice(prefix.length))
  if (!match) return null
  const [, scheme = 'http', authority = '', rest = ''] = match
  try {
    const url = new URL(
      `${scheme.toLowerCase()}://${authority}${rest.startsWith('/') || rest === '' ? rest : `/${rest}`}`,
    )
    return url.username || url.password ? null : url
  } catch {
    return null
  }
}

/**
 * Reads need no mark; anything else (a write, a Sign In, a Sign Out) counts as the console's own
 * only with its header, which no other site's page can send.
 */
export function isConsoleCall(method: string, mark: string | null | undefined): boolean {
  return ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) || mark === '1'
}
