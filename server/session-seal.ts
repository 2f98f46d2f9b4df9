// The console server's session, sealed into a cookie (docs/sessions.md): the Keystone token and
// what the proxy needs with it, encrypted and authenticated with AES-256-GCM under a key from
// configuration (CONSOLE_SESSION_KEY: the first of its keys seals, all open) or, for a single server, one made at start. The server
// keeps nothing, so any number of console servers sharing the key can serve the same session.
// A cookie that does not open under the key (tampered, another key, cut) or whose time is up
// is no session at all: the caller forwards nothing for it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { CONSOLE_REQUEST_HEADER as HEADER, isConsoleCall } from '../src/api/console-wire.ts'

export const SESSION_COOKIE = 'vc_session'
/** Sent by the console's own scripts on every write through the proxy; a cross-site form cannot set it. */
export const CONSOLE_REQUEST_HEADER = HEADER.toLowerCase()

const VERSION = 'v1'
const KEY_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16

/** What the cookie carries. The token never leaves the server otherwise. */
export interface SessionPayload {
  /** The Keystone token (X-Subject-Token). */
  token: string
  /** When Keystone says it expires, in ms since the epoch; the session ends then. */
  expiresAt: number
  /** Keystone's URL the token came from (the cloud of this session). */
  authUrl: string
  /** Keystone's id of the user (for the log); absent from cookies sealed before it was kept. */
  userId?: string
  projectId: string
  region?: string
  /** The catalog interface the page picks endpoints by (public, internal, admin). */
  interface?: string
}

export type Unsealed =
  { ok: true; session: SessionPayload } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' }

export class SessionKeyError extends Error {}

/**
 * The keys sessions are sealed with: the first seals, every one opens. Rolling a new key out to
 * every server in front of the old one, then dropping the old, signs nobody out.
 */
export type SessionKeys = readonly [Buffer, ...Buffer[]]

/**
 * The sealing keys: CONSOLE_SESSION_KEY as one or more 32-byte keys in base64 or hex, separated
 * by commas or spaces (the first seals), or, when it is unset, 32 random bytes (sessions then end
 * with the process, and only one server can open them).
 */
export function sessionKeyFrom(env: Record<string, string | undefined>): { keys: SessionKeys; generated: boolean } {
  const texts = (env.CONSOLE_SESSION_KEY ?? '').split(/[\s,]+/).filter(Boolean)
  if (texts.length === 0) return { keys: [randomBytes(KEY_BYTES)], generated: true }
  const keys = texts.map((text, index) => {
    const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')
    if (key.length !== KEY_BYTES) {
      const which = texts.length > 1 ? ` (key ${index + 1} of ${texts.length})` : ''
      throw new SessionKeyError(
        `CONSOLE_SESSION_KEY${which} must be ${KEY_BYTES} bytes in base64 or hex (e.g. \`openssl rand -base64 32\`); it is ${key.length}.`,
      )
    }
    return key
  })
  const [first, ...rest] = keys
  // texts is not empty, so neither is keys.
  return { keys: [first as Buffer, ...rest], generated: false }
}

/**
 * A sealed value: `<purpose>.<base64url(iv | ciphertext | tag)>`, the purpose bound in as
 * associated data, so a value sealed for one cookie never opens as another's.
 */
export function sealValue(value: unknown, keys: SessionKeys, purpose: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keys[0], iv)
  cipher.setAAD(Buffer.from(purpose))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return `${purpose}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** Opens a value sealed for `purpose` under any of the keys: its JSON, or why not. */
export function unsealValue(
  value: string,
  keys: SessionKeys,
  purpose: string,
): { ok: true; value: unknown } | { ok: false; reason: 'malformed' | 'tampered' } {
  const [version, data, ...rest] = value.split('.')
  if (version !== purpose || !data || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(data)) {
    return { ok: false, reason: 'malformed' }
  }
  const bytes = Buffer.from(data, 'base64url')
  if (bytes.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: 'malformed' }
  const text = keys.map((key) => opened(bytes, key, purpose)).find((found) => found !== null)
  if (text === undefined) return { ok: false, reason: 'tampered' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}

/** The plain text of sealed bytes under one key, or null where the key does not open them. */
function opened(bytes: Buffer, key: Buffer, purpose: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}

/** The cookie value: `v1.<base64url(iv | ciphertext | tag)>`, the version bound in as associated data. */
export function seal(session: SessionPayload, keys: SessionKeys): string {
  return sealValue(session, keys, VERSION)
}

function isPayload(value: unknown): value is SessionPayload {
  if (typeof value !== 'object' || value === null) return false
  const session = value as Record<string, unknown>
  return (
    typeof session.token === 'string' &&
    typeof session.expiresAt === 'number' &&
    typeof session.authUrl === 'string' &&
    typeof session.projectId === 'string' &&
    (session.region === undefined || typeof session.region === 'string') &&
    (session.interface === undefined || typeof session.interface === 'string')
  )
}

/** Opens a cookie value sealed with one of `keys`; `now` in ms since the epoch. */
export function unseal(value: string, keys: SessionKeys, now: number): Unsealed {
  const unsealed = unsealValue(value, keys, VERSION)
  if (!unsealed.ok) return unsealed
  const session = unsealed.value
  if (!isPayload(session)) return { ok: false, reason: 'malformed' }
  if (session.expiresAt <= now) return { ok: false, reason: 'expired' }
  return { ok: true, session }
}

/**
 * The Set-Cookie value: HttpOnly (no page script reads it), SameSite=Strict (no other site's
 * request carries it), Secure when served over TLS, for the whole console, ending with the token.
 */
export function sessionCookie(value: string, options: { secure: boolean; expiresAt: number; now: number }): string {
  const maxAge = Math.max(0, Math.floor((options.expiresAt - options.now) / 1000))
  return [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
    `Max-Age=${maxAge}`,
  ].join('; ')
}

/** The Set-Cookie value that ends the session in the browser. */
export function clearedSessionCookie(options: { secure: boolean }): string {
  return [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
    'Max-Age=0',
  ].join('; ')
}

/** A cookie's value in a Cookie header, or null. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=') || null
  }
  return null
}

/** The session cookie's value in a Cookie header, or null. */
export const sessionCookieValue = (cookieHeader: string | undefined) => cookieValue(cookieHeader, SESSION_COOKIE)

/** A write (anything but GET, HEAD, OPTIONS) is the console's own only with its header. */
export function isConsoleWrite(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  const mark = headers[CONSOLE_REQUEST_HEADER]
  return isConsoleCall(method, typeof mark === 'string' ? mark : undefined)
}
