// The Overview panel against the demo cloud: the project's totals as bars with what is left, the
// per-type quotas (types without limit or usage behind "Show all types"), a create dialog's type
// quota, and /limits' totals where a policy refuses the quota set.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { OverviewPage } from './OverviewPage'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

function renderOverview(client: Parameters<typeof renderWithClient>[1]) {
  renderWithClient(
    <MemoryRouter>
      <OverviewPage />
    </MemoryRouter>,
    client,
  )
}

describe('Overview', () => {
  it('shows each total as a bar with what is left, and the per-type quotas', async () => {
    const client = await demo.signIn('member')
    const { volumes } = await client.cinder.listVolumes({ limit: 1000 })
    renderOverview(client)
    const card = await screen.findByRole('region', { name: 'Volumes' })
    expect(within(card).getByText(`${volumes.length} of 60`)).toBeInTheDocument()
    expect(within(card).getByRole('progressbar', { name: 'Volumes' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((volumes.length / 60) * 100)),
    )
    expect(within(card).getByText(`${60 - volumes.length} left`)).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Largest volume' })).getByText('No limit')).toBeInTheDocument()
    // The demo project's two groups (app-stack, dr-pair).
    expect(within(screen.getByRole('region', { name: 'Groups' })).getByText('2 of 10')).toBeInTheDocument()

    const table = screen.getByRole('table', { name: 'Quotas per volume type' })
    const ssd = within(table).getByRole('row', { name: /shared-ssd/ })
    expect(within(ssd).getByRole('progressbar', { name: 'Volumes of type shared-ssd' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 4',
    )
    expect(within(ssd).getByText('500 GiB of 1,000 GiB')).toBeInTheDocument()
    expect(within(ssd).getByText('0 used, no limit')).toBeInTheDocument()
    // A type without limits or usage waits behind "Show all types".
    expect(within(table).queryByRole('row', { name: /^encrypted-shared/ })).toBeNull()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /^Show all types \(\d+ more/ }))
    expect(within(table).getByRole('row', { name: /^encrypted-shared/ })).toBeInTheDocument()
  })

  it("falls back to /limits' totals where the quota set is refused, and says what is missing", async () => {
    demo.cloud.settings.policies = { ...demo.cloud.settings.policies, 'volume_extension:quotas:show': ['admin'] }
    const client = await demo.signIn('member')
    renderOverview(client)
    expect(await screen.findByText(/does not let you read the project's quota set/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Volumes' })).toHaveTextContent(/of 60/)
    expect(screen.queryByRole('table', { name: 'Quotas per volume type' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Largest volume' })).toBeNull()
  })
})
