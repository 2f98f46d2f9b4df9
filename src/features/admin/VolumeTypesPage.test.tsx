import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { VolumeTypesPage } from './VolumeTypesPage'
import { encryptedAndShareable, shareableAndCacheable } from '../../rules/volume-type-guards'
import { countRequests } from '../../test/request-log'

// Requests and re-renders take seconds when the machine is busy; the default wait is 1 s.
const demo = setUpDemoCloud()
let client: OpenStackClient
/** Every change the page sent to /types in this test. */
const typeWrites = countRequests(demo, 'POST', /\/types(\/|$)/)

async function renderPage() {
  renderWithClient(<VolumeTypesPage />, client)
  const table = await screen.findByRole('table', { name: 'Volume Types' })
  return { table, user: userEvent.setup({ delay: null }) }
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name, { exact: true }))
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create Volume Type' }))
  return screen.findByRole('dialog', { name: 'Create Volume Type' })
}

const typeNamed = async (name: string) => (await client.cinder.listVolumeTypes()).find((type) => type.name === name)

// Dialogs and tables take seconds in jsdom on a busy machine.
describe('VolumeTypesPage', () => {
  it('creates a shareable type: the multiattach extra spec is written', async () => {
    client = await demo.signIn('admin')
    const { table, user } = await renderPage()
    const dialog = await openCreate(user)
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'cluster-shared')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'For GFS2 clusters')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume Type' }))

    expect(await screen.findByText('Volume type cluster-shared created')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await typeNamed('cluster-shared')).toMatchObject({
      description: 'For GFS2 clusters',
      is_public: true,
      extra_specs: { multiattach: '<is> True' },
    })
    const row = await waitFor(() => rowOf(table, 'cluster-shared'))
    expect(within(row).getByText('multiattach=<is> True')).toBeInTheDocument()
  })

  it('refuses shareable + cacheable before sending, with the reason', async () => {
    client = await demo.signIn('admin')
    const { user } = await renderPage()
    const dialog = await openCreate(user)
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'both')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cacheable' }))

    const cacheable = within(dialog).getByRole('checkbox', { name: 'Cacheable' })
    await waitFor(() => expect(cacheable).toHaveAccessibleDescription(shareableAndCacheable()))
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume Type' }))
    expect(within(dialog).getByText(shareableAndCacheable())).toBeInTheDocument()
    expect(typeWrites.count).toBe(0)
    expect(await typeNamed('both')).toBeUndefined()
  })

  it('creates an encrypted type after warning about encrypted + shareable', async () => {
    client = await demo.signIn('admin')
    const { user } = await renderPage()
    const dialog = await openCreate(user)
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'secret-shared')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Encrypted' }))

    expect(within(dialog).getByRole('status')).toHaveTextContent(encryptedAndShareable())
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume Type' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const created = await typeNamed('secret-shared')
    expect(await client.cinder.getVolumeTypeEncryption(created!.id)).toMatchObject({
      provider: 'luks',
      control_location: 'front-end',
    })
  })

  it('marks encrypted-shared as a conflict, and shows encryption and usage', async () => {
    client = await demo.signIn('admin')
    const { table } = await renderPage()

    const conflict = rowOf(table, 'encrypted-shared')
    expect(within(conflict).getByText('Conflict')).toBeInTheDocument()
    expect(within(conflict).getByText(encryptedAndShareable())).toBeInTheDocument()
    await waitFor(() => expect(within(conflict).getByText('Yes (luks, front-end)')).toBeInTheDocument())
    expect(within(rowOf(table, 'multiattach')).queryByText('Conflict')).not.toBeInTheDocument()
  })

  it('sets Shareable on an unused type, and refuses it with the reason on a type in use', async () => {
    client = await demo.signIn('admin')
    const spare = await client.cinder.createVolumeType({ name: 'spare' })
    const { table, user } = await renderPage()

    const inUse = within(rowOf(table, 'multiattach')).getByRole('button', { name: 'Unset Shareable on multiattach' })
    await waitFor(() => expect(inUse).toBeDisabled())
    expect(inUse).toHaveAccessibleDescription(/volumes of this type exist: .*"Volume Type is currently in use\."/)

    await user.click(within(rowOf(table, 'spare')).getByRole('button', { name: 'Set Shareable on spare' }))
    expect(await screen.findByText('Volume type spare is now shareable (multi-attach)')).toBeInTheDocument()
    expect((await typeNamed('spare'))?.extra_specs).toEqual({ multiattach: '<is> True' })
    await waitFor(() =>
      expect(within(rowOf(table, 'spare')).getByRole('button', { name: 'Unset Shareable on spare' })).toBeEnabled(),
    )
    expect(spare.id).toBeTruthy()
  })
})
