import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectViaConsole } from '../../api'
import type * as Api from '../../api'
import { renderApp } from '../../test/render-app'

vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  connectViaConsole: vi.fn(),
  // No session to resume: this browser has not signed in.
  resumeConsoleSession: vi.fn(() => Promise.resolve(null)),
}))

afterEach(() => {
  vi.mocked(connectViaConsole).mockReset()
})

describe('SignInPage', () => {
  it('is where a visitor without a session lands, prefilled for the demo cloud', async () => {
    const { router } = renderApp('/volumes')

    // The Volumes page's code loads first (a lazy route), then the redirect.
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(screen.getByLabelText('Keystone URL')).toHaveValue(`${window.location.origin}/identity/v3`)
    expect(screen.getByLabelText('User name')).toHaveValue('demo')
    expect(screen.getByLabelText('Password')).toHaveValue('demo')
    expect(screen.getByLabelText('Project')).toHaveValue('demo')
    expect(screen.getByLabelText('User domain')).toHaveValue('Default')
    expect(screen.getByLabelText('Project domain')).toHaveValue('Default')
    // Region and interface wait in a collapsed section, still reachable by their labels.
    expect(screen.getByRole('button', { name: 'Region and interface' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText('Region')).toHaveValue('')
    expect(screen.getByLabelText('Interface')).toHaveValue('public')
    // The demo cloud is no "source" worth a caption.
    expect(screen.queryByText(/^Settings from/)).not.toBeInTheDocument()
  })

  it('sends both domains, the region and the interface, and keeps the form on a failure', async () => {
    vi.mocked(connectViaConsole).mockRejectedValue(new Error('The request you have made requires authentication.'))
    const user = userEvent.setup()
    renderApp('/sign-in')

    const password = await screen.findByLabelText('Password')
    await user.clear(password)
    await user.type(password, 'wrong')
    await user.clear(screen.getByLabelText('Project domain'))
    await user.type(screen.getByLabelText('Project domain'), 'projects')
    await user.click(screen.getByRole('button', { name: 'Region and interface' }))
    await user.type(screen.getByLabelText('Region'), 'RegionTwo')
    await user.selectOptions(screen.getByLabelText('Interface'), 'internal')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('requires authentication')
    expect(connectViaConsole).toHaveBeenCalledTimes(1)
    expect(vi.mocked(connectViaConsole).mock.calls[0]?.[0]).toEqual({
      authUrl: `${window.location.origin}/identity/v3`,
      username: 'demo',
      password: 'wrong',
      projectName: 'demo',
      userDomainName: 'Default',
      projectDomainName: 'projects',
      region: 'RegionTwo',
      interface: 'internal',
    })
    // Demo mode as a real-cloud one: the session at the console's path (the demo cloud plays
    // the console's server), the services through its proxy.
    expect(vi.mocked(connectViaConsole).mock.calls[0]?.[1]).toEqual({
      sessionUrl: `${window.location.origin}/_console/session`,
      fetch: expect.any(Function),
    })
    expect(screen.getByLabelText('User name')).toHaveValue('demo')
    expect(screen.getByLabelText('Password')).toHaveValue('wrong')
    expect(screen.getByLabelText('Project domain')).toHaveValue('projects')
    expect(screen.getByLabelText('Region')).toHaveValue('RegionTwo')
    expect(screen.getByLabelText('Interface')).toHaveValue('internal')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled())
  })

  it('leaves empty domains and region to Keystone and the catalog', async () => {
    vi.mocked(connectViaConsole).mockRejectedValue(new Error('nope'))
    const user = userEvent.setup()
    renderApp('/sign-in')

    await user.clear(await screen.findByLabelText('User domain'))
    await user.clear(screen.getByLabelText('Project domain'))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    await screen.findByRole('alert')
    expect(vi.mocked(connectViaConsole).mock.calls[0]?.[0]).toMatchObject({
      userDomainName: undefined,
      projectDomainName: undefined,
      region: undefined,
      interface: 'public',
    })
  })

  it('asks for the fields it needs before connecting', async () => {
    const user = userEvent.setup()
    renderApp('/sign-in')

    await user.clear(await screen.findByLabelText('User name'))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('User name is required')).toBeInTheDocument()
    expect(connectViaConsole).not.toHaveBeenCalled()
  })
})
