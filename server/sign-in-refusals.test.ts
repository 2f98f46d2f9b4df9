// The console's server and the demo cloud playing it refuse the same session bodies alike: each
// bad Sign In (POST /_console/session), session change (PUT) or password change (POST
// /_console/session/password) goes to both, over real HTTP, and
// both answer the same 400, the same body and no-store, before asking Keystone. Both read the
// bodies with src/rules/console-credentials.ts; this keeps them from drifting apart again.
// One difference stays on purpose: the demo cloud takes any Keystone URL (it answers on every
// origin), where the server signs in to its configured clouds only (console-server.test.ts).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createConsoleRoutes } from './console-routes.ts'
import { testCloudConfig } from './test-servers.ts'

let cloud: RunningCloud
let front: Server
let frontOrigin = ''

beforeAll(async () => {
  cloud = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 0 } })
  const routes = createConsoleRoutes(testCloudConfig(cloud.authUrl), { sessionKeys: [Buffer.alloc(32, 3)] })
  front = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done))
  frontOrigin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
})

afterAll(async () => {
  front.closeAllConnections()
  await new Promise((done) => front.close(done))
  await cloud.close()
})

interface Answer {
  status: number
  body: unknown
  cacheControl: string | null
  allow: string | null
}

/** The same request to the console's server and to the demo cloud. */
async function both(
  method: string,
  body?: string,
  path = '/_console/session',
): Promise<{ server: Answer; demo: Answer }> {
  const ask = async (origin: string): Promise<Answer> => {
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
      body,
    })
    const text = await answer.text()
    return {
      status: answer.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      cacheControl: answer.headers.get('cache-control'),
      allow: answer.headers.get('allow'),
    }
  }
  return { server: await ask(frontOrigin), demo: await ask(cloud.origin) }
}

const password = { username: 'demo', password: 'demo', projectName: 'demo' }
const NOT_JSON = 'Sign In expects a JSON body of at most 64 KiB.'

describe('Sign In refusals, at the server and at the demo cloud', () => {
  it('refuse the same bad bodies with the same 400 and message', async () => {
    const cases: Array<[string, string]> = [
      ['not JSON', NOT_JSON],
      [JSON.stringify({ credentials: { ...password, password: 'x'.repeat(70 * 1024) } }), NOT_JSON],
      ['null', 'Sign In needs credentials.'],
      ['{}', 'Sign In needs credentials.'],
      [JSON.stringify({ credentials: 'demo' }), 'Sign In needs credentials.'],
      [JSON.stringify({ credentials: {} }), 'Sign In needs username.'],
      [JSON.stringify({ credentials: { username: 'demo' } }), 'Sign In needs password.'],
      [JSON.stringify({ credentials: { ...password, password: 5 } }), 'Sign In needs password.'],
      [JSON.stringify({ credentials: { username: 'demo', password: 'demo' } }), 'Sign In needs projectName.'],
      [
        JSON.stringify({ credentials: { ...password, applicationCredential: null } }),
        'Sign In needs applicationCredential.',
      ],
      [JSON.stringify({ credentials: { applicationCredential: 'ac' } }), 'Sign In needs applicationCredential.'],
      [
        JSON.stringify({ credentials: { applicationCredential: { id: 'ac' } } }),
        'Sign In needs applicationCredential.secret.',
      ],
      [
        JSON.stringify({ credentials: { applicationCredential: { secret: 's' } } }),
        'Sign In needs applicationCredential.id.',
      ],
      [
        JSON.stringify({ credentials: { applicationCredential: { name: 'robot', secret: 's' } } }),
        'Sign In needs applicationCredential.id.',
      ],
      [JSON.stringify({ credentials: { ...password, interface: 'private' } }), 'Sign In needs interface.'],
    ]
    for (const [body, message] of cases) {
      const { server, demo } = await both('POST', body)
      const expected = {
        status: 400,
        body: { error: { code: 400, title: 'Bad Request', message } },
        cacheControl: 'no-store',
        allow: null,
      }
      expect(server, body.slice(0, 80)).toEqual(expected)
      expect(demo, body.slice(0, 80)).toEqual(expected)
    }
  })

  it('refuse a cloud by a name neither offers, naming the one Keystone each signs in to', async () => {
    const { server, demo } = await both(
      'POST',
      JSON.stringify({ credentials: { ...password, authUrl: cloud.authUrl, cloud: 'east' } }),
    )
    expect(server).toEqual(demo)
    expect(server.body).toEqual({
      error: { code: 400, title: 'Bad Request', message: `This console offers the clouds ${cloud.authUrl}; not east.` },
    })
  })

  it('refuse the same bad session changes, before looking for a session', async () => {
    const cases: Array<[string, string]> = [
      ['{', 'A session change expects a JSON body of at most 64 KiB.'],
      [JSON.stringify({ projectId: '' }), 'A session change takes a projectId and a region, as text.'],
      [JSON.stringify({ projectId: 5 }), 'A session change takes a projectId and a region, as text.'],
      [JSON.stringify({ region: null }), 'A session change takes a projectId and a region, as text.'],
    ]
    for (const [body, message] of cases) {
      const { server, demo } = await both('PUT', body)
      expect(server, body).toEqual(demo)
      expect(server, body).toMatchObject({ status: 400, body: { error: { code: 400, title: 'Bad Request', message } } })
    }
  })

  it('refuse another method alike, saying which they take', async () => {
    const { server, demo } = await both('PATCH', '{}')
    expect(server).toEqual(demo)
    expect(server).toMatchObject({ status: 405, allow: 'GET, POST, PUT, DELETE', cacheControl: 'no-store' })
  })

  const PASSWORD_PATH = '/_console/session/password'
  const EXPIRED_ID = 'e2d0f1c4b3a2958776a5b4c3d2e1f0a9'

  it("refuse the same bad password changes, and pass on Keystone's refusals and its 204 alike", async () => {
    const cases: Array<[string, string]> = [
      ['[', 'A password change expects a JSON body of at most 64 KiB.'],
      ['{}', 'A password change needs userId.'],
      [JSON.stringify({ userId: EXPIRED_ID, password: 'renewed-1' }), 'A password change needs originalPassword.'],
      [JSON.stringify({ userId: EXPIRED_ID, originalPassword: 'expired' }), 'A password change needs password.'],
    ]
    for (const [body, message] of cases) {
      const { server, demo } = await both('POST', body, PASSWORD_PATH)
      expect(server, body).toEqual(demo)
      expect(server, body).toMatchObject({ status: 400, body: { error: { code: 400, title: 'Bad Request', message } } })
    }
    const weak = await both(
      'POST',
      JSON.stringify({ userId: EXPIRED_ID, originalPassword: 'expired', password: 'short' }),
      PASSWORD_PATH,
    )
    expect(weak.server).toEqual(weak.demo)
    expect(weak.server).toMatchObject({ status: 400, cacheControl: 'no-store' })
    expect(weak.server.body).toMatchObject({ error: { message: /^The password does not match the requirements: / } })

    // One cloud behind both: the server changes it, then the demo cloud changes it again.
    const change = (originalPassword: string, password: string) =>
      JSON.stringify({ userId: EXPIRED_ID, originalPassword, password })
    const ask = async (origin: string, body: string) =>
      fetch(`${origin}${PASSWORD_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body,
      })
    const viaServer = await ask(frontOrigin, change('expired', 'renewed-1'))
    expect([viaServer.status, await viaServer.text(), viaServer.headers.get('cache-control')]).toEqual([
      204,
      '',
      'no-store',
    ])
    const viaDemo = await ask(cloud.origin, change('renewed-1', 'renewed-2'))
    expect([viaDemo.status, await viaDemo.text(), viaDemo.headers.get('cache-control')]).toEqual([204, '', 'no-store'])
  })

  it('take a password change only by POST, saying so alike', async () => {
    const { server, demo } = await both('PUT', '{}', PASSWORD_PATH)
    expect(server).toEqual(demo)
    expect(server).toMatchObject({ status: 405, allow: 'POST', body: { error: { message: 'Use POST.' } } })
  })
})
