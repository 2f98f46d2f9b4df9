// Lists poll only while something is in a transitional state, backing off while it lasts.
import type { Query } from '@tanstack/react-query'
import { volumeIs } from '../rules/statuses'

/**
 * Polls start at 1 s and slow to 15 s; after maxPolls (about four minutes) the list stops
 * asking: a volume reserved by a shelved server, say, can stay "reserved" for days. Any
 * change the user makes refetches anyway. A poll that fails is first retried by the query
 * client (1 s, 2 s, 4 s); a poll that still fails keeps the rows and counts as a poll.
 */
export const POLL = { firstMs: 1000, maxMs: 15_000, factor: 1.6, maxPolls: 20 } as const

/** The delay before the n-th poll (n counted from 0 while the transition lasts). */
export function backoff(attempt: number): number {
  return Math.min(POLL.maxMs, Math.round(POLL.firstMs * POLL.factor ** attempt))
}

interface PollState {
  /** Answers counted since the last stable one. */
  polls: number
  /** Which answer was counted last (see answerOf). */
  answer: string
  /** The delay decided for that answer; false once the polls gave up. */
  delay: number | false
}

/**
 * Tells answers apart: each success and each failure (after its retries) counts as one. A failed
 * poll keeps the last data, so polling goes on through an outage, slowing down as the polls do.
 */
function answerOf(state: { dataUpdateCount: number; errorUpdateCount: number }): string {
  return `${state.dataUpdateCount}/${state.errorUpdateCount}`
}

/** Per query, whatever renders recreate the options. */
const states = new WeakMap<object, PollState>()

/**
 * A refetchInterval for TanStack Query: false when every item is stable; otherwise a delay
 * that grows with the polls since the last stable answer, until maxPolls. `moving` says which
 * items are transitional: volume statuses by default (servers have a task_state instead).
 */
export function transitionalRefetch<T, I extends { status: string } = { status: string }>(
  items: (data: T) => I[],
  moving: (item: I) => boolean = (item) => volumeIs('transitional', item.status),
) {
  return (query: Query<T, Error, T, readonly unknown[]>): number | false => {
    const data = query.state.data
    if (data === undefined || !items(data).some(moving)) {
      states.delete(query)
      return false
    }
    // TanStack asks again on every render and every observer update: count each answer once.
    const answer = answerOf(query.state)
    const state = states.get(query)
    if (state && state.answer === answer) return state.delay
    // After giving up no poll answers: a newer answer came from a refetch someone caused.
    const polls = state && state.delay !== false ? state.polls : 0
    const delay = polls >= POLL.maxPolls ? false : backoff(polls)
    states.set(query, { polls: polls + 1, answer, delay })
    return delay
  }
}
