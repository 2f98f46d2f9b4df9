// The server's own failures: an exception in the session routes, the proxy or any handler is
// answered 500 with a body that tells nothing of it, and logged as one line with the method,
// the path without its query, and the stack; never the query, a cookie or a token.
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createConsoleRoutes } from './console-routes.ts'
import { FAILED_MESSAGE, failureLine, guarded } from './failures.ts'
import { testCloudConfig } from './test-servers.ts'

const servers: Server[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
})

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener)
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const COOKIE = 'vc_session=v1.cookie-that-must-not-be-logged'
const TOKEN = 'token-that-must-not-be-logged'

/** The console's routes whose clock fails: opening any session cookie throws. */
function brokenRoutes(lines: string[]) {
  return createConsoleRoutes(testCloudConfig('http://127.0.0.1:9/identity/v3'), {
    sessionKeys: [Buffer.alloc(32, 5)],
    now: () => {
      throw new Error('the clock stopped')
    },
    log: (failure) => lines.push(failureLine(failure)),
  })
}

async function expectGeneric500(answer: Response) {
  expect(answer.status).toBe(500)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  expect(await answer.json()).toEqual({ error: { code: 500, title: 'Internal Server Error', message: FAILED_MESSAGE } })
}

function expectOneLine(lines: string[], start: string) {
  expect(lines).toHaveLength(1)
  const [line = ''] = lines
  expect(line.startsWith(`volume-console: ${start} failed: Error: the clock stopped | at `)).toBe(true)
  expect(line).toContain('failures.test.ts')
  expect(line).not.toContain('\n')
  for (const secret of ['cookie-that-must-not-be-logged', TOKEN, '?']) expect(line).not.toContain(secret)
}

describe('a failure in a route', () => {
  it('of the session: 500, generic, and one line with method, path and stack', async () => {
    const lines: string[] = []
    const routes = brokenRoutes(lines)
    const origin = await listen((req, res) => {
      if (!routes(req, res)) res.writeHead(404).end()
    })
    const answer = await fetch(`${origin}/_console/session?token=${TOKEN}`, {
      method: 'DELETE',
      headers: { Cookie: COOKIE, 'X-Console-Request': '1', 'X-Auth-Token': TOKEN },
    })
    await expectGeneric500(answer)
    expectOneLine(lines, 'DELETE /_console/session')
  })

  it('of the proxy: the same', async () => {
    const lines: string[] = []
    const routes = brokenRoutes(lines)
    const origin = await listen((req, res) => {
      if (!routes(req, res)) res.writeHead(404).end()
    })
    const answer = await fetch(`${origin}/os-proxy/http/127.0.0.1:9/volume/v3/volumes?X-Auth-Token=${TOKEN}`, {
      headers: { Cookie: COOKIE },
    })
    await expectGeneric500(answer)
    expectOneLine(lines, 'GET /os-proxy/http/127.0.0.1:9/volume/v3/volumes')
  })

  it('of any handler, thrown or rejected: the same; once the answer has begun, it is ended', async () => {
    const lines: string[] = []
    const origin = await listen(
      guarded(
        (req, res) => {
          if (req.url?.startsWith('/thrown')) throw new Error('the clock stopped')
          if (req.url?.startsWith('/rejected')) return Promise.reject(new Error('the clock stopped'))
          res.writeHead(200, { 'Content-Type': 'text/plain' })
          res.write('half')
          throw new Error('the clock stopped')
        },
        (failure) => lines.push(failureLine(failure)),
      ),
    )
    await expectGeneric500(await fetch(`${origin}/thrown?token=${TOKEN}`, { headers: { Cookie: COOKIE } }))
    expectOneLine(lines.splice(0), 'GET /thrown')
    await expectGeneric500(await fetch(`${origin}/rejected?token=${TOKEN}`, { method: 'POST', body: 'x' }))
    expectOneLine(lines.splice(0), 'POST /rejected')
    // The browser gets a cut answer, never a whole one.
    await expect(fetch(`${origin}/begun`).then((answer) => answer.text())).rejects.toThrow()
    expectOneLine(lines.splice(0), 'GET /begun')
  })
})
