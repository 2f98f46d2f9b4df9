// The whole app against the demo cloud (msw/node): when the token ends, the Sign In dialog
// comes up over whatever is on screen, which is still there after signing in again.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EXPIRY_SKEW_MS } from '../../api/auth-state'
import { emptyCloud, setRuntimeConfig } from '../../lib/runtime-config'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { volumeNamed } from '../../test/lookups'
import { renderApp } from '../../test/render-app'

const demo = setUpDemoCloud()
beforeEach(() => {
  setRuntimeConfig({
    proxy: null,
    session: null,
    cloud: { ...emptyCloud, authUrl: demo.authUrl, username: 'demo', projectName: 'demo' },
    source: 'demo cloud',
  })
})
afterEach(() => {
  setRuntimeConfig(null)
})

/**
 * Opens the app at `path` and signs in with the page's defaults (the demo user). Found hidden
 * too: with a token of a few seconds, a busy machine may already have the expiry dialog over
 * the page, which hides it from the accessibility tree.
 */
async function signIn(path = '/volumes') {
  const rendered = renderApp(path)
  const user = userEvent.setup({ delay: null })
  await screen.findByRole('heading', { name: 'Sign In', level: 1 })
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  await screen.findByRole('button', { name: 'Sign Out', hidden: true })
  return { ...rendered, user }
}

async function expiryDialog() {
  return screen.findByRole('dialog', { name: 'Sign In' })
}

// Whole-app journeys in jsdom: several seconds each, more on a busy machine.
describe('SessionExpiredDialog', () => {
  it('comes up over an open form when the cloud refuses the token; signing in again keeps the form', async () => {
    const { user } = await signIn()
    const heading = await screen.findByRole('heading', { name: 'Volumes', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Create Volume' }))
    const create = await screen.findByRole('dialog', { name: 'Create Volume' })
    const name = await within(create).findByRole('textbox', { name: 'Name' })
    await user.type(name, 'kept-while-away')
    await user.clear(within(create).getByRole('textbox', { name: 'Size (GiB)' }))
    await user.type(within(create).getByRole('textbox', { name: 'Size (GiB)' }), '3')

    // The cloud forgets every token: the next request answers 401.
    demo.cloud.tokens.clear()
    await user.click(within(create).getByRole('button', { name: 'Create Volume' }))

    const dialog = await expiryDialog()
    expect(dialog).toHaveAccessibleDescription(
      'Your session has expired. Sign in again to carry on where you were; open forms keep what you typed.',
    )
    expect(within(dialog).getByLabelText('Keystone URL')).toHaveValue(demo.authUrl)
    expect(within(dialog).getByLabelText('User name')).toHaveValue('demo')
    expect(within(dialog).getByLabelText('Project')).toHaveValue('demo')
    expect(within(dialog).getByLabelText('User domain')).toHaveValue('Default')
    expect(within(dialog).getByLabelText('Project domain')).toHaveValue('Default')
    expect(within(dialog).getByLabelText('Interface')).toHaveValue('public')
    const password = within(dialog).getByLabelText('Password')
    expect(password).toHaveValue('')
    await waitFor(() => expect(password).toHaveFocus())
    // Underneath, hidden from assistive technology but mounted: the form, its input and the
    // refused request's error where it was made.
    const hiddenCreate = screen.getByRole('dialog', { name: 'Create Volume', hidden: true })
    expect(hiddenCreate).toBe(create)
    expect(within(create).getByRole('textbox', { name: 'Name', hidden: true })).toHaveValue('kept-while-away')
    expect(within(create).getByText('The volume was not created')).toBeInTheDocument()

    await user.type(password, 'demo')
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'Create Volume' })).toBe(create)
    expect(within(create).getByRole('textbox', { name: 'Name' })).toHaveValue('kept-while-away')
    expect(within(create).getByRole('textbox', { name: 'Size (GiB)' })).toHaveValue('3')
    // The page under the Create Volume dialog is the same one too.
    expect(screen.getByRole('heading', { name: 'Volumes', level: 1, hidden: true })).toBe(heading)

    // The refused request, sent again, goes out with the new token.
    await user.click(within(create).getByRole('button', { name: 'Create Volume' }))
    expect(await screen.findByText('Volume kept-while-away is being created')).toBeInTheDocument()
    const client = await demo.signIn('member')
    expect(await volumeNamed(client, 'kept-while-away')).toMatchObject({ size: 3 })
  })

  it('comes up on its own before the token ends; the same user gets the views refetched', async () => {
    // Treated as expired EXPIRY_SKEW_MS before its end: 2 s after signing in, with no request.
    demo.cloud.settings.tokenTtlSeconds = EXPIRY_SKEW_MS / 1000 + 2
    // Available volumes only: a list with a transitional one polls, and a poll refused while
    // the dialog waits would muddle the check below.
    const { user, queryClient } = await signIn('/volumes?status=available')
    // Under the dialog already, on a busy machine.
    const heading = await screen.findByRole('heading', { name: 'Volumes', level: 1, hidden: true })

    const dialog = await expiryDialog()
    demo.cloud.settings.tokenTtlSeconds = 3600
    // Made by someone else meanwhile: only a refetch shows it.
    const other = await demo.signIn('member')
    await other.cinder.createVolume({ name: 'made-meanwhile', size: 1 })
    // A refetch through a query function still holding the old client would fail (expired).
    const failures: unknown[] = []
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') failures.push(event.query.queryKey)
    })
    await user.type(within(dialog).getByLabelText('Password'), 'demo')
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument())
    const table = await screen.findByRole('table', { name: 'Volumes' })
    expect(await within(table).findByRole('link', { name: 'made-meanwhile' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Volumes', level: 1 })).toBe(heading)
    expect(screen.getByRole('banner')).toHaveTextContent('User: demo')
    expect(failures).toEqual([])
  })

  it('starts afresh on the Volumes page for another user', async () => {
    demo.cloud.settings.tokenTtlSeconds = EXPIRY_SKEW_MS / 1000 + 2
    const { user, router } = await signIn('/instances')
    await screen.findByRole('heading', { name: 'Instances', level: 1, hidden: true })

    const dialog = await expiryDialog()
    demo.cloud.settings.tokenTtlSeconds = 3600
    await user.clear(within(dialog).getByLabelText('User name'))
    await user.type(within(dialog).getByLabelText('User name'), 'reader')
    await user.type(within(dialog).getByLabelText('Password'), 'reader')
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))

    await screen.findByRole('heading', { name: 'Volumes', level: 1 })
    expect(router.state.location.pathname).toBe('/volumes')
    expect(screen.getByRole('banner')).toHaveTextContent('User: reader')
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument()
  })

  it('signs out from the dialog', async () => {
    const { user, router, queryClient } = await signIn()
    await screen.findByRole('table', { name: 'Volumes' })
    // The cloud forgets every token; the next refetch is refused.
    demo.cloud.tokens.clear()
    await act(() => queryClient.invalidateQueries())

    const dialog = await expiryDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }))

    expect(await screen.findByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
