// The browser demo's single sign-on (handlers/console-websso-demo.ts): an account of the demo's
// identity provider opens the same console session a password does, through Keystone's WebSSO,
// /v3/auth/projects and the token method; a wrong password, a user with no project and a choice
// the cloud does not know end without a session, each saying so.
import { describe, expect, it } from 'vitest'
import {
  CONSOLE_REQUEST_HEADERS,
  CONSOLE_SESSION_PATH,
  CONSOLE_WEBSSO_DEMO_PATH,
  CONSOLE_WEBSSO_PATH,
  DEMO_SINGLE_SIGN_ON,
} from '../api/console-wire'
import type { ConsoleSessionBody } from '../api/console-wire'
import { setUpDemoCloud } from '../test/demo-cloud'

const ORIGIN = 'http://cloud.test'
const demo = setUpDemoCloud({ settings: { trustedDashboards: [`${ORIGIN}${CONSOLE_WEBSSO_PATH}`] } })

function signOn(body: object, headers: Record<string, string> = CONSOLE_REQUEST_HEADERS) {
  return fetch(`${ORIGIN}${CONSOLE_WEBSSO_DEMO_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const alice = { choice: DEMO_SINGLE_SIGN_ON.id, username: 'alice', password: 'alice' }

describe("the browser demo's single sign-on", () => {
  it('opens the console session for an account of the identity provider, in the first of its projects or the one asked for', async () => {
    const answer = await signOn(alice)
    expect(answer.status).toBe(201)
    const body = (await answer.json()) as ConsoleSessionBody
    expect(body.token.user.name).toBe('alice')
    expect(body.token.user['OS-FEDERATION']?.identity_provider.id).toBe('demo-university')
    expect(body.token.methods).toEqual(['openid', 'token'])
    expect(JSON.stringify(body)).not.toMatch(/gAAAA/)
    // The session is the console's: who is signed in says alice, in that project.
    const session = await fetch(`${ORIGIN}${CONSOLE_SESSION_PATH}`)
    expect(session.status).toBe(200)
    expect(((await session.json()) as ConsoleSessionBody).token.project?.id).toBe(body.token.project?.id)

    const staging = await signOn({ ...alice, project: 'staging' })
    expect(((await staging.json()) as ConsoleSessionBody).token.project?.name).toBe('staging')
    // Only the session's own token is left: the unscoped ones and the first session's were revoked.
    const live = [...demo.cloud.tokens.values()].filter((caller) => caller.userName === 'alice')
    expect(live).toHaveLength(1)
  })

  it('refuses a wrong password in the identity provider’s words, and opens no session', async () => {
    const answer = await signOn({ ...alice, password: 'wrong' })
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({
      error: { code: 401, title: 'Unauthorized', message: 'Wrong user name or password.' },
    })
    expect((await fetch(`${ORIGIN}${CONSOLE_SESSION_PATH}`)).status).toBe(204)
  })

  it('sends a user with no project, and a choice the cloud does not know, back with the outcome Sign In words', async () => {
    const nobody = await signOn({ ...alice, username: 'nobody', password: 'nobody' })
    expect(nobody.status).toBe(401)
    expect(await nobody.json()).toMatchObject({ sso: 'no-projects' })
    const unknown = await signOn({ ...alice, choice: 'elsewhere/saml2' })
    expect(await unknown.json()).toMatchObject({ sso: 'refused' })
    const malformed = await signOn({ choice: 'nothing' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ sso: 'unknown-choice' })
    expect((await fetch(`${ORIGIN}${CONSOLE_SESSION_PATH}`)).status).toBe(204)
  })

  it('answers once the session is kept: the page that loads next reads it from where the browser keeps the cloud', async () => {
    let keep = (): void => {}
    const keeping = new Promise<void>((resolve) => (keep = resolve))
    const stop = demo.cloud.onChange(() => keeping)
    try {
      let answered = false
      const answer = signOn(alice).then((response) => {
        answered = true
        return response
      })
      await expect.poll(() => demo.cloud.state.consoleSession?.userId).toBeDefined()
      expect(answered).toBe(false)
      keep()
      expect((await answer).status).toBe(201)
    } finally {
      keep()
      stop()
    }
  })

  it('takes nothing without the console’s header', async () => {
    const answer = await signOn(alice, {})
    expect(answer.status).toBe(403)
  })
})
