// ServiceClient sends a session's first call to a service alone: the calls made while it is out
// go once it has answered (or failed), then together. And one service meets the token at a time:
// Nova's first call waits for Cinder's.
import { describe, expect, it } from 'vitest'
import { AuthState } from './auth-state'
import type { FetchLike } from './http'
import { ServiceClient } from './service-client'

/** A fetch whose answers are released by hand, recording which paths were sent. */
function heldFetch() {
  const sent: string[] = []
  const release: Array<(response: Response) => void> = []
  const fetchImpl: FetchLike = (input) => {
    sent.push(new URL(input).pathname)
    return new Promise<Response>((resolve) => release.push(resolve))
  }
  const answer = (index: number, status = 200) =>
    release[index]?.(
      new Response(JSON.stringify({ ok: index }), { status, headers: { 'Content-Type': 'application/json' } }),
    )
  return { fetchImpl, sent, answer }
}

/** A Cinder client over the held fetch. */
function heldCinder() {
  const { fetchImpl, sent, answer } = heldFetch()
  const auth = new AuthState('t', new Date(Date.now() + 3_600_000))
  return { client: new ServiceClient('volume', 'http://cloud/v3/p', '3.70', auth, fetchImpl), sent, answer }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('ServiceClient', () => {
  it('sends the first call alone, and the others together once it has answered', async () => {
    const { client, sent, answer } = heldCinder()
    const calls = ['volumes/detail', 'attachments/detail', 'snapshots/detail'].map((path) => client.json({ path }))
    await tick()
    expect(sent).toEqual(['/v3/p/volumes/detail'])
    answer(0)
    await tick()
    expect(sent).toEqual(['/v3/p/volumes/detail', '/v3/p/attachments/detail', '/v3/p/snapshots/detail'])
    answer(1)
    answer(2)
    expect(await Promise.all(calls)).toEqual([{ ok: 0 }, { ok: 1 }, { ok: 2 }])
    // From then on, calls go at once.
    void client.json({ path: 'types' })
    await tick()
    expect(sent).toHaveLength(4)
  })

  it('lets the others go when the first one fails', async () => {
    const { client, sent, answer } = heldCinder()
    const first = client.json({ path: 'volumes/detail' })
    const second = client.json({ path: 'types' })
    await tick()
    answer(0, 500)
    await expect(first).rejects.toMatchObject({ status: 500 })
    await tick()
    expect(sent).toEqual(['/v3/p/volumes/detail', '/v3/p/types'])
    answer(1)
    expect(await second).toEqual({ ok: 1 })
  })

  it("holds another service's first call until the first service has answered; Keystone's calls go at once", async () => {
    const { fetchImpl, sent, answer } = heldFetch()
    const auth = new AuthState('t', new Date(Date.now() + 3_600_000))
    const cinder = new ServiceClient('volume', 'http://cloud/v3/p', '3.70', auth, fetchImpl)
    const nova = new ServiceClient('compute', 'http://cloud/compute/v2.1', '2.93', auth, fetchImpl)
    const keystone = new ServiceClient('identity', 'http://cloud/identity/v3', null, auth, fetchImpl)
    const list = cinder.json({ path: 'volumes/detail' })
    const names = nova.json({ path: 'servers' })
    const more = nova.json({ path: 'flavors' })
    const roles = keystone.json({ path: 'role_assignments' })
    await tick()
    expect(sent).toEqual(['/v3/p/volumes/detail', '/identity/v3/role_assignments'])
    answer(0)
    await tick()
    // Nova's first call now goes alone in its turn; its second waits for it.
    expect(sent).toEqual(['/v3/p/volumes/detail', '/identity/v3/role_assignments', '/compute/v2.1/servers'])
    void cinder.json({ path: 'attachments/detail' })
    await tick()
    expect(sent).toHaveLength(4)
    answer(2)
    await tick()
    expect(sent).toEqual([
      '/v3/p/volumes/detail',
      '/identity/v3/role_assignments',
      '/compute/v2.1/servers',
      '/v3/p/attachments/detail',
      '/compute/v2.1/flavors',
    ])
    answer(1)
    answer(3)
    answer(4)
    expect(await Promise.all([list, names, more, roles])).toEqual([{ ok: 0 }, { ok: 2 }, { ok: 4 }, { ok: 1 }])
  })
})
