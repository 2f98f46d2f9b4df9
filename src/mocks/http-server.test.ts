// The demo cloud over real HTTP on loopback: the API module over real sockets, the headers a
// browser on another origin needs, and the /_demo control endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../api'
import type { RunningCloud } from './http-server'
import { startHttpCloud } from './http-server'

let running: RunningCloud

beforeAll(async () => {
  running = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 0 } })
})
afterAll(() => running.close())

describe('HTTP transport', () => {
  it('serves the API module over real HTTP with a catalog that points at itself', async () => {
    const client = await connect({ authUrl: running.authUrl, username: 'demo', password: 'demo', projectName: 'demo' })
    expect(client.services.volume.endpoint.startsWith(`${running.origin}/volume/v3/`)).toBe(true)
    const page = await client.cinder.listVolumes({ limit: 3, withCount: true })
    expect(page.volumes).toHaveLength(3)
    expect(page.count).toBeGreaterThan(3)
    const created = await client.cinder.createVolume({ size: 1, name: 'over-http', volume_type: 'multiattach' })
    expect(created.status).toBe('creating')
    expect((await client.cinder.getVolume(created.id)).status).toBe('available')
  })

  it('answers a CORS preflight and exposes the OpenStack headers', async () => {
    const preflight = await fetch(`${running.origin}/identity/v3/auth/tokens`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    const answer = await fetch(`${running.origin}/volume/`, { headers: { Origin: 'http://127.0.0.1:4173' } })
    expect(answer.status).toBe(300)
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Subject-Token')
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-openstack-request-id')
  })

  it("answers unknown paths with the router's HTML 404 and a bad token with 401 and WWW-Authenticate", async () => {
    const unknown = await fetch(`${running.origin}/volume/v2/`)
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-type')).toContain('text/html')
    const bad = await fetch(`${running.origin}/compute/v2.1/servers`, { headers: { 'X-Auth-Token': 'nope' } })
    expect(bad.status).toBe(401)
    expect(bad.headers.get('www-authenticate')).toBe(`Keystone uri="${running.origin}/identity/v3"`)
    expect(await bad.json()).toEqual({
      error: { code: 401, title: 'Unauthorized', message: 'The request you have made requires authentication.' },
    })
  })

  it('changes settings and resets the scenario through /_demo', async () => {
    const client = await connect({ authUrl: running.authUrl, username: 'demo', password: 'demo', projectName: 'demo' })
    const put = await fetch(`${running.origin}/_demo/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ settings: { attachModeExtension: false, backupService: false } }),
    })
    expect(put.status).toBe(200)
    expect(((await put.json()) as { settings: { backupService?: boolean } }).settings.backupService).toBe(false)
    const after = await connect({ authUrl: running.authUrl, username: 'demo', password: 'demo', projectName: 'demo' })
    expect(after.feature('attachModeExtension').available).toBe(false)
    await client.cinder.createVolume({ size: 1, name: 'to-be-reset' })
    expect((await client.cinder.listVolumes({ filters: { name: 'to-be-reset' } })).volumes).toHaveLength(1)
    const reset = await fetch(`${running.origin}/_demo/reset`, { method: 'POST' })
    expect(reset.status).toBe(200)
    expect((await client.cinder.listVolumes({ filters: { name: 'to-be-reset' } })).volumes).toHaveLength(0)
    running.cloud.settings.attachModeExtension = true
  })

  it('drops the connection for an injected drop, after doing the work', async () => {
    const client = await connect({ authUrl: running.authUrl, username: 'demo', password: 'demo', projectName: 'demo' })
    running.cloud.settings.faults = [{ kind: 'drop', rate: 1, methods: ['POST'], path: '/volumes' }]
    const error = await client.cinder.createVolume({ size: 1, name: 'dropped' }).catch((e: unknown) => e)
    running.cloud.settings.faults = []
    expect(error).toMatchObject({ kind: 'network', status: 0 })
    // The write happened although its answer was lost: a client must not blindly retry it.
    expect((await client.cinder.listVolumes({ filters: { name: 'dropped' } })).volumes).toHaveLength(1)
  })
})
