import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../../test/lookups'
import { AttachDialog } from './AttachDialog'
import { renderWithClient } from '../../../test/render-with-client'

// transitionMs 0: each attach step completes on the cloud's next request, so nothing waits.
const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

async function openFor(client: OpenStackClient, volumeName: string) {
  const volume = await volumeNamed(client, volumeName)
  renderWithClient(<AttachDialog open onClose={() => undefined} volume={volume} />, client)
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`Attach Volume ${volumeName}`) })
  return { volume, dialog }
}

async function openInstances(user: UserEvent) {
  await user.click(screen.getByRole('combobox', { name: 'Instances' }))
  return screen.findByRole('listbox')
}

async function choose(user: UserEvent, name: string) {
  const box = screen.getByRole('combobox', { name: 'Instances' })
  await user.click(box)
  await user.clear(box)
  await user.type(box, name)
  const option = await screen.findByRole('option', { name: new RegExp(`^${name}`) })
  await user.click(option)
}

function resultRow(dialog: HTMLElement, name: string) {
  const results = within(dialog).getByRole('list', { name: 'Attach results' })
  const row = within(results)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name))
  if (!row) throw new Error(`no result for ${name}`)
  return row
}

async function modesOf(client: OpenStackClient, volumeId: string) {
  const details = await client.cinder.listAttachmentDetails({ filters: { volume_id: volumeId } })
  return Object.fromEntries(details.map((detail) => [detail.instance, detail.attach_mode]))
}

describe('AttachDialog', () => {
  it('attaches web-1 read/write, then web-2 read-only, reporting each server', async () => {
    const client = await demo.signIn('member')
    const web1 = await serverNamed(client, 'web-1')
    const web2 = await serverNamed(client, 'web-2')
    const user = userEvent.setup({ delay: null })
    const { volume, dialog } = await openFor(client, 'shared-empty')
    const attach = within(dialog).getByRole('button', { name: 'Attach' })
    expect(attach).toBeDisabled()
    expect(within(dialog).getByRole('radio', { name: 'Read/Write (rw)' })).toBeChecked()

    await choose(user, 'web-1')
    expect(attach).toBeEnabled()
    await user.click(attach)
    await waitFor(() => expect(resultRow(dialog, 'web-1')).toHaveTextContent('Attached'))
    expect(await screen.findByText('Attached shared-empty to web-1.')).toBeInTheDocument()

    await choose(user, 'web-2')
    await user.click(within(dialog).getByRole('radio', { name: 'Read-only (ro)' }))
    await user.click(attach)
    await waitFor(() => expect(resultRow(dialog, 'web-2')).toHaveTextContent('Attached'))

    const now = await client.cinder.getVolume(volume.id)
    expect(now.status).toBe('in-use')
    expect(now.attachments.map((attachment) => attachment.server_id).sort()).toEqual([web1.id, web2.id].sort())
    expect(await modesOf(client, volume.id)).toEqual({ [web1.id]: 'rw', [web2.id]: 'ro' })
  })

  it('attaches several servers one after another in one submit, and a double click attaches once', async () => {
    const client = await demo.signIn('member')
    const attachSpy = vi.spyOn(client.nova!, 'attachVolume')
    const user = userEvent.setup({ delay: null })
    const { volume, dialog } = await openFor(client, 'shared-empty')
    await choose(user, 'web-1')
    await choose(user, 'web-2')
    // A device name only means something for one server.
    expect(within(dialog).getByRole('textbox', { name: 'Device name' })).toBeDisabled()
    await user.dblClick(within(dialog).getByRole('button', { name: 'Attach' }))
    await waitFor(() => expect(resultRow(dialog, 'web-2')).toHaveTextContent('Attached'))
    expect(resultRow(dialog, 'web-1')).toHaveTextContent('Attached')
    expect(attachSpy).toHaveBeenCalledTimes(2)
    expect((await client.cinder.getVolume(volume.id)).attachments).toHaveLength(2)
  })

  it('does not offer servers that already have the volume', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    await openFor(client, 'pg-shared-data')
    const listbox = await openInstances(user)
    expect(within(listbox).queryByRole('option', { name: /^db-primary/ })).not.toBeInTheDocument()
    expect(within(listbox).queryByRole('option', { name: /^db-standby/ })).not.toBeInTheDocument()
    expect(within(listbox).getByRole('option', { name: /^web-1/ })).toBeInTheDocument()
  })

  it('shows a shelved-offloaded server disabled, with the reason in the option', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    await openFor(client, 'shared-empty')
    const listbox = await openInstances(user)
    const batch = within(listbox).getByRole('option', { name: /^batch-old/ })
    expect(batch).toHaveAttribute('aria-disabled', 'true')
    expect(batch).toHaveTextContent(
      'Nova cannot attach a shareable volume to a shelved-offloaded server; unshelve it first.',
    )
  })

  it('lets a volume that is not shareable go to one server only', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    await openFor(client, 'scratch-01')
    await choose(user, 'web-1')
    const listbox = await openInstances(user)
    expect(within(listbox).getByRole('option', { name: /^web-2/ })).toHaveAttribute('aria-disabled', 'true')
    expect(within(listbox).getByRole('option', { name: /^web-2/ })).toHaveTextContent('attaches to one server only')
  })

  it('disables Read-only with the reason on a cloud without the attach-mode extension', async () => {
    demo.cloud.settings.attachModeExtension = false
    const client = await demo.signIn('member')
    const { dialog } = await openFor(client, 'shared-empty')
    expect(within(dialog).getByRole('radio', { name: 'Read-only (ro)' })).toBeDisabled()
    expect(within(dialog).getByRole('radiogroup', { name: 'Attach mode' })).toHaveAccessibleDescription(
      /needs Compute \(Nova\) API 2\.200 or later; this cloud offers 2\.104\..*read-only flag.*works on every cloud/,
    )
  })

  it('warns about shared writes when a read/write attachment joins existing ones', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const { dialog } = await openFor(client, 'pg-shared-data')
    expect(within(dialog).getByText(/already has 2 attachments/)).toBeInTheDocument()
    expect(await within(dialog).findByText(/\(2 read\/write, 0 read-only\)/)).toBeInTheDocument()
    expect(within(dialog).getByText(/cluster-aware filesystem/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: 'Read-only (ro)' }))
    expect(within(dialog).queryByText(/cluster-aware filesystem/)).not.toBeInTheDocument()
  })

  it('checks the device name against Nova’s pattern before sending', async () => {
    const client = await demo.signIn('member')
    const attachSpy = vi.spyOn(client.nova!, 'attachVolume')
    const user = userEvent.setup({ delay: null })
    const { dialog } = await openFor(client, 'scratch-01')
    await choose(user, 'web-1')
    await user.type(within(dialog).getByRole('textbox', { name: 'Device name' }), 'sdb')
    expect(await within(dialog).findByText(/Use a device path such as \/dev\/vdb/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))
    expect(attachSpy).not.toHaveBeenCalled()
  })

  it('reports the failure of one server with the cloud’s message while the other attaches', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const { volume, dialog } = await openFor(client, 'shared-empty')
    await choose(user, 'legacy-app')
    await choose(user, 'web-1')
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))
    await waitFor(() => expect(resultRow(dialog, 'web-1')).toHaveTextContent('Attached'))
    const legacy = resultRow(dialog, 'legacy-app')
    expect(legacy).toHaveTextContent('Failed')
    expect(legacy).toHaveTextContent(
      `Volume ${volume.id} has 'multiattach' set, which is not supported for this instance.`,
    )
    expect(legacy).toHaveTextContent(/Request ID: req-/)
    expect(await screen.findByText(/Attached shared-empty to 1 of 2 servers; failed: legacy-app/)).toBeInTheDocument()
    // The failure stays chosen for a retry; the success is gone from the choice.
    const chips = within(dialog)
      .getAllByRole('button')
      .filter((item) => item.classList.contains('MuiChip-root'))
    expect(chips.map((chip) => chip.textContent)).toEqual(['legacy-app'])
  })

  it('explains a read-only attach that fails after the 202 from the server’s instance actions', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const { volume, dialog } = await openFor(client, 'shared-empty')
    await choose(user, 'legacy-app')
    await user.click(within(dialog).getByRole('radio', { name: 'Read-only (ro)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }))
    await waitFor(() => expect(resultRow(dialog, 'legacy-app')).toHaveTextContent('Failed'))
    expect(resultRow(dialog, 'legacy-app')).toHaveTextContent(
      `Volume ${volume.id} has 'multiattach' set, which is not supported for this instance.`,
    )
  })
})
