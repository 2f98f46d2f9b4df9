// The console's own routes: the Sign In defaults the browser gets, and the proxy switch.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { CloudConfig } from './cloud-config.ts'
import { createConsoleRoutes } from './console-routes.ts'

const config: CloudConfig = {
  authUrl: 'http://127.0.0.1:9/v3',
  username: 'alice',
  password: 'not-for-browsers',
  projectName: 'research',
  userDomainName: 'Users',
  projectDomainName: 'Projects',
  region: 'RegionTwo',
  interface: 'internal',
  source: 'OS_* environment',
}

let server: Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(cloud: CloudConfig | null): Promise<string> {
  const routes = createConsoleRoutes(cloud)
  server = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end('app')
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('console routes', () => {
  it('give the browser the Sign In defaults and the proxy, never the password', async () => {
    const origin = await serve(config)
    const answer = await fetch(`${origin}/_console/config.json`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    const etag = answer.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    const again = await fetch(`${origin}/_console/config.json`, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const text = await answer.text()
    expect(text).not.toContain('not-for-browsers')
    expect(JSON.parse(text)).toEqual({
      proxy: '/os-proxy',
      session: '/_console/session',
      cloud: {
        authUrl: 'http://127.0.0.1:9/v3',
        username: 'alice',
        projectName: 'research',
        userDomainName: 'Users',
        projectDomainName: 'Projects',
        region: 'RegionTwo',
        interface: 'internal',
        authType: 'password',
      },
      source: 'OS_* environment',
    })
  })

  it('without a configured cloud, say so: no proxy, and the proxy path answers 503', async () => {
    const origin = await serve(null)
    const body = (await (await fetch(`${origin}/_console/config.json`)).json()) as { proxy: unknown; source: unknown }
    expect(body.proxy).toBeNull()
    expect(body.source).toBeNull()
    const proxied = await fetch(`${origin}/os-proxy/http/127.0.0.1:9/v3/auth/tokens`)
    expect(proxied.status).toBe(503)
    expect(((await proxied.json()) as { error: { message: string } }).error.message).toContain('OS_CLOUD')
    expect(await (await fetch(`${origin}/volumes`)).text()).toBe('app')
  })
})
