// What the server's tests share: a cloud configuration for a Keystone URL, and a Node HTTP
// server on a free 127.0.0.1 port that a test closes by itself.
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CloudConfig } from './cloud-config.ts'

export interface Listening {
  server: Server
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

/** `listener` served on a free port of 127.0.0.1. */
export function listen(listener: RequestListener | Server): Promise<Listening> {
  const server = typeof listener === 'function' ? createServer(listener) : listener
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, origin: `http://127.0.0.1:${port}` })
    })
  })
}

/** Closes `server`, its open connections first. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
}
