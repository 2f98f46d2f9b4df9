import { describe, expect, it } from 'vitest'
import type { Query } from '@tanstack/react-query'
import { backoff, POLL, transitionalRefetch } from './polling'

type Data = { volumes: Array<{ status: string }> }
const fakeQuery = (data: Data) =>
  ({ state: { data, dataUpdatedAt: 1 } }) as unknown as Query<Data, Error, Data, readonly unknown[]>

describe('polling while something is transitional', () => {
  it('does not poll a stable list', () => {
    const interval = transitionalRefetch((data: Data) => data.volumes)
    expect(interval(fakeQuery({ volumes: [{ status: 'available' }, { status: 'in-use' }] }))).toBe(false)
  })

  it('backs off while a row stays transitional, and starts over once all is stable', () => {
    const interval = transitionalRefetch((data: Data) => data.volumes)
    const query = fakeQuery({ volumes: [{ status: 'attaching' }] })
    const delays = [interval(query), interval(query), interval(query)]
    expect(delays).toEqual([backoff(0), backoff(1), backoff(2)])
    expect(backoff(0)).toBeLessThan(backoff(1))
    expect(backoff(50)).toBe(15_000)
    query.state.data = { volumes: [{ status: 'in-use' }] }
    expect(interval(query)).toBe(false)
    query.state.data = { volumes: [{ status: 'detaching' }] }
    expect(interval(query)).toBe(backoff(0))
  })

  it('gives up after maxPolls, and starts again when someone refetches', () => {
    const interval = transitionalRefetch((data: Data) => data.volumes)
    const query = fakeQuery({ volumes: [{ status: 'reserved' }] })
    for (let poll = 0; poll < POLL.maxPolls; poll += 1) expect(interval(query)).toBe(backoff(poll))
    expect(interval(query)).toBe(false)
    expect(interval(query)).toBe(false)
    query.state.dataUpdatedAt = 2
    expect(interval(query)).toBe(backoff(0))
  })
})
