// The console's server as a load balancer sees it (service.ts, health.ts): /healthz and /readyz
// without a session and telling no setting; on stop, unready at once, no new connection once
// the load balancer has had time to notice, a request in flight (a write whose body is still
// coming) finished, and what outlives the deadline cut and counted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, type ClientRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectViaConsole } from '../src/api'
import { CONSOLE_REQUEST_HEADER } from '../src/api/console-wire.ts'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createConsoleService, type ConsoleService } from './service.ts'
import { CookieJar, demoCredentials, page, testCloudConfig } from './test-servers.ts'

/** A cap, not a wait: each check passes as soon as it holds, however busy the machine. */
const WAIT = { timeout: 30_000, interval: 20 }

let cloud: RunningCloud
let root: string

beforeAll(async () => {
  cloud = await startHttpCloud({ scenario: 'demo' })
  root = mkdtempSync(join(tmpdir(), 'volume-console-stop-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Volume Console</title>')
})

afterAll(async () => {
  await cloud.close()
  rmSync(root, { recursive: true, force: true })
})

async function started(authUrl = cloud.authUrl): Promise<{ service: ConsoleService; origin: string }> {
  const service = createConsoleService({
    root,
    configs: [testCloudConfig(authUrl)],
    sessionKeys: [Buffer.alloc(32, 4)],
  })
  await new Promise<void>((done) => service.server.listen(0, '127.0.0.1', done))
  return { service, origin: `http://127.0.0.1:${(service.server.address() as AddressInfo).port}` }
}

async function probe(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url)
  return { status: response.status, body: await response.json() }
}

const demo = () => demoCredentials(cloud.authUrl)

/**
 * A signed-in Create Volume through the proxy whose body is sent in two parts: the first now,
 * the rest when the test says. The answer, or the error that ended it.
 */
async function slowCreate(origin: string, name: string) {
  const jar = new CookieJar()
  const client = await connectViaConsole(demo(), page(origin, jar))
  const url = new URL(`${client.services.volume.endpoint}/volumes`.replace('http://', `${origin}/os-proxy/http/`))
  const body = JSON.stringify({ volume: { name, size: 1 } })
  const cookie = [...jar.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
  let req: ClientRequest | undefined
  const answer = new Promise<IncomingMessage | Error>((resolve) => {
    req = request(url, {
      method: 'POST',
      headers: { Cookie: cookie, [CONSOLE_REQUEST_HEADER]: '1', 'Content-Type': 'application/json' },
    })
    req.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response))
    })
    req.on('error', resolve)
    req.write(body.slice(0, 10))
  })
  return { answer, finish: () => req!.end(body.slice(10)) }
}

describe('health and readiness', () => {
  it('answer without a session, name their checks and tell no URL or path', async () => {
    const { service, origin } = await started()
    try {
      expect(await probe(`${origin}/healthz`)).toEqual({ status: 200, body: { status: 'alive' } })
      const ready = await probe(`${origin}/readyz`)
      expect(ready).toEqual({
        status: 200,
        body: { status: 'ready', checks: { build: 'ok', keystone: 'ok', stopping: false } },
      })
      expect(JSON.stringify(ready.body)).not.toMatch(/127\.0\.0\.1|\/tmp|identity/)
      expect((await fetch(`${origin}/readyz`, { method: 'POST' })).status).toBe(405)
    } finally {
      await service.stop({ noticed: Promise.resolve(), deadlineMs: 1_000 })
    }
  })

  it('is unready while Keystone does not answer', async () => {
    const { service, origin } = await started('http://127.0.0.1:9/identity/v3')
    try {
      expect(await probe(`${origin}/readyz`)).toEqual({
        status: 503,
        body: { status: 'unready', checks: { build: 'ok', keystone: 'failing', stopping: false } },
      })
      // Alive all the same: a restart would not bring Keystone back.
      expect((await probe(`${origin}/healthz`)).status).toBe(200)
    } finally {
      await service.stop({ noticed: Promise.resolve(), deadlineMs: 1_000 })
    }
  })
})

describe('stopping', () => {
  it('turns unready, then refuses new connections, and lets the request in flight finish', async () => {
    const { service, origin } = await started()
    const create = await slowCreate(origin, 'made-while-stopping')
    await vi.waitFor(() => expect(service.inFlight()).toBe(1), WAIT)
    let notice = () => {}
    const noticed = new Promise<void>((resolve) => (notice = resolve))
    const stopped = service.stop({ noticed, deadlineMs: 60_000 })
    // The load balancer's next check sees it; until it has had time to notice, requests still come.
    expect(await probe(`${origin}/readyz`)).toEqual({
      status: 503,
      body: { status: 'unready', checks: { build: 'ok', keystone: 'ok', stopping: true } },
    })
    notice()
    await vi.waitFor(() => expect(fetch(`${origin}/healthz`)).rejects.toThrow(), WAIT)
    // The write in flight finishes, and its answer closes its connection.
    create.finish()
    const answer = await create.answer
    expect(answer).not.toBeInstanceOf(Error)
    expect((answer as IncomingMessage).statusCode).toBe(202)
    expect((answer as IncomingMessage).headers.connection).toBe('close')
    expect(await stopped).toEqual({ cut: 0 })
    expect(cloud.cloud.state.volumes.some((volume) => volume.name === 'made-while-stopping')).toBe(true)
  })

  it('cuts what is still in flight at the deadline, and counts it', async () => {
    const { service, origin } = await started()
    const create = await slowCreate(origin, 'never-made')
    await vi.waitFor(() => expect(service.inFlight()).toBe(1), WAIT)
    expect(await service.stop({ noticed: Promise.resolve(), deadlineMs: 50 })).toEqual({ cut: 1 })
    expect(await create.answer).toBeInstanceOf(Error)
    expect(cloud.cloud.state.volumes.some((volume) => volume.name === 'never-made')).toBe(false)
  })
})
