// Sign In for an account whose Keystone rules ask for a password and a TOTP code (demo user
// `mfa`), through the real API module and the demo cloud playing the console's server: the
// code step after the password, a code refused before sending when it is not six digits, a
// wrong code refused by Keystone with the step kept, the right one signing in, and a receipt
// that ran out sending the user back to the password with the reason.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../api'
import { createQueryClient } from '../../lib/query-client'
import type { SignInProfile } from '../../lib/session'
import { DEMO_TOTP_SECRET } from '../../mocks/scenarios/base'
import { totpCode } from '../../rules/keystone-totp'
import { ManualClock, setUpDemoCloud } from '../../test/demo-cloud'
import { SignInForm } from './SignInForm'
import type { SignInValues } from './sign-in-values'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock })

function renderForm() {
  const onSignedIn = vi.fn<(client: OpenStackClient, profile: SignInProfile) => void>()
  const defaultValues: SignInValues = {
    cloud: '',
    method: 'password',
    applicationCredentialId: '',
    applicationCredentialSecret: '',
    authUrl: demo.authUrl,
    username: 'mfa',
    password: '',
    projectName: 'demo',
    userDomainName: 'Default',
    projectDomainName: 'Default',
    region: '',
    interface: 'public',
  }
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <SignInForm defaultValues={defaultValues} onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  )
  return { onSignedIn, user: userEvent.setup() }
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Password'), 'mfa')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return screen.findByRole('form', { name: 'Two-factor code' })
}

describe('Sign In with a two-factor code', () => {
  it('asks for the code after the password, checks its form, keeps the step through a wrong one, then signs in', async () => {
    const { onSignedIn, user } = renderForm()
    const form = await passwordStep(user)
    expect(form).toHaveTextContent(
      'The password of mfa is right. Keystone also asks this account for the six-digit code its authenticator app shows now; this step lasts 5 minutes.',
    )
    const code = screen.getByLabelText('Code')
    await user.type(code, '12')
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    expect(code).toHaveAccessibleDescription('Type the six digits the app shows.')
    await user.clear(code)
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Keystone did not accept that code.')
    expect(screen.getByLabelText('Code')).toHaveValue('000000')
    await user.clear(screen.getByLabelText('Code'))
    await user.type(screen.getByLabelText('Code'), totpCode(DEMO_TOTP_SECRET, clock.now()))
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    const [client, profile] = onSignedIn.mock.calls[0]!
    expect(client.token.user.name).toBe('mfa')
    expect(profile).not.toHaveProperty('password')
  })

  it('goes back to the password, saying why, when the step runs out before a code is accepted', async () => {
    const { onSignedIn, user } = renderForm()
    await passwordStep(user)
    clock.advance(301_000)
    await user.type(screen.getByLabelText('Code'), totpCode(DEMO_TOTP_SECRET, clock.now()))
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    const form = await screen.findByRole('form', { name: 'Sign in' })
    expect(form).toHaveTextContent('The code step ran out of time before a code was accepted: sign in again.')
    expect(screen.getByLabelText('User name')).toHaveValue('mfa')
    expect(onSignedIn).not.toHaveBeenCalled()
  })
})
