// TanStack Query's timers (retry back-off, refetch intervals, stale and gc times) on the demo
// cloud's ManualClock: a test moves time by hand, the timers due by then fire in order, and the
// cloud's transitions see the same time. Everything else (React, MUI, msw) keeps real timers.
import { timeoutManager, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query'
import { afterAll } from 'vitest'
import type { ManualClock } from './demo-cloud'

interface Timer {
  at: number
  /** Set for an interval: fires again this long after each run. */
  every?: number
  callback: TimeoutCallback
}

/** The global timers, as TanStack Query's own default provider uses them. */
const REAL_TIMERS: TimeoutProvider<ReturnType<typeof setTimeout>> = {
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id),
}

export class QueryTimers implements TimeoutProvider<number> {
  private readonly timers = new Map<number, Timer>()
  private nextId = 1

  constructor(readonly clock: ManualClock) {}

  /**
   * Makes TanStack Query use these timers for the rest of the calling test file. Call it at the
   * top of the file, before any QueryClient exists. The DOM files share one worker's modules
   * (isolate: false, vite.config.ts), so TanStack's timeoutManager is the next file's too: after
   * the file, the real timers are put back, or a later file's polling and retries would wait on
   * a clock nobody moves.
   */
  install(): this {
    timeoutManager.setTimeoutProvider(this)
    afterAll(() => timeoutManager.setTimeoutProvider(REAL_TIMERS))
    return this
  }

  /** How many intervals are set: a query that polls has one. */
  get intervals(): number {
    return [...this.timers.values()].filter((timer) => timer.every !== undefined).length
  }

  /** Forgets every timer (of the clients of earlier tests). */
  reset(): void {
    this.timers.clear()
  }

  readonly setTimeout = (callback: TimeoutCallback, delay: number): number => this.add(callback, delay)
  readonly setInterval = (callback: TimeoutCallback, delay: number): number => this.add(callback, delay, delay)
  readonly clearTimeout = (id: number | undefined): void => {
    if (id !== undefined) this.timers.delete(id)
  }
  readonly clearInterval = this.clearTimeout

  /**
   * Moves the clock `ms` on, running every timer that falls due on the way at its own time
   * (earliest first). Returns how many ran. What they start (a fetch) carries on after this
   * returns, at the time reached.
   */
  advance(ms: number): number {
    const end = this.clock.time + ms
    let ran = 0
    for (let next = this.due(end); next; next = this.due(end)) {
      const [id, timer] = next
      this.clock.time = Math.max(this.clock.time, timer.at)
      if (timer.every === undefined) this.timers.delete(id)
      else timer.at += Math.max(1, timer.every)
      ran += 1
      timer.callback()
    }
    this.clock.time = end
    return ran
  }

  private add(callback: TimeoutCallback, delay: number, every?: number): number {
    const id = this.nextId++
    this.timers.set(id, { at: this.clock.time + Math.max(0, delay), every, callback })
    return id
  }

  private due(end: number): [number, Timer] | undefined {
    let first: [number, Timer] | undefined
    for (const entry of this.timers) {
      if (entry[1].at > end) continue
      if (!first || entry[1].at < first[1].at) first = entry
    }
    return first
  }
}
