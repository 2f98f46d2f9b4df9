// An administrator's Volume Groups of every project against the demo cloud: the switch (kept in
// the address as ?projects=all) lists the member project's group with the project's name from
// Keystone; off, the administrator's own project's, which has none. A member has no switch.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { GroupListPage } from './GroupListPage'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

function Address() {
  const location = useLocation()
  return <output aria-label="Address">{location.pathname + location.search}</output>
}

function show(client: OpenStackClient, at: string) {
  renderWithClient(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/groups" element={<GroupListPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
    client,
  )
}

describe('Volume Groups of every project', () => {
  it('lists another project’s group with its project’s name, and the administrator’s own when switched off', async () => {
    const admin = await demo.signIn('admin')
    const member = await demo.signIn('member')
    const [appStack] = await member.cinder.listGroups()
    const user = userEvent.setup({ delay: null })
    show(admin, '/groups?projects=all')

    const table = await screen.findByRole('table', { name: 'Volume groups' })
    const row = within(table).getByRole('row', { name: new RegExp(appStack!.name!) })
    expect(await within(row).findByText(member.token.project.name)).toHaveAttribute('title', appStack!.project_id)
    const all = screen.getByRole('switch', { name: 'All projects' })
    expect(all).toBeChecked()

    await user.click(all)
    expect(await screen.findByText('No volume groups yet')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/groups$/)
  })

  it('offers a member no switch', async () => {
    const member = await demo.signIn('member')
    show(member, '/groups?projects=all')
    expect(await screen.findByRole('table', { name: 'Volume groups' })).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: 'All projects' })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Project' })).toBeNull()
  })
})
