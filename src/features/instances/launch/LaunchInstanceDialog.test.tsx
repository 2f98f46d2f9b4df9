import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient, Volume } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { renderWithClient } from '../../../test/render-with-client'
import { LaunchInstanceDialog } from './LaunchInstanceDialog'
import { OLD_COMPUTES_EXPLAINED, severalNotShareable } from './launch-guards'
import { countRequests } from '../../../test/request-log'
import { commandText } from '../../../test/command-panel'

// Requests and re-renders take seconds when the machine is busy; the default wait is 1 s.
// The Node transport runs transitions at once (transitionMs 0): the next request sees them done.
const demo = setUpDemoCloud()
let client: OpenStackClient
/** Every POST /servers the dialog sent in this test. */
const launches = countRequests(demo, 'POST', /\/servers$/)

function Harness({ volume }: { volume?: Volume }) {
  const [open, setOpen] = useState(true)
  return <LaunchInstanceDialog open={open} onClose={() => setOpen(false)} volume={volume} />
}

async function renderDialog(volume?: Volume) {
  renderWithClient(<Harness volume={volume} />, client)
  const dialog = await screen.findByRole('dialog', { name: 'Launch Instance' })
  await within(dialog).findByRole('textbox', { name: 'Instance Name' })
  // No delay between keys: the typing is not what these tests are about.
  return { dialog, user: userEvent.setup({ delay: null }) }
}

type User = ReturnType<typeof userEvent.setup>

async function chooseVolume(user: User, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Volume' }))
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}\\b`) }))
}

async function fill(user: User, dialog: HTMLElement, values: { name: string; volume: string; count: string }) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Instance Name' }), values.name)
  await chooseVolume(user, dialog, values.volume)
  const count = within(dialog).getByRole('textbox', { name: 'Count' })
  await user.clear(count)
  await user.type(count, values.count)
}

const serversNamed = async (prefix: string) =>
  (await client.nova!.listServers({ filters: { name: `^${prefix}` } })).servers

// Dialogs with several selects take seconds in jsdom on a busy machine.
describe('LaunchInstanceDialog', () => {
  it('launches three instances from one shareable volume, read-only, through the extension', async () => {
    client = await demo.signIn('member')
    const { dialog, user } = await renderDialog()
    await fill(user, dialog, { name: 'ha', volume: 'shared-boot', count: '3' })
    await user.click(within(dialog).getByRole('radio', { name: 'Read-only (ro)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Launch Instance' }))

    expect(await screen.findByText('3 instances are being launched: ha-1 to ha-3')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const servers = await serversNamed('ha-')
    expect(servers.map((server) => server.name).sort()).toEqual(['ha-1', 'ha-2', 'ha-3'])
    const shared = await volumeNamed(client, 'shared-boot')
    const attachedTo = shared.attachments.map((attachment) => attachment.server_id).sort()
    expect(attachedTo).toEqual(servers.map((server) => server.id).sort())
    const details = await client.cinder.listAttachmentDetails({ filters: { volume_id: shared.id } })
    expect(details.map((detail) => detail.attach_mode)).toEqual(['ro', 'ro', 'ro'])
    expect(launches.count).toBe(1)
  })

  it('launches from an image onto a new volume of a size and type, deleted with the instance; refuses a size the image does not fit in', async () => {
    client = await demo.signIn('member')
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Instance Name' }), 'imaged')
    await user.click(within(dialog).getByRole('radio', { name: 'Image, on a new volume' }))
    await user.click(within(dialog).getByRole('combobox', { name: 'Image' }))
    await user.click(await screen.findByRole('option', { name: /^ubuntu-24\.04-server/ }))
    expect(within(dialog).getByText('At least 10 GiB for this image.')).toBeInTheDocument()
    // The size starts at the image's minimum; a smaller one typed over it is refused before sending.
    const size = within(dialog).getByRole('textbox', { name: 'Volume Size (GiB)' })
    expect(size).toHaveValue('10')
    await user.clear(size)
    await user.type(size, '5')
    await user.click(within(dialog).getByRole('button', { name: 'Launch Instance' }))
    expect(await within(dialog).findByText('The image needs at least 10 GiB.')).toBeInTheDocument()
    expect(launches.count).toBe(0)

    await user.clear(size)
    await user.type(size, '12')
    await user.click(within(dialog).getByRole('combobox', { name: 'Volume Type' }))
    await user.click(await screen.findByRole('option', { name: /^multiattach/ }))
    expect(within(dialog).getByText(/^Quota: \d+ of 60 volumes, \d+ of 2000 GiB used$/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Delete the volume when the instance is deleted' }))
    await user.click(within(dialog).getByRole('button', { name: 'Launch Instance' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(launches.count).toBe(1)
    const [server] = await serversNamed('imaged')
    const attached = (await client.nova!.getServer(server!.id))['os-extended-volumes:volumes_attached']
    expect(attached).toEqual([{ id: expect.any(String), delete_on_termination: true }])
    expect(await client.cinder.getVolume(attached[0]!.id)).toMatchObject({
      size: 12,
      volume_type: 'multiattach',
      bootable: 'true',
    })
  })

  it('refuses two instances from a volume that is not shareable before sending, with the reason', async () => {
    client = await demo.signIn('member')
    const { dialog, user } = await renderDialog()
    await fill(user, dialog, { name: 'pair', volume: 'boot-template', count: '2' })
    await user.click(within(dialog).getByRole('button', { name: 'Launch Instance' }))

    const count = within(dialog).getByRole('textbox', { name: 'Count' })
    await waitFor(() => expect(count).toHaveAccessibleDescription(severalNotShareable()))
    expect(count).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).queryByRole('radio', { name: 'Read-only (ro)' })).not.toBeInTheDocument()
    expect(launches.count).toBe(0)
  })

  it('disables several instances on a shareable volume where the cloud lacks the extension', async () => {
    demo.cloud.settings.attachModeExtension = false
    client = await demo.signIn('member')
    const reason = client.feature('shareableMultiCreate')
    if (reason.available) throw new Error('the extension should be missing')
    const { dialog, user } = await renderDialog()
    await fill(user, dialog, { name: 'ha', volume: 'shared-boot', count: '2' })

    const launch = within(dialog).getByRole('button', { name: 'Launch Instance' })
    expect(launch).toBeDisabled()
    expect(launch).toHaveAccessibleDescription(reason.reason)
    expect(within(dialog).getByRole('textbox', { name: 'Count' })).toHaveAccessibleDescription(reason.reason)

    // One instance needs no extension.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Count' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Count' }), '1')
    expect(within(dialog).getByRole('button', { name: 'Launch Instance' })).toBeEnabled()
  })

  it("shows old computes' 409 in the dialog, explained, with the input kept", async () => {
    demo.cloud.settings.oldComputes = true
    client = await demo.signIn('member')
    const { dialog, user } = await renderDialog()
    await fill(user, dialog, { name: 'legacy-boot', volume: 'shared-boot', count: '1' })
    await user.click(within(dialog).getByRole('button', { name: 'Launch Instance' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Multiattach volume support is not yet available.')
    expect(alert).toHaveTextContent(OLD_COMPUTES_EXPLAINED)
    expect(alert).toHaveTextContent(/Request ID: req-/)
    expect(within(dialog).getByRole('textbox', { name: 'Instance Name' })).toHaveValue('legacy-boot')
    expect(within(dialog).getByRole('combobox', { name: 'Volume' })).toHaveTextContent('shared-boot')
    expect(await serversNamed('legacy-boot')).toEqual([])
  })

  it('launches one server for two fast clicks, and for two submits past the button', async () => {
    client = await demo.signIn('member')
    const { dialog, user } = await renderDialog()
    await fill(user, dialog, { name: 'once', volume: 'boot-template', count: '1' })
    const button = within(dialog).getByRole('button', { name: 'Launch Instance' })
    const form = within(dialog).getByRole('form', { name: 'Launch Instance' })

    fireEvent.click(button)
    fireEvent.click(button)
    fireEvent.submit(form)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(launches.count).toBe(1)
    expect((await serversNamed('once')).length).toBe(1)
  })

  it('preselects the volume it was opened for, and offers no volume that cannot boot', async () => {
    client = await demo.signIn('member')
    const shared = await volumeNamed(client, 'shared-boot')
    const { dialog, user } = await renderDialog(shared)

    expect(within(dialog).getByRole('combobox', { name: 'Volume' })).toHaveTextContent('shared-boot')
    await user.click(within(dialog).getByRole('combobox', { name: 'Volume' }))
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.querySelector('.MuiListItemText-primary')?.textContent)
    expect(names).toEqual(['boot-template', 'shared-boot'])
  })

  it('boots from an image on the smallest flavor that holds it; a flavor the user picks too small is refused first', async () => {
    client = await demo.signIn('member')
    const { dialog, user } = await renderDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Instance Name' }), 'from-image')
    await user.click(within(dialog).getByRole('radio', { name: 'Image' }))
    await user.click(within(dialog).getByRole('combobox', { name: 'Image' }))
    await user.click(await screen.findByRole('option', { name: /^ubuntu-24\.04-server/ }))
    // m1.tiny's 1 GiB disk cannot hold the image's 10: the untouched flavor moves to m1.small.
    expect(within(dialog).getByRole('combobox', { name: 'Flavor' })).toHaveTextContent('m1.small')

    await user.click(within(dialog).getByRole('combobox', { name: 'Flavor' }))
    await user.click(await screen.findByRole('option', { name: /^m1\.tiny/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Launch Instance' }))
    expect(
      await within(dialog).findByText('Flavor m1.tiny has a 1 GiB disk; the image needs at least 10 GiB.'),
    ).toBeInTheDocument()
    expect(launches.count).toBe(0)

    await user.click(within(dialog).getByRole('combobox', { name: 'Flavor' }))
    await user.click(await screen.findByRole('option', { name: /^m1\.small/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Launch Instance' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [server] = await serversNamed('from-image')
    expect(server?.image).toMatchObject({ id: expect.any(String) })
  })

  it('launches with only a name typed: the first bootable volume and a flavor that fits are chosen', async () => {
    client = await demo.signIn('member')
    const { dialog, user } = await renderDialog()
    expect(within(dialog).getByRole('combobox', { name: 'Volume' })).toHaveTextContent('boot-template')
    await user.type(within(dialog).getByRole('textbox', { name: 'Instance Name' }), 'named-only')
    // The demo cloud's catalog has no network service (as the test rig's): no network is asked for.
    expect(
      within(dialog).getByText('This cloud has no network service (Neutron): the instance gets no network.'),
    ).toBeInTheDocument()
    // The command of what Launch would send: the chosen volume and flavor, the new server's name.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    const template = await volumeNamed(client, 'boot-template')
    expect(commandText(dialog, 'CLI')).toMatch(
      new RegExp(
        `^openstack( --os-compute-api-version 2\\.\\d+)? server create --flavor \\S+ --volume ${template.id}( --nic none)? named-only$`,
      ),
    )
    expect(commandText(dialog, 'API request')).toMatch(/^POST http\S+\/servers\n/)
    await user.click(within(dialog).getByRole('button', { name: 'Launch Instance' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((await serversNamed('named-only')).length).toBe(1)
  })
})
