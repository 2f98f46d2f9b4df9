// What an operator sees of the console's server: /metrics (Prometheus' text) counting sign-ins,
// refusals, sessions, cookie refusals and proxied calls, behind its token; and the JSON log, one
// line per request with its id, the cloud's request id, the user and project, and no secret.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectViaConsole, type OpenStackClient } from '../src/api'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createLogger } from './request-log.ts'
import { createConsoleService, type ConsoleService } from './service.ts'
import { close, CookieJar, demoCredentials, listen, type Listening, page, testCloudConfig } from './test-servers.ts'

const METRICS_TOKEN = 'metrics-token-never-logged-0123'
const WRONG_PASSWORD = 'wrong-password-never-logged'

let cloud: RunningCloud
let service: ConsoleService
let front: Listening
let root: string
const logged: string[] = []

beforeAll(async () => {
  cloud = await startHttpCloud({ scenario: 'demo' })
  root = mkdtempSync(join(tmpdir(), 'vc-observed-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>console</title>')
  service = createConsoleService({
    root,
    configs: [testCloudConfig(cloud.authUrl)],
    sessionKeys: [Buffer.alloc(32, 7)],
    metricsToken: METRICS_TOKEN,
    logger: createLogger({ destination: { write: (line: string) => void logged.push(line) } }),
  })
  front = await listen(service.server)
})

afterAll(async () => {
  await close(front.server)
  await cloud.close()
  rmSync(root, { recursive: true, force: true })
})

/** The value of one sample of the metrics text ("name{labels} value"), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

async function metricsText(): Promise<string> {
  const answer = await fetch(`${front.origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toContain('text/plain')
  return answer.text()
}

const lines = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the metrics', () => {
  it('are refused without the token, and not served at all on a server without one', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${METRICS_TOKEN}`]) {
      const answer = await fetch(`${front.origin}/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      })
      expect(answer.status, authorization).toBe(401)
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    }
    const bare = createConsoleService({ root, configs: [], sessionKeys: [Buffer.alloc(32, 7)] })
    const open = await listen(bare.server)
    const admin = await listen(bare.metricsServer())
    try {
      expect((await fetch(`${open.origin}/metrics`)).status).toBe(404)
      // The admin address (CONSOLE_METRICS_LISTEN) needs no token and serves nothing else.
      const answer = await fetch(`${admin.origin}/metrics`)
      expect(answer.status).toBe(200)
      expect(await answer.text()).toContain('console_nodejs_eventloop_lag_seconds')
      expect((await fetch(`${admin.origin}/_console/session`)).status).toBe(404)
    } finally {
      await close(open.server)
      await close(admin.server)
    }
  })

  it('count a sign-in, a refusal, a proxied call, a refused cookie and a sign-out', async () => {
    const before = await metricsText()
    const refused = await fetch(`${front.origin}/_console/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
      body: JSON.stringify({ credentials: { ...demoCredentials(cloud.authUrl), password: WRONG_PASSWORD } }),
    })
    expect(refused.status).toBe(401)
    const jar = new CookieJar()
    const client: OpenStackClient = await connectViaConsole(demoCredentials(cloud.authUrl), page(front.origin, jar))
    expect((await client.cinder.listVolumes({ limit: 2 })).volumes.length).toBeGreaterThan(0)
    const tampered = await fetch(`${front.origin}/_console/session`, {
      headers: { Cookie: 'vc_session=v1.not-sealed' },
    })
    expect(tampered.status).toBe(401)
    const signedOut = await jar.fetch(`${front.origin}/_console/session`, {
      method: 'DELETE',
      headers: { 'X-Console-Request': '1' },
    })
    expect(signedOut.status).toBe(204)

    const after = await metricsText()
    const grew = (series: string) => sample(after, series) - sample(before, series)
    expect(grew('console_sign_ins_total{outcome="refused"}')).toBe(1)
    expect(grew('console_sign_ins_total{outcome="accepted"}')).toBe(1)
    expect(grew('console_sessions_opened_total{method="password"}')).toBe(1)
    expect(grew('console_sessions_ended_total{reason="signed-out"}')).toBe(1)
    expect(
      grew('console_session_cookie_refusals_total{reason="malformed"}') +
        grew('console_session_cookie_refusals_total{reason="tampered"}'),
    ).toBe(1)
    expect(grew('console_cloud_requests_total{service="block-storage",status="200"}')).toBeGreaterThanOrEqual(1)
    expect(grew('console_cloud_request_duration_seconds_count{service="block-storage"}')).toBeGreaterThanOrEqual(1)
    expect(grew('console_http_requests_total{route="proxy",method="GET",status="200"}')).toBeGreaterThanOrEqual(1)
    expect(grew('console_http_requests_total{route="session",method="POST",status="401"}')).toBe(1)
    expect(grew('console_http_response_bytes_total{route="proxy"}')).toBeGreaterThan(0)
  })
})

describe('the log', () => {
  it('has a line per request with its id, the cloud’s request id, the user and project, and no secret', async () => {
    const jar = new CookieJar()
    const client = await connectViaConsole(demoCredentials(cloud.authUrl), page(front.origin, jar))
    const signIn = lines().findLast((line) => line.route === 'session' && line.status === 201)
    expect(signIn).toMatchObject({ level: 'info', msg: 'request', method: 'POST', sign_in: 'accepted' })
    expect(signIn?.user_id).toEqual(expect.any(String))
    expect(signIn?.project_id).toEqual(expect.any(String))

    // A proxied call, with a token and secrets where a careless log would keep them.
    const url = `${front.origin}/os-proxy/http/${new URL(cloud.authUrl).host}/volume/v3/${String(signIn?.project_id)}/volumes?X-Auth-Token=query-token-never-logged`
    const answer = await jar.fetch(url, { headers: { 'X-Auth-Token': 'header-token-never-logged' } })
    expect(answer.status).toBe(200)
    const requestId = answer.headers.get('x-request-id')
    const line = lines().find((candidate) => candidate.req_id === requestId)
    expect(line).toMatchObject({
      method: 'GET',
      route: 'proxy',
      status: 200,
      user_id: signIn?.user_id,
      project_id: signIn?.project_id,
      cloud: { service: 'block-storage', status: 200, request_id: answer.headers.get('x-openstack-request-id') },
    })
    expect(line?.path).toBe(new URL(url).pathname)
    expect(line?.ms).toEqual(expect.any(Number))
    expect(line?.bytes).toBeGreaterThan(0)
    await client.cinder.listVolumes({ limit: 1 })

    const text = logged.join('')
    const cookie = jar.cookies.get('vc_session') ?? ''
    expect(cookie.length).toBeGreaterThan(20)
    for (const secret of [
      cookie,
      METRICS_TOKEN,
      WRONG_PASSWORD,
      'query-token-never-logged',
      'header-token-never-logged',
    ])
      expect(text).not.toContain(secret)
    expect(text).not.toMatch(/"(password|x-auth-token|x-subject-token|cookie|authorization)":/i)
  })

  it('logs a request whose client left before its answer as 499, cut, and counts it so', async () => {
    // A Keystone that takes the sign-in and never answers.
    let arrived: () => void = () => undefined
    const reached = new Promise<void>((resolve) => (arrived = resolve))
    const silent = await listen(() => arrived())
    const waiting = createConsoleService({
      root,
      configs: [testCloudConfig(`${silent.origin}/v3`)],
      sessionKeys: [Buffer.alloc(32, 7)],
      logger: createLogger({ destination: { write: (line: string) => void logged.push(line) } }),
    })
    const door = await listen(waiting.server)
    try {
      const leaving = new AbortController()
      const call = fetch(`${door.origin}/_console/session`, {
        method: 'POST',
        signal: leaving.signal,
        headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
        body: JSON.stringify({ credentials: demoCredentials(`${silent.origin}/v3`) }),
      })
      await reached
      leaving.abort()
      await expect(call).rejects.toThrow()
      await expect
        .poll(() => lines().find((line) => line.route === 'session' && line.status === 499), { timeout: 15_000 })
        .toMatchObject({ method: 'POST', cut: true, bytes: 0 })
      const text = await waiting.metrics.registry.metrics()
      expect(sample(text, 'console_http_requests_total{route="session",method="POST",status="499"}')).toBe(1)
    } finally {
      await close(door.server)
      await close(silent.server)
    }
  })
})
