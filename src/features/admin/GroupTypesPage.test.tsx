import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { countRequests } from '../../test/request-log'
import { GroupTypesPage } from './GroupTypesPage'

// Requests and re-renders take seconds when the machine is busy; the default wait is 1 s.
const demo = setUpDemoCloud()
let client: OpenStackClient
const typeDeletes = countRequests(demo, 'DELETE', /\/group_types\/[^/]+$/)

async function renderPage() {
  renderWithClient(<GroupTypesPage />, client)
  const table = await screen.findByRole('table', { name: 'Group Types' })
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

const typeNamed = async (name: string) =>
  (await client.cinder.listGroupTypes({ isPublic: 'none' })).find((type) => type.name === name)

describe('GroupTypesPage', () => {
  it('lists the reserved type with its group spec, creates a private type, and keeps Cinder’s refusal of a taken name', async () => {
    client = await demo.signIn('admin')
    const { table, user } = await renderPage()
    const reserved = rowOf(table, 'default_cgsnapshot_type')
    expect(within(reserved).getByText('Reserved for consistency groups')).toBeInTheDocument()
    expect(within(reserved).getByText('consistent_group_snapshot_enabled=<is> True')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Create Group Type' }))
    let dialog = await screen.findByRole('dialog', { name: 'Create Group Type' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'replicated')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Replication groups')
    await user.click(within(dialog).getByRole('switch', { name: 'Public' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Group Type' }))
    expect(await screen.findByText('Group type replicated created')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await typeNamed('replicated')).toMatchObject({ description: 'Replication groups', is_public: false })
    await waitFor(() => expect(within(rowOf(table, 'replicated')).getByText('Replication groups')).toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Create Group Type' }))
    dialog = await screen.findByRole('dialog', { name: 'Create Group Type' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'replicated')
    await user.click(within(dialog).getByRole('button', { name: 'Create Group Type' }))
    expect(await within(dialog).findByText(/Group Type replicated already exists\./)).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('replicated')
  })

  it('sets a well-known group spec with its meaning shown, and deletes one', async () => {
    client = await demo.signIn('admin')
    await client.cinder.createGroupType({ name: 'specs', groupSpecs: { vendor_key: 'x' } })
    const { table, user } = await renderPage()
    await user.click(within(await openMenu(user, table, 'specs')).getByRole('menuitem', { name: 'Group Specs' }))
    const dialog = await screen.findByRole('dialog', { name: /Group Specs/ })
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'group_replication_enabled')
    expect(within(dialog).getByText(/makes groups of this type replication groups/)).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), '<is> True')
    await user.click(within(dialog).getByRole('button', { name: 'Set' }))
    expect(await screen.findByText('Group spec group_replication_enabled of specs set')).toBeInTheDocument()
    await user.click(await within(dialog).findByRole('button', { name: 'Delete group spec vendor_key' }))
    expect(await screen.findByText('Group spec vendor_key of specs deleted')).toBeInTheDocument()
    expect((await typeNamed('specs'))?.group_specs).toEqual({ group_replication_enabled: '<is> True' })
  })

  it('refuses deleting a type a group has, with Cinder’s words, before the click; deletes an unused one', async () => {
    client = await demo.signIn('admin')
    const used = await client.cinder.createGroupType({ name: 'used' })
    await client.cinder.createGroupType({ name: 'unused' })
    const member = await demo.signIn('member')
    const volumeType = (await member.cinder.listVolumeTypes())[0]!
    await member.cinder.createGroup({ groupType: used.id, volumeTypes: [volumeType.id], name: 'g' })
    const { table, user } = await renderPage()

    await waitFor(() => expect(within(rowOf(table, 'used')).getByText('1')).toBeInTheDocument())
    const menu = await openMenu(user, table, 'used')
    const item = within(menu).getByRole('menuitem', { name: /^Delete/ })
    expect(item).toHaveAttribute('aria-disabled', 'true')
    expect(item).toHaveTextContent(
      `1 group has this type: delete it first (Cinder: "Target group type is still in use. Group Type ${used.id} deletion is not allowed with groups present with the type.").`,
    )
    await user.keyboard('{Escape}')

    await user.click(within(await openMenu(user, table, 'unused')).getByRole('menuitem', { name: 'Delete' }))
    const remove = await screen.findByRole('dialog', { name: /Delete Group Type/ })
    await user.click(within(remove).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Group type unused deleted')).toBeInTheDocument()
    expect(await typeNamed('unused')).toBeUndefined()
    expect(typeDeletes.count).toBe(1)
  })

  it('explains the reserved type before renaming or deleting it, and saves a new description', async () => {
    client = await demo.signIn('admin')
    const { table, user } = await renderPage()
    await user.click(
      within(await openMenu(user, table, 'default_cgsnapshot_type')).getByRole('menuitem', { name: 'Delete' }),
    )
    const remove = await screen.findByRole('dialog', { name: /Delete Group Type/ })
    expect(within(remove).getByRole('status')).toHaveTextContent('Rerun migration script')
    await user.click(within(remove).getByRole('button', { name: 'Cancel' }))

    await user.click(
      within(await openMenu(user, table, 'default_cgsnapshot_type')).getByRole('menuitem', { name: 'Edit' }),
    )
    const edit = await screen.findByRole('dialog', { name: /Edit Group Type/ })
    expect(within(edit).getByRole('status')).toHaveTextContent('renaming or deleting it')
    const description = within(edit).getByRole('textbox', { name: 'Description' })
    await user.clear(description)
    await user.type(description, 'Kept for migrated consistency groups')
    await user.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Group type default_cgsnapshot_type saved')).toBeInTheDocument()
    expect(await typeNamed('default_cgsnapshot_type')).toMatchObject({
      description: 'Kept for migrated consistency groups',
      is_public: true,
    })
  })
})
