// The Sign In page of a real-cloud deployment: defaults from the console's server, no password,
// calls through its proxy.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectViaConsole } from '../../api'
import type * as Api from '../../api'
import { setRuntimeConfig } from '../../lib/runtime-config'
import { renderApp } from '../../test/render-app'

vi.mock('../../lib/demo-mode', () => ({ isDemoMode: false }))
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  connectViaConsole: vi.fn(),
  // No session to resume: this browser has not signed in.
  resumeConsoleSession: vi.fn(() => Promise.resolve(null)),
}))

beforeEach(() => {
  setRuntimeConfig({
    proxy: '/os-proxy',
    session: '/_console/session',
    cloud: {
      authUrl: 'https://keystone.example:5000/v3',
      username: 'alice',
      projectName: 'web',
      userDomainName: 'users',
      projectDomainName: 'projects',
      region: 'RegionTwo',
      interface: 'internal',
    },
    source: 'OS_* environment',
  })
})
afterEach(() => {
  setRuntimeConfig(null)
  vi.mocked(connectViaConsole).mockReset()
})

describe('SignInPage on a real cloud', () => {
  it("prefills what the console's server read, says where from, and signs in through the console's session", async () => {
    vi.mocked(connectViaConsole).mockRejectedValue(new Error('Invalid username or password'))
    const user = userEvent.setup()
    renderApp('/sign-in')

    expect(await screen.findByText('Settings from OS_* environment')).toBeInTheDocument()
    expect(screen.getByLabelText('Keystone URL')).toHaveValue('https://keystone.example:5000/v3')
    expect(screen.getByLabelText('User name')).toHaveValue('alice')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(screen.getByLabelText('Project')).toHaveValue('web')
    expect(screen.getByLabelText('User domain')).toHaveValue('users')
    expect(screen.getByLabelText('Project domain')).toHaveValue('projects')
    expect(screen.getByLabelText('Region')).toBeVisible()
    expect(screen.getByLabelText('Region')).toHaveValue('RegionTwo')
    expect(screen.getByLabelText('Interface')).toHaveValue('internal')

    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
    const [credentials, options] = vi.mocked(connectViaConsole).mock.calls[0]!
    expect(credentials).toEqual({
      authUrl: 'https://keystone.example:5000/v3',
      username: 'alice',
      password: 'secret',
      projectName: 'web',
      userDomainName: 'users',
      projectDomainName: 'projects',
      region: 'RegionTwo',
      interface: 'internal',
    })
    // Through the console's server: its session at an absolute URL on this origin, the services through its proxy.
    expect(options?.sessionUrl).toBe(`${window.location.origin}/_console/session`)
    expect(options?.fetch).toEqual(expect.any(Function))
    expect(screen.getByLabelText('Password')).toHaveValue('secret')
  })
})
