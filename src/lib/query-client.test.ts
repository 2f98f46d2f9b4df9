// The query client's policy: which reads are asked again and how long it waits; changes never.
import { describe, expect, it } from 'vitest'
import { OpenStackError, type ErrorKind } from '../api'
import { createQueryClient, isTransient, readRetryDelay, READ_RETRY, shouldRetryRead } from './query-client'

const error = (kind: ErrorKind, status: number, method = 'GET') =>
  new OpenStackError({ kind, status, fault: kind, message: `${kind} ${status}`, method })

describe('read retries', () => {
  it.each([
    ['no answer', error('network', 0), true],
    ['a timeout', error('timeout', 0), true],
    ['a 500', error('http', 500), true],
    ['a 502', error('http', 502), true],
    ['a 503', error('http', 503), true],
    ['a 504', error('http', 504), true],
    ['a 400', error('http', 400), false],
    ['a 403', error('http', 403), false],
    ['a 404', error('http', 404), false],
    ['a 409', error('http', 409), false],
    ['a 401 (token refused)', error('http', 401), false],
    ['an expired token', error('expired', 401), false],
    ['a feature the cloud lacks', error('unsupported', 0), false],
    ['a POST without an answer', error('network', 0, 'POST'), false],
    ['a POST answered 503', error('http', 503, 'POST'), false],
    ['an error of our own', new TypeError('x is undefined'), false],
  ])('%s: asked again %s', (_what, failure, transient) => {
    expect(isTransient(failure)).toBe(transient)
    expect(shouldRetryRead(0, failure)).toBe(transient)
  })

  it('gives up after three more tries', () => {
    const failure = error('http', 503)
    expect([0, 1, 2, 3].map((count) => shouldRetryRead(count, failure))).toEqual([true, true, true, false])
    expect(READ_RETRY.retries).toBe(3)
  })

  it('waits 1 s, 2 s, 4 s, then never more than 8 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(readRetryDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
  })
})

describe('createQueryClient', () => {
  it('retries reads by the policy, never changes', () => {
    const options = createQueryClient().getDefaultOptions()
    expect(options.queries?.retry).toBe(shouldRetryRead)
    expect(options.queries?.retryDelay).toBe(readRetryDelay)
    expect(options.mutations?.retry).toBe(false)
  })

  it('retries nothing for tests that ask so', () => {
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false)
  })

  it('refreshes every view when a change got no answer, and only then', async () => {
    const queryClient = createQueryClient({ retry: false })
    await queryClient.prefetchQuery({ queryKey: ['volumes'], queryFn: () => 1, staleTime: Infinity })
    const mutate = (failure: unknown) =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: () => Promise.reject(failure instanceof Error ? failure : new Error(String(failure))),
        })
        .execute(undefined)
        .catch(() => undefined)
    const stale = () => queryClient.getQueryCache().find({ queryKey: ['volumes'] })?.state.isInvalidated

    await mutate(error('http', 500, 'POST'))
    expect(stale()).toBe(false)
    await mutate(error('network', 0, 'POST'))
    expect(stale()).toBe(true)
  })
})
