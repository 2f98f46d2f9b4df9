// Reads that fail for a while: the volume list asks again with back-off (1 s, 2 s, 4 s, on a
// manual clock), then shows the error with a Try again that brings the list back. A 4xx or an
// expired token is not asked again.
import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '../lib/query-client'
import type { FaultRule } from '../mocks/cloud/state'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { QueryTimers } from '../test/query-timers'
import { renderVolumeList } from '../test/render-volume-list'
import { keys } from './keys'
import { recordAnswers } from '../test/request-log'

const clock = new ManualClock()
const timers = new QueryTimers(clock).install()
const demo = setUpDemoCloud({ clock })

const failing = (status: number): FaultRule => ({
  kind: 'error',
  rate: 1,
  status,
  methods: ['GET'],
  path: '/volumes/detail',
})

/** Status of every answer to GET …/volumes/detail, in order. */
const answers = recordAnswers(demo, 'GET', /\/volumes\/detail$/)

beforeEach(() => {
  timers.reset()
})

/** The volume list's query state: failures of the current fetch are set before its back-off starts. */
function listState(queryClient: QueryClient) {
  const [query] = queryClient.getQueryCache().findAll({ queryKey: keys.volumeLists() })
  if (!query) throw new Error('the volume list has no query')
  return query.state
}

async function renderList() {
  const client = await demo.signIn('member')
  const queryClient = createQueryClient()
  renderVolumeList(client, queryClient)
  return { client, queryClient }
}

describe('reading the volume list through faults', () => {
  it('asks again after 1 s, 2 s and 4 s, then shows the error with its request id and a Try again', async () => {
    demo.cloud.settings.faults = [failing(503)]
    const { queryClient } = await renderList()

    for (const [attempt, delay] of [1000, 2000, 4000].entries()) {
      await waitFor(() => expect(listState(queryClient).fetchFailureCount).toBe(attempt + 1))
      // Nothing is due before the back-off is over; then the retry, and only it.
      expect(timers.advance(delay - 1)).toBe(0)
      expect(timers.advance(1)).toBe(1)
    }
    const alert = await screen.findByRole('alert')
    expect(answers).toEqual([503, 503, 503, 503])
    expect(listState(queryClient)).toMatchObject({ fetchStatus: 'idle', status: 'error', fetchFailureCount: 4 })
    expect(within(alert).getByText('Could not load volumes')).toBeInTheDocument()
    expect(alert).toHaveTextContent('The service is unavailable (injected fault).')
    expect(alert).toHaveTextContent(/Request ID: req-/)
    expect(within(alert).getByRole('button', { name: /^Copy request id req-/ })).toBeInTheDocument()

    demo.cloud.settings.faults = []
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'scratch-01' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(answers).toEqual([503, 503, 503, 503, 200])
  })

  it('recovers on its own when the cloud is back before the retries run out', async () => {
    demo.cloud.settings.faults = [failing(503)]
    const { queryClient } = await renderList()

    await waitFor(() => expect(listState(queryClient).fetchFailureCount).toBe(1))
    act(() => void timers.advance(1000))
    await waitFor(() => expect(listState(queryClient).fetchFailureCount).toBe(2))
    demo.cloud.settings.faults = []
    act(() => void timers.advance(2000))

    expect(await screen.findByRole('link', { name: 'scratch-01' })).toBeInTheDocument()
    expect(answers).toEqual([503, 503, 200])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks again after a 500 and after a dropped answer, as after a 503', async () => {
    demo.cloud.settings.faults = [failing(500)]
    const { queryClient } = await renderList()
    await waitFor(() => expect(listState(queryClient).fetchFailureCount).toBe(1))
    demo.cloud.settings.faults = [{ kind: 'drop', rate: 1, methods: ['GET'], path: '/volumes/detail' }]
    act(() => void timers.advance(1000))
    await waitFor(() => expect(listState(queryClient).fetchFailureCount).toBe(2))
    expect(listState(queryClient).fetchFailureReason).toMatchObject({ kind: 'network' })
    demo.cloud.settings.faults = []
    act(() => void timers.advance(2000))

    expect(await screen.findByRole('link', { name: 'scratch-01' })).toBeInTheDocument()
  })

  it.each([400, 403, 404])('does not ask again after a %i', async (status) => {
    demo.cloud.settings.faults = [failing(status)]
    const { queryClient } = await renderList()

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load volumes')
    // Idle with one failure: no retry is waiting for its turn.
    expect(listState(queryClient)).toMatchObject({ fetchStatus: 'idle', fetchFailureCount: 1 })
    expect(answers).toEqual([status])
  })

  it('does not ask again when the token has expired: signing in again is the cure', async () => {
    const { client, queryClient } = await renderList()
    await screen.findByRole('link', { name: 'scratch-01' })
    // The cloud forgets the token: the next read answers 401 and the client ends its session.
    demo.cloud.tokens.clear()
    answers.length = 0
    await act(() => queryClient.invalidateQueries({ queryKey: keys.volumes }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load volumes')
    expect(client.expired).toBe(true)
    expect(listState(queryClient)).toMatchObject({ fetchStatus: 'idle', fetchFailureCount: 1 })
    expect(answers).toEqual([401])
  })
})
