// Against the demo cloud: which of a server's volumes go with it, changed at compute 2.85; and
// Launch Instance opened by a volume's "Launch as Instance" address, the volume preselected.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { launchFromVolumePath } from '../../lib/paths'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../test/lookups'
import { renderWithClient } from '../../test/render-with-client'
import { DeleteOnTerminationDialog } from './actions/DeleteOnTerminationDialog'
import { LaunchFromAddress } from './launch/LaunchFromAddress'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

function Search() {
  return <output aria-label="address">{useLocation().search}</output>
}

describe('volumes of an instance', () => {
  it("Delete on Termination saves a volume's choice with one PUT and shows it next time", async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const worker = await serverNamed(client, 'worker-01')
    const [first] = worker['os-extended-volumes:volumes_attached']
    expect(first?.delete_on_termination).toBe(false)
    let closed = false
    renderWithClient(<DeleteOnTerminationDialog server={worker} onClose={() => (closed = true)} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Delete on Termination' })
    const boxes = within(dialog).getAllByRole('checkbox')
    expect(boxes).toHaveLength(worker['os-extended-volumes:volumes_attached'].length)
    await user.click(boxes[0]!)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(closed).toBe(true))
    const after = await serverNamed(client, 'worker-01')
    expect(after['os-extended-volumes:volumes_attached'][0]).toMatchObject({
      id: first!.id,
      delete_on_termination: true,
    })
  })

  it('Launch as Instance opens Launch Instance with the volume as boot source; closing takes it out of the address', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const template = await volumeNamed(client, 'boot-template')
    renderWithClient(
      <MemoryRouter initialEntries={[launchFromVolumePath(template.id)]}>
        <Routes>
          <Route
            path="/instances"
            element={
              <>
                <LaunchFromAddress />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
      client,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Launch Instance' })
    expect(await within(dialog).findByRole('combobox', { name: 'Volume' })).toHaveTextContent('boot-template')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('')
  })
})
