// Single sign-on in the browser demo (CONSOLE_WEBSSO_DEMO_PATH): no console server runs there,
// and a service worker does not answer a page's navigation, so the demo's identity-provider page
// posts its account here and this plays the server's callback and finish (server/websso.ts) with
// Keystone's own calls, as the demo cloud answers them: the WebSSO page given the account (the
// unscoped token in the form it posts back), the user's projects (/v3/auth/projects), the token
// scoped to the project asked for or the first (the token method), the unscoped one revoked, and
// the same console session as a password's.
import { CONSOLE_REQUEST_HEADER, CONSOLE_WEBSSO_PATH, isConsoleCall, type WebSsoOutcome } from '../../api/console-wire'
import { authTokensUrl, tokenRescopeBody } from '../../api/keystone-wire'
import type { AuthProject } from '../../api/types'
import type { DemoCloud } from '../cloud/cloud'
import { callerOf } from '../cloud/identity'
import type { ConsoleSessionRecord } from '../cloud/state'
import { json } from '../http/respond'
import { answer, type Dispatch, end, forbidden, NO_STORE, NOT_THE_CONSOLE } from './console-session'

interface DemoSignOn {
  choice: string
  username: string
  password: string
  project?: string
}

function signOnOf(value: unknown): DemoSignOn | null {
  if (!value || typeof value !== 'object') return null
  const { choice, username, password, project } = value as Record<string, unknown>
  if (typeof choice !== 'string' || typeof username !== 'string' || typeof password !== 'string') return null
  if (project !== undefined && typeof project !== 'string') return null
  return { choice, username, password, ...(project ? { project } : {}) }
}

/** A sign-on that ends without a session: the outcome Sign In words, as the server's `?sso=`. */
function outcome(sso: WebSsoOutcome, status: number, message: string): Response {
  return json(
    { error: { code: status, title: status === 400 ? 'Bad Request' : 'Unauthorized', message }, sso },
    status,
    NO_STORE,
  )
}

/** The identity provider's refusal of the account, in its own words (the demo's sign-in page says the same). */
export const WRONG_ACCOUNT = 'Wrong user name or password.'

export async function handleDemoWebSso(cloud: DemoCloud, request: Request, dispatch: Dispatch): Promise<Response> {
  cloud.tick()
  if (request.method !== 'POST' || !isConsoleCall(request.method, request.headers.get(CONSOLE_REQUEST_HEADER)))
    return forbidden(NOT_THE_CONSOLE)
  const origin = new URL(request.url).origin
  const signOn = signOnOf(await request.json().catch(() => null))
  const [provider = '', protocol = ''] = signOn?.choice.split('/') ?? []
  if (!signOn || !provider || !protocol)
    return outcome('unknown-choice', 400, 'The console does not offer that way of signing in.')
  const authUrl = `${origin}/identity/v3`
  const callback = `${origin}${CONSOLE_WEBSSO_PATH}`
  const websso = await dispatch(
    new Request(
      `${authUrl}/auth/OS-FEDERATION/identity_providers/${encodeURIComponent(provider)}/protocols/${encodeURIComponent(protocol)}/websso?origin=${encodeURIComponent(callback)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: signOn.username, password: signOn.password }).toString(),
      },
    ),
  )
  const page = await websso.text()
  // The identity provider's own sign-in page again: it did not take the account.
  if (websso.status === 401 && page.includes('role="alert"'))
    return json({ error: { code: 401, title: 'Unauthorized', message: WRONG_ACCOUNT } }, 401, NO_STORE)
  if (websso.status !== 200) return outcome('refused', 401, 'Keystone did not accept the sign-in.')
  const token = /name="token" id="token" value="([^"]*)"/.exec(page)?.[1] ?? ''
  const unscoped = callerOf(cloud, token)
  if (!unscoped) return outcome('no-token', 401, 'Keystone sent no token back.')
  const listed = await dispatch(
    new Request(`${authUrl}/auth/projects`, { headers: { 'X-Auth-Token': token, Accept: 'application/json' } }),
  )
  const projects = ((await listed.json().catch(() => null)) as { projects?: AuthProject[] } | null)?.projects ?? []
  const wanted = projects.find((project) => project.name === signOn.project) ?? projects[0]
  if (!wanted) {
    cloud.revokeToken(token)
    return outcome('no-projects', 401, 'Keystone gives this user a role in no project.')
  }
  const keystone = await dispatch(
    new Request(authTokensUrl(authUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(tokenRescopeBody(token, wanted.id)),
    }),
  )
  const caller = callerOf(cloud, keystone.headers.get('X-Subject-Token'))
  cloud.revokeToken(token)
  if (keystone.status !== 201 || !caller) return outcome('refused', 401, 'Keystone did not scope the sign-in.')
  end(cloud)
  const record: ConsoleSessionRecord = {
    userId: caller.userId,
    projectId: caller.projectId,
    issuedAt: caller.issuedAt ?? cloud.now(),
    expiresAt: caller.expiresAt,
    authUrl,
    region: '',
    interface: 'public',
    ...(caller.methods ? { methods: caller.methods } : {}),
  }
  cloud.state.consoleSession = record
  cloud.consoleToken = caller.tokenId
  cloud.changed()
  return answer(cloud, caller, record, origin, 201, dispatch)
}
