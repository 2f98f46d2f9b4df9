// An instance's page against the demo cloud: the volumes it holds (linking to their pages, with
// device and mode), its overview, and its history from Nova's instance actions; a detach made
// from its toolbar shows in both.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../test/lookups'
import { renderWithClient } from '../../test/render-with-client'
import { InstanceDetailPage } from './InstanceDetailPage'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

function open(client: OpenStackClient, serverId: string) {
  renderWithClient(
    <MemoryRouter initialEntries={[`/instances/${serverId}`]}>
      <Routes>
        <Route path="/instances/:serverId" element={<InstanceDetailPage />} />
        <Route path="/instances" element={<p>Instances list</p>} />
      </Routes>
    </MemoryRouter>,
    client,
  )
  return userEvent.setup({ delay: null })
}

describe('an instance’s page', () => {
  it('shows its volumes with device and mode, and its history with who and which request', async () => {
    const client = await demo.signIn('member')
    const server = await serverNamed(client, 'db-primary')
    const pg = await volumeNamed(client, 'pg-shared-data')
    open(client, server.id)

    expect(await screen.findByRole('heading', { name: 'db-primary', level: 1 })).toBeInTheDocument()
    const volumes = await screen.findByRole('table', { name: 'Volumes of db-primary' })
    const row = await within(volumes).findByRole('row', { name: /pg-shared-data/ })
    expect(within(row).getByRole('link', { name: 'pg-shared-data' })).toHaveAttribute('href', `/volumes/${pg.id}`)
    expect(row).toHaveTextContent('/dev/vdb')
    await waitFor(() => expect(within(volumes).getByRole('row', { name: /pg-shared-data/ })).toHaveTextContent('RW'))
    expect(within(volumes).getByRole('link', { name: 'db-primary-root' })).toBeInTheDocument()

    const history = await screen.findByRole('list', { name: 'History' })
    const items = within(history).getAllByRole('listitem')
    const actions = await client.nova!.listInstanceActions(server.id)
    expect(items).toHaveLength(actions.length)
    expect(items[0]).toHaveTextContent(/^.*A volume attached.*by user \S+ · request req-/)
    expect(items.at(-1)).toHaveTextContent('Instance created')
    const created = actions.find((action) => action.action === 'create')!
    expect(items.at(-1)).toHaveTextContent(`request ${created.request_id}`)
  })

  it('detaches a volume from its toolbar; the volume leaves the table and the detach joins the history', async () => {
    const client = await demo.signIn('member')
    const server = await serverNamed(client, 'batch-old')
    const user = open(client, server.id)
    const volumes = await screen.findByRole('table', { name: 'Volumes of batch-old' })
    expect(await within(volumes).findByRole('link', { name: 'batch-data' })).toBeInTheDocument()

    await user.click(
      within(screen.getByRole('toolbar', { name: 'Instance actions' })).getByRole('button', { name: 'Detach Volume' }),
    )
    const dialog = await screen.findByRole('dialog', { name: /Detach Volume/ })
    await user.click(within(dialog).getByRole('radio', { name: /^batch-data/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Detach Volume' }))

    await waitFor(() => expect(within(volumes).queryByRole('link', { name: 'batch-data' })).not.toBeInTheDocument())
    const history = screen.getByRole('list', { name: 'History' })
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('A volume detached'))
  })
})
