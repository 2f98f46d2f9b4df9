// The Admin menu lists Group Types only where the cloud offers them (3.11); the project
// navigation lists Volume Groups only where Cinder has groups (3.13).
import { screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../api'
import { setUpDemoCloud } from '../test/demo-cloud'
import { renderWithClient } from '../test/render-with-client'
import { NavMenu } from './NavMenu'

const demo = setUpDemoCloud()

function renderMenu(client: OpenStackClient, name: 'Admin' | 'Main' = 'Admin') {
  const router = createMemoryRouter([{ path: '*', element: <NavMenu width={240} /> }], {
    initialEntries: ['/volumes'],
  })
  renderWithClient(<RouterProvider router={router} />, client)
  return screen.findByRole('navigation', { name })
}

describe('the Admin menu', () => {
  it('lists Group Types where the Block Storage API offers them', async () => {
    const admin = await demo.signIn('admin')
    expect(admin.feature('groupTypes').available).toBe(true)
    const menu = await renderMenu(admin)
    expect(within(menu).getByRole('link', { name: 'Group Types' })).toHaveAttribute('href', '/admin/group-types')
  })

  it('leaves it out below 3.11', async () => {
    demo.cloud.settings.cinderMaxVersion = '3.10'
    const admin = await demo.signIn('admin')
    expect(admin.feature('groupTypes').available).toBe(false)
    const menu = await renderMenu(admin)
    expect(within(menu).getByRole('link', { name: 'Volume Types' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Group Types' })).toBeNull()
  })
})

describe('the project navigation', () => {
  it('has Volume Groups where Cinder offers groups', async () => {
    const nav = await renderMenu(await demo.signIn('member'), 'Main')
    expect(within(nav).getByRole('link', { name: 'Volume Groups' })).toHaveAttribute('href', '/groups')
  })

  it('has no Volume Groups below 3.13', async () => {
    demo.cloud.settings.cinderMaxVersion = '3.12'
    const nav = await renderMenu(await demo.signIn('member'), 'Main')
    expect(within(nav).getByRole('link', { name: 'Transfers' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Volume Groups' })).toBeNull()
  })
})
