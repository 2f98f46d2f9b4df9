// Polling a transitional row through failed polls, on a manual clock: the retries and the polls
// go on with back-off, the rows stay on screen, and the row settles once the cloud answers again.
import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { VolumePageResult } from './volume-page'
import { createQueryClient } from '../lib/query-client'
import type { FaultRule } from '../mocks/cloud/state'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { QueryTimers } from '../test/query-timers'
import { renderVolumeList } from '../test/render-volume-list'
import { keys } from './keys'
import { backoff } from './polling'
import { recordAnswers } from '../test/request-log'

const clock = new ManualClock()
const timers = new QueryTimers(clock).install()
// Creating lasts 10 s of the manual clock.
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 10_000 } })
const UNAVAILABLE: FaultRule = { kind: 'error', rate: 1, status: 503, methods: ['GET'], path: '/volumes/detail' }

/** Status of every answer to GET …/volumes/detail, in order. */
const answers = recordAnswers(demo, 'GET', /\/volumes\/detail$/)

beforeEach(() => {
  timers.reset()
})

function listState(queryClient: QueryClient) {
  const [query] = queryClient.getQueryCache().findAll({ queryKey: keys.volumeLists() })
  if (!query) throw new Error('the volume list has no query')
  return query.state as typeof query.state & { data?: VolumePageResult }
}

const row = () => screen.getByRole('row', { name: /poll-me/ })

/** Signs in, starts creating "poll-me" and shows the list with it creating, polled. */
async function listWithCreatingVolume(): Promise<QueryClient> {
  const client = await demo.signIn('member')
  await client.cinder.createVolume({ name: 'poll-me', size: 1 })
  const queryClient = createQueryClient()
  // Only this volume: the scenario has rows that stay transitional (reserved by a shelved server).
  renderVolumeList(client, queryClient, '/volumes?name=poll-me')
  await screen.findByRole('link', { name: 'poll-me' })
  expect(within(row()).getByText('creating')).toBeInTheDocument()
  expect(answers).toEqual([200])
  expect(timers.intervals).toBe(1)
  return queryClient
}

/** Fails of the list's current fetch: set as each one fails, before its back-off starts. */
const failuresReach = (queryClient: QueryClient, count: number) =>
  waitFor(() => expect(listState(queryClient).fetchFailureCount).toBe(count))

/** Lets the manual clock run a second at a time, each poll answered, until the row shows `status`. */
async function pollUntil(queryClient: QueryClient, status: string) {
  const shown = () => listState(queryClient).data?.volumes.find((volume) => volume.name === 'poll-me')?.status
  for (let second = 0; second < 30 && shown() !== status; second += 1) {
    act(() => void timers.advance(1000))
    await waitFor(() => expect(listState(queryClient).fetchStatus).toBe('idle'))
  }
  await waitFor(() => expect(within(row()).getByText(status)).toBeInTheDocument())
}

describe('polling a transitional row through faults', () => {
  it('rides out two failed reads of a poll with back-off, and the row settles', async () => {
    const queryClient = await listWithCreatingVolume()
    demo.cloud.settings.faults = [UNAVAILABLE]

    // The first poll, a second after the answer, fails; its retries follow after 1 s and 2 s.
    act(() => void timers.advance(backoff(0)))
    await failuresReach(queryClient, 1)
    act(() => void timers.advance(1000))
    await failuresReach(queryClient, 2)
    demo.cloud.settings.faults = []
    act(() => void timers.advance(2000))
    await waitFor(() => expect(listState(queryClient).fetchStatus).toBe('idle'))

    // Four seconds into a ten-second transition: still creating, nothing failed on screen, polling on.
    expect(answers).toEqual([200, 503, 503, 200])
    expect(within(row()).getByText('creating')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(timers.intervals).toBe(1)

    await pollUntil(queryClient, 'available')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Settled: no more polls.
    await waitFor(() => expect(timers.intervals).toBe(0))
  })

  it('keeps the rows and polls on through a poll that fails for good, then settles', async () => {
    const queryClient = await listWithCreatingVolume()
    demo.cloud.settings.faults = [UNAVAILABLE]

    act(() => void timers.advance(backoff(0)))
    for (const [attempt, delay] of [1000, 2000, 4000].entries()) {
      await failuresReach(queryClient, attempt + 1)
      act(() => void timers.advance(delay))
    }
    // The poll failed after its retries: the error shows above the rows it could not refresh.
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load volumes')
    expect(alert).toHaveTextContent(/Request ID: req-/)
    expect(answers).toEqual([200, 503, 503, 503, 503])
    expect(within(row()).getByText('creating')).toBeInTheDocument()
    // A failed poll counts as one: polling goes on, a little slower.
    expect(timers.intervals).toBe(1)

    demo.cloud.settings.faults = []
    await pollUntil(queryClient, 'available')
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    await waitFor(() => expect(timers.intervals).toBe(0))
  })
})
