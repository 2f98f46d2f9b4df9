// The Sharing Map against the demo cloud: the shared volumes and their servers as links, the
// findings with their reasons, the filters, a host of many servers as one node that opens, the
// table view of the same links, and a number of reads that does not follow the servers.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { createQueryClient } from '../../lib/query-client'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { TestProviders } from '../../test/render-with-client'
import { countRequests } from '../../test/request-log'
import { SharingMapPage } from './SharingMapPage'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
// The console's reads of the project (not Keystone's sign-in nor the services' version documents).
const reads = countRequests(demo, 'GET', /\/(servers|volumes|attachments)\b/)

function show(client: OpenStackClient, aggregateAbove?: number) {
  render(
    <MemoryRouter initialEntries={['/sharing-map']}>
      <TestProviders client={client} queryClient={createQueryClient({ retry: false })}>
        <SharingMapPage aggregateAbove={aggregateAbove} />
      </TestProviders>
    </MemoryRouter>,
  )
}

describe('Sharing Map', () => {
  it('draws the shared volumes and their servers, with the findings and their reasons, in 7 reads', async () => {
    show(await demo.signIn('member'))
    const map = await screen.findByRole('group', { name: 'Sharing map' })
    const pg = within(map).getByRole('link', { name: 'Volume pg-shared-data' })
    expect(within(map).getByRole('link', { name: 'Server db-standby' }).getAttribute('href')).toMatch(
      /^\/instances\/[\w-]+$/,
    )
    // A server's own disk is not shared: off the map until asked for.
    expect(within(map).queryByRole('link', { name: 'Volume legacy-app-data' })).toBeNull()
    const findings = screen.getByRole('region', { name: 'Findings (3)' })
    expect(findings).toHaveTextContent('More than one writer: pg-shared-data, db-primary, db-standby')
    expect(findings).toHaveTextContent(
      '2 read/write attachments: the servers must use a cluster-aware filesystem (GFS2, OCFS2) or the data is corrupted.',
    )
    expect(findings).toHaveTextContent(/Attachment stuck: batch-data, batch-old.*The volume has been reserved for/)
    // The servers, the in-use volumes, three lists of volumes on their way, and the attachment
    // modes in two pages: the demo's twelve read-only attachments fill the first page of ten.
    expect(reads.count).toBe(7)
    expect(pg).toHaveAttribute('href', '/volumes/' + (await volumeId('pg-shared-data')))
  })

  it('filters by mode and type, and searches by name', async () => {
    show(await demo.signIn('member'))
    const map = await screen.findByRole('group', { name: 'Sharing map' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Attach mode' }))
    await user.click(await screen.findByRole('option', { name: 'Read-only (ro)' }))
    await waitFor(() => expect(within(map).queryByRole('link', { name: 'Volume pg-shared-data' })).toBeNull())
    expect(within(map).getByRole('link', { name: 'Volume imagenet-dataset' })).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Attach mode' }))
    await user.click(await screen.findByRole('option', { name: 'Any' }))
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'db-standby')
    await waitFor(() => expect(within(map).queryByRole('link', { name: 'Volume imagenet-dataset' })).toBeNull())
    expect(
      within(map)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Volume pg-shared-data', 'Server db-standby'])
  })

  it('draws a host of many servers as one node with a count, and its servers once opened', async () => {
    show(await demo.signIn('member'), 4)
    const map = await screen.findByRole('group', { name: 'Sharing map' })
    const host = within(map).getByRole('button', { name: 'Host host-compute-1: 5 servers, open' })
    expect(within(map).queryByRole('link', { name: 'Server worker-01' })).toBeNull()
    await userEvent.setup().click(host)
    expect(await within(map).findByRole('link', { name: 'Server worker-01' })).toBeInTheDocument()
    expect(within(map).queryByRole('button', { name: /host-compute-1/ })).toBeNull()
  })

  it("shows an administrator every project's sharing with All projects, by compute host name", async () => {
    show(await demo.signIn('admin'))
    // The admin project shares nothing; the demo project's volumes appear with the switch.
    expect(await screen.findByText('No volume is shared with these filters.')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('switch', { name: 'All projects' }))
    const map = await screen.findByRole('group', { name: 'Sharing map' })
    expect(await within(map).findByRole('link', { name: 'Volume pg-shared-data' })).toBeInTheDocument()
    // An administrator sees the hosts' names (OS-EXT-SRV-ATTR:host), not Nova's per-project hostId.
    expect(within(map).getByText('compute-2')).toBeInTheDocument()
    // Six reads for the admin project (its modes in one page), the seven of a project with all_tenants.
    expect(reads.count).toBe(13)
  })

  it('marks for an administrator a host Placement says cannot multi-attach, and flags a shared volume there', async () => {
    // db-standby, which shares pg-shared-data, was moved to the host without multi-attach.
    const standby = demo.cloud.state.servers.find((server) => server.name === 'db-standby')!
    standby.host = 'compute-legacy'
    show(await demo.signIn('admin'))
    const user = userEvent.setup()
    await user.click(await screen.findByRole('switch', { name: 'All projects' }))
    const map = await screen.findByRole('group', { name: 'Sharing map' })
    expect(await within(map).findByText('compute-legacy (cannot multi-attach)')).toBeInTheDocument()
    const findings = screen.getByRole('region', { name: /^Findings/ })
    expect(findings).toHaveTextContent('Shared volume on a host that cannot multi-attach: pg-shared-data, db-standby')
    expect(findings).toHaveTextContent('The server runs on compute-legacy, whose hypervisor cannot multi-attach')
  })

  it('lists the same links as a table', async () => {
    show(await demo.signIn('member'))
    await screen.findByRole('group', { name: 'Sharing map' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Table' }))
    const table = await screen.findByRole('table', { name: 'Attachments by volume and server' })
    const row = within(table)
      .getAllByRole('row')
      .find((tr) => tr.textContent?.includes('db-standby') && tr.textContent.includes('pg-shared-data'))
    expect(row).toBeDefined()
    expect(row).toHaveTextContent('Read/Write (rw)')
    expect(within(row!).getByRole('link', { name: 'pg-shared-data' })).toBeInTheDocument()
  })
})

async function volumeId(name: string): Promise<string> {
  const client = await demo.signIn('member')
  const { volumes } = await client.cinder.listVolumes({ filters: { name } })
  return volumes[0]?.id ?? ''
}
