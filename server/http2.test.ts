// The console's server with a certificate speaks HTTP/2 (ALPN h2) as a browser meets it: the
// app's files, sign-in and the API proxy on one connection, many answers side by side; clients
// without HTTP/2 still get HTTP/1.1. On stop, an HTTP/2 connection is told to go away (GOAWAY):
// what is under way on it finishes, nothing new starts on it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2'
import { Agent, request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TLSSocket } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createLogger } from './request-log.ts'
import { createConsoleService, HSTS, type ConsoleService } from './service.ts'
import { makeCertificate } from './test-certificates.ts'
import { demoCredentials, testCloudConfig } from './test-servers.ts'

/** A cap, not a wait: each check passes as soon as it holds, however busy the machine. */
const WAIT = { timeout: 30_000, interval: 20 }
const CHOICE = 'university'

let cloud: RunningCloud
let root: string
let certificate: { cert: Buffer; key: Buffer }
const logged: Record<string, unknown>[] = []

beforeAll(async () => {
  cloud = await startHttpCloud({ scenario: 'demo' })
  root = mkdtempSync(join(tmpdir(), 'vc-http2-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Volume Console</title>')
  for (let n = 0; n < 24; n += 1) writeFileSync(join(root, 'assets', `chunk-${n}.js`), `export const n = ${n}\n`)
  const files = makeCertificate(root, 'console')
  certificate = { cert: readFileSync(files.certFile), key: readFileSync(files.keyFile) }
})

afterAll(async () => {
  await cloud.close()
  rmSync(root, { recursive: true, force: true })
})

async function started(): Promise<{ service: ConsoleService; origin: string }> {
  const service = createConsoleService({
    root,
    configs: [
      {
        ...testCloudConfig(cloud.authUrl),
        websso: [{ id: CHOICE, label: 'University', protocol: 'openid', identityProvider: 'university' }],
      },
    ],
    sessionKeys: [Buffer.alloc(32, 5)],
    tls: certificate,
    logger: createLogger({ destination: { write: (line: string) => void logged.push(JSON.parse(line)) } }),
  })
  await new Promise<void>((done) => service.server.listen(0, '127.0.0.1', done))
  return { service, origin: `https://127.0.0.1:${(service.server.address() as AddressInfo).port}` }
}

const stopNow = (service: ConsoleService) => service.stop({ noticed: Promise.resolve(), deadlineMs: 1_000 })

function session(origin: string): ClientHttp2Session {
  const opened = connect(origin, { ca: certificate.cert })
  opened.on('error', () => undefined)
  return opened
}

interface Answer {
  headers: IncomingHttpHeaders
  body: string
}

/** One request on `client`; its body, if any, sent whole unless `hold` keeps the rest for later. */
function ask(
  client: ClientHttp2Session,
  headers: Record<string, string>,
  body?: string,
  hold?: (finish: () => void) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = client.request(headers)
    const chunks: Buffer[] = []
    let answered: IncomingHttpHeaders = {}
    stream.on('response', (headersOf) => (answered = headersOf))
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', reject)
    // A stream that closes without an answer is what a browser reports as a network error.
    stream.on('close', () =>
      answered[':status'] === undefined
        ? reject(new Error(`no answer (stream closed, code ${stream.rstCode})`))
        : resolve({ headers: answered, body: Buffer.concat(chunks).toString() }),
    )
    stream.resume()
    if (body === undefined) stream.end()
    else if (hold) {
      stream.write(body.slice(0, 10))
      hold(() => stream.end(body.slice(10)))
    } else stream.end(body)
  })
}

/** Signs in on `client` as the demo member; the session cookie and the volume API's path. */
async function signIn(client: ClientHttp2Session): Promise<{ cookie: string; volumes: string }> {
  const answer = await ask(
    client,
    {
      ':method': 'POST',
      ':path': '/_console/session',
      'content-type': 'application/json',
      'x-console-request': '1',
    },
    JSON.stringify({ credentials: demoCredentials(cloud.authUrl) }),
  )
  expect(answer.headers[':status']).toBe(201)
  const cookies = answer.headers['set-cookie'] ?? []
  const line = cookies.find((text) => text.startsWith('vc_session=')) ?? ''
  expect(line).toMatch(/; Secure(;|$)/)
  const session = JSON.parse(answer.body) as { token: { catalog: { type: string; endpoints: { url: string }[] }[] } }
  const volume = session.token.catalog.find((service) => service.type === 'volumev3')?.endpoints[0]?.url ?? ''
  return { cookie: line.split(';')[0] ?? '', volumes: `/os-proxy/http/${volume.replace('http://', '')}/volumes` }
}

describe('HTTP/2 over TLS', () => {
  it('serves the app, signs in and passes API calls on one connection, many answers side by side', async () => {
    const { service, origin } = await started()
    const client = session(origin)
    try {
      const page = await ask(client, { ':path': '/' })
      expect((client.socket as TLSSocket).alpnProtocol).toBe('h2')
      expect(page.headers[':status']).toBe(200)
      expect(page.body).toContain('<title>Volume Console</title>')
      expect(page.headers['strict-transport-security']).toBe(HSTS)
      // The first visit's chunks, all asked for at once on the same connection.
      const chunks = await Promise.all(
        Array.from({ length: 24 }, (_, n) => ask(client, { ':path': `/assets/chunk-${n}.js` })),
      )
      expect(chunks.map((chunk) => chunk.headers[':status'])).toEqual(Array(24).fill(200))
      expect(chunks.map((chunk) => chunk.body)).toEqual(Array.from({ length: 24 }, (_, n) => `export const n = ${n}\n`))

      const { cookie, volumes } = await signIn(client)
      const list = await ask(client, { ':path': volumes, cookie, 'x-console-request': '1' })
      expect(list.headers[':status']).toBe(200)
      const names = (JSON.parse(list.body) as { volumes: { name: string }[] }).volumes.map((volume) => volume.name)
      expect(names.length).toBeGreaterThan(0)
      // Each answer's own bytes are counted and logged, not its connection's.
      const line = logged.find((entry) => entry.req_id === list.headers['x-request-id'])
      expect(line).toMatchObject({ status: 200, bytes: Buffer.byteLength(list.body) })
    } finally {
      client.close()
      await stopNow(service)
    }
  })

  it('sends single sign-on back to the host the browser asked for (:authority, no Host)', async () => {
    const { service, origin } = await started()
    const client = session(origin)
    try {
      const start = await ask(client, {
        ':path': `/_console/websso/start?choice=${CHOICE}`,
        'sec-fetch-site': 'same-origin',
      })
      expect(start.headers[':status']).toBe(303)
      const location = new URL(String(start.headers.location))
      expect(location.searchParams.get('origin')).toBe(`${origin}/_console/websso`)
    } finally {
      client.close()
      await stopNow(service)
    }
  })

  it('answers HTTP/1.1 to a client without HTTP/2', async () => {
    const { service, origin } = await started()
    try {
      const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
        const call = httpsRequest(`${origin}/healthz`, { ca: certificate.cert, agent: false }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }))
        })
        call.on('error', reject)
        call.end()
      })
      expect(answer).toEqual({ status: 200, version: '1.1' })
    } finally {
      await stopNow(service)
    }
  })
})

describe('stopping with HTTP/2', () => {
  it('tells the connection to go away, lets the write under way finish, and takes nothing new on it', async () => {
    const { service, origin } = await started()
    const client = session(origin)
    const away = new Promise<void>((resolve) => client.once('goaway', () => resolve()))
    const { cookie, volumes } = await signIn(client)
    let finish = () => {}
    const create = ask(
      client,
      { ':method': 'POST', ':path': volumes, cookie, 'x-console-request': '1', 'content-type': 'application/json' },
      JSON.stringify({ volume: { name: 'made-while-stopping-h2', size: 1 } }),
      (rest) => (finish = rest),
    )
    await vi.waitFor(() => expect(service.inFlight()).toBe(1), WAIT)
    let notice = () => {}
    const stopped = service.stop({ noticed: new Promise<void>((resolve) => (notice = resolve)), deadlineMs: 60_000 })
    const ready = await ask(client, { ':path': '/readyz' })
    expect(ready.headers[':status']).toBe(503)
    notice()
    await away
    await expect(ask(client, { ':path': '/healthz' })).rejects.toThrow()
    finish()
    expect((await create).headers[':status']).toBe(202)
    expect(await stopped).toEqual({ cut: 0 })
    expect(cloud.cloud.state.volumes.some((volume) => volume.name === 'made-while-stopping-h2')).toBe(true)
  })

  it('ends an idle HTTP/1.1 connection, and stops without waiting for its client', async () => {
    const { service, origin } = await started()
    const agent = new Agent({ keepAlive: true, ca: certificate.cert })
    let closed = () => {}
    const ended = new Promise<void>((resolve) => (closed = resolve))
    await new Promise<void>((resolve, reject) => {
      const call = httpsRequest(`${origin}/healthz`, { agent }, (res) => {
        res.socket.once('close', closed)
        res.resume()
        res.on('end', resolve)
      })
      call.on('error', reject)
      call.end()
    })
    // The kept-alive connection is idle now: the stop ends it rather than waiting for the client.
    expect(await service.stop({ noticed: Promise.resolve(), deadlineMs: 120_000 })).toEqual({ cut: 0 })
    await ended
    agent.destroy()
  })

  it('cuts what is still under way at the deadline, and counts it', async () => {
    const { service, origin } = await started()
    const client = session(origin)
    const { cookie, volumes } = await signIn(client)
    const create = ask(
      client,
      { ':method': 'POST', ':path': volumes, cookie, 'x-console-request': '1', 'content-type': 'application/json' },
      JSON.stringify({ volume: { name: 'never-made-h2', size: 1 } }),
      () => undefined,
    )
    await vi.waitFor(() => expect(service.inFlight()).toBe(1), WAIT)
    expect(await service.stop({ noticed: Promise.resolve(), deadlineMs: 50 })).toEqual({ cut: 1 })
    await expect(create).rejects.toThrow()
    expect(cloud.cloud.state.volumes.some((volume) => volume.name === 'never-made-h2')).toBe(false)
  })
})
