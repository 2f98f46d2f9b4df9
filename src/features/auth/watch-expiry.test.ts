import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../api'
import { EXPIRY_SKEW_MS } from '../../api/auth-state'
import { OpenStackError } from '../../api/errors'
import { watchExpiry } from './watch-expiry'

/** Just what watchExpiry reads of a client, with a way to end its token from outside. */
function fakeClient(expiresAt: number) {
  const listeners = new Set<(error: OpenStackError) => void>()
  const client = {
    token: { expiresAt: new Date(expiresAt) },
    expired: false,
    onExpired(listener: (error: OpenStackError) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const reject = () => {
    const error = new OpenStackError({ kind: 'expired', status: 401, fault: 'Unauthorized', message: 'expired' })
    for (const listener of listeners) listener(error)
  }
  return { client: client as unknown as OpenStackClient, reject, listeners }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.UTC(2026, 0, 1))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('watchExpiry', () => {
  it('tells as soon as the client treats the token as expired, with no request needed', () => {
    const { client } = fakeClient(Date.now() + 60_000)
    const onExpired = vi.fn()
    watchExpiry(client, onExpired)

    vi.advanceTimersByTime(60_000 - EXPIRY_SKEW_MS - 1)
    expect(onExpired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onExpired).toHaveBeenCalledTimes(1)
  })

  it('tells when the cloud refuses the token first, and only once', () => {
    const { client, reject } = fakeClient(Date.now() + 3_600_000)
    const onExpired = vi.fn()
    watchExpiry(client, onExpired)

    reject()
    reject()
    vi.advanceTimersByTime(3_600_000)
    expect(onExpired).toHaveBeenCalledTimes(1)
  })

  it('waits for a token that lasts longer than a timer can', () => {
    const days40 = 40 * 24 * 3_600_000
    const { client } = fakeClient(Date.now() + days40)
    const onExpired = vi.fn()
    watchExpiry(client, onExpired)

    vi.advanceTimersByTime(2 ** 31)
    expect(onExpired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(days40 - 2 ** 31)
    expect(onExpired).toHaveBeenCalledTimes(1)
  })

  it('stops watching when told to', () => {
    const { client, reject, listeners } = fakeClient(Date.now() + 60_000)
    const onExpired = vi.fn()
    const stop = watchExpiry(client, onExpired)

    stop()
    reject()
    vi.advanceTimersByTime(60_000)
    expect(onExpired).not.toHaveBeenCalled()
    expect(listeners.size).toBe(0)
  })
})
