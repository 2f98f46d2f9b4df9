// Keystone's sign-in rules, as the console meets them (docs/keystone-sign-in.md): two-factor
// sign-in with an auth receipt, an expired password changed without a token, the password
// rules and history, a lockout that answers like a wrong password, and a user's own TOTP
// credential. On the demo cloud's Keystone, and on a real Keystone set up for them
// (keystone-compliance.ts: rigs/keystone, Zed with [security_compliance] and totp).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_RECEIPT_HEADER } from '../api/keystone-wire'
import { totpCode } from '../rules/keystone-totp'
import { openComplianceKeystone, type Account, type ComplianceKeystone } from './keystone-compliance'

let keystone: ComplianceKeystone

beforeAll(async () => {
  keystone = await openComplianceKeystone()
}, 300_000)

afterAll(async () => {
  await keystone?.close()
}, 120_000)

const GENERIC = 'The request you have made requires authentication.'
const scope = () => ({ project: { name: keystone.project, domain: { name: 'Default' } } })
const passwordOf = (account: Account) => ({
  methods: ['password'],
  password: { user: { name: account.name, password: account.password, domain: { name: 'Default' } } },
})
const totpOf = (passcode: string) => ({
  methods: ['totp'],
  totp: { user: { name: keystone.mfa.name, domain: { name: 'Default' }, passcode } },
})
const codeNow = () => totpCode(keystone.mfa.secret, Date.now())

async function authenticate(identity: unknown, receipt?: string) {
  const answer = await fetch(`${keystone.authUrl}/auth/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(receipt ? { [AUTH_RECEIPT_HEADER]: receipt } : {}) },
    body: JSON.stringify({ auth: { identity, scope: scope() } }),
  })
  const body = (await answer.json()) as Record<string, unknown>
  return { status: answer.status, headers: answer.headers, body }
}

const messageOf = (body: Record<string, unknown>) => (body.error as { message?: string } | undefined)?.message
const sorted = (rules: unknown) => (rules as string[][]).map((rule) => [...rule].sort())

async function tokenOf(account: Account) {
  const answer = await authenticate(passwordOf(account))
  expect(answer.status).toBe(201)
  return { id: answer.headers.get('x-subject-token') ?? '', body: answer.body as { token: { user: { id: string } } } }
}

describe('two-factor sign-in (multi_factor_auth_rules password + totp)', () => {
  it('answers the right password with a receipt: its header, its body without an error object, 300 s to finish', async () => {
    const first = await authenticate(passwordOf(keystone.mfa))
    expect(first.status).toBe(401)
    expect(first.headers.get(AUTH_RECEIPT_HEADER)).toMatch(/^\S{20,}$/)
    expect(first.headers.get('www-authenticate')).toBeNull()
    expect(Object.keys(first.body).sort()).toEqual(['receipt', 'required_auth_methods'])
    const receipt = first.body.receipt as { expires_at: string; issued_at: string; user: unknown; methods: string[] }
    expect(receipt.methods).toEqual(['password'])
    expect(receipt.user).toMatchObject({ name: keystone.mfa.name, domain: { id: 'default', name: 'Default' } })
    expect(receipt.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000Z$/)
    expect(Date.parse(receipt.expires_at) - Date.parse(receipt.issued_at)).toBe(300_000)
    expect(sorted(first.body.required_auth_methods)).toEqual([['password', 'totp']])
  })

  it('keeps the receipt through a wrong code; the right one with it gives a token of both methods', async () => {
    const receipt = (await authenticate(passwordOf(keystone.mfa))).headers.get(AUTH_RECEIPT_HEADER) ?? ''
    const wrong = await authenticate(totpOf(codeNow() === '000000' ? '111111' : '000000'), receipt)
    expect(wrong.status).toBe(401)
    expect(messageOf(wrong.body)).toBe(GENERIC)
    const right = await authenticate(totpOf(codeNow()), receipt)
    expect(right.status).toBe(201)
    const token = right.body.token as { methods: string[]; project: { name: string } }
    expect([...token.methods].sort()).toEqual(['password', 'totp'])
    expect(token.project.name).toBe(keystone.project)
  })

  it('refuses a receipt it cannot open by its id, and answers a code alone with a receipt for totp', async () => {
    const receipt = (await authenticate(passwordOf(keystone.mfa))).headers.get(AUTH_RECEIPT_HEADER) ?? ''
    const altered = `x${receipt.slice(1)}`
    const refused = await authenticate(totpOf(codeNow()), altered)
    expect(refused.status).toBe(401)
    expect(messageOf(refused.body)).toBe(`Could not find auth receipt: ${altered}.`)
    const alone = await authenticate(totpOf(codeNow()))
    expect(alone.status).toBe(401)
    expect((alone.body.receipt as { methods: string[] }).methods).toEqual(['totp'])
  })

  it('takes both methods in one request without a receipt', async () => {
    const both = await authenticate({
      methods: ['password', 'totp'],
      password: passwordOf(keystone.mfa).password,
      totp: totpOf(codeNow()).totp,
    })
    expect(both.status).toBe(201)
  })
})

describe('an expired password, changed by its user without a token', () => {
  const change = (userId: string, original: string, password: string) =>
    fetch(`${keystone.authUrl}/users/${userId}/password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: { original_password: original, password } }),
    })

  it("refuses the right password with the user's id, then takes a new one that meets the rules, and not the same again", async () => {
    const { expired } = keystone
    const refused = await authenticate(passwordOf(expired))
    expect(refused.status).toBe(401)
    const userId = /^The password is expired and needs to be changed for user: ([0-9a-f]{32})\.$/.exec(
      messageOf(refused.body) ?? '',
    )?.[1]
    expect(userId).toBeDefined()
    const weak = await change(userId!, expired.password, 'short')
    expect(weak.status).toBe(400)
    expect(messageOf((await weak.json()) as Record<string, unknown>)).toBe(
      'The password does not match the requirements: at least 7 characters, with at least one letter and one digit.',
    )
    const renewed = `${expired.password}-renewed9`
    expect((await change(userId!, expired.password, renewed)).status).toBe(204)
    // The history holds the current password too.
    const same = await change(userId!, renewed, renewed)
    expect(same.status).toBe(400)
    expect(messageOf((await same.json()) as Record<string, unknown>)).toBe(
      'The new password cannot be identical to a previous password. The total number which includes the new password must be unique is 3.',
    )
    const signedIn = await tokenOf({ name: expired.name, password: renewed })
    expect(signedIn.body.token.user).toMatchObject({ id: userId, password_expires_at: null })
  })
})

describe('a lockout after wrong passwords', () => {
  it('refuses the right password afterwards with the same bare 401 as a wrong one, at sign-in and at a password change', async () => {
    const { lockable } = keystone
    const { body } = await tokenOf(lockable)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await authenticate(passwordOf({ ...lockable, password: 'not-the-password-1' }))
      expect(messageOf(wrong.body)).toBe(GENERIC)
    }
    const locked = await authenticate(passwordOf(lockable))
    expect(locked.status).toBe(401)
    expect(messageOf(locked.body)).toBe(GENERIC)
    const change = await fetch(`${keystone.authUrl}/users/${body.token.user.id}/password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: { original_password: lockable.password, password: 'another-pass-7' } }),
    })
    expect(change.status).toBe(401)
    expect(messageOf((await change.json()) as Record<string, unknown>)).toBe(GENERIC)
  })
})

describe("a user's own record", () => {
  it("shows its two-factor rules to the user; another user's record is the 403 naming the rule", async () => {
    const { id: token, body } = await tokenOf(keystone.plain)
    const read = (userId: string) =>
      fetch(`${keystone.authUrl}/users/${userId}`, { headers: { 'X-Auth-Token': token } })
    const own = (await (await read(body.token.user.id)).json()) as { user: Record<string, unknown> }
    expect(own.user).toMatchObject({
      id: body.token.user.id,
      name: keystone.plain.name,
      domain_id: 'default',
      enabled: true,
      password_expires_at: null,
      options: expect.any(Object),
    })
    expect(own.user.options).not.toHaveProperty('multi_factor_auth_rules')
    // Another real user: mfa's id, from the receipt its password step gets.
    const mfaId = ((await authenticate(passwordOf(keystone.mfa))).body.receipt as { user: { id: string } }).user.id
    const other = await read(mfaId)
    expect(other.status).toBe(403)
    expect(messageOf((await other.json()) as Record<string, unknown>)).toBe(
      'You are not authorized to perform the requested action: identity:get_user.',
    )
  })
})

describe("a user's own TOTP credential (the credentials API)", () => {
  it('is made, listed and removed by its user; another user’s, or one gone, is the 403 naming the rule', async () => {
    const { id: token, body } = await tokenOf(keystone.plain)
    const userId = body.token.user.id
    const call = (method: string, path: string, payload?: unknown) =>
      fetch(`${keystone.authUrl}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Auth-Token': token },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
    const blob = 'GEZDGNBVGY3TQOJQGEZDGNBVGY'
    const made = await call('POST', '/credentials', { credential: { type: 'totp', blob, user_id: userId } })
    expect(made.status).toBe(201)
    const { credential } = (await made.json()) as { credential: Record<string, unknown> }
    expect(credential).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      user_id: userId,
      project_id: null,
      type: 'totp',
      blob,
      links: { self: `${keystone.authUrl}/credentials/${String(credential.id)}` },
    })
    const listed = (await (await call('GET', `/credentials?user_id=${userId}&type=totp`)).json()) as {
      credentials: Array<{ id: string }>
    }
    expect(listed.credentials.map((entry) => entry.id)).toEqual([credential.id])
    const other = await call('POST', '/credentials', {
      credential: { type: 'totp', blob, user_id: '0123456789abcdef0123456789abcdef' },
    })
    expect(other.status).toBe(403)
    expect(messageOf((await other.json()) as Record<string, unknown>)).toBe(
      'You are not authorized to perform the requested action: identity:create_credential.',
    )
    expect((await call('DELETE', `/credentials/${String(credential.id)}`)).status).toBe(204)
    const gone = await call('GET', `/credentials/${String(credential.id)}`)
    expect(gone.status).toBe(403)
    expect(messageOf((await gone.json()) as Record<string, unknown>)).toBe(
      'You are not authorized to perform the requested action: identity:get_credential.',
    )
  })
})
