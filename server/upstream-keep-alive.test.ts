// The console server's kept-alive connections to the cloud are closed by the server itself
// before the cloud closes them: the cloud's `Keep-Alive: timeout=N` (Node, Apache send it) is
// applied, so no forwarded call goes out on a connection the cloud is closing, which would end
// in ECONNRESET and a 502 for the page.
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { callUpstream } from './upstream.ts'
import { close } from './test-servers.ts'

/** A cap, not a wait: the check passes as soon as the connection has closed. */
const WAIT = { timeout: 30_000, interval: 20 }

let cloud: Server
let origin: string
/** Each connection the cloud took, and whether its client ended it (a FIN came in before it closed). */
const connections: { clientEnded: boolean; closed: boolean }[] = []

beforeAll(async () => {
  cloud = createServer((_req, res) => res.end('{}'))
  // Node answers `Keep-Alive: timeout=2` and closes a connection idle 2 s.
  cloud.keepAliveTimeout = 2_000
  cloud.on('connection', (socket: Socket) => {
    const seen = { clientEnded: false, closed: false }
    connections.push(seen)
    socket.on('end', () => (seen.clientEnded = true))
    socket.on('close', () => (seen.closed = true))
  })
  await new Promise<void>((resolve) => cloud.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(cloud.address() as AddressInfo).port}`
})

afterAll(() => close(cloud))

describe('kept-alive connections to the cloud', () => {
  it('are closed by the console before the cloud’s Keep-Alive timeout ends them', async () => {
    const answer = await callUpstream(new URL(`${origin}/v3`), { timeoutMs: 5_000 })
    expect(answer.headers['keep-alive']).toBe('timeout=2')
    expect(connections).toHaveLength(1)
    await vi.waitFor(() => expect(connections[0]?.closed).toBe(true), WAIT)
    // The console's side ended it (at 1 s: the hint less Node's 1 s margin), not the cloud's timeout.
    expect(connections[0]?.clientEnded).toBe(true)
  })
})
