import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../../test/lookups'
import { ManageAttachmentsDialog } from './ManageAttachmentsDialog'
import { renderWithClient } from '../../../test/render-with-client'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

async function openFor(client: OpenStackClient, volumeName: string) {
  const volume = await volumeNamed(client, volumeName)
  renderWithClient(<ManageAttachmentsDialog open onClose={() => undefined} volumeId={volume.id} />, client)
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`Manage Attachments ${volumeName}`) })
  const table = await within(dialog).findByRole('table', { name: 'Attachments' })
  return { volume, dialog, table }
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('row', { name: new RegExp(`^(Select )?${name}\\b`) })

describe('ManageAttachmentsDialog', () => {
  it('lists each attachment with server, device and mode, and offers the attach form for an in-use shareable volume', async () => {
    const client = await demo.signIn('member')
    const { dialog, table } = await openFor(client, 'imagenet-dataset')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(12)
    await waitFor(() => expect(rowOf(table, 'worker-01')).toHaveTextContent('RO'))
    expect(rowOf(table, 'worker-01')).toHaveTextContent('/dev/vdb')
    expect(within(dialog).getByRole('combobox', { name: 'Instances' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Attach' })).toBeDisabled()
  })

  it('detaches one attachment of pg-shared-data and leaves the other', async () => {
    const client = await demo.signIn('member')
    const primary = await serverNamed(client, 'db-primary')
    const standby = await serverNamed(client, 'db-standby')
    const user = userEvent.setup({ delay: null })
    const { volume, table } = await openFor(client, 'pg-shared-data')
    await user.click(within(rowOf(table, 'db-primary')).getByRole('button', { name: 'Detach' }))
    await waitFor(() => expect(within(table).queryByRole('row', { name: /db-primary/ })).not.toBeInTheDocument())
    expect(rowOf(table, 'db-standby')).toBeInTheDocument()
    const now = await client.cinder.getVolume(volume.id)
    expect(now.status).toBe('in-use')
    expect(now.attachments.map((attachment) => attachment.server_id)).toEqual([standby.id])
    expect(now.attachments.map((attachment) => attachment.server_id)).not.toContain(primary.id)
    expect(await screen.findByText('Detached pg-shared-data from db-primary.')).toBeInTheDocument()
  })

  it('detaches the checked attachments one after another', async () => {
    const client = await demo.signIn('member')
    const detachSpy = vi.spyOn(client.nova!, 'detachVolume')
    const user = userEvent.setup({ delay: null })
    const { volume, dialog, table } = await openFor(client, 'imagenet-dataset')
    await user.click(within(table).getByRole('checkbox', { name: 'Select worker-01' }))
    await user.click(within(table).getByRole('checkbox', { name: 'Select worker-02' }))
    // What Detach selected would send, before it is sent: one line and one request per server.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    const [worker1, worker2] = await Promise.all([serverNamed(client, 'worker-01'), serverNamed(client, 'worker-02')])
    const cli = within(dialog).getByRole('region', { name: 'CLI' }).querySelector('pre')?.textContent
    expect(cli).toBe(
      [worker1, worker2].map((server) => `openstack server remove volume ${server.id} ${volume.id}`).join('\n'),
    )
    const requests = within(dialog).getByRole('region', { name: 'API request' }).querySelector('pre')?.textContent
    expect(requests?.match(/^DELETE \S+$/gm)).toEqual(
      [worker1, worker2].map((server) =>
        expect.stringContaining(`/servers/${server.id}/os-volume_attachments/${volume.id}`),
      ),
    )
    expect(detachSpy).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Detach selected (2)' }))
    expect(await screen.findByText('Detached imagenet-dataset from worker-01 and worker-02.'))
    expect(detachSpy).toHaveBeenCalledTimes(2)
    const now = await client.cinder.getVolume(volume.id)
    expect(now.attachments).toHaveLength(10)
  })

  it("offers no Detach for a root volume, with the reason as the button's description", async () => {
    const client = await demo.signIn('member')
    const { table } = await openFor(client, 'web-1-root')
    const detach = await within(rowOf(table, 'web-1')).findByRole('button', { name: 'Detach' })
    await waitFor(() => expect(detach).toBeDisabled())
    expect(detach).toHaveAccessibleDescription("This is the server's root volume: Nova does not detach it.")
  })

  it('changes the mode of an attachment from read/write to read-only', async () => {
    const client = await demo.signIn('member')
    const standby = await serverNamed(client, 'db-standby')
    const user = userEvent.setup({ delay: null })
    const { volume, table } = await openFor(client, 'pg-shared-data')
    await waitFor(() => expect(rowOf(table, 'db-standby')).toHaveTextContent('RW'))
    await user.click(within(rowOf(table, 'db-standby')).getByRole('button', { name: 'Change mode' }))
    const change = await screen.findByRole('dialog', { name: 'Change Attach Mode' })
    expect(change).toHaveTextContent('read/write → read-only')
    await user.click(within(change).getByRole('button', { name: 'Change mode' }))
    expect(
      await within(change).findByText('Done: pg-shared-data is attached read-only to db-standby.'),
    ).toBeInTheDocument()
    const details = await client.cinder.listAttachmentDetails({ filters: { volume_id: volume.id } })
    expect(details.find((detail) => detail.instance === standby.id)?.attach_mode).toBe('ro')
    const attachment = await client.nova!.getVolumeAttachment(standby.id, volume.id)
    expect(attachment.device).toBe('/dev/vdb')
    await user.click(within(change).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(rowOf(table, 'db-standby')).toHaveTextContent('RO'))
  })
})
