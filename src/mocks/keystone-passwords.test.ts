// Keystone's password rules as the demo cloud plays them (docs/keystone-sign-in.md, section 3):
// an expired password refused with Keystone's words once it is known to be right, the user's
// own change without a token, the password rules and history, and the lockout after wrong
// passwords, which holds even for the right one until it runs out.
import { describe, expect, it } from 'vitest'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock })
const EXPIRED_ID = 'e2d0f1c4b3a2958776a5b4c3d2e1f0a9'

function signIn(name: string, password: string) {
  return fetch(`${demo.authUrl}/auth/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      auth: {
        identity: { methods: ['password'], password: { user: { name, password, domain: { name: 'Default' } } } },
        scope: { project: { name: 'demo', domain: { name: 'Default' } } },
      },
    }),
  })
}

function changePassword(userId: string, user: Record<string, unknown>) {
  return fetch(`${demo.authUrl}/users/${userId}/password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user }),
  })
}

const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message

describe("the demo cloud's Keystone password rules", () => {
  it('refuses an expired password with its user id, a wrong one without saying whose', async () => {
    const expired = await signIn('expired', 'expired')
    expect(expired.status).toBe(401)
    expect(await messageOf(expired)).toBe(`The password is expired and needs to be changed for user: ${EXPIRED_ID}.`)
    const wrong = await signIn('expired', 'not-it')
    expect(wrong.status).toBe(401)
    expect(await messageOf(wrong)).toBe('The request you have made requires authentication.')
  })

  it('changes an expired password without a token: 204, then the new one signs in and the old does not', async () => {
    const changed = await changePassword(EXPIRED_ID, { original_password: 'expired', password: 'renewed-1' })
    expect(changed.status).toBe(204)
    expect(await changed.text()).toBe('')
    const signedIn = await signIn('expired', 'renewed-1')
    expect(signedIn.status).toBe(201)
    const token = (await signedIn.json()) as { token: { user: { password_expires_at: string | null } } }
    expect(token.token.user.password_expires_at).toBeNull()
    expect((await signIn('expired', 'expired')).status).toBe(401)
  })

  it("refuses a new password that fails the cloud's rules, with Keystone's words; the password stays", async () => {
    const weak = await changePassword(EXPIRED_ID, { original_password: 'expired', password: 'short' })
    expect(weak.status).toBe(400)
    expect(await messageOf(weak)).toBe(
      'The password does not match the requirements: at least 7 characters, with at least one letter and one digit.',
    )
    const wrongOriginal = await changePassword(EXPIRED_ID, { original_password: 'nope', password: 'renewed-1' })
    expect(wrongOriginal.status).toBe(401)
    const missing = await changePassword(EXPIRED_ID, { password: 'renewed-1' })
    expect(missing.status).toBe(400)
    // jsonschema's words, the instance as Python prints it (as Zed's Keystone answered).
    expect(await messageOf(missing)).toBe(
      "'original_password' is a required property\n\nFailed validating 'required' in schema:\n" +
        "    {'additionalProperties': False,\n" +
        "     'properties': {'original_password': {'type': 'string'},\n" +
        "                    'password': {'type': 'string'}},\n" +
        "     'required': ['original_password', 'password'],\n" +
        "     'type': 'object'}\n\nOn instance:\n    {'password': 'renewed-1'}",
    )
    const notText = await changePassword(EXPIRED_ID, { original_password: 'expired', password: 5 })
    expect(await messageOf(notText)).toBe(
      "Invalid input for field 'password': 5 is not of type 'string'\n\n" +
        "Failed validating 'type' in schema['properties']['password']:\n    {'type': 'string'}\n\n" +
        "On instance['password']:\n    5",
    )
    const stillExpired = await signIn('expired', 'expired')
    expect(await messageOf(stillExpired)).toMatch(/^The password is expired/)
  })

  it('refuses a password among the last three, the current one included', async () => {
    expect((await changePassword(EXPIRED_ID, { original_password: 'expired', password: 'renewed-1' })).status).toBe(204)
    expect((await changePassword(EXPIRED_ID, { original_password: 'renewed-1', password: 'renewed-2' })).status).toBe(
      204,
    )
    for (const again of ['renewed-2', 'renewed-1']) {
      const repeated = await changePassword(EXPIRED_ID, { original_password: 'renewed-2', password: again })
      expect(repeated.status).toBe(400)
      expect(await messageOf(repeated)).toBe(
        'The new password cannot be identical to a previous password. The total number which includes the new password must be unique is 3.',
      )
    }
  })

  it('revokes every token of the user when the password changes', async () => {
    const member = await demo.signIn('member')
    const demoUser = demo.cloud.state.users.find((user) => user.name === 'demo')!
    const changed = await changePassword(demoUser.id, { original_password: 'demo', password: 'demo-2027' })
    expect(changed.status).toBe(204)
    await expect(member.cinder.listVolumes()).rejects.toMatchObject({ status: 401 })
  })

  it('locks the account after five wrong passwords, refusing even the right one as a wrong one, until the lockout has run out', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('demo', 'wrong')).status).toBe(401)
    const locked = await signIn('demo', 'demo')
    expect(locked.status).toBe(401)
    expect(await messageOf(locked)).toBe('The request you have made requires authentication.')
    clock.advance(1800 * 1000)
    expect((await signIn('demo', 'demo')).status).toBe(201)
  })
})
