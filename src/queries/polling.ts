// Lists poll only while something is in a transitional state, backing off while it lasts.
import type { Query } from '@tanstack/react-query'

export const TRANSITIONAL_VOLUME_STATUSES = new Set([
  'creating',
  'reserved',
  'attaching',
  'detaching',
  'deleting',
  'extending',
  'retyping',
  'downloading',
  'uploading',
  'backing-up',
  'restoring-backup',
  'maintenance',
  'awaiting-transfer',
])

export function isTransitional(status: string): boolean {
  return TRANSITIONAL_VOLUME_STATUSES.has(status)
}

/**
 * Polls start at 1 s and slow to 15 s; after maxPolls (about four minutes) the list stops
 * asking: a volume reserved by a shelved server, say, can stay "reserved" for days. Any
 * change the user makes refetches anyway.
 */
export const POLL = { firstMs: 1000, maxMs: 15_000, factor: 1.6, maxPolls: 20 } as const

/** The delay before the n-th poll (n counted from 0 while the transition lasts). */
export function backoff(attempt: number): number {
  return Math.min(POLL.maxMs, Math.round(POLL.firstMs * POLL.factor ** attempt))
}

interface PollState {
  polls: number
  /** When the polls gave up: data newer than this came from a refetch someone else caused. */
  gaveUpAt?: number
}

/** Per query, whatever renders recreate the options. */
const states = new WeakMap<object, PollState>()

/**
 * A refetchInterval for TanStack Query: false when every item is stable; otherwise a delay
 * that grows with the polls since the last stable answer, until maxPolls.
 */
export function transitionalRefetch<T>(items: (data: T) => Array<{ status: string }>) {
  return (query: Query<T, Error, T, readonly unknown[]>): number | false => {
    const data = query.state.data
    if (data === undefined || !items(data).some((item) => isTransitional(item.status))) {
      states.delete(query)
      return false
    }
    let state = states.get(query) ?? { polls: 0 }
    if (state.gaveUpAt !== undefined && query.state.dataUpdatedAt > state.gaveUpAt) state = { polls: 0 }
    if (state.polls >= POLL.maxPolls) {
      states.set(query, { ...state, gaveUpAt: state.gaveUpAt ?? query.state.dataUpdatedAt })
      return false
    }
    states.set(query, { polls: state.polls + 1 })
    return backoff(state.polls)
  }
}
