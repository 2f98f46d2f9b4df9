// The sealed session cookie (docs/sessions.md): it opens under the same key on any server, and
// not at all when changed, cut, sealed under another key or past its time; the cookie is
// HttpOnly and SameSite=Strict; a write needs the console's own header.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  clearedSessionCookie,
  isConsoleWrite,
  seal,
  sessionCookie,
  sessionCookieValue,
  sessionKeyFrom,
  SessionKeyError,
  unseal,
  type SessionKeys,
  type SessionPayload,
} from './session-seal.ts'

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0)
const session: SessionPayload = {
  token: 'gAAAAABm-secret-token',
  expiresAt: NOW + 3_600_000,
  authUrl: 'http://127.0.0.1:5000/v3',
  projectId: 'a1b2c3',
}

describe('seal and unseal', () => {
  it('opens under the same key, on another server too, and the token does not show in the cookie', () => {
    const key: SessionKeys = [randomBytes(32)]
    const value = seal(session, key)
    expect(value).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(value).not.toContain('secret')
    expect(Buffer.from(value.slice(3), 'base64url').toString('latin1')).not.toContain('secret')
    const otherServer: SessionKeys = [Buffer.from(key[0])]
    expect(unseal(value, otherServer, NOW)).toEqual({ ok: true, session })
  })

  it('seals the same session differently each time (a fresh IV)', () => {
    const key: SessionKeys = [randomBytes(32)]
    expect(seal(session, key)).not.toBe(seal(session, key))
  })

  it('refuses a cookie with any byte changed, or sealed under another key', () => {
    const key: SessionKeys = [randomBytes(32)]
    const value = seal(session, key)
    const bytes = Buffer.from(value.slice(3), 'base64url')
    for (const at of [0, 12, bytes.length - 1]) {
      const changed = Buffer.from(bytes)
      changed[at] = (changed[at] ?? 0) ^ 1
      expect(unseal(`v1.${changed.toString('base64url')}`, key, NOW)).toEqual({ ok: false, reason: 'tampered' })
    }
    expect(unseal(value, [randomBytes(32)], NOW)).toEqual({ ok: false, reason: 'tampered' })
  })

  it('refuses a cut, empty or foreign value as malformed', () => {
    const key: SessionKeys = [randomBytes(32)]
    const value = seal(session, key)
    for (const bad of ['', 'v1.', 'v2' + value.slice(2), value.slice(0, 20), `${value}.x`, 'v1.not base64!']) {
      expect(unseal(bad, key, NOW)).toEqual({ ok: false, reason: 'malformed' })
    }
  })

  it('ends when the token does', () => {
    const key: SessionKeys = [randomBytes(32)]
    const value = seal(session, key)
    expect(unseal(value, key, session.expiresAt - 1).ok).toBe(true)
    expect(unseal(value, key, session.expiresAt)).toEqual({ ok: false, reason: 'expired' })
  })
})

describe('the keys', () => {
  it('come from CONSOLE_SESSION_KEY in base64 or hex, or one is made at start', () => {
    const bytes = randomBytes(32)
    expect(sessionKeyFrom({ CONSOLE_SESSION_KEY: bytes.toString('base64') })).toEqual({
      keys: [bytes],
      generated: false,
    })
    expect(sessionKeyFrom({ CONSOLE_SESSION_KEY: bytes.toString('hex') })).toEqual({ keys: [bytes], generated: false })
    const made = sessionKeyFrom({})
    expect(made.generated).toBe(true)
    expect(made.keys).toHaveLength(1)
    expect(made.keys[0]).toHaveLength(32)
    expect(sessionKeyFrom({}).keys[0].equals(made.keys[0])).toBe(false)
  })

  it('may be several, by commas or spaces, in their order', () => {
    const [a, b, c] = [randomBytes(32), randomBytes(32), randomBytes(32)]
    const text = `${a.toString('base64')}, ${b.toString('hex')}\n ${c.toString('base64')}`
    expect(sessionKeyFrom({ CONSOLE_SESSION_KEY: text })).toEqual({ keys: [a, b, c], generated: false })
  })

  it('refuse a key of the wrong length, saying which and how to make one', () => {
    expect(() => sessionKeyFrom({ CONSOLE_SESSION_KEY: randomBytes(16).toString('base64') })).toThrow(SessionKeyError)
    expect(() => sessionKeyFrom({ CONSOLE_SESSION_KEY: 'short' })).toThrow(/openssl rand -base64 32/)
    expect(() => sessionKeyFrom({ CONSOLE_SESSION_KEY: `${randomBytes(32).toString('base64')},short` })).toThrow(
      /^CONSOLE_SESSION_KEY \(key 2 of 2\) must be 32 bytes/,
    )
  })

  it('rotate: the first seals, every one opens, and a dropped key’s cookie opens no more', () => {
    const [old, next] = [randomBytes(32), randomBytes(32)]
    const before = seal(session, [old])
    // Step 1, on every server: the new key in front, the old kept.
    const rolling: SessionKeys = [next, old]
    expect(unseal(before, rolling, NOW)).toEqual({ ok: true, session })
    const during = seal(session, rolling)
    expect(unseal(during, [next], NOW)).toEqual({ ok: true, session })
    expect(unseal(during, [old], NOW)).toEqual({ ok: false, reason: 'tampered' })
    // Step 2: the old key dropped.
    expect(unseal(before, [next], NOW)).toEqual({ ok: false, reason: 'tampered' })
  })
})

describe('the cookie and the write header', () => {
  it('is HttpOnly and SameSite=Strict, Secure over TLS, and lasts as long as the token', () => {
    expect(sessionCookie('v1.abc', { secure: false, expiresAt: NOW + 90_000, now: NOW })).toBe(
      'vc_session=v1.abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=90',
    )
    expect(sessionCookie('v1.abc', { secure: true, expiresAt: NOW + 90_000, now: NOW })).toContain('; Secure;')
    expect(clearedSessionCookie({ secure: false })).toBe('vc_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0')
  })

  it('is read from a Cookie header among others', () => {
    expect(sessionCookieValue('theme=dark; vc_session=v1.abc==; lang=zh')).toBe('v1.abc==')
    expect(sessionCookieValue('theme=dark')).toBeNull()
    expect(sessionCookieValue(undefined)).toBeNull()
  })

  it("lets reads through and a write only with the console's own header", () => {
    expect(isConsoleWrite('GET', {})).toBe(true)
    expect(isConsoleWrite('POST', {})).toBe(false)
    expect(isConsoleWrite('DELETE', { 'x-console-request': '0' })).toBe(false)
    expect(isConsoleWrite('POST', { 'x-console-request': '1' })).toBe(true)
  })
})
