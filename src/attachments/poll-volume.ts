// Following one volume until something is true of it. Nova's attach and detach are asynchronous,
// and Cinder refuses a reservation or begin_detaching while another one is in flight (R1, and the
// state machine, in docs/rules.md), so every step of a sequence waits for the volume to settle.
import type { OpenStackClient, Volume } from '../api'
import { isOpenStackError } from '../api'
import { tr } from '../i18n/tr'
import type { Failure } from '../queries/outcome'
import { failureOf } from '../queries/outcome'
import { volumeIs } from '../rules/statuses'

export interface PollSettings {
  intervalMs: number
  timeoutMs: number
}

export const POLL_SETTINGS: PollSettings = { intervalMs: 1000, timeoutMs: 60_000 }

export type PollResult<T> = { done: true; value: T } | { done: false; volume?: Volume; error?: unknown }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Reads the volume at once, then every interval, until `check` returns a value or the time is up.
 * A failed read is retried (one lost answer must not fail an attach), except a 404.
 */
export async function pollVolume<T>(
  client: OpenStackClient,
  volumeId: string,
  check: (volume: Volume) => T | undefined | Promise<T | undefined>,
  settings: PollSettings = POLL_SETTINGS,
): Promise<PollResult<T>> {
  const deadline = Date.now() + settings.timeoutMs
  let volume: Volume | undefined
  let error: unknown
  for (;;) {
    try {
      volume = await client.cinder.getVolume(volumeId)
      error = undefined
      const value = await check(volume)
      if (value !== undefined) return { done: true, value }
    } catch (cause) {
      error = cause
      if (isOpenStackError(cause) && cause.status === 404) return { done: false, volume, error }
    }
    if (Date.now() >= deadline) return { done: false, volume, error }
    await sleep(settings.intervalMs)
  }
}

export function settled(volume: Volume): Volume | undefined {
  return volumeIs('attachInFlight', volume.status) ? undefined : volume
}

/**
 * The volume once no attach or detach of it is in flight, or why not: the read failed, or it
 * stayed busy until the time was up (`stayed` words that, given the status shown and the seconds).
 */
export async function whenSettled(
  client: OpenStackClient,
  volumeId: string,
  settings: PollSettings,
  stayed: (values: { status: string; seconds: number }) => string,
): Promise<{ ok: true; volume: Volume } | Failure> {
  const ready = await pollVolume(client, volumeId, settled, settings)
  if (ready.done) return { ok: true, volume: ready.value }
  if (ready.error) return failureOf(ready.error)
  const status = ready.volume ? tr(ready.volume.status, { ns: 'status' }) : tr('busy')
  return { ok: false, message: stayed({ status, seconds: seconds(settings.timeoutMs) }) }
}

export function seconds(ms: number): number {
  return Math.ceil(ms / 1000)
}
