// Keystone's two-factor sign-in as the demo cloud plays it (docs/keystone-sign-in.md, "Two-factor
// sign-in"): a password that passes without meeting the user's rules is a 401 with a receipt and
// no error object; the code sent with the receipt finishes; a wrong code keeps the receipt; a
// receipt past its time is "Could not find auth receipt"; both methods in one request need none.
import { describe, expect, it } from 'vitest'
import { AUTH_RECEIPT_HEADER } from '../api/keystone-wire'
import { totpCode } from '../rules/keystone-totp'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { DEMO_TOTP_SECRET } from './scenarios/base'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock })
const MFA_ID = 'a7c3e5f1d2b4968870a1b2c3d4e5f607'
const scope = { project: { name: 'demo', domain: { name: 'Default' } } }
const password = { user: { name: 'mfa', password: 'mfa', domain: { name: 'Default' } } }
const totp = (passcode: string) => ({ user: { id: MFA_ID, passcode } })

function authenticate(identity: Record<string, unknown>, receipt?: string) {
  return fetch(`${demo.authUrl}/auth/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(receipt ? { [AUTH_RECEIPT_HEADER]: receipt } : {}) },
    body: JSON.stringify({ auth: { identity, scope } }),
  })
}

async function receiptOf() {
  const answer = await authenticate({ methods: ['password'], password })
  expect(answer.status).toBe(401)
  return { id: answer.headers.get(AUTH_RECEIPT_HEADER) ?? '', body: (await answer.json()) as Record<string, unknown> }
}

describe("the demo cloud's Keystone two-factor sign-in", () => {
  it('answers a right password with a receipt: no error object, the methods used and those required', async () => {
    const { id, body } = await receiptOf()
    expect(id).not.toBe('')
    expect(body).toEqual({
      receipt: {
        methods: ['password'],
        user: { id: MFA_ID, name: 'mfa', domain: { id: 'default', name: 'Default' } },
        expires_at: new Date(clock.now() + 300_000).toISOString().replace('Z', '000Z'),
        issued_at: new Date(clock.now()).toISOString().replace('Z', '000Z'),
      },
      required_auth_methods: [['password', 'totp']],
    })
  })

  it('refuses a wrong password with no receipt', async () => {
    const answer = await authenticate({
      methods: ['password'],
      password: { user: { ...password.user, password: 'x' } },
    })
    expect(answer.status).toBe(401)
    expect(answer.headers.get(AUTH_RECEIPT_HEADER)).toBeNull()
  })

  it('keeps the receipt through a wrong code, then issues a token for both methods', async () => {
    const { id } = await receiptOf()
    const wrong = await authenticate({ methods: ['totp'], totp: totp('000000') }, id)
    expect(wrong.status).toBe(401)
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'The request you have made requires authentication.',
    )
    const right = await authenticate({ methods: ['totp'], totp: totp(totpCode(DEMO_TOTP_SECRET, clock.now())) }, id)
    expect(right.status).toBe(201)
    const token = (await right.json()) as { token: { methods: string[]; project: { name: string } } }
    expect(token.token.methods.sort()).toEqual(['password', 'totp'])
    expect(token.token.project.name).toBe('demo')
  })

  it("takes the previous window's code, not the next one's", async () => {
    const { id } = await receiptOf()
    const next = totpCode(DEMO_TOTP_SECRET, clock.now() + 30_000)
    expect((await authenticate({ methods: ['totp'], totp: totp(next) }, id)).status).toBe(401)
    const previous = totpCode(DEMO_TOTP_SECRET, clock.now() - 30_000)
    expect((await authenticate({ methods: ['totp'], totp: totp(previous) }, id)).status).toBe(201)
  })

  it('refuses a receipt past its time, or one it never issued, by its id', async () => {
    const { id } = await receiptOf()
    clock.advance(301_000)
    const late = await authenticate({ methods: ['totp'], totp: totp(totpCode(DEMO_TOTP_SECRET, clock.now())) }, id)
    expect(late.status).toBe(401)
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      `Could not find auth receipt: ${id}.`,
    )
    const forged = await authenticate({ methods: ['totp'], totp: totp(totpCode(DEMO_TOTP_SECRET, clock.now())) }, 'x')
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
      'Could not find auth receipt: x.',
    )
  })

  it('signs in with both methods in one request, no receipt needed', async () => {
    const answer = await authenticate({
      methods: ['password', 'totp'],
      password,
      totp: totp(totpCode(DEMO_TOTP_SECRET, clock.now())),
    })
    expect(answer.status).toBe(201)
  })
})
