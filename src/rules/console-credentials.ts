// How the console's session routes read their bodies: Sign In (POST /_console/session) and a
// session change (PUT), at the console's server (server/session-sign-in.ts,
// server/session-change.ts) and at the demo cloud playing it
// (src/mocks/handlers/console-session.ts). One reading, so both take the same credentials and
// refuse the same bodies with the same 400 and words before Keystone is asked (docs/sessions.md,
// "Sign In's refusals"). Plain functions, no Node and no MSW; the one import that runs names its
// file with its extension, so the server and Vite's config loader take this file as it is.
import type { PasswordChangeRequest, SessionChange } from '../api/console-wire'
import type { Credentials } from '../api/keystone-wire'
import { authTokensUrl } from '../api/keystone-wire.ts'
import type { EndpointInterface } from '../api/types'

/** A session route's body larger than this is refused unread. */
export const MAX_SESSION_BODY_BYTES = 64 * 1024

export const NOT_A_SIGN_IN_BODY = 'Sign In expects a JSON body of at most 64 KiB.'
export const NOT_A_CHANGE_BODY = 'A session change expects a JSON body of at most 64 KiB.'
export const NOT_A_PASSWORD_BODY = 'A password change expects a JSON body of at most 64 KiB.'
const NOT_TEXT_CHANGE = 'A session change takes a projectId and a region, as text.'

/** A body a session route refuses before asking Keystone: always 400 Bad Request, with this message. */
export interface BodyRefusal {
  ok: false
  status: 400
  message: string
}

export type BodyRead<T> = { ok: true; value: T } | BodyRefusal

const refused = (message: string): BodyRefusal => ({ ok: false, status: 400, message })

/** The answer's body for a refusal, as Keystone words its own errors. */
export function refusalBody(refusal: BodyRefusal) {
  return { error: { code: refusal.status, title: 'Bad Request', message: refusal.message } }
}

/** A route's body as JSON: refused when larger than 64 KiB or not JSON, with the route's message. */
export function sessionJson(body: string, notJson: string): BodyRead<unknown> {
  if (new TextEncoder().encode(body).length > MAX_SESSION_BODY_BYTES) return refused(notJson)
  try {
    return { ok: true, value: JSON.parse(body) as unknown }
  } catch {
    return refused(notJson)
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const INTERFACES: readonly EndpointInterface[] = ['public', 'internal', 'admin']

/**
 * The application credential of a Sign In body: its id and secret, or its name and secret with
 * the user's name (Keystone finds a credential by name only with its user:
 * keystone/auth/plugins/application_credential.py); a string names what is missing.
 */
function applicationCredentialOf(raw: Record<string, unknown>): Credentials['applicationCredential'] | string {
  const given = raw.applicationCredential
  if (typeof given !== 'object' || given === null) return 'applicationCredential'
  const { id, name, secret } = given as Record<string, unknown>
  const key = text(secret)
  if (!key) return 'applicationCredential.secret'
  if (text(id)) return { id: text(id), secret: key }
  if (text(name) && text(raw.username)) return { name: text(name), secret: key }
  return 'applicationCredential.id'
}

/**
 * The credentials of a Sign In body (`{credentials: {...}}`): a password's user, password and
 * project, or an application credential; domains 'Default' when empty, interface 'public' when
 * not given. Otherwise the 400 "Sign In needs <field>." naming the first field that is wrong.
 */
export function signInCredentials(body: unknown): BodyRead<Credentials> {
  const raw = (body as { credentials?: unknown } | null)?.credentials
  if (typeof raw !== 'object' || raw === null) return refused('Sign In needs credentials.')
  const given = raw as Record<string, unknown>
  const applicationCredential = given.applicationCredential === undefined ? undefined : applicationCredentialOf(given)
  if (typeof applicationCredential === 'string') return refused(`Sign In needs ${applicationCredential}.`)
  // The code step of a two-factor sign-in sends the code in place of the password.
  const passcode = applicationCredential ? undefined : text(given.passcode)
  if (!applicationCredential) {
    for (const field of ['username', passcode ? 'passcode' : 'password', 'projectName'] as const) {
      if (!text(given[field])) return refused(`Sign In needs ${field}.`)
    }
  }
  const wanted = text(given.interface) ?? 'public'
  const iface = INTERFACES.find((name) => name === wanted)
  if (!iface) return refused('Sign In needs interface.')
  const cloud = text(given.cloud)
  return {
    ok: true,
    value: {
      ...(applicationCredential ? { applicationCredential } : {}),
      ...(cloud ? { cloud } : {}),
      ...(passcode ? { passcode } : {}),
      authUrl: text(given.authUrl) ?? '',
      username: text(given.username) ?? '',
      password: text(given.password) ?? '',
      projectName: text(given.projectName) ?? '',
      userDomainName: text(given.userDomainName) || 'Default',
      projectDomainName: text(given.projectDomainName) || 'Default',
      region: text(given.region) ?? '',
      interface: iface,
    },
  }
}

/** A cloud the console signs in to: its Keystone, and its name when Sign In offers several. */
export interface OfferedCloud {
  name?: string
  authUrl: string
}

/**
 * The offered cloud a Sign In is for: the one it names (`cloud`), the one whose Keystone it
 * gives (`authUrl`, with or without /v3), else the first. A cloud or a Keystone the console does
 * not offer is a 400, and nothing is sent to it.
 */
export function chooseCloud<C extends OfferedCloud>(
  clouds: readonly C[],
  credentials: Pick<Credentials, 'cloud' | 'authUrl'>,
): BodyRead<C> {
  const named = credentials.cloud === undefined ? undefined : clouds.find((cloud) => cloud.name === credentials.cloud)
  if (credentials.cloud !== undefined && !named) {
    const offered = clouds.map((cloud) => cloud.name ?? cloud.authUrl).join(', ')
    return refused(`This console offers the clouds ${offered}; not ${credentials.cloud}.`)
  }
  const cloud = credentials.authUrl
    ? clouds.find((candidate) => authTokensUrl(candidate.authUrl) === authTokensUrl(credentials.authUrl))
    : (named ?? clouds[0])
  if (!cloud || (named && cloud !== named)) {
    const only = clouds.map((candidate) => candidate.authUrl).join(', ')
    return refused(`This console signs in to ${only} only, not to ${credentials.authUrl}.`)
  }
  return { ok: true, value: cloud }
}

/** What a session change (PUT) asks: another project (its id, not empty), another region ('' for none); either may be left out. */
export function sessionChangeOf(body: unknown): BodyRead<SessionChange> {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const projectId = raw.projectId === undefined ? undefined : text(raw.projectId)
  const region = raw.region === undefined ? undefined : text(raw.region)
  if ((raw.projectId !== undefined && !projectId) || (raw.region !== undefined && region === undefined))
    return refused(NOT_TEXT_CHANGE)
  return {
    ok: true,
    value: { ...(projectId === undefined ? {} : { projectId }), ...(region === undefined ? {} : { region }) },
  }
}

/**
 * A password change's body: the user's id, the password now and the new one, as text (the
 * new one not empty), with the cloud as Sign In names it. Otherwise the 400 "A password change
 * needs <field>." naming the first field that is wrong.
 */
export function passwordChangeOf(body: unknown): BodyRead<PasswordChangeRequest> {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  for (const field of ['userId', 'originalPassword', 'password'] as const) {
    if (!text(raw[field])) return refused(`A password change needs ${field}.`)
  }
  const cloud = text(raw.cloud)
  return {
    ok: true,
    value: {
      ...(cloud ? { cloud } : {}),
      authUrl: text(raw.authUrl) ?? '',
      userId: text(raw.userId) ?? '',
      originalPassword: text(raw.originalPassword) ?? '',
      password: text(raw.password) ?? '',
    },
  }
}
