import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../../test/lookups'
import { renderWithClient } from '../../../test/render-with-client'
import { AttachVolumeDialog } from './AttachVolumeDialog'

// transitionMs 0: each attach step completes on the cloud's next request, so nothing waits.
const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const FAST_POLL = { intervalMs: 20, timeoutMs: 5000 }

async function openFor(client: OpenStackClient, serverName: string, onClose = () => undefined) {
  const server = await serverNamed(client, serverName)
  renderWithClient(<AttachVolumeDialog server={server} onClose={onClose} poll={FAST_POLL} />, client)
  const dialog = await screen.findByRole('dialog', { name: `Attach Volume ${serverName}` })
  return { server, dialog }
}

async function openVolumes(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Volume' }))
  return screen.findByRole('listbox')
}

async function choose(user: UserEvent, dialog: HTMLElement, name: string) {
  const box = within(dialog).getByRole('combobox', { name: 'Volume' })
  await user.click(box)
  await user.type(box, name)
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }))
}

describe('AttachVolumeDialog', () => {
  it('offers available and shareable volumes; an attached one that is not shareable shows why not', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const { dialog } = await openFor(client, 'web-1')
    const listbox = await openVolumes(user, dialog)
    await within(listbox).findByRole('option', { name: /^shared-empty/ })
    for (const name of ['shared-empty', 'scratch-01', 'pg-shared-data']) {
      expect(within(listbox).getByRole('option', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'aria-disabled',
        'false',
      )
    }
    const legacy = within(listbox).getByRole('option', { name: /^legacy-app-data/ })
    expect(legacy).toHaveAttribute('aria-disabled', 'true')
    expect(legacy).toHaveTextContent('The volume is attached and not shareable (multi-attach)')
    const own = within(listbox).getByRole('option', { name: /^web-1-root/ })
    expect(own).toHaveAttribute('aria-disabled', 'true')
    expect(own).toHaveTextContent('Already attached to this server.')
    // A volume in error is no candidate at all.
    expect(within(listbox).queryByRole('option', { name: /^nfs-shared-failed/ })).not.toBeInTheDocument()
  })

  it('finds, by typing, a volume past the first lists: Cinder searches, by whole name where name~ is refused', async () => {
    const client = await demo.signIn('member')
    const admin = await demo.signIn('admin')
    await admin.cinder.updateQuotaSet(client.token.project.id, { volumes: 200, gigabytes: 2000 })
    for (let index = 0; index < 55; index += 1) {
      await client.cinder.createVolume({ size: 1, name: `bulk-${String(index).padStart(2, '0')}` })
    }
    const target = await client.cinder.createVolume({ size: 1, name: 'zz-target' })
    const user = userEvent.setup({ delay: null })
    const { dialog } = await openFor(client, 'web-1')
    const listbox = await openVolumes(user, dialog)
    await within(listbox).findByRole('option', { name: /^bulk-00/ })
    expect(within(listbox).queryByRole('option', { name: /^zz-target/ })).not.toBeInTheDocument()
    expect(within(dialog).getByText('Type more of a name, or an id, to narrow the list.')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('combobox', { name: 'Volume' }), 'zz-target')
    const option = await screen.findByRole('option', { name: /^zz-target/ })
    expect(option).toHaveAttribute('aria-disabled', 'false')
    await user.clear(within(dialog).getByRole('combobox', { name: 'Volume' }))
    await user.type(within(dialog).getByRole('combobox', { name: 'Volume' }), target.id)
    expect(await screen.findByRole('option', { name: /^zz-target/ })).toBeInTheDocument()
  })

  it('on a shelved-offloaded server, disables shareable volumes with the reason and attaches scratch-01', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const onClose = vi.fn()
    const { server, dialog } = await openFor(client, 'batch-old', onClose)
    const listbox = await openVolumes(user, dialog)
    for (const name of ['shared-empty', 'pg-shared-data', 'shared-boot']) {
      const option = within(listbox).getByRole('option', { name: new RegExp(`^${name}`) })
      expect(option).toHaveAttribute('aria-disabled', 'true')
      expect(option).toHaveTextContent(
        'Nova cannot attach a shareable volume to a shelved-offloaded server; unshelve it first.',
      )
    }
    await user.keyboard('{Escape}')
    await choose(user, dialog, 'scratch-01')
    await user.click(within(dialog).getByRole('button', { name: 'Attach Volume' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(await screen.findByText('Attached scratch-01 to batch-old.')).toBeInTheDocument()
    const scratch = await volumeNamed(client, 'scratch-01')
    expect(scratch.status).toBe('in-use')
    expect(scratch.attachments.map((attachment) => attachment.server_id)).toEqual([server.id])
  })

  it('shows the cloud’s refusal in the dialog: legacy-app’s host cannot multi-attach', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const onClose = vi.fn()
    const { dialog } = await openFor(client, 'legacy-app', onClose)
    await choose(user, dialog, 'shared-empty')
    const shared = await volumeNamed(client, 'shared-empty')
    await user.click(within(dialog).getByRole('button', { name: 'Attach Volume' }))
    expect(
      await within(dialog).findByText(
        `Volume ${shared.id} has 'multiattach' set, which is not supported for this instance.`,
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByText(/Request ID: req-/)).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('warns about shared writes when a read/write attachment joins existing ones', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const { dialog } = await openFor(client, 'web-1')
    await choose(user, dialog, 'pg-shared-data')
    expect(within(dialog).getByRole('radio', { name: 'Read/Write (rw)' })).toBeChecked()
    expect(await within(dialog).findByText(/already has 2 attachments/)).toBeInTheDocument()
    expect(within(dialog).getByText(/cluster-aware filesystem/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: 'Read-only (ro)' }))
    expect(within(dialog).queryByText(/cluster-aware filesystem/)).not.toBeInTheDocument()
  })

  it('attaches read-only with a device name', async () => {
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const onClose = vi.fn()
    const { server, dialog } = await openFor(client, 'web-2', onClose)
    await choose(user, dialog, 'shared-empty')
    await user.type(within(dialog).getByRole('textbox', { name: 'Device name' }), '/dev/vdc')
    await user.click(within(dialog).getByRole('radio', { name: 'Read-only (ro)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Attach Volume' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const shared = await volumeNamed(client, 'shared-empty')
    expect(shared.attachments).toMatchObject([{ server_id: server.id, device: '/dev/vdc' }])
    const [detail] = await client.cinder.listAttachmentDetails({ filters: { volume_id: shared.id } })
    expect(detail?.attach_mode).toBe('ro')
  })

  it('disables Read-only with the reason on a cloud without the attach-mode extension', async () => {
    demo.cloud.settings.attachModeExtension = false
    const client = await demo.signIn('member')
    const user = userEvent.setup({ delay: null })
    const { dialog } = await openFor(client, 'web-1')
    await choose(user, dialog, 'scratch-01')
    expect(within(dialog).getByRole('radio', { name: 'Read-only (ro)' })).toBeDisabled()
    expect(within(dialog).getByRole('radiogroup', { name: 'Attach mode' })).toHaveAccessibleDescription(
      /needs Compute \(Nova\) API 2\.200 or later/,
    )
  })
})
