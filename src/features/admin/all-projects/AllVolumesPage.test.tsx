import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { renderWithClient } from '../../../test/render-with-client'
import { AllBackupsPage } from './AllBackupsPage'
import { AllSnapshotsPage } from './AllSnapshotsPage'
import { AllVolumesPage } from './AllVolumesPage'

const demo = setUpDemoCloud()
/** What the page reads: GETs to the services (after the sign-in's own). */
const READS = /\/(volume|compute|identity)\/v\d/

function Address() {
  const location = useLocation()
  return <output aria-label="address">{location.pathname + location.search}</output>
}

async function render(page: React.ReactElement, path: string) {
  const client = await demo.signIn('admin')
  /** The paths read since the render, until `stop()`. */
  const paths: string[] = []
  const record = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (request.method === 'GET' && READS.test(pathname)) paths.push(pathname)
  }
  demo.server.events.on('request:start', record)
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <Address />
    </MemoryRouter>,
    client,
  )
  const stop = () => demo.server.events.removeListener('request:start', record)
  return { paths, stop }
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('link', { name }))
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

describe('Admin › All Volumes, All Snapshots, All Backups', () => {
  it("lists every project's volumes with the project's name (id as title) and the host", async () => {
    await render(<AllVolumesPage />, '/admin/volumes?size=100')
    const table = await screen.findByRole('table', { name: 'All Volumes' })
    const row = await waitFor(() => rowOf(table, 'admin-tools'))
    const project = await within(row).findByText('admin')
    expect(project).toHaveAttribute('title', demo.cloud.state.projects.find((p) => p.name === 'admin')!.id)
    expect(within(row).getByText(/@.+#/)).toBeInTheDocument()
    expect(rowOf(table, 'staging-db')).toHaveTextContent('staging-app on compute-1')
    expect(within(rowOf(table, 'pg-shared-data')).getByText('demo')).toBeInTheDocument()
  })

  it("repairs another project's volume from its row: Reset Status to error, then Force Delete", async () => {
    const user = userEvent.setup({ delay: null })
    await render(<AllVolumesPage />, '/admin/volumes?size=100')
    const table = await screen.findByRole('table', { name: 'All Volumes' })
    const staging = demo.cloud.state.volumes.find((volume) => volume.name === 'staging-shared')!
    await user.click(
      within(await waitFor(() => rowOf(table, 'staging-shared'))).getByRole('button', {
        name: 'Actions for staging-shared',
      }),
    )
    await user.click(await screen.findByRole('menuitem', { name: /^Reset Status/ }))
    const reset = await screen.findByRole('dialog', { name: 'Reset Status of staging-shared' })
    await user.click(within(reset).getByRole('radio', { name: /^error Failed/ }))
    await user.click(within(reset).getByRole('button', { name: 'Reset Status' }))
    await waitFor(() => expect(demo.cloud.volume(staging.id)?.status).toBe('error'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(within(rowOf(table, 'staging-shared')).getByRole('button', { name: 'Actions for staging-shared' }))
    await user.click(await screen.findByRole('menuitem', { name: /^Force Delete/ }))
    const remove = await screen.findByRole('dialog', { name: 'Force Delete staging-shared' })
    expect(within(remove).getByRole('region', { name: 'What it will do' })).toHaveTextContent(
      'whatever its status (now error)',
    )
    await user.click(within(remove).getByRole('button', { name: 'Force Delete' }))
    await waitFor(() => expect(demo.cloud.volume(staging.id)?.status ?? 'gone').not.toBe('error'))
  })

  it('keeps its requests constant in the number of rows: one list, one server index, one project list', async () => {
    for (const size of [10, 50]) {
      const { paths, stop } = await render(<AllVolumesPage />, `/admin/volumes?size=${size}`)
      const table = await screen.findByRole('table', { name: 'All Volumes' })
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(size === 10 ? 10 : 20))
      await waitFor(() => expect(within(table).getAllByText(/^(demo|staging|admin)$/).length).toBeGreaterThan(0))
      // The scenario's reserved volume is transitional, so the list polls (from 1 s on): on a
      // slow machine a poll may come before this line. Each read once, the list's polls aside.
      const list = paths.filter((path) => path.endsWith('/volumes/detail'))
      expect(new Set(paths).size).toBe(3)
      expect(paths.length - (list.length - 1)).toBe(3)
      stop()
      cleanup()
    }
  })

  it('filters by a project picked by name and by host; the address keeps them', async () => {
    await render(<AllVolumesPage />, '/admin/volumes')
    const user = userEvent.setup({ delay: null })
    const table = await screen.findByRole('table', { name: 'All Volumes' })
    await user.click(screen.getByRole('combobox', { name: 'Project' }))
    await user.click(await screen.findByRole('option', { name: 'staging' }))
    const staging = demo.cloud.state.projects.find((p) => p.name === 'staging')!.id
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(`project=${staging}`))
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'pg-shared-data' })).not.toBeInTheDocument())
    expect(within(table).getByRole('link', { name: 'staging-db' })).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: 'Host' }), 'no-such-host')
    expect(await screen.findByText('No volumes')).toBeInTheDocument()
  })

  it("lists other projects' snapshots and backups with their project", async () => {
    await render(<AllSnapshotsPage />, '/admin/snapshots')
    const snapshots = await screen.findByRole('table', { name: 'All Snapshots' })
    expect(await within(rowOf(snapshots, 'staging-db-daily')).findByText('staging')).toBeInTheDocument()
    expect(within(rowOf(snapshots, 'pg-nightly')).getByText('demo')).toBeInTheDocument()
  })

  it("lists other projects' backups with their project (3.18)", async () => {
    await render(<AllBackupsPage />, '/admin/backups')
    const backups = await screen.findByRole('table', { name: 'All Backups' })
    expect(await within(rowOf(backups, 'admin-tools-backup')).findByText('admin')).toBeInTheDocument()
    expect(within(rowOf(backups, 'staging-db-weekly')).getByText('staging')).toBeInTheDocument()
  })
})
