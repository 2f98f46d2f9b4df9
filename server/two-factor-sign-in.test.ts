// A two-factor Sign In through the console's server and through the demo cloud playing it, over
// real HTTP against the demo Keystone (user `mfa`, rules password + totp): the password step is
// answered with Keystone's receipt body and no receipt header (the server keeps the receipt in
// its own HttpOnly cookie), a wrong code keeps the step, the right one opens the session, and a
// code step with no first step behind it is refused alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_RECEIPT_MESSAGE } from '../src/api/console-wire'
import { AUTH_RECEIPT_HEADER } from '../src/api/keystone-wire'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { DEMO_CREDENTIALS, DEMO_TOTP_SECRET } from '../src/mocks/scenarios/base'
import { totpCode } from '../src/rules/keystone-totp'
import { createConsoleRoutes } from './console-routes.ts'
import { close, listen, testCloudConfig, type Listening } from './test-servers.ts'
import { RECEIPT_COOKIE } from './receipt-cookie.ts'

let cloud: RunningCloud
let front: Listening

beforeAll(async () => {
  cloud = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 0 } })
  const routes = createConsoleRoutes(testCloudConfig(cloud.authUrl), { sessionKeys: [Buffer.alloc(32, 5)] })
  front = await listen((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end()
  })
})

afterAll(async () => {
  await close(front.server)
  await cloud.close()
})

const { username, password, projectName } = DEMO_CREDENTIALS.twoFactor

/** A browser of one origin: its cookies carried from answer to request. */
function browser(origin: string) {
  const jar = new Map<string, string>()
  return async (credentials: Record<string, string>) => {
    const answer = await fetch(`${origin}/_console/session`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Console-Request': '1',
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ credentials }),
    })
    const cookies = answer.headers.getSetCookie()
    for (const cookie of cookies) {
      const [pair = ''] = cookie.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (value) jar.set(name, value)
      else jar.delete(name)
    }
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, answer, cookies }
  }
}

const sides = () => [
  { side: 'server', origin: front.origin },
  { side: 'demo cloud', origin: cloud.origin },
]

describe('two-factor Sign In, at the server and at the demo cloud', () => {
  it('asks for the code with the receipt body, keeps the step through a wrong code, then signs in', async () => {
    for (const { side, origin } of sides()) {
      const signIn = browser(origin)
      const first = await signIn({ username, password, projectName })
      expect(first.status, side).toBe(401)
      expect(first.body, side).toMatchObject({
        receipt: { methods: ['password'], user: { name: username } },
        required_auth_methods: [['password', 'totp']],
      })
      expect(first.answer.headers.get(AUTH_RECEIPT_HEADER), side).toBeNull()
      if (side === 'server') {
        const kept = first.cookies.find((cookie) => cookie.startsWith(`${RECEIPT_COOKIE}=`)) ?? ''
        expect(kept).toMatch(/; Path=\/_console\/session; HttpOnly; SameSite=Strict; Max-Age=(29\d|300)$/)
      }
      const wrong = await signIn({ username, passcode: '000000', projectName })
      expect(wrong.status, side).toBe(401)
      expect(wrong.body, side).toMatchObject({
        error: { message: 'The request you have made requires authentication.' },
      })
      const right = await signIn({ username, passcode: totpCode(DEMO_TOTP_SECRET, Date.now()), projectName })
      expect(right.status, side).toBe(201)
      expect(right.body, side).not.toHaveProperty('token.id')
      expect((right.body.token as { methods: string[] }).methods.sort(), side).toEqual(['password', 'totp'])
      expect((right.body.token as { user: { name: string } }).user.name, side).toBe(username)
      if (side === 'server')
        expect(right.cookies).toContain(
          `${RECEIPT_COOKIE}=; Path=/_console/session; HttpOnly; SameSite=Strict; Max-Age=0`,
        )
    }
  })

  it('refuses a code with no password step before it, alike', async () => {
    for (const { side, origin } of sides()) {
      const code = await browser(origin)({ username, passcode: '123456', projectName })
      expect(code.status, side).toBe(401)
      expect(code.body, side).toEqual({ error: { code: 401, title: 'Unauthorized', message: NO_RECEIPT_MESSAGE } })
      expect(code.answer.headers.get('cache-control'), side).toBe('no-store')
    }
  })
})
