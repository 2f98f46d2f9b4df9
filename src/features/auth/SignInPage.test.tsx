import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../api'
import type * as Api from '../../api'
import { renderApp } from '../../test/render-app'

vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  connect: vi.fn(),
}))

afterEach(() => {
  vi.mocked(connect).mockReset()
})

describe('SignInPage', () => {
  it('is where a visitor without a session lands, prefilled for the demo cloud', async () => {
    const { router } = renderApp('/volumes')

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(screen.getByLabelText('User name')).toHaveValue('demo')
    expect(screen.getByLabelText('Domain')).toHaveValue('Default')
    expect(screen.getByLabelText('Keystone URL')).toHaveValue(`${window.location.origin}/identity/v3`)
  })

  it('sends the form as credentials and shows a failure without clearing the form', async () => {
    vi.mocked(connect).mockRejectedValue(new Error('The request you have made requires authentication.'))
    const user = userEvent.setup()
    renderApp('/sign-in')

    const password = await screen.findByLabelText('Password')
    await user.clear(password)
    await user.type(password, 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('requires authentication')
    expect(connect).toHaveBeenCalledWith({
      authUrl: `${window.location.origin}/identity/v3`,
      username: 'demo',
      password: 'wrong',
      projectName: 'demo',
      userDomainName: 'Default',
      projectDomainName: 'Default',
    })
    expect(screen.getByLabelText('User name')).toHaveValue('demo')
    expect(screen.getByLabelText('Password')).toHaveValue('wrong')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled())
  })

  it('asks for the fields it needs before connecting', async () => {
    const user = userEvent.setup()
    renderApp('/sign-in')

    await user.clear(await screen.findByLabelText('User name'))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('User name is required')).toBeInTheDocument()
    expect(connect).not.toHaveBeenCalled()
  })
})
