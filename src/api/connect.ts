// The ways to a session: through the console's server (connectViaConsole, resumeConsoleSession:
// the token stays sealed in its cookie), or straight to Keystone (connect: the token in memory,
// for tests, tools and a cloud reached without the console's server).
import type { OpenStackClient } from './client'
import type { ConsoleSessionBody } from './console-wire'
import { CONSOLE_PROJECT_HEADER, CONSOLE_REGION_HEADER } from './console-wire'
import {
  changeConsoleSession,
  createConsoleSession,
  endConsoleSession,
  readConsoleSession,
  readOtherScope,
} from './console-session'
import type { FetchLike } from './http'
import type { Credentials } from './keystone'
import { authenticate, rescopeToken, revokeToken } from './keystone'
import type { VersionRange } from './microversion'
import type { ConnectOptions, Placement } from './open-client'
import { loadServiceApis, openClient } from './open-client'
import type { TokenBody } from './types'

/**
 * Through the console's own session (console-session.ts): `sessionUrl` is its absolute URL,
 * called with `sessionFetch` (default: the global fetch); `fetch` reaches the services.
 */
export interface ConsoleConnectOptions extends ConnectOptions {
  sessionUrl: string
  sessionFetch?: FetchLike
}

const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init)

/** Signs in to Keystone directly: the client holds the token in memory (tests, tools, a cloud without the console's server). */
export async function connect(credentials: Credentials, options: ConnectOptions = {}): Promise<OpenStackClient> {
  void loadServiceApis()
  const fetchImpl = options.fetch ?? defaultFetch
  const { tokenId, body } = await authenticate(fetchImpl, credentials, options.timeoutMs)
  // The place only: the password is not kept.
  const { authUrl, region, interface: wanted } = credentials
  return directClient(body, tokenId, { authUrl, region, interface: wanted }, fetchImpl, options)
}

/** A client holding its token: re-scoping asks Keystone itself and revokes the token it leaves. */
function directClient(
  body: TokenBody,
  tokenId: string,
  placement: Placement,
  fetchImpl: FetchLike,
  options: ConnectOptions,
): Promise<OpenStackClient> {
  const { authUrl } = placement
  const discovered = options.discovered ?? new Map<string, Promise<VersionRange | null>>()
  const shared = { ...options, discovered }
  /** Tokens scoped for side clients: revoked with the session's. */
  const sideTokens: string[] = []
  return openClient(body, tokenId, placement, fetchImpl, shared, {
    end: async () => {
      await Promise.all([tokenId, ...sideTokens].map((id) => revokeToken(fetchImpl, authUrl, id)))
    },
    side: async ({ projectId, region }) => {
      const scoped =
        projectId === body.token.project?.id
          ? { body, tokenId }
          : await rescopeToken(fetchImpl, authUrl, tokenId, projectId, options.timeoutMs)
      if (scoped.tokenId !== tokenId) sideTokens.push(scoped.tokenId)
      return openClient(scoped.body, scoped.tokenId, { ...placement, region }, fetchImpl, shared, {
        end: async () => undefined,
        change: () => Promise.reject(new Error('a side client does not change the session')),
        side: () => Promise.reject(new Error('a side client has no sides')),
      })
    },
    change: async ({ projectId, region }) => {
      const next = { ...placement, region: region ?? placement.region }
      if (!projectId || projectId === body.token.project?.id)
        return directClient(body, tokenId, next, fetchImpl, options)
      const scoped = await rescopeToken(fetchImpl, authUrl, tokenId, projectId, options.timeoutMs)
      revokeToken(fetchImpl, authUrl, tokenId).catch(() => {
        // Left to expire when Keystone does not answer.
      })
      return directClient(scoped.body, scoped.tokenId, next, fetchImpl, options)
    },
  })
}

/**
 * Every call of a console client names the project and region it is for, so the proxy uses the
 * right token even when the session has moved on in another tab (it scopes one for the call),
 * and the endpoints of that region.
 */
function placedFetch(fetchImpl: FetchLike, projectId: string, region: string): FetchLike {
  return (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set(CONSOLE_PROJECT_HEADER, projectId)
    if (region) headers.set(CONSOLE_REGION_HEADER, region)
    return fetchImpl(input, { ...init, headers })
  }
}

function consoleClient(body: ConsoleSessionBody, options: ConsoleConnectOptions): Promise<OpenStackClient> {
  const fetchImpl = options.fetch ?? defaultFetch
  const sessionFetch = options.sessionFetch ?? defaultFetch
  const shared = { ...options, discovered: options.discovered ?? new Map<string, Promise<VersionRange | null>>() }
  const own = placedFetch(fetchImpl, body.token.project?.id ?? '', body.session.region)
  return openClient(body, null, body.session, own, shared, {
    end: () => endConsoleSession(sessionFetch, options.sessionUrl, options.timeoutMs),
    change: async (change) =>
      consoleClient(await changeConsoleSession(sessionFetch, options.sessionUrl, change, options.timeoutMs), options),
    side: async ({ projectId, region }) => {
      const other = await readOtherScope(sessionFetch, options.sessionUrl, projectId, region, options.timeoutMs)
      return openClient(other, null, { ...other.session, region }, placedFetch(fetchImpl, projectId, region), shared, {
        end: async () => undefined,
        change: () => Promise.reject(new Error('a side client does not change the session')),
        side: () => Promise.reject(new Error('a side client has no sides')),
      })
    },
  })
}

/** Signs in through the console's server: the token stays there, sealed in an HttpOnly cookie. */
export async function connectViaConsole(
  credentials: Credentials,
  options: ConsoleConnectOptions,
): Promise<OpenStackClient> {
  void loadServiceApis()
  const body = await createConsoleSession(
    options.sessionFetch ?? defaultFetch,
    options.sessionUrl,
    credentials,
    options.timeoutMs,
  )
  return consoleClient(body, options)
}

/** The session this browser already has with the console's server (after a reload, in a new tab), or null. */
export async function resumeConsoleSession(options: ConsoleConnectOptions): Promise<OpenStackClient | null> {
  void loadServiceApis()
  const body = await readConsoleSession(options.sessionFetch ?? defaultFetch, options.sessionUrl, options.timeoutMs)
  return body ? consoleClient(body, options) : null
}
