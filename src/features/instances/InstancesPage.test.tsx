import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connect } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { cellOf, menuItem, openMenu, renderInstances, rowOf } from '../../test/instances-helpers'
import { countRequests } from '../../test/request-log'

// transitionMs 0: shelving, unshelving and attaching complete on the cloud's next request.
const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
/** Every DELETE of a server sent in this test. */
const deletes = countRequests(demo, 'DELETE', /\/servers\/[^/]+$/)

describe('InstancesPage', () => {
  it('lists the servers with status, flavor and their volumes with devices and modes', async () => {
    const client = await demo.signIn('member')
    await renderInstances(client)
    const worker = rowOf('worker-01')
    expect(cellOf(worker, 'Status')).toHaveTextContent('ACTIVE')
    expect(cellOf(worker, 'Flavor')).not.toHaveTextContent('—')
    // Only admins see the compute host.
    expect(cellOf(worker, 'Host')).toHaveTextContent('—')
    const volumes = cellOf(worker, 'Attached Volumes')
    await waitFor(() =>
      expect(within(volumes).getByTitle('imagenet-dataset · /dev/vdb · RO')).toHaveTextContent(
        'imagenet-dataset · /dev/vdb · RO',
      ),
    )
    expect(within(volumes).getByTitle('worker-01-root · /dev/vda · RW')).toHaveTextContent(
      'worker-01-root · /dev/vda · RW',
    )
    expect(
      within(cellOf(rowOf('web-1'), 'Attached Volumes')).getByTitle('web-1-root · /dev/vda · RW'),
    ).toHaveTextContent('web-1-root · /dev/vda · RW')
    // A shelved-offloaded server's volumes are reservations: named, with their status.
    const batch = rowOf('batch-old')
    expect(cellOf(batch, 'Status')).toHaveTextContent('SHELVED_OFFLOADED')
    expect(cellOf(batch, 'Attached Volumes')).toHaveTextContent('batch-data · reserved')
  })

  it('shows admins the compute host', async () => {
    // The admin user in the demo project, where the servers are.
    const client = await connect({
      authUrl: demo.authUrl,
      username: 'admin',
      password: 'admin',
      projectName: 'demo',
      userDomainName: 'Default',
      projectDomainName: 'Default',
    })
    await renderInstances(client)
    expect(cellOf(rowOf('legacy-app'), 'Host')).toHaveTextContent('compute-legacy')
  })

  it('shows a reader every action, disabled with the reason', async () => {
    const client = await demo.signIn('reader')
    const user = userEvent.setup({ delay: null })
    await renderInstances(client)
    const menu = await openMenu(user, 'web-1')
    for (const label of ['Attach Volume', 'Detach Volume', 'Shelve Instance', 'Unshelve Instance', 'Delete']) {
      const item = menuItem(menu, label)
      expect(item).toHaveAttribute('aria-disabled', 'true')
      expect(item).toHaveTextContent('Your role in this project can only read.')
    }
  })

  it('offers shelve or unshelve according to the state, with the reason for the other', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    await renderInstances(client)
    let menu = await openMenu(user, 'web-1')
    expect(menuItem(menu, 'Shelve Instance')).not.toHaveAttribute('aria-disabled')
    expect(menuItem(menu, 'Unshelve Instance')).toHaveTextContent('Only a shelved server can be unshelved.')
    await user.keyboard('{Escape}')
    menu = await openMenu(user, 'batch-old')
    expect(menuItem(menu, 'Shelve Instance')).toHaveTextContent('The server is already shelved.')
    expect(menuItem(menu, 'Unshelve Instance')).not.toHaveAttribute('aria-disabled')
  })

  it('shelves web-1; its Attach Volume then explains why a shareable volume cannot go on it', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    await renderInstances(client)
    await user.click(menuItem(await openMenu(user, 'web-1'), 'Shelve Instance'))
    expect(await screen.findByText('Shelving web-1')).toBeInTheDocument()
    await waitFor(() => expect(cellOf(rowOf('web-1'), 'Status')).toHaveTextContent('SHELVED_OFFLOADED'))
    await waitFor(() => expect(cellOf(rowOf('web-1'), 'Attached Volumes')).toHaveTextContent('web-1-root · reserved'))

    await user.click(menuItem(await openMenu(user, 'web-1'), 'Attach Volume'))
    const dialog = await screen.findByRole('dialog', { name: /Attach Volume web-1/ })
    await user.click(within(dialog).getByRole('combobox', { name: 'Volume' }))
    const listbox = await screen.findByRole('listbox')
    const shared = within(listbox).getByRole('option', { name: /^shared-empty/ })
    expect(shared).toHaveAttribute('aria-disabled', 'true')
    expect(shared).toHaveTextContent(
      'Nova cannot attach a shareable volume to a shelved-offloaded server; unshelve it first.',
    )
    expect(within(listbox).getByRole('option', { name: /^scratch-01/ })).toHaveAttribute('aria-disabled', 'false')
  })

  it('unshelving brings the volumes back as Nova does', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    await renderInstances(client)
    // batch-data is reserved, not in-use: it is read on its own, after the in-use list.
    await waitFor(() =>
      expect(cellOf(rowOf('batch-old'), 'Attached Volumes')).toHaveTextContent('batch-data · reserved'),
    )
    await user.click(menuItem(await openMenu(user, 'batch-old'), 'Unshelve Instance'))
    expect(await screen.findByText('Unshelving batch-old')).toBeInTheDocument()
    await waitFor(() => expect(cellOf(rowOf('batch-old'), 'Status')).toHaveTextContent('ACTIVE'))
    await waitFor(() => {
      const cell = cellOf(rowOf('batch-old'), 'Attached Volumes')
      expect(cell).toHaveTextContent('batch-old-root · /dev/vda · RW')
      expect(cell).toHaveTextContent('batch-data · /dev/vdb · RW')
    })
  })

  it('deletes a server after confirmation', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    await renderInstances(client)
    await user.click(menuItem(await openMenu(user, 'web-2'), 'Delete'))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Instance' })
    expect(dialog).toHaveTextContent('Delete web-2? This cannot be undone.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deleting web-2')).toBeInTheDocument()
    await waitFor(() => expect(() => rowOf('web-2')).toThrow())
  })

  it('sends one DELETE for a double click on Delete', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    await renderInstances(client)
    await user.click(menuItem(await openMenu(user, 'web-2'), 'Delete'))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Instance' })
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deleting web-2')).toBeInTheDocument()
    expect(deletes.count).toBe(1)
  })
})
