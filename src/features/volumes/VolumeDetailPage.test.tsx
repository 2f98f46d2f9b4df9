// A volume's page against the demo cloud: a compact header (Attach and Manage Attachments as
// buttons, every other action in "More actions"), the overview, then the attachments before
// the metadata; a volume on one server and one on none read the same way.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { volumeNamed } from '../../test/lookups'
import { renderWithClient } from '../../test/render-with-client'
import { VolumeDetailPage } from './VolumeDetailPage'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

async function open(client: OpenStackClient, name: string) {
  const volume = await volumeNamed(client, name)
  renderWithClient(
    <MemoryRouter initialEntries={[`/volumes/${volume.id}`]}>
      <Routes>
        <Route path="/volumes/:volumeId" element={<VolumeDetailPage />} />
        <Route path="/volumes" element={<p>Volumes list</p>} />
      </Routes>
    </MemoryRouter>,
    client,
  )
  await screen.findByRole('heading', { name, level: 1 })
  return userEvent.setup({ delay: null })
}

/** The page's section headings, in the order they are read. */
const sections = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('a volume’s page', () => {
  it('leads a shared volume with its attachments; every other action is one menu away', async () => {
    const member = await demo.signIn('member')
    const user = await open(member, 'pg-shared-data')
    const toolbar = screen.getByRole('toolbar', { name: 'Volume actions' })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Attach', 'Manage Attachments', 'More actions'])
    const order = sections()
    expect(order.slice(0, 3)).toEqual(['Overview', 'Attachments', 'Metadata'])
    const table = await screen.findByRole('table', { name: 'Attachments' })
    expect(within(table).getByRole('cell', { name: 'db-primary' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: 'db-standby' })).toBeInTheDocument()

    await user.click(within(toolbar).getByRole('button', { name: 'More actions' }))
    const menu = screen.getByRole('menu', { name: 'More actions' })
    for (const name of ['Edit Volume', 'Edit Metadata', 'Create Snapshot', 'Extend Volume', 'Upload to Image'])
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument()
    // An attached volume's Delete stays listed, disabled, with the reason.
    expect(within(menu).getByRole('menuitem', { name: /^Delete Volume/ })).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit Volume' }))
    expect(await screen.findByRole('dialog', { name: /Edit Volume/ })).toBeInTheDocument()
  })

  it('a volume on no server says so where the attachments would be, and can be deleted from the menu', async () => {
    const member = await demo.signIn('member')
    const user = await open(member, 'scratch-01')
    expect(sections().slice(0, 2)).toEqual(['Overview', 'Attachments'])
    expect(screen.getByText('Not attached to any server.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'More actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete Volume' }))
    expect(await screen.findByRole('dialog', { name: /Delete/ })).toBeInTheDocument()
  })

  it('a volume that is not shared shows its one attachment the same way', async () => {
    const member = await demo.signIn('member')
    await open(member, 'web-1-root')
    const table = await screen.findByRole('table', { name: 'Attachments' })
    expect(within(table).getByRole('cell', { name: 'web-1' })).toBeInTheDocument()
    expect(sections().indexOf('Attachments')).toBeLessThan(sections().indexOf('Metadata'))
  })
})
