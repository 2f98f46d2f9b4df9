import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { commandText } from '../../test/command-panel'
import { countRequests } from '../../test/request-log'
import { VolumeTypesPage } from './VolumeTypesPage'

const demo = setUpDemoCloud()
let client: OpenStackClient
const typeDeletes = countRequests(demo, 'DELETE', /\/types\/[^/]+$/)

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

async function openMenu(user: ReturnType<typeof userEvent.setup>, table: HTMLElement, name: string) {
  await user.click(within(rowOf(table, name)).getByRole('button', { name: `Actions for ${name}` }))
  return screen.findByRole('menu', { name: `Actions for ${name}` })
}

const typeNamed = async (name: string) => (await client.cinder.listVolumeTypes()).find((type) => type.name === name)

describe('Volume Types row actions', () => {
  it('encrypts an unused type and changes its encryption, the command of each shown first', async () => {
    client = await demo.signIn('admin')
    const made = await client.cinder.createVolumeType({ name: 'to-encrypt' })
    const { table, user } = await renderPage()
    await user.click(within(await openMenu(user, table, 'to-encrypt')).getByRole('menuitem', { name: 'Encrypt' }))
    let dialog = await screen.findByRole('dialog', { name: /Encrypt Volume Type/ })
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe(
      `openstack volume type set --encryption-provider luks --encryption-cipher aes-xts-plain64 --encryption-key-size 256 --encryption-control-location front-end ${made.id}`,
    )
    expect(commandText(dialog, 'API request')).toMatch(new RegExp(`^POST http\\S+/types/${made.id}/encryption\\n`))
    await user.click(within(dialog).getByRole('button', { name: 'Encrypt' }))
    expect(await screen.findByText('Volume type to-encrypt is now encrypted')).toBeInTheDocument()

    // The row says so once the type's encryption is read again; its menu then offers Encryption.
    await waitFor(() => expect(rowOf(table, 'to-encrypt')).toHaveTextContent('Yes (luks, front-end)'))
    await user.click(within(await openMenu(user, table, 'to-encrypt')).getByRole('menuitem', { name: 'Encryption' }))
    dialog = await screen.findByRole('dialog', { name: /^Encryption/ })
    await user.clear(within(dialog).getByRole('textbox', { name: 'Cipher' }))
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    // No flag clears a field: the panel says so, and the request does it.
    expect(commandText(dialog, 'CLI')).toBe('# No CLI clears the encryption’s cipher: the request below does.')
    const request = commandText(dialog, 'API request')
    expect(request).toMatch(new RegExp(`^PUT http\\S+/types/${made.id}/encryption/\\S+\\n`))
    expect(JSON.parse(request.slice(request.indexOf('\n\n')))).toEqual({ encryption: { cipher: null } })
  })

  it('shows the type’s QoS spec, and refuses deleting a type in use or the default type with Cinder’s words', async () => {
    client = await demo.signIn('admin')
    const { table, user } = await renderPage()
    await waitFor(() =>
      expect(within(rowOf(table, 'shared-ssd')).getByText('QoS: gold-iops (front-end)')).toBeInTheDocument(),
    )

    let menu = await openMenu(user, table, 'multiattach')
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /^Delete/ })).toHaveTextContent(
        'volumes of this type exist: Cinder refuses it ("Target volume type is still in use.")',
      ),
    )
    expect(within(menu).getByRole('menuitem', { name: /^Delete/ })).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Escape}')
    menu = await openMenu(user, table, 'lvmdriver-1')
    expect(within(menu).getByRole('menuitem', { name: /^Delete/ })).toHaveTextContent(
      'is a default volume type and cannot be deleted.',
    )
    expect(typeDeletes.count).toBe(0)
  })

  it('edits a type’s name, description and public flag, and deletes an unused one', async () => {
    client = await demo.signIn('admin')
    await client.cinder.createVolumeType({ name: 'scratch' })
    const { table, user } = await renderPage()
    await user.click(within(await openMenu(user, table, 'scratch')).getByRole('menuitem', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: /Edit Volume Type/ })
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Nothing has changed yet.')
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'scratch-2')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'For tests')
    await user.click(within(dialog).getByRole('switch', { name: 'Public' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Volume type scratch-2 saved')).toBeInTheDocument()
    expect(await typeNamed('scratch-2')).toMatchObject({ description: 'For tests', is_public: false })

    await waitFor(() => rowOf(table, 'scratch-2'))
    await user.click(within(await openMenu(user, table, 'scratch-2')).getByRole('menuitem', { name: 'Delete' }))
    const remove = await screen.findByRole('dialog', { name: /Delete Volume Type/ })
    await user.click(within(remove).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Volume type scratch-2 deleted')).toBeInTheDocument()
    expect(await typeNamed('scratch-2')).toBeUndefined()
  })

  it('sets and deletes extra specs of an unused type; shareable + cacheable is refused before sending', async () => {
    client = await demo.signIn('admin')
    await client.cinder.createVolumeType({ name: 'specs', extra_specs: { multiattach: '<is> True' } })
    const writes = countRequests(demo, 'POST', /\/extra_specs$/)
    const { table, user } = await renderPage()
    await user.click(within(await openMenu(user, table, 'specs')).getByRole('menuitem', { name: 'Extra Specs' }))
    const dialog = await screen.findByRole('dialog', { name: /Extra Specs/ })
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'cacheable')
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), '<is> True')
    expect(within(dialog).getByRole('button', { name: 'Set' })).toBeDisabled()
    expect(within(dialog).getByRole('status')).toHaveTextContent('cacheable cannot be set with multiattach.')
    expect(writes.count).toBe(0)

    await user.clear(within(dialog).getByRole('textbox', { name: 'Key' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'volume_backend_name')
    await user.clear(within(dialog).getByRole('textbox', { name: 'Value' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'nfs')
    await user.click(within(dialog).getByRole('button', { name: 'Set' }))
    expect(await screen.findByText('Extra spec volume_backend_name of specs set')).toBeInTheDocument()
    await user.click(await within(dialog).findByRole('button', { name: 'Delete extra spec multiattach' }))
    expect(await screen.findByText('Extra spec multiattach of specs deleted')).toBeInTheDocument()
    expect((await typeNamed('specs'))?.extra_specs).toEqual({ volume_backend_name: 'nfs' })
  })

  it('grants a private type to a project picked by name, and sets that project’s default type', async () => {
    client = await demo.signIn('admin')
    await client.cinder.createVolumeType({ name: 'private-gold', 'os-volume-type-access:is_public': false })
    const { table, user } = await renderPage()
    await user.click(within(await openMenu(user, table, 'private-gold')).getByRole('menuitem', { name: 'Access' }))
    const dialog = await screen.findByRole('dialog', { name: /Type Access/ })
    expect(await within(dialog).findByText('No project has access yet.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Project' }))
    await user.click(await screen.findByRole('option', { name: /^staging/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Grant Access' }))
    expect(await screen.findByText('Project staging can now use private-gold')).toBeInTheDocument()
    expect(await within(dialog).findByRole('list', { name: 'Projects with access' })).toHaveTextContent('staging')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    await user.click(screen.getByRole('button', { name: 'Set Project Default Type' }))
    const set = await screen.findByRole('dialog', { name: 'Set Project Default Type' })
    await user.click(within(set).getByRole('combobox', { name: 'Project' }))
    await user.click(await screen.findByRole('option', { name: /^staging/ }))
    await user.click(within(set).getByRole('combobox', { name: 'Volume type' }))
    await user.click(await screen.findByRole('option', { name: /^private-gold/ }))
    await user.click(within(set).getByRole('button', { name: 'Set Default' }))
    expect(await screen.findByText('New volumes of staging get private-gold by default')).toBeInTheDocument()
    const defaults = await screen.findByRole('table', { name: 'Project Default Types' })
    expect(within(defaults).getByText('staging')).toBeInTheDocument()
    await user.click(within(defaults).getByRole('button', { name: 'Unset the default type of staging' }))
    expect(await screen.findByText('staging uses the cloud’s default type again')).toBeInTheDocument()
    expect(await client.cinder.listDefaultTypes()).toEqual([])
  })
})
