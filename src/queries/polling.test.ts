import { describe, expect, it } from 'vitest'
import type { Query } from '@tanstack/react-query'
import { backoff, POLL, transitionalRefetch } from './polling'

type Data = { volumes: Array<{ status: string }> }
/** A new answer of the query, as a poll or a refetch brings one (its data count is `count`). */
const answer = <Q extends { state: { dataUpdateCount: number } }>(query: Q, count: number): Q => {
  query.state.dataUpdateCount = count
  return query
}

/** A poll that failed after its retries: the data stays, the error count grows. */
const failure = <Q extends { state: { errorUpdateCount: number } }>(query: Q): Q => {
  query.state.errorUpdateCount += 1
  return query
}

const fakeQuery = (data: Data) =>
  ({ state: { data, dataUpdateCount: 1, errorUpdateCount: 0 } }) as unknown as Query<
    Data,
    Error,
    Data,
    readonly unknown[]
  >

describe('polling while something is transitional', () => {
  it('does not poll a stable list', () => {
    const interval = transitionalRefetch((data: Data) => data.volumes)
    expect(interval(fakeQuery({ volumes: [{ status: 'available' }, { status: 'in-use' }] }))).toBe(false)
  })

  it('backs off while a row stays transitional, and starts over once all is stable', () => {
    const interval = transitionalRefetch((data: Data) => data.volumes)
    const query = fakeQuery({ volumes: [{ status: 'attaching' }] })
    const delays = [interval(answer(query, 2)), interval(answer(query, 3)), interval(answer(query, 4))]
    expect(delays).toEqual([backoff(0), backoff(1), backoff(2)])
    expect(backoff(0)).toBeLessThan(backoff(1))
    expect(backoff(50)).toBe(15_000)
    query.state.data = { volumes: [{ status: 'in-use' }] }
    expect(interval(answer(query, 5))).toBe(false)
    query.state.data = { volumes: [{ status: 'detaching' }] }
    expect(interval(answer(query, 6))).toBe(backoff(0))
  })

  it('counts answers, not the renders that ask again about the same answer', () => {
    const interval = transitionalRefetch((data: Data) => data.volumes)
    const query = fakeQuery({ volumes: [{ status: 'reserved' }] })
    for (let render = 0; render < POLL.maxPolls + 5; render += 1) expect(interval(query)).toBe(backoff(0))
    expect(interval(answer(query, 2))).toBe(backoff(1))
    expect(interval(query)).toBe(backoff(1))
  })

  it('goes on polling through failed polls, each one slowing the next, until the rows settle', () => {
    const interval = transitionalRefetch((data: Data) => data.volumes)
    const query = fakeQuery({ volumes: [{ status: 'creating' }] })
    expect(interval(query)).toBe(backoff(0))
    expect(interval(failure(query))).toBe(backoff(1))
    expect(interval(query)).toBe(backoff(1))
    expect(interval(failure(query))).toBe(backoff(2))
    expect(interval(answer(query, 2))).toBe(backoff(3))
    query.state.data = { volumes: [{ status: 'available' }] }
    expect(interval(answer(query, 3))).toBe(false)
  })

  it('gives up after maxPolls, and starts again when someone refetches', () => {
    const interval = transitionalRefetch((data: Data) => data.volumes)
    const query = fakeQuery({ volumes: [{ status: 'reserved' }] })
    for (let poll = 0; poll < POLL.maxPolls; poll += 1) expect(interval(answer(query, poll + 2))).toBe(backoff(poll))
    expect(interval(answer(query, 100))).toBe(false)
    expect(interval(query)).toBe(false)
    expect(interval(answer(query, 101))).toBe(backoff(0))
  })
})
