// Create Group Type with its group specs (POST /group_types' group_specs, docs/cinder-groups.md
// §6): a well-known key added and explained, a key of the console's pattern checked before
// sending, the type made with its specs; in Simplified Chinese too.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { changeLanguage } from '../../i18n/i18n'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { countRequests } from '../../test/request-log'
import { GroupTypesPage } from './GroupTypesPage'

const demo = setUpDemoCloud()
let client: OpenStackClient
const typeCreates = countRequests(demo, 'POST', /\/group_types$/)

afterEach(async () => {
  await changeLanguage('en', { remember: false })
})

async function openCreate(title = 'Create Group Type') {
  client = await demo.signIn('admin')
  renderWithClient(<GroupTypesPage />, client)
  const user = userEvent.setup({ delay: null })
  await user.click(await screen.findByRole('button', { name: title }))
  return { dialog: await screen.findByRole('dialog', { name: title }), user }
}

describe('Create Group Type with group specs', () => {
  it('adds a well-known key with its value and meaning, refuses a bad key before sending, and creates the type with its specs', async () => {
    const { dialog, user } = await openCreate()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'snap-together')
    await user.click(within(dialog).getByRole('combobox', { name: 'Well-known key' }))
    await user.click(await screen.findByRole('option', { name: 'consistent_group_snapshot_enabled' }))
    expect(within(dialog).getAllByRole('textbox', { name: 'Key' })[0]).toHaveValue('consistent_group_snapshot_enabled')
    expect(within(dialog).getAllByRole('textbox', { name: 'Value' })[0]).toHaveValue('<is> True')
    expect(
      within(dialog).getByText(/asks the backend driver for consistent \(write-order\) group snapshots/),
    ).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Add a group spec' }))
    const key = within(dialog).getAllByRole('textbox', { name: 'Key' })[1]!
    await user.type(key, 'vendor key')
    await user.type(within(dialog).getAllByRole('textbox', { name: 'Value' })[1]!, 'x')
    await user.click(within(dialog).getByRole('button', { name: 'Create Group Type' }))
    expect(
      await within(dialog).findByText('A key has letters, digits and - _ : . only (no spaces).'),
    ).toBeInTheDocument()
    expect(typeCreates.count).toBe(0)
    // What was typed stays; a fixed key goes.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('snap-together')
    await user.clear(key)
    await user.type(key, 'vendor:key')
    await user.click(within(dialog).getByRole('button', { name: 'Create Group Type' }))
    expect(await screen.findByText('Group type snap-together created')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const made = (await client.cinder.listGroupTypes({ isPublic: 'none' })).find(
      (type) => type.name === 'snap-together',
    )
    expect(made?.group_specs).toEqual({ consistent_group_snapshot_enabled: '<is> True', 'vendor:key': 'x' })
  })

  it('is in Simplified Chinese', async () => {
    await changeLanguage('zh-CN', { remember: false })
    const { dialog, user } = await openCreate('创建组类型')
    await user.click(within(dialog).getByRole('button', { name: '添加组规格' }))
    expect(within(dialog).getByRole('textbox', { name: '键' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: '组规格' })).toBeInTheDocument()
  })
})
