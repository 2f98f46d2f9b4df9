// An admin address reached by someone without the admin role shows "Needs admin" with their
// roles, not the admin page; an admin gets the page.
import { screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../test/demo-cloud'
import { renderWithClient } from '../test/render-with-client'
import { RequireAdmin } from './RequireAdmin'

const demo = setUpDemoCloud()

function adminRouter() {
  return createMemoryRouter(
    [{ element: <RequireAdmin />, children: [{ path: '/admin/x', element: <h1>Admin page</h1> }] }],
    { initialEntries: ['/admin/x'] },
  )
}

describe('RequireAdmin', () => {
  it('shows a member "Needs admin" with their roles, and not the page', async () => {
    const client = await demo.signIn('member')
    renderWithClient(<RouterProvider router={adminRouter()} />, client)
    expect(await screen.findByRole('heading', { name: 'Needs admin', level: 1 })).toBeInTheDocument()
    expect(screen.getByText(`Your roles in project ${client.token.project.name}: member, reader.`)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Admin page' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Volumes' })).toHaveAttribute('href', '/volumes')
  })

  it('shows a reader the same', async () => {
    renderWithClient(<RouterProvider router={adminRouter()} />, await demo.signIn('reader'))
    expect(await screen.findByRole('heading', { name: 'Needs admin', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Admin page' })).not.toBeInTheDocument()
  })

  it('lets an admin through', async () => {
    renderWithClient(<RouterProvider router={adminRouter()} />, await demo.signIn('admin'))
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument()
    expect(screen.queryByText('Needs admin')).not.toBeInTheDocument()
  })
})
