// Create Volume's Group (G8, docs/cinder-groups.md §8) on the demo cloud: the groups a new volume
// may go into, the others disabled with the reason, the type narrowed to the group's and the zone
// set to the group's, in English and in Simplified Chinese.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { AppProviders } from '../../../app/AppProviders'
import { NotificationsProvider } from '../../../components/notify'
import { changeLanguage } from '../../../i18n/i18n'
import { createQueryClient } from '../../../lib/query-client'
import { SessionContext } from '../../../lib/session'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { countRequests } from '../../../test/request-log'
import { CreateVolumeDialog } from './CreateVolumeDialog'

const demo = setUpDemoCloud()
let client: OpenStackClient
const creates = countRequests(demo, 'POST', /\/volumes$/)

beforeEach(async () => {
  client = await demo.signIn('member')
})

afterEach(async () => {
  await changeLanguage('en', { remember: false })
})

async function renderDialog(name = 'Create Volume') {
  const session = { client, signIn: () => {}, switchTo: () => Promise.resolve(), signOut: () => {} }
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <NotificationsProvider>
        <SessionContext.Provider value={session}>
          <CreateVolumeDialog open onClose={() => {}} />
        </SessionContext.Provider>
      </NotificationsProvider>
    </AppProviders>,
  )
  const dialog = await screen.findByRole('dialog', { name })
  return { dialog, user: userEvent.setup() }
}

async function groupOptions(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label = 'Group') {
  await user.click(await within(dialog).findByRole('combobox', { name: label }))
  return within(await screen.findByRole('listbox')).getAllByRole('option')
}

describe('Create Volume into a group', () => {
  it("makes the volume in the group, with one of the group's types, in the group's zone", async () => {
    const { dialog, user } = await renderDialog()
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'in-app-stack')
    // Start from a shareable type: the group (lvmdriver-1 only) moves it back.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' }))
    const options = await groupOptions(user, dialog)
    expect(options.map((option) => option.textContent)).toEqual([
      'No group',
      expect.stringMatching(/^app-stack/),
      expect.stringMatching(/^dr-pair/),
    ])
    await user.click(options[1] as HTMLElement)

    expect(within(dialog).getByRole('combobox', { name: 'Volume Type' })).toHaveTextContent('lvmdriver-1')
    expect(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' })).not.toBeChecked()
    const zone = within(dialog).getByRole('combobox', { name: 'Availability Zone' })
    expect(zone).toHaveTextContent('nova')
    expect(zone).toHaveAttribute('aria-disabled', 'true')
    // Types the group does not take are shown, disabled with the reason.
    await user.click(within(dialog).getByRole('combobox', { name: 'Volume Type' }))
    const shared = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .find((option) => option.textContent?.startsWith('shared-ssd'))
    expect(shared).toHaveAttribute('aria-disabled', 'true')
    expect(shared).toHaveTextContent('The group app-stack takes only volumes of its types: lvmdriver-1.')
    await user.keyboard('{Escape}')

    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))
    expect(await screen.findByText('Volume in-app-stack is being created')).toBeInTheDocument()
    const made = await volumeNamed(client, 'in-app-stack')
    const group = (await client.cinder.listGroups()).find((candidate) => candidate.name === 'app-stack')!
    expect(made).toMatchObject({ group_id: group.id, volume_type: 'lvmdriver-1', availability_zone: 'nova' })
  })

  it('shows a group that cannot take a volume disabled with the reason, and sends nothing for it', async () => {
    const group = (await client.cinder.listGroups()).find((candidate) => candidate.name === 'app-stack')!
    const admin = await demo.signIn('admin')
    await admin.cinder.resetGroupStatus(group.id, 'error')
    const { dialog, user } = await renderDialog()
    const options = await groupOptions(user, dialog)
    expect(options[1]).toHaveAttribute('aria-disabled', 'true')
    expect(options[1]).toHaveTextContent(
      'A new volume goes into a group only while it is available or creating; this one is error.',
    )
    expect(creates.count).toBe(0)
  })

  it('is in Simplified Chinese', async () => {
    await changeLanguage('zh-CN', { remember: false })
    const { dialog, user } = await renderDialog('创建云硬盘')
    const options = await groupOptions(user, dialog, '组')
    expect(options[0]).toHaveTextContent('不加入组')
    await user.click(options[1] as HTMLElement)
    expect(within(dialog).getByText('组的可用区：Cinder 在此创建组中的云硬盘。')).toBeInTheDocument()
  })
})
