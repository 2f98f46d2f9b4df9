// The app's TanStack Query client. Reads are asked again when a second try may pass (no answer,
// a timeout, a 5xx), with exponential back-off; changes are never sent again on their own. When a
// write settles, the families it declared are refreshed (src/queries/invalidation.ts); a write
// whose answer was lost refreshes every view, since the cloud may have made it.
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { isOpenStackError } from '../api'
import { isOutcomeUnknown } from '../components/error-text'
import { familiesOf, invalidatePrefixes, keysOf, refreshEverything } from '../queries/invalidation'

/** Up to three more tries of a read, after 1 s, 2 s and 4 s (never more than 8 s apart). */
export const READ_RETRY = { retries: 3, firstDelayMs: 1000, maxDelayMs: 8000 } as const

const READS = new Set(['GET', 'HEAD'])

/**
 * Whether asking again may get another answer: no answer at all, a timeout, or a 5xx. Never a
 * 4xx (the request is wrong, or not allowed), an expired token (signing in again is the cure), a
 * feature the cloud lacks, or a change (a POST is not resent behind the user's back).
 */
export function isTransient(error: unknown): boolean {
  if (!isOpenStackError(error)) return false
  if (error.method !== undefined && !READS.has(error.method.toUpperCase())) return false
  if (error.kind === 'network' || error.kind === 'timeout') return true
  return error.kind === 'http' && error.status >= 500
}

/** TanStack's `retry`: failureCount failures so far (1 after the first). */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRY.retries && isTransient(error)
}

/** TanStack's `retryDelay`: the wait before the next try, `attempt` counted from 0. */
export function readRetryDelay(attempt: number): number {
  return Math.min(READ_RETRY.maxDelayMs, READ_RETRY.firstDelayMs * 2 ** attempt)
}

export interface QueryClientOptions {
  /** false: no read is asked twice (most tests). */
  retry?: boolean
  /** Replaces the back-off (tests that follow the retries without waiting for them). */
  retryDelay?: (attempt: number) => number
}

/** One client per app (or per test, with `retry: false`). */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: async (data, error, _variables, _context, mutation) => {
        // The change may have been made: every view asks the cloud again rather than guess.
        if (isOutcomeUnknown(error)) return void refreshEverything(queryClient)
        const meta = mutation.meta
        if (!meta) return
        // A family not declared is a bug of the write: it fails with it, unless it failed already.
        let prefixes: QueryKey[]
        try {
          prefixes = keysOf(familiesOf(meta, error ? undefined : data))
        } catch (problem) {
          if (error) return
          throw problem
        }
        const refresh = invalidatePrefixes(queryClient, prefixes)
        // `wait`: the write settles once the views on screen show it (a busy button stays busy).
        if (meta.refresh === 'background') void refresh
        else await refresh
      },
    }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetryRead,
        retryDelay: options.retryDelay ?? readRetryDelay,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
  return queryClient
}
