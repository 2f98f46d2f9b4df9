import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OpenStackClient, Volume } from '../../../api'
import { AppProviders } from '../../../app/AppProviders'
import { NotificationsProvider } from '../../../components/notify'
import { createQueryClient } from '../../../lib/query-client'
import { SessionContext } from '../../../lib/session'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { CreateVolumeDialog } from './CreateVolumeDialog'
import { NO_SHAREABLE_TYPE } from './shareable-types'
import { countRequests } from '../../../test/request-log'

const demo = setUpDemoCloud()
let client: OpenStackClient
/** Every POST /volumes the dialog sent in this test. */
const creates = countRequests(demo, 'POST', /\/volumes$/)

beforeEach(async () => {
  client = await demo.signIn('member')
})

/** A page with a button that opens the dialog, as the Volumes page does. */
function Harness({ onCreated }: { onCreated: (volume: Volume) => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <CreateVolumeDialog open={open} onClose={() => setOpen(false)} onCreated={onCreated} />
    </>
  )
}

async function renderDialog() {
  const onCreated = vi.fn<(volume: Volume) => void>()
  const session = { client, signIn: () => {}, switchTo: () => Promise.resolve(), signOut: () => {} }
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <NotificationsProvider>
        <SessionContext.Provider value={session}>
          <Harness onCreated={onCreated} />
        </SessionContext.Provider>
      </NotificationsProvider>
    </AppProviders>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Create Volume' })
  await within(dialog).findByRole('textbox', { name: 'Name' })
  return { dialog, onCreated, user: userEvent.setup() }
}

const volumeCount = async () => (await client.cinder.listVolumes({ limit: 1000 })).volumes.length

async function typeOptions(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Volume Type' }))
  return within(await screen.findByRole('listbox')).getAllByRole('option')
}

const optionName = (option: HTMLElement) => option.querySelector('.MuiListItemText-primary')?.textContent

async function chooseType(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  const option = (await typeOptions(user, dialog)).find((item) => optionName(item) === name)
  if (!option) throw new Error(`no type option ${name}`)
  await user.click(option)
}

describe('CreateVolumeDialog', () => {
  it("opens with the cloud's default type, the zone nova and the project's quota", async () => {
    const { dialog } = await renderDialog()
    const limits = await client.cinder.getLimits()

    expect(within(dialog).getByRole('combobox', { name: 'Volume Type' })).toHaveTextContent('lvmdriver-1')
    expect(within(dialog).getByRole('combobox', { name: 'Availability Zone' })).toHaveTextContent('nova')
    expect(within(dialog).getByRole('textbox', { name: 'Size (GiB)' })).toHaveValue('1')
    expect(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' })).not.toBeChecked()
    expect(
      within(dialog).getByText(
        `Quota: ${limits.totalGigabytesUsed} of 2000 GiB used, ${limits.totalVolumesUsed} of 60 volumes`,
      ),
    ).toBeInTheDocument()
  })

  it('creates a shareable volume from a multi-attach type, with the warning while ticked', async () => {
    const { dialog, onCreated, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'cluster-data')
    await user.clear(within(dialog).getByRole('textbox', { name: 'Size (GiB)' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Size (GiB)' }), '20')

    await user.click(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' }))

    expect(within(dialog).getByText(/cluster-aware filesystem.*GFS2.*OCFS2/)).toBeInTheDocument()
    expect(within(dialog).getByText(/sVirt\/SELinux isolation/)).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: 'Volume Type' })).toHaveTextContent('multiattach')
    const options = await typeOptions(user, dialog)
    expect(options.map(optionName)).toEqual(['multiattach', 'shared-ssd', 'nfs-shared', 'encrypted-shared'])
    await user.click(options[1] as HTMLElement)
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))

    expect(await screen.findByText('Volume cluster-data is being created')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const created = await volumeNamed(client, 'cluster-data')
    expect(created).toMatchObject({ multiattach: true, volume_type: 'shared-ssd', size: 20 })
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: created.id, name: 'cluster-data' }))
  })

  it('ticks the box when a multi-attach type is picked, and goes back to the default type when unticked', async () => {
    const { dialog, user } = await renderDialog()
    const shareable = within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' })

    await chooseType(user, dialog, 'shared-ssd')
    expect(shareable).toBeChecked()

    await user.click(shareable)
    expect(shareable).not.toBeChecked()
    expect(within(dialog).getByRole('combobox', { name: 'Volume Type' })).toHaveTextContent('lvmdriver-1')
    expect(within(dialog).queryByText(/cluster-aware filesystem/)).not.toBeInTheDocument()
  })

  it.each([
    ['0', 'The size must be at least 1 GiB.'],
    ['-1', 'The size must be at least 1 GiB.'],
    ['1.5', 'The size must be a whole number of GiB.'],
    ['abc', 'The size must be a whole number of GiB.'],
  ])('refuses the size %j before sending', async (size, message) => {
    const { dialog, user } = await renderDialog()
    const field = within(dialog).getByRole('textbox', { name: 'Size (GiB)' })
    await user.clear(field)
    await user.type(field, size)
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))

    expect(await within(dialog).findByText(message)).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription(message)
    expect(creates.count).toBe(0)
  })

  it('refuses a size beyond the remaining gigabytes and a name of 256 characters before sending', async () => {
    const { dialog, user } = await renderDialog()
    const limits = await client.cinder.getLimits()
    const remaining = limits.maxTotalVolumeGigabytes - limits.totalGigabytesUsed
    const size = within(dialog).getByRole('textbox', { name: 'Size (GiB)' })
    await user.clear(size)
    await user.type(size, String(remaining + 1))
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    // Pasted rather than typed: 256 key presses make a slow test.
    await user.click(name)
    await user.paste('n'.repeat(256))
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))

    expect(await within(dialog).findByText(`Only ${remaining} GiB of the gigabytes quota remain.`)).toBeInTheDocument()
    expect(within(dialog).getByText('The name can be at most 255 characters (now 256).')).toBeInTheDocument()
    expect(creates.count).toBe(0)
  })

  it("shows the chosen type's own quota and refuses a size beyond it before sending", async () => {
    const { dialog, user } = await renderDialog()
    expect(within(dialog).queryByText(/^Type lvmdriver-1:/)).toBeNull()
    await chooseType(user, dialog, 'shared-ssd')
    expect(within(dialog).getByText('Type shared-ssd: 500 of 1000 GiB used, 1 of 4 volumes')).toBeInTheDocument()
    const size = within(dialog).getByRole('textbox', { name: 'Size (GiB)' })
    await user.clear(size)
    await user.type(size, '501')
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))
    expect(await within(dialog).findByText('Only 500 GiB of the quota of type shared-ssd remain.')).toBeInTheDocument()
    expect(creates.count).toBe(0)
  })

  it("shows the server's refusal of encrypted + shareable on Volume Type, keeping every input", async () => {
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'secret-shared')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'kept')
    await chooseType(user, dialog, 'encrypted-shared')
    const before = await volumeCount()
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))

    const message = 'Invalid volume: Multiattach cannot be used with encrypted volumes.'
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Request ID: req-/)
    expect(within(dialog).getByRole('combobox', { name: 'Volume Type' })).toHaveAccessibleDescription(message)
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('secret-shared')
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('kept')
    expect(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' })).toBeChecked()
    expect(await volumeCount()).toBe(before)

    // The type is now known to be encrypted: offered no more while Shareable is ticked.
    const option = (await typeOptions(user, dialog)).find((item) => optionName(item) === 'encrypted-shared')
    expect(option).toHaveAttribute('aria-disabled', 'true')
    expect(option).toHaveTextContent('Encrypted: Cinder refuses multi-attach on encrypted volumes.')
  })

  it('takes a multi-attach policy refusal as the reason on Shareable, and creates once it is unticked', async () => {
    demo.cloud.settings.policies = { ...demo.cloud.settings.policies, 'volume:multiattach': ['admin'] }
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'wanted-shared')
    const shareable = within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' })
    await user.click(shareable)
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Policy doesn't allow volume:multiattach to be performed.",
    )
    expect(shareable).toHaveAccessibleDescription(/refused shareable volumes for your role/)

    await user.click(shareable)
    expect(shareable).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await volumeNamed(client, 'wanted-shared')).toMatchObject({ multiattach: false, volume_type: 'lvmdriver-1' })
  })

  it('creates a volume from an image, asking first for the size the image needs', async () => {
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'from-image')
    await user.click(within(dialog).getByRole('combobox', { name: 'Volume Source' }))
    await user.click(await screen.findByRole('option', { name: 'Image' }))
    await user.click(within(dialog).getByRole('combobox', { name: 'Image' }))
    await user.click(await screen.findByRole('option', { name: /^ubuntu-24\.04-server/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))

    expect(await within(dialog).findByText('The source needs at least 10 GiB.')).toBeInTheDocument()
    expect(creates.count).toBe(0)

    const size = within(dialog).getByRole('textbox', { name: 'Size (GiB)' })
    await user.clear(size)
    await user.type(size, '10')
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await volumeNamed(client, 'from-image')).toMatchObject({ size: 10, bootable: 'true' })
  })

  it('disables Shareable with the reason when no type allows multi-attach', async () => {
    demo.cloud.state.volumeTypes = demo.cloud.state.volumeTypes.filter((type) => !type.extra_specs.multiattach)
    const { dialog } = await renderDialog()

    const shareable = within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' })
    expect(shareable).toBeDisabled()
    expect(shareable).toHaveAccessibleDescription(NO_SHAREABLE_TYPE)
  })

  it('disables Create Volume with the reason when the volume quota is full', async () => {
    const limits = await client.cinder.getLimits()
    const quota = demo.cloud.state.quotas[client.token.project.id]
    if (!quota) throw new Error('the demo project has a quota')
    quota.volumes = limits.totalVolumesUsed
    const { dialog } = await renderDialog()

    expect(within(dialog).getByRole('button', { name: 'Create Volume' })).toBeDisabled()
    expect(within(dialog).getByText(/The volume quota is full/)).toBeInTheDocument()
  })

  it('creates one volume for two clicks in a row', async () => {
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'double-click')
    const before = await volumeCount()
    const button = within(dialog).getByRole('button', { name: 'Create Volume' })

    fireEvent.click(button)
    fireEvent.click(button)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await volumeCount()).toBe(before + 1)
    expect(creates.count).toBe(1)
  })

  it('creates one volume for two submits in a row, even past the button', async () => {
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'double-enter')
    const before = await volumeCount()
    const form = within(dialog).getByRole('form', { name: 'Create Volume' })

    fireEvent.submit(form)
    fireEvent.submit(form)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await volumeCount()).toBe(before + 1)
    expect(creates.count).toBe(1)
  })

  it('starts from the defaults again after a success', async () => {
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'first')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shareable (multi-attach)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Volume' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Open' }))
    const again = await screen.findByRole('dialog', { name: 'Create Volume' })
    expect(await within(again).findByRole('textbox', { name: 'Name' })).toHaveValue('')
    expect(within(again).getByRole('checkbox', { name: 'Shareable (multi-attach)' })).not.toBeChecked()
  })
})
