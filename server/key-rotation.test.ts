// Rolling a new session key out to console servers signs nobody out, in three passes: every
// server given CONSOLE_SESSION_KEY="old,new" (still sealing with the old key, opening both), then
// "new,old" (sealing with the new one, which every server can open by then), then, once the old
// key's cookies have ended with their tokens, "new" alone. A cookie is sealed at sign-in and at
// a project or region change, not on every use: skipping the first pass lets a server still on
// the old key alone refuse a cookie a "new,old" server sealed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectViaConsole } from '../src/api'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createConsoleRoutes } from './console-routes.ts'
import { sessionKeyFrom } from './session-seal.ts'
import { close, CookieJar, demoCredentials, listen, type Listening, page, testCloudConfig } from './test-servers.ts'

const OLD = Buffer.alloc(32, 1).toString('base64')
const NEW = Buffer.alloc(32, 2).toString('base64')

let cloud: RunningCloud
const servers: Listening[] = []

/** A console server configured as an operator would: CONSOLE_SESSION_KEY as text. */
async function consoleWith(keyText: string): Promise<Listening> {
  const routes = createConsoleRoutes(testCloudConfig(cloud.authUrl), {
    sessionKeys: sessionKeyFrom({ CONSOLE_SESSION_KEY: keyText }).keys,
  })
  const listening = await listen((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end()
  })
  servers.push(listening)
  return listening
}

const demo = () => demoCredentials(cloud.authUrl)

/** What the session route says of the jar's cookie on `server`: 200 while it opens. */
async function sessionStatus(server: Listening, jar: CookieJar): Promise<number> {
  return (await jar.fetch(`${server.origin}/_console/session`)).status
}

beforeAll(async () => {
  cloud = await startHttpCloud({ scenario: 'demo' })
})

afterAll(async () => {
  for (const { server } of servers) await close(server)
  await cloud.close()
})

describe('session key rotation', () => {
  it('keeps a signed-in user through the roll-out of a new key, and refuses a dropped key’s cookie', async () => {
    const before = await consoleWith(OLD)
    const adding = await consoleWith(`${OLD},${NEW}`)
    const rolling = await consoleWith(`${NEW},${OLD}`)
    const after = await consoleWith(NEW)

    // Signed in before the roll-out: the cookie is sealed with the old key.
    const early = new CookieJar()
    await connectViaConsole(demo(), page(before.origin, early))
    expect(await sessionStatus(before, early)).toBe(200)
    // During it, servers with both keys still open it...
    expect(await sessionStatus(adding, early)).toBe(200)
    expect(await sessionStatus(rolling, early)).toBe(200)
    // First pass: a sign-in on a server that learnt the new key is still sealed with the old one,
    // which the servers not yet given the new key open.
    const meanwhile = new CookieJar()
    await connectViaConsole(demo(), page(adding.origin, meanwhile))
    for (const server of [before, adding, rolling]) expect(await sessionStatus(server, meanwhile)).toBe(200)
    // Second pass: sign-ins on a "new,old" server are sealed with the new key, which the servers
    // of the first pass open, and so do those left with the new key alone.
    const late = new CookieJar()
    await connectViaConsole(demo(), page(rolling.origin, late))
    expect(await sessionStatus(rolling, late)).toBe(200)
    expect(await sessionStatus(adding, late)).toBe(200)
    expect(await sessionStatus(after, late)).toBe(200)
    // Why the first pass: a server with the old key alone refuses it.
    expect(await sessionStatus(before, late)).toBe(401)
    // A cookie only the dropped key sealed is refused as any unknown one is, and cleared.
    const refused = await early.fetch(`${after.origin}/_console/session`)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('set-cookie')).toMatch(/^vc_session=; .*Max-Age=0$/)
  })
})
