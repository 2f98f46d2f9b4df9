// What the console server's socket tests share: a console server (config, session and proxy
// routes) for a Keystone URL, and a world of the demo cloud's HTTP server as the cloud beside an
// outside server that must never be reached.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll } from 'vitest'
import { startHttpCloud, type RunningCloud } from '../src/mocks/http-server'
import { createConsoleRoutes } from './console-routes.ts'
import { close, listen, type Listening, testCloudConfig } from './test-servers.ts'
import type { SessionKeys } from './session-seal.ts'

export const KEY = Buffer.alloc(32, 7)

/** A console server (config, session and proxy routes) for `authUrl`. */
export async function consoleServer(
  authUrl: string,
  options: { keys?: SessionKeys; now?: () => number } = {},
): Promise<Listening> {
  const routes = createConsoleRoutes(testCloudConfig(authUrl), { sessionKeys: options.keys ?? [KEY], now: options.now })
  return listen(
    createServer((req, res) => {
      if (!routes(req, res)) res.writeHead(404).end('app')
    }),
  )
}

export interface ConsoleWorld {
  cloud: RunningCloud
  outsider: Listening
  /** The headers of every request the outside server saw. */
  outsiderSaw: IncomingHttpHeaders[]
}

/** The demo cloud and the outside server, started before a file's tests and stopped after them. */
export function useConsoleWorld(): ConsoleWorld {
  const world = { outsiderSaw: [] } as unknown as ConsoleWorld
  beforeAll(async () => {
    world.cloud = await startHttpCloud({ port: 0, scenario: 'demo', settings: { transitionMs: 10 } })
    world.outsider = await listen(
      createServer((req, res) => {
        world.outsiderSaw.push(req.headers)
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('outside')
      }),
    )
  })
  afterAll(async () => {
    await world.cloud.close()
    await close(world.outsider.server)
  })
  return world
}
