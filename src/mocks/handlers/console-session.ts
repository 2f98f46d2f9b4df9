// The console server's session and proxy as the browser demo cloud plays them (the server's
// own are server/console-session.ts and server/proxy.ts): Sign In posts to /_console/session,
// the page never sees the token, and /os-proxy/... adds it to each call. The same answers and
// refusals as the server, so the app has one way to sign in: both read the Sign In and session
// change bodies with src/rules/console-credentials.ts. The session outlives a reload through the
// demo's saved state, which keeps who is signed in and until when, never a token.
import type { NoSessionReason } from '../../api/console-wire'
import {
  CONSOLE_PROJECT_HEADER,
  CONSOLE_PROXY_BASE,
  CONSOLE_REGION_HEADER,
  CONSOLE_REQUEST_HEADER,
  isConsoleCall,
  NO_RECEIPT_MESSAGE,
  NO_SESSION_MESSAGES,
} from '../../api/console-wire'
import {
  SERVICE_TYPES,
  authBody,
  authTokensUrl,
  catalogRegions,
  findCatalogEndpoint,
  tokenRescopeBody,
} from '../../api/keystone-wire'
import type { TokenBody } from '../../api/types'
import type { VersionDocuments } from '../../api/version-wire'
import { isVersionsBody, splitVersionedUrl } from '../../api/version-wire'
import { fromProxyPath } from '../../api/proxy'
import type { BodyRefusal } from '../../rules/console-credentials'
import {
  chooseCloud,
  NOT_A_CHANGE_BODY,
  NOT_A_SIGN_IN_BODY,
  refusalBody,
  sessionChangeOf,
  sessionJson,
  signInCredentials,
} from '../../rules/console-credentials'
import type { Caller, DemoCloud } from '../cloud/cloud'
import { callerOf, issueToken, rescope, tokenBody } from '../cloud/identity'
import type { ConsoleSessionRecord } from '../cloud/state'
import { empty, json } from '../http/respond'
import { keepReceipt, receiptHeaders } from './console-receipt'

/** As the server answers: never cached. */
export const NO_STORE = { 'Cache-Control': 'no-store' }

/** The 401 for a request without a usable session; a session that ended is forgotten. */
function refuse(cloud: DemoCloud, reason: NoSessionReason): Response {
  if (reason !== 'none') end(cloud)
  return json(
    { error: { code: 401, title: 'Unauthorized', message: NO_SESSION_MESSAGES[reason] }, reason },
    401,
    NO_STORE,
  )
}

/** The 403 for a session route called without the console's header (a cross-site form or link). */
export const NOT_THE_CONSOLE = `Only the console's own pages may do this (the x-console-request header is missing).`

export function forbidden(message: string): Response {
  return json({ error: { code: 403, title: 'Forbidden', message } }, 403, NO_STORE)
}

/** A body the server refuses before asking Keystone: the same 400, the same words. */
export function badRequest(refusal: BodyRefusal): Response {
  return json(refusalBody(refusal), refusal.status, NO_STORE)
}

/** The request's body as text; one that cannot be read is refused as not JSON. */
const bodyText = (request: Request): Promise<string> => request.text().catch(() => '')

/** The session's caller: its token, or after a reload a new token for the same subject and expiry. */
function sessionCaller(cloud: DemoCloud): Caller | NoSessionReason {
  const record = cloud.state.consoleSession
  if (!record) return 'none'
  if (cloud.now() >= record.expiresAt) return 'expired'
  const current = callerOf(cloud, cloud.consoleToken)
  if (current) return current
  // Revoked at Keystone (a password change revokes all of the user's tokens): as the server finds on validating it.
  if (cloud.consoleToken && cloud.revokedTokens.has(cloud.consoleToken)) return 'revoked'
  // A page's demo cloud starts with no tokens: the saved session gets a new one, same expiry.
  const renewed = issueToken(cloud, record)
  if (!renewed) return 'revoked'
  if (record.applicationCredential) {
    renewed.methods = ['application_credential']
    renewed.applicationCredential = record.applicationCredential
  }
  if (record.methods) renewed.methods = record.methods
  cloud.consoleToken = renewed.tokenId
  return renewed
}

/** Ends the session this browser had: its token revoked, its record forgotten. */
export function end(cloud: DemoCloud): void {
  if (cloud.consoleToken) cloud.revokeToken(cloud.consoleToken)
  cloud.consoleToken = null
  if (cloud.state.consoleSession) {
    delete cloud.state.consoleSession
    cloud.changed()
  }
}

export type Dispatch = (request: Request) => Promise<Response>

/** As the server does (server/version-documents.ts): the session's block-storage and compute roots' version documents, asked without a token. */
async function versionDocuments(
  body: TokenBody,
  record: ConsoleSessionRecord,
  dispatch: Dispatch,
): Promise<VersionDocuments | undefined> {
  const found: VersionDocuments = {}
  for (const types of [SERVICE_TYPES.volume, SERVICE_TYPES.compute]) {
    const url = findCatalogEndpoint(body.token.catalog ?? [], types, record.interface, record.region || undefined)?.url
    if (!url) continue
    const { root } = splitVersionedUrl(url)
    const answered = await dispatch(new Request(root, { headers: { Accept: 'application/json' } }))
    const document: unknown = await answered.json().catch(() => null)
    if ((answered.status === 200 || answered.status === 300) && isVersionsBody(document)) found[root] = document
  }
  return Object.keys(found).length ? found : undefined
}

/** The session's answer, as the server's: the token body without the token, the session's place, the version documents. */
export async function answer(
  cloud: DemoCloud,
  caller: Caller,
  record: ConsoleSessionRecord,
  origin: string,
  status: number,
  dispatch: Dispatch,
): Promise<Response> {
  const session = { authUrl: record.authUrl, region: record.region, interface: record.interface }
  const body = tokenBody(cloud, caller, origin, true)
  const versions = await versionDocuments(body, record, dispatch)
  return json({ ...body, session, ...(versions ? { versions } : {}) }, status, NO_STORE)
}

/** As the server does: the credentials to Keystone (its own handler here), its refusal passed on as it came. */
async function signIn(
  cloud: DemoCloud,
  request: Request,
  origin: string,
  dispatch: (request: Request) => Promise<Response>,
): Promise<Response> {
  const read = sessionJson(await bodyText(request), NOT_A_SIGN_IN_BODY)
  const parsed = read.ok ? signInCredentials(read.value) : read
  if (!parsed.ok) return badRequest(parsed)
  const credentials = parsed.value
  // The demo cloud is the configured cloud wherever it answers: on the page's origin in the
  // browser, on any origin in Node tests (where Keystone is http://cloud.test). Like a server
  // with one cloud, it offers no cloud by name.
  const chosen = chooseCloud([{ authUrl: credentials.authUrl || `${origin}/identity/v3` }], credentials)
  if (!chosen.ok) return badRequest(chosen)
  const { authUrl } = chosen.value
  const receipt = receiptHeaders(cloud, credentials, authUrl)
  if (!receipt) return json({ error: { code: 401, title: 'Unauthorized', message: NO_RECEIPT_MESSAGE } }, 401, NO_STORE)
  const keystone = await dispatch(
    new Request(authTokensUrl(authUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...receipt },
      body: JSON.stringify(authBody({ ...credentials, authUrl })),
    }),
  )
  const caller = callerOf(cloud, keystone.headers.get('X-Subject-Token'))
  if (keystone.status !== 201 || !caller) {
    keystone.headers.delete('X-Subject-Token')
    return keepReceipt(cloud, keystone, authUrl)
  }
  end(cloud)
  cloud.consoleReceipt = null
  const record: ConsoleSessionRecord = {
    userId: caller.userId,
    projectId: caller.projectId,
    issuedAt: caller.issuedAt ?? cloud.now(),
    expiresAt: caller.expiresAt,
    authUrl,
    region: credentials.region ?? '',
    interface: credentials.interface ?? 'public',
    ...(caller.applicationCredential ? { applicationCredential: caller.applicationCredential } : {}),
    ...(caller.methods?.includes('totp') ? { methods: caller.methods } : {}),
  }
  cloud.state.consoleSession = record
  cloud.consoleToken = caller.tokenId
  cloud.changed()
  return answer(cloud, caller, record, origin, 201, dispatch)
}

/**
 * As the server does: another project through Keystone's token method (its refusal passed on as
 * it came, the token left behind revoked), or another region of the catalog, under the same session.
 */
async function change(
  cloud: DemoCloud,
  request: Request,
  origin: string,
  dispatch: (request: Request) => Promise<Response>,
): Promise<Response> {
  const read = sessionJson(await bodyText(request), NOT_A_CHANGE_BODY)
  const change = read.ok ? sessionChangeOf(read.value) : read
  if (!change.ok) return badRequest(change)
  const { projectId, region } = change.value
  const current = sessionCaller(cloud)
  const record = cloud.state.consoleSession
  if (typeof current === 'string' || !record) return refuse(cloud, typeof current === 'string' ? current : 'none')
  let caller = current
  if (projectId !== undefined && projectId !== current.projectId) {
    const keystone = await dispatch(
      new Request(authTokensUrl(record.authUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(tokenRescopeBody(current.tokenId, projectId)),
      }),
    )
    const scoped = callerOf(cloud, keystone.headers.get('X-Subject-Token'))
    if (keystone.status === 404) return refuse(cloud, 'revoked')
    if (keystone.status !== 201 || !scoped) {
      keystone.headers.delete('X-Subject-Token')
      return keystone
    }
    caller = scoped
  }
  const nextRegion = region ?? record.region
  const regions = catalogRegions(
    tokenBody(cloud, caller, origin, true).token.catalog ?? [],
    SERVICE_TYPES.volume,
    record.interface,
  )
  if (nextRegion && !regions.includes(nextRegion)) {
    if (caller !== current) cloud.revokeToken(caller.tokenId)
    return json(
      {
        error: {
          code: 400,
          title: 'Bad Request',
          message: `The catalog has no ${record.interface} block-storage endpoint in region ${nextRegion}.`,
        },
      },
      400,
    )
  }
  if (caller !== current) cloud.revokeToken(current.tokenId)
  const next: ConsoleSessionRecord = { ...record, projectId: caller.projectId, region: nextRegion }
  cloud.state.consoleSession = next
  cloud.consoleToken = caller.tokenId
  cloud.changed()
  return answer(cloud, caller, next, origin, 200, dispatch)
}

/** /_console/session: POST signs in, GET says who is signed in, PUT changes project or region, DELETE signs out. */
export async function handleConsoleSession(
  cloud: DemoCloud,
  request: Request,
  dispatch: (request: Request) => Promise<Response>,
): Promise<Response> {
  cloud.tick()
  const origin = new URL(request.url).origin
  if (!isConsoleCall(request.method, request.headers.get(CONSOLE_REQUEST_HEADER))) return forbidden(NOT_THE_CONSOLE)
  if (request.method === 'POST') return signIn(cloud, request, origin, dispatch)
  if (request.method === 'PUT') return change(cloud, request, origin, dispatch)
  if (request.method === 'DELETE') {
    end(cloud)
    return empty(204, NO_STORE)
  }
  if (request.method !== 'GET')
    return json({ error: { code: 405, title: 'Method Not Allowed', message: 'Use GET, POST, PUT or DELETE.' } }, 405, {
      ...NO_STORE,
      Allow: 'GET, POST, PUT, DELETE',
    })
  const caller = sessionCaller(cloud)
  const record = cloud.state.consoleSession
  // Nobody signed in: 204, as the server (a session that ended is the 401 saying why).
  if (caller === 'none') return empty(204, NO_STORE)
  if (typeof caller === 'string' || !record) return refuse(cloud, typeof caller === 'string' ? caller : 'none')
  // ?project=: the user's token body in another project, the session left as it is (as the server).
  const query = new URL(request.url).searchParams
  const other = query.get('project')
  if (other && other !== caller.projectId) {
    const scoped = sideCaller(cloud, caller, other, origin)
    if (scoped instanceof Response) return scoped
    cloud.tokens.delete(scoped.tokenId)
    return answer(cloud, scoped, { ...record, region: query.get('region') ?? record.region }, origin, 200, dispatch)
  }
  return answer(cloud, caller, record, origin, 200, dispatch)
}

/** The session's user in another project, for one side call (Keystone's token method); its refusal as Keystone's. */
function sideCaller(cloud: DemoCloud, caller: Caller, projectId: string, origin: string): Caller | Response {
  const scoped = rescope(cloud, caller, { projectId }, origin, true)
  if ('caller' in scoped) return scoped.caller
  return json({ error: { code: scoped.status, title: scoped.title, message: scoped.message } }, scoped.status)
}

/** /os-proxy/<scheme>/<host>/<path>: the call to the demo cloud with the session's token, as the server's proxy does. */
export async function handleConsoleProxy(
  cloud: DemoCloud,
  request: Request,
  dispatch: (request: Request) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url)
  const target = fromProxyPath(CONSOLE_PROXY_BASE, url.pathname + url.search)
  if (!target)
    return json(
      {
        error: {
          code: 400,
          title: 'Bad Request',
          message: `Expected ${CONSOLE_PROXY_BASE}/<http|https>/<host[:port]>/<path>.`,
        },
      },
      400,
    )
  const caller = sessionCaller(cloud)
  if (typeof caller === 'string') return refuse(cloud, caller)
  if (!isConsoleCall(request.method, request.headers.get(CONSOLE_REQUEST_HEADER)))
    return forbidden(
      `The console's proxy forwards writes only from the console's own pages (the x-console-request header is missing).`,
    )
  const cloudOrigin = new URL(cloud.state.consoleSession?.authUrl ?? url.origin).origin
  if (target.origin !== url.origin && target.origin !== cloudOrigin)
    return forbidden(
      `The console's proxy forwards only to the configured cloud (${url.origin} and the endpoints in its catalog); ${target.origin} is not one of them.`,
    )
  if (target.pathname.replace(/\/+$/, '') === '/identity/v3/auth/tokens')
    return forbidden(`Tokens are the console's server's own: sign in and out at /_console/session.`)
  const headers = new Headers(request.headers)
  headers.delete(CONSOLE_REQUEST_HEADER)
  // A side call (another project of the same user): a token scoped there for this call alone.
  const sideProject = request.headers.get(CONSOLE_PROJECT_HEADER)
  headers.delete(CONSOLE_PROJECT_HEADER)
  headers.delete(CONSOLE_REGION_HEADER)
  let token = caller.tokenId
  if (sideProject && sideProject !== caller.projectId) {
    const scoped = sideCaller(cloud, caller, sideProject, url.origin)
    if (scoped instanceof Response) return scoped
    token = scoped.tokenId
  }
  headers.set('X-Auth-Token', token)
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
  const response = await dispatch(new Request(target, { method: request.method, headers, body }))
  if (token !== caller.tokenId) cloud.tokens.delete(token)
  response.headers.delete('X-Subject-Token')
  return response
}
