// ServiceClient sends a session's first call to a service alone: the calls made while it is out
// go once it has answered (or failed), then together.
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
})
