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

export const POLL = { firstMs: 1000, maxMs: 15_000, factor: 1.6 } as const

/** The delay before the n-th poll (n counted from 0 while the transition lasts). */
export function backoff(attempt: number): number {
  return Math.min(POLL.maxMs, Math.round(POLL.firstMs * POLL.factor ** attempt))
}

/** Polls since each query was last seen stable (per query, whatever renders recreate). */
const attempts = new WeakMap<object, number>()

/**
 * A refetchInterval for TanStack Query: false when every item is stable; otherwise a delay
 * that grows with the number of polls since the last stable answer.
 */
export function transitionalRefetch<T>(items: (data: T) => Array<{ status: string }>) {
  return (query: Query<T, Error, T, readonly unknown[]>): number | false => {
    const data = query.state.data
    if (data === undefined || !items(data).some((item) => isTransitional(item.status))) {
      attempts.delete(query)
      return false
    }
    const attempt = attempts.get(query) ?? 0
    attempts.set(query, attempt + 1)
    return backoff(attempt)
  }
}
