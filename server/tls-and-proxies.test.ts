// HTTPS, here or at a proxy in front: served over TLS with a certificate and key, the session
// cookie is Secure and HSTS is sent; behind a TLS-terminating proxy the same holds only when the
// proxy is trusted (CONSOLE_TRUSTED_PROXIES), whose X-Forwarded-For then names the client. The
// same headers from anyone else change nothing.
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createLogger } from './request-log.ts'
import { trustedProxiesFrom } from './request-context.ts'
import { createConsoleService, HSTS, type ConsoleService, type ServiceOptions } from './service.ts'
import { makeCertificate } from './test-certificates.ts'
import { demoCredentials, listen, testCloudConfig } from './test-servers.ts'

let cloud: RunningCloud
let scratch: string
let certificate: { cert: Buffer; key: Buffer }
const opened: ConsoleService[] = []
const logged: string[] = []

beforeAll(async () => {
  cloud = await startHttpCloud({ scenario: 'demo' })
  scratch = mkdtempSync(join(tmpdir(), 'vc-tls-'))
  writeFileSync(join(scratch, 'index.html'), '<!doctype html>')
  const files = makeCertificate(scratch, 'console')
  certificate = { cert: readFileSync(files.certFile), key: readFileSync(files.keyFile) }
})

afterAll(async () => {
  for (const service of opened) await service.stop({ noticed: Promise.resolve(), deadlineMs: 1_000 })
  await cloud.close()
  rmSync(scratch, { recursive: true, force: true })
})

async function consoleWith(options: Partial<ServiceOptions>): Promise<string> {
  const service = createConsoleService({
    root: scratch,
    configs: [testCloudConfig(cloud.authUrl)],
    sessionKeys: [Buffer.alloc(32, 4)],
    logger: createLogger({ destination: { write: (line: string) => void logged.push(line) } }),
    ...options,
  })
  const listening = await listen(service.server)
  opened.push(service)
  return options.tls ? listening.origin.replace('http:', 'https:') : listening.origin
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
}

/** A sign-in at `origin` with `headers`, over HTTPS trusting the test's certificate when it is https. */
function signIn(origin: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL('/_console/session', origin)
  const body = JSON.stringify({ credentials: demoCredentials(cloud.authUrl) })
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((done, fail) => {
    const call = send(
      url,
      {
        method: 'POST',
        ca: certificate.cert,
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1', ...headers },
      },
      (res) => {
        res.resume()
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }))
      },
    )
    call.on('error', fail)
    call.end(body)
  })
}

const sessionCookie = (answer: Answer) => answer.headers['set-cookie']?.find((line) => line.startsWith('vc_session='))
const lineOf = (answer: Answer) =>
  logged
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.req_id === answer.headers['x-request-id'])

describe('HTTPS', () => {
  it('served here: a Secure cookie and HSTS', async () => {
    const origin = await consoleWith({ tls: certificate })
    const answer = await signIn(origin)
    expect(answer.status).toBe(201)
    expect(sessionCookie(answer)).toMatch(/; Secure(;|$)/)
    expect(answer.headers['strict-transport-security']).toBe(HSTS)
  })

  it('at a trusted proxy: believed, and X-Forwarded-For names the client', async () => {
    const origin = await consoleWith({ trustedProxies: trustedProxiesFrom('10.9.9.9, 127.0.0.0/8') })
    const answer = await signIn(origin, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7, 10.9.9.9' })
    expect(answer.status).toBe(201)
    expect(sessionCookie(answer)).toMatch(/; Secure(;|$)/)
    expect(answer.headers['strict-transport-security']).toBe(HSTS)
    expect(lineOf(answer)).toMatchObject({ client: '203.0.113.7', status: 201 })
  })

  it('claimed by anyone else: not believed', async () => {
    for (const trusted of ['', '10.0.0.0/8']) {
      const origin = await consoleWith({ trustedProxies: trustedProxiesFrom(trusted) })
      const answer = await signIn(origin, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' })
      expect(answer.status).toBe(201)
      expect(sessionCookie(answer)).not.toMatch(/Secure/)
      expect(answer.headers['strict-transport-security']).toBeUndefined()
      expect(lineOf(answer)).toMatchObject({ client: '127.0.0.1' })
    }
  })
})

describe('trusted proxies', () => {
  it('match addresses and CIDR blocks of both families, IPv4 clients of a dual-stack socket too', () => {
    const trusted = trustedProxiesFrom('192.0.2.10 10.0.0.0/8,2001:db8::/32')
    for (const address of ['192.0.2.10', '10.1.2.3', '::ffff:10.1.2.3', '2001:db8::1'])
      expect(trusted.has(address), address).toBe(true)
    for (const address of ['192.0.2.11', '11.0.0.1', '2001:db9::1', '', undefined])
      expect(trusted.has(address), String(address)).toBe(false)
  })
})
