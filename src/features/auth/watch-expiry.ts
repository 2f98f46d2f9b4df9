// Notices the end of a client's token: when a request finds it expired or the cloud refuses it
// (401), or, with no request at all, as soon as the client would treat it as expired.
import type { OpenStackClient } from '../../api'
import { EXPIRY_SKEW_MS } from '../../api/auth-state'

/** setTimeout's longest delay (about 24.8 days); a later end is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1

/** Calls `onExpired` once, at the first sign of the end; returns the function that stops watching. */
export function watchExpiry(client: OpenStackClient, onExpired: () => void, now: () => number = Date.now): () => void {
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const fire = () => {
    if (done) return
    done = true
    onExpired()
  }
  const unsubscribe = client.onExpired(fire)
  const schedule = () => {
    const delay = client.expired ? 0 : client.token.expiresAt.getTime() - EXPIRY_SKEW_MS - now()
    timer = delay > MAX_TIMER_MS ? setTimeout(schedule, MAX_TIMER_MS) : setTimeout(fire, Math.max(delay, 0))
  }
  schedule()
  return () => {
    done = true
    clearTimeout(timer)
    unsubscribe()
  }
}
