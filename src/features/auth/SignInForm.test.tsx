import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../api'
import { createQueryClient } from '../../lib/query-client'
import type { SignInProfile } from '../../lib/session'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { SignInForm } from './SignInForm'
import type { SignInValues } from './sign-in-values'

// The real API module against the demo cloud (msw/node), which plays the console's server:
// what Sign In posts to the console's session is checked.
const demo = setUpDemoCloud()

interface SessionRequest {
  credentials: Record<string, string | undefined>
}

/** The bodies of the Sign In requests the console's session receives during a test. */
function signInRequests(): SessionRequest[] {
  const bodies: SessionRequest[] = []
  demo.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/_console/session')) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body as SessionRequest))
    }
  })
  return bodies
}

function renderForm(defaults: Partial<SignInValues> = {}) {
  const onSignedIn = vi.fn<(client: OpenStackClient, profile: SignInProfile) => void>()
  const defaultValues: SignInValues = {
    cloud: '',
    method: 'password',
    applicationCredentialId: '',
    applicationCredentialSecret: '',
    authUrl: demo.authUrl,
    username: 'demo',
    password: '',
    projectName: 'demo',
    userDomainName: 'Default',
    projectDomainName: 'Default',
    region: '',
    interface: 'public',
    ...defaults,
  }
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <SignInForm defaultValues={defaultValues} onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  )
  return { onSignedIn, user: userEvent.setup() }
}

describe('SignInForm', () => {
  it('shows every field, prefilled, with region and interface behind a disclosure', () => {
    renderForm({ region: 'RegionOne', interface: 'internal' })

    expect(screen.getByLabelText('Keystone URL')).toHaveValue(demo.authUrl)
    expect(screen.getByLabelText('User name')).toHaveValue('demo')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(screen.getByLabelText('Project')).toHaveValue('demo')
    expect(screen.getByLabelText('User domain')).toHaveValue('Default')
    expect(screen.getByLabelText('Project domain')).toHaveValue('Default')
    // Set defaults open the section: nothing the user should check stays hidden.
    expect(screen.getByRole('button', { name: 'Region and interface' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Region')).toHaveValue('RegionOne')
    expect(screen.getByLabelText('Interface')).toHaveValue('internal')
    expect(screen.getByRole('option', { name: 'public' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'admin' })).toBeInTheDocument()
  })

  it("sends the user's and the project's domain apart; a refusal keeps what was typed", async () => {
    const bodies = signInRequests()
    const { onSignedIn, user } = renderForm()

    await user.type(screen.getByLabelText('Password'), 'demo')
    await user.clear(screen.getByLabelText('Project domain'))
    await user.type(screen.getByLabelText('Project domain'), 'Elsewhere')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    // No project "demo" in a domain "Elsewhere": Keystone refuses.
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]?.credentials).toMatchObject({
      username: 'demo',
      userDomainName: 'Default',
      projectName: 'demo',
      projectDomainName: 'Elsewhere',
    })
    expect(screen.getByLabelText('Password')).toHaveValue('demo')
    expect(screen.getByLabelText('Project domain')).toHaveValue('Elsewhere')
    expect(screen.getByLabelText('User domain')).toHaveValue('Default')
    expect(onSignedIn).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled())
  })

  it('hands over the signed-in client and what it signed in with, minus the password', async () => {
    const { onSignedIn, user } = renderForm()

    await user.type(screen.getByLabelText('Password'), 'demo')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    const [client, profile] = onSignedIn.mock.calls[0]!
    expect(client.token.user.name).toBe('demo')
    expect(client.token.project.name).toBe('demo')
    expect(profile).toEqual({
      authUrl: demo.authUrl,
      username: 'demo',
      projectName: 'demo',
      userDomainName: 'Default',
      projectDomainName: 'Default',
      region: undefined,
      interface: 'public',
    })
  })

  it("asks for a new password when Keystone says it has expired, checks it before sending, shows Keystone's rule, then signs in", async () => {
    const { onSignedIn, user } = renderForm({ username: 'expired' })

    await user.type(screen.getByLabelText('Password'), 'expired')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const form = await screen.findByRole('form', { name: 'Change expired password' })
    expect(form).toHaveTextContent('Keystone says the password of expired has expired: choose a new one to sign in.')
    expect(screen.getByLabelText('New password')).toHaveFocus()

    // Checked here first: two different entries are refused without asking Keystone.
    await user.type(screen.getByLabelText('New password'), 'renewed-1')
    await user.type(screen.getByLabelText('Confirm new password'), 'renewed-2')
    await user.click(screen.getByRole('button', { name: 'Change password and sign in' }))
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two new passwords differ.')

    // Keystone's own rule, in its words; what was typed stays.
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'short')
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Change password and sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password does not match the requirements: at least 7 characters, with at least one letter and one digit.',
    )
    expect(screen.getByLabelText('New password')).toHaveValue('short')
    expect(onSignedIn).not.toHaveBeenCalled()

    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'renewed-1')
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'renewed-1')
    await user.click(screen.getByRole('button', { name: 'Change password and sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(onSignedIn.mock.calls[0]![0].token.user.name).toBe('expired')
  })

  it("says Keystone's bare refusal may be a wrong password or a lockout, and for how long by default", async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^The request you have made requires authentication\. Keystone does not say why/)
    expect(alert).toHaveTextContent('until the lockout time the cloud sets has passed (30 minutes')
  })
})
