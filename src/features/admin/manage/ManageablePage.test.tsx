// Admin › Manageable storage against the demo cloud: the LVM backend's storage with the reason
// one is not safe, the order and the pages, and Manage Volume with Cinder's refusal shown in the
// form (what was typed kept), then a volume the backend's storage became.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ManualClock, setUpDemoCloud } from '../../../test/demo-cloud'
import { renderWithClient } from '../../../test/render-with-client'
import { commandText } from '../../../test/command-panel'
import { ManageablePage } from './ManageablePage'

// The cloud's clock moves by hand: a managed volume stays `creating` until the test moves it.
const clock = new ManualClock(Date.now())
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 5000 } })

async function open() {
  const admin = await demo.signIn('admin')
  renderWithClient(
    <MemoryRouter>
      <ManageablePage />
    </MemoryRouter>,
    admin,
  )
  return { admin, user: userEvent.setup({ delay: null }) }
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement

describe('ManageablePage', () => {
  it('lists what the LVM backend holds, says why one is not safe, and sorts by size', async () => {
    const { user } = await open()
    const table = await screen.findByRole('table', { name: 'Volumes on the backend' })
    expect(within(rowOf(table, 'legacy-db')).getByText('8 GiB')).toBeInTheDocument()
    const open_ = rowOf(table, 'scratch-open')
    expect(within(open_).getByText('volume in use')).toBeInTheDocument()
    expect(within(open_).getByRole('button', { name: 'Manage scratch-open' })).toBeDisabled()
    const snapshots = await screen.findByRole('table', { name: 'Snapshots on the backend' })
    expect(within(rowOf(snapshots, '_snapshot-legacy-db-2025')).getByText('legacy-db')).toBeInTheDocument()
    // A snapshot Cinder manages has an origin the driver cannot read: a dash, not its empty key.
    const managed = within(snapshots)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('already managed'))
    expect(managed?.textContent).not.toContain('source-name')
    const orders = screen.getAllByRole('combobox', { name: 'Order' })
    await user.click(orders[0] as HTMLElement)
    await user.click(await screen.findByRole('option', { name: 'Largest first' }))
    await waitFor(() => {
      const names = within(screen.getByRole('table', { name: 'Volumes on the backend' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
      expect(names.indexOf('legacy-db')).toBeLessThan(names.indexOf('legacy-logs'))
    })
  })

  it('manages legacy-logs: Cinder refusal shows in the form with the name kept; then follows it until it is a volume', async () => {
    const { admin, user } = await open()
    const table = await screen.findByRole('table', { name: 'Volumes on the backend' })
    await user.click(within(rowOf(table, 'legacy-logs')).getByRole('button', { name: 'Manage legacy-logs' }))
    const dialog = await screen.findByRole('dialog', { name: /Manage Volume/ })
    const name = await within(dialog).findByRole('textbox', { name: 'Volume Name' })
    expect(name).toHaveValue('legacy-logs')
    await user.clear(name)
    await user.type(name, 'logs-archive')
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toMatch(
      /^cinder manage --name logs-archive (.+ )?'devstack@lvmdriver-1#[^']+' legacy-logs$/,
    )
    // The backend's service goes away before the click: Cinder's refusal shows in the form.
    const service = demo.cloud.state.services?.find((candidate) => candidate.host === 'devstack@lvmdriver-1')
    if (service) service.disabled = true
    await user.click(within(dialog).getByRole('button', { name: 'Manage' }))
    expect(await within(dialog).findByText(/Service is unavailable at this time\./)).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Volume Name' })).toHaveValue('logs-archive')
    if (service) service.disabled = false
    await user.click(within(dialog).getByRole('button', { name: 'Manage' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const volumes = await admin.cinder.listVolumes({ filters: { name: 'logs-archive' } })
    expect(volumes.volumes).toHaveLength(1)
    const id = volumes.volumes[0]?.id ?? ''
    // While the driver takes it over, the backend still lists the storage under its own name.
    expect(await screen.findByText('Cinder is taking logs-archive over…')).toBeInTheDocument()
    expect(rowOf(screen.getByRole('table', { name: 'Volumes on the backend' }), 'legacy-logs')).toBeInTheDocument()
    clock.advance(60_000)
    expect(await screen.findByText('logs-archive is now a volume of this project (available).')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the volume' })).toHaveAttribute('href', `/volumes/${id}`)
    // Then the list is read again: the storage is no longer there under its own name.
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'Volumes on the backend' })
      expect(within(table).queryByRole('rowheader', { name: 'legacy-logs' })).not.toBeInTheDocument()
    })
  })

  it('manages a snapshot the backend holds as a snapshot of a volume on that backend, chosen in the dialog', async () => {
    const { admin, user } = await open()
    const table = await screen.findByRole('table', { name: 'Snapshots on the backend' })
    await user.click(
      within(rowOf(table, '_snapshot-legacy-db-2025')).getByRole('button', { name: 'Manage _snapshot-legacy-db-2025' }),
    )
    const dialog = await screen.findByRole('dialog', { name: /Manage Snapshot/ })
    // Its origin, legacy-db, is not a volume Cinder has: nothing is preselected, and sending says so.
    await user.click(await within(dialog).findByRole('button', { name: 'Manage' }))
    expect(await within(dialog).findByText('Choose the volume this snapshot belongs to.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Snapshot of volume' }))
    await user.click(await screen.findByRole('option', { name: 'admin-tools (10 GiB)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Manage' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Cinder is taking _snapshot-legacy-db-2025 over…')).toBeInTheDocument()
    clock.advance(60_000)
    expect(
      await screen.findByText('_snapshot-legacy-db-2025 is now a snapshot of this project (available).'),
    ).toBeInTheDocument()
    const { snapshots } = await admin.cinder.listSnapshots({ filters: { name: '_snapshot-legacy-db-2025' } })
    expect(snapshots).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Open the snapshot' })).toHaveAttribute(
      'href',
      `/snapshots/${snapshots[0]?.id}`,
    )
  })
})
