// What the server's tests share: a cloud configuration for a Keystone URL, a Node HTTP server
// on a free 127.0.0.1 port that a test closes by itself, and a browser's cookie jar.
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo, Server as NetServer } from 'node:net'
import type { FetchLike } from '../src/api/http'
import { viaProxy } from '../src/api/proxy'
import type { CloudConfig } from './cloud-config.ts'

export interface Listening {
  /** An HTTP server, or the console's with TLS (node:http2's; close it with its service's stop). */
  server: NetServer
  origin: string
}

/** The console's one cloud, as `cloud-config.ts` reads it, signing in at `authUrl`. */
export function testCloudConfig(authUrl: string): CloudConfig {
  return {
    authUrl,
    username: 'demo',
    password: null,
    projectName: 'demo',
    userDomainName: 'Default',
    projectDomainName: 'Default',
    region: '',
    interface: 'public',
    source: 'test',
  }
}

/** The demo cloud's member user of project demo, as Sign In sends it, at `authUrl`. */
export function demoCredentials(authUrl: string) {
  return {
    authUrl,
    username: 'demo',
    password: 'demo',
    projectName: 'demo',
    userDomainName: 'Default',
    projectDomainName: 'Default',
  }
}

/** `listener` served on a free port of 127.0.0.1. */
export function listen(listener: RequestListener | NetServer): Promise<Listening> {
  const server = typeof listener === 'function' ? createServer(listener) : listener
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, origin: `http://127.0.0.1:${port}` })
    })
  })
}

/** Closes an HTTP `server`, its open connections first. */
export function close(server: NetServer): Promise<void> {
  return new Promise((resolve) => {
    ;(server as Partial<Server>).closeAllConnections?.()
    server.close(() => resolve())
  })
}

/** The browser's cookies for the console's origin: what Set-Cookie said, sent back as Cookie. */
export class CookieJar {
  cookies = new Map<string, string>()
  /** Every Set-Cookie seen, as sent. */
  seen: string[] = []
  fetch: FetchLike = async (input, init) => {
    const headers = new Headers(init?.headers)
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      this.seen.push(line)
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const [name = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0') || value === '') this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(name.length + 1))
    }
    return response
  }
}

/** The page's way in: session calls to `origin`, service calls through its proxy, one jar. */
export function page(origin: string, jar: CookieJar) {
  return {
    sessionUrl: `${origin}/_console/session`,
    sessionFetch: jar.fetch,
    fetch: viaProxy(`${origin}/os-proxy`, jar.fetch),
  }
}
